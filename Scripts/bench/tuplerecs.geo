// particles as labelled tuples in a list, updated in place with bounces
// (Session of 2026-12-06, a probe of Swift styles: each part read and written through
// ps[i] in place — paths memberElement and elementMemberStore.)
let width = 1000, height = 800
var seed = 31337
func nextRandom() -> Int {
    seed = (seed * 16807) % 2147483647
    return seed
}

var ps: [(x: Int, y: Int, vx: Int, vy: Int)] = []
for _ in 0..<800 {
    ps.append((x: nextRandom() % width, y: nextRandom() % height,
               vx: nextRandom() % 21 - 10, vy: nextRandom() % 21 - 10))
}

var bounces = 0
for step in 0..<500 {
    for i in 0..<ps.count {
        ps[i].x += ps[i].vx
        ps[i].y += ps[i].vy
        if ps[i].x < 0 {
            ps[i].x = -ps[i].x
            ps[i].vx = -ps[i].vx
            bounces += 1
        } else if ps[i].x >= width {
            ps[i].x = 2 * (width - 1) - ps[i].x
            ps[i].vx = -ps[i].vx
            bounces += 1
        }
        if ps[i].y < 0 {
            ps[i].y = -ps[i].y
            ps[i].vy = -ps[i].vy
            bounces += 1
        } else if ps[i].y >= height {
            ps[i].y = 2 * (height - 1) - ps[i].y
            ps[i].vy = -ps[i].vy
            bounces += 1
        }
        if step % 50 == 49 {
            ps[i].vy += 1   // a little gravity now and then
        }
    }
}
let sumX = ps.reduce(0) { $0 + $1.x }
let sumY = ps.reduce(0) { $0 + $1.y }
let energy = ps.map { $0.vx * $0.vx + $0.vy * $0.vy }.reduce(0, +)
print("bounces: \(bounces)")
print("centre: \(sumX / ps.count), \(sumY / ps.count)")
print("energy: \(energy)")
