// Seed: the forms a second survey of Swift styles brought in (session of 2026-12-04).
let words = ["north", "south", "lamp", "up"]
var k = 0
for (i, w) in words.enumerated() {
    let v = words[(i + 1) % words.count]
    switch v {
    case "north", "south": k += 1
    case let x where x.count > 3: k += 2
    default: k += 3
    }
    switch (w, i % 2) {
    case ("lamp", 0): k += 10
    case (_, 1) where k > 2: k -= 1
    default: break
    }
    let maybe: String? = i > 1 ? w : nil
    switch maybe {
    case "lamp"?: k += 100
    case .some("up"): k += 200
    case .some(let other): k += other.count
    case .none: k += 0
    }
}
func check(_ n: Int) -> [Any] { [n > 2, n + 1] }
let p: (x: CGFloat, y: CGFloat) = (1, 2)
let t = rotation(0.5), u = translation(3, 4)
var w = t * u
w = w * u.inverted()
let r = Rect(0, 0, 10, 10) * t
var ts = [t, u, scale(2, 2)]
var box = CGRect.null
for j in 0..<3 {
    let m = ts[j].inverted()
    box = box.union(r.insetBy(dx: 1, dy: 1)).union(Rect(j, j, 2, 2))
    print(m, box, (j, 1) < (1, j), Rect(0, 0, 1, 1) >= Rect(0, 0, 1, 2))
}
var on = false
on.toggle()
print(on, (5).description, [1, 2].description, (2.5).rounded(.down), (7.5).truncatingRemainder(dividingBy: 2))
print(String(repeating: "ab\r\n", count: 5).count, check(3), p, w, k)
