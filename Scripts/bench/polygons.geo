// Polygons as lists of points: regular polygons turned and moved, their areas (shoelace),
// perimeters and centroids, and a grid of points tested inside them (ray casting).
func polygon(sides, radius, center, angle) {
    var pts = []
    for k in 0..<sides {
        let a = angle + 2 * pi * k / sides
        pts.append(center + (cos(a), sin(a)) * radius)
    }
    return pts
}
func area(pts) {
    var s = 0
    for i in 0..<pts.count {
        let p = pts[i]
        let q = pts[(i + 1) % pts.count]
        s += p.x * q.y - q.x * p.y
    }
    return s / 2
}
func perimeter(pts) {
    var s = 0
    for i in 0..<pts.count {
        let d = pts[(i + 1) % pts.count] - pts[i]
        s += hypot(d.x, d.y)
    }
    return s
}
func inside(pts, p) {
    var c = false
    var j = pts.count - 1
    for i in 0..<pts.count {
        let a = pts[i]
        let b = pts[j]
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            c = !c
        }
        j = i
    }
    return c
}
var areas = 0
var perims = 0
var hits = 0
for n in 3..<30 {
    let poly = polygon(n, 40 + n, (100 + n * 10, 100), n * 0.1)
    areas += area(poly)
    perims += perimeter(poly)
    for y in stride(from: 50, to: 150, by: 1) {
        for x in stride(from: 50 + n * 10, to: 150 + n * 10, by: 1) {
            if inside(poly, (x, y)) { hits += 1 }
        }
    }
}
print(areas, perims, hits)
