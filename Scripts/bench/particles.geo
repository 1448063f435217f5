// A particle simulation: positions and velocities as points in two lists, moved by helper
// functions and a closure, bounced off the walls, read back element by element.
func clamp(x, lo, hi) {
    if x < lo { return lo }
    if x > hi { return hi }
    return x
}
func advance(p, v, dt) { return p + v * dt }
let reflect = { v, n in v - n * (2 * (v.x * n.x + v.y * n.y)) }
let gravity = (0, 9.8)
var ps = []
var vs = []
for i in 0..<1000 {
    ps.append(((i * 37) % 400, (i * 91) % 300))
    vs.append(((i * 13) % 21 - 10, (i * 7) % 17 - 8))
}
var bounces = 0
for frame in 0..<200 {
    for i in 0..<ps.count {
        var v = vs[i] + gravity * 0.016
        var p = advance(ps[i], v, 0.5)
        if p.x < 0 or p.x > 400 {
            v = reflect(v, (1, 0))
            p = (clamp(p.x, 0, 400), p.y)
            bounces += 1
        }
        if p.y < 0 or p.y > 300 {
            v = reflect(v, (0, 1))
            p = (p.x, clamp(p.y, 0, 300))
            bounces += 1
        }
        ps[i] = p
        vs[i] = v
    }
}
var sum = (0, 0)
for p in ps { sum = sum + p }
print(bounces, sum.x / ps.count, sum.y / ps.count)
