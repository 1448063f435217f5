var a = 0
var b = 1
for _ in 0..<10 { (a, b) = (b, a + b) }
let (q, r) = (7, "two")
var (x, _, z) = [1, 2, 3]
func f(p) {
    let (u, v) = p
    var (s, t) = (v, u)
    (s, t) = (t, s)
    return [u, v, s, t]
}
var xs = [1, 2, 3]
(xs[0], xs[2]) = (xs[2], xs[0])
let (w, h) = Size(10, 20)
let (ox, oy, rw, rh) = Rect(1, 2, 3, 4)
var view = View(frame: (0, 0, 10, 10))
(view.center, view.bounds.size) = ((50, 50), Size(20, 20))
for (i, e) in xs.enumerated() { let (m, n) = (i, e * 2); print(m + n) }
print(f((3, 4)), q, r, x, z, w, h, ox + oy + rw + rh)
