// Swift's let set later, do blocks, and the Swift that geo leaves out.
let n = 3
let label: String
if n > 2 {
    label = "big"
} else {
    label = "small"
}
func kind(_ v: Int) -> String {
    let k: String
    switch v {
    case 0: k = "zero"
    case 1, 2: k = "few"
    default: k = "many"
    }
    let show = { "\(v): \(k)" }
    return show()
}
do {
    let inner: CGFloat
    guard n > 0 else { fatalError("n") }
    inner = 20
    print(label, kind(n), inner)
}
var fs: [() -> Int] = []
for i in 0..<3 {
    let sq: Int
    sq = i * i
    fs.append { sq }
}
var a = Array<Int>()
a.append(fs.count)
let (w, h): (CGFloat, CGFloat) = (3, 4)
print(fs.map { $0() }, a, w * h, Character("c"))
