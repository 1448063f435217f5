// Rect unions and intersections in a while loop: cells made by a helper function, their
// overlaps measured, the ones inside a window counted, the clipped ones unioned.
func cell(i) {
    return Rect((i * 37) % 500, (i * 53) % 400, 20 + i % 30, 15 + i % 25)
}
let window = Rect(100, 100, 300, 200)
var bounds = Rect(0, 0, 0, 0).intersection(Rect(5, 5, 1, 1))
var overlap = 0
var inside = 0
var i = 0
while i < 200000 {
    let a = cell(i)
    let both = a.intersection(cell(i * 3 + 1))
    if !both.isNull {
        overlap += both.width * both.height
    }
    if window.contains(a) { inside += 1 }
    bounds = bounds.union(a.intersection(window))
    i += 1
}
print(overlap, inside, bounds)
