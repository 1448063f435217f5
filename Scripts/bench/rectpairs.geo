// Rectangles from a pseudo-random sequence: every overlapping pair's intersection area, the
// union of all, and which rects hold others, with insetBy and offsetBy along the way.
var seed = 12345
func next(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
var rects = []
for i in 0..<2000 {
    let r = Rect(next(900), next(700), next(120) + 5, next(90) + 5)
    rects.append(i % 3 == 0 ? r.insetBy(dx: -4, dy: -3) : r.offsetBy(dx: 2, dy: 1))
}
var overlap = 0
var pairs = 0
var inside = 0
for i in 0..<rects.count {
    let a = rects[i]
    for j in (i + 1)..<rects.count {
        let b = rects[j]
        if a.intersects(b) {
            let c = a.intersection(b)
            overlap += c.width * c.height
            pairs += 1
            if a.contains(b) || b.contains(a) { inside += 1 }
        }
    }
}
var all = rects[0]
for r in rects { all = all.union(r) }
print(pairs, overlap, inside, all)
