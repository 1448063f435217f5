// Cubic Bézier outlines flattened into points (de Casteljau by point arithmetic), each outline
// placed by a transform built step by step (translatedBy, rotated, scaledBy) and its points
// mapped through it (applying); the placed outline's bounding box, length and the box of its
// control polygon mapped whole (Rect.applying) are accumulated.
func cubic(p0, p1, p2, p3, t) {
    let a = p0 + (p1 - p0) * t
    let b = p1 + (p2 - p1) * t
    let c = p2 + (p3 - p2) * t
    let d = a + (b - a) * t
    let e = b + (c - b) * t
    return d + (e - d) * t
}
let p0 = Point(0, 0)
let p1 = Point(30, -60)
let p2 = Point(90, 60)
let p3 = Point(120, 0)
let hull = Rect(0, -60, 120, 120)
var length = 0
var boxArea = 0
var hullArea = 0
var last = Point(0, 0)
for shape in 0..<2000 {
    let t = identity.translatedBy(x: 200 + shape % 20 * 30, y: 150 + shape / 20 * 10)
        .rotated(by: shape * 7deg)
        .scaledBy(x: 1 + shape % 5 * 0.1, y: 1 - shape % 3 * 0.1)
    var prev = p0.applying(t)
    var minx = prev.x
    var maxx = prev.x
    var miny = prev.y
    var maxy = prev.y
    for k in 1...32 {
        let q = cubic(p0, p1, p2, p3, k / 32).applying(t)
        let d = q - prev
        length += sqrt(d.x * d.x + d.y * d.y)
        minx = min(minx, q.x)
        maxx = max(maxx, q.x)
        miny = min(miny, q.y)
        maxy = max(maxy, q.y)
        prev = q
    }
    boxArea += (maxx - minx) * (maxy - miny)
    hullArea += hull.applying(t).width * hull.applying(t).height
    last = prev
}
print(length, boxArea, hullArea, last)
