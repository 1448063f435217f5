// Convex hulls (Andrew's monotone chain) of random point clouds: points sorted with a
// comparator closure, cross products through a helper, the hull's perimeter and area.
var seed = 7
func rnd() {
    seed = (seed * 16807) % 2147483647
    return seed % 1000
}
func cross(o, a, b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
}
func hull(points) {
    let ps = points.sorted(by: { p, q in p.x < q.x or (p.x == q.x and p.y < q.y) })
    var lower = []
    for p in ps {
        while lower.count >= 2 and cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 {
            lower.removeLast()
        }
        lower.append(p)
    }
    var upper = []
    for p in ps.reversed() {
        while upper.count >= 2 and cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 {
            upper.removeLast()
        }
        upper.append(p)
    }
    lower.removeLast()
    upper.removeLast()
    return lower + upper
}
var totalArea = 0
var totalCount = 0
for round in 0..<60 {
    var cloud = []
    for _ in 0..<400 { cloud.append(Point(rnd(), rnd())) }
    let h = hull(cloud)
    var area = 0
    for i in 0..<h.count {
        let a = h[i]
        let b = h[(i + 1) % h.count]
        area += a.x * b.y - b.x * a.y
    }
    totalArea += abs(area) / 2
    totalCount += h.count
}
print(totalCount, totalArea)
