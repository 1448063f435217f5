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
let maybe: Int? = 4
switch maybe {
case let .some(x) where x > 3: print("big", x)
case .some(_): print("some")
case .none: print("none")
}
if case .some(let y) = maybe, y > 1 { print(y) }
for n in [-1, 2, 9] {
    switch n {
    case ..<0: print("neg")
    case ...2: print("low")
    case 7...: print("high")
    default: break
    }
}
let ops: [(Double, Double) -> Double] = [(+), (-)]
let f = { (g: @escaping (Int) -> Int, v: UIView?) in g(1) }
print(ops.map { $0(2, 1) }, f({ $0 * 2 }, nil), String(255, radix: 16), Int("ff", radix: 16) ?? 0)
print([1, 2, 3].prefix(while: { $0 < 3 }), "  x".drop(while: { $0 == " " }), maybe == .none)
