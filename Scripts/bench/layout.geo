// Rect and transform methods in a layout loop: insets, offsets, bounding boxes, unions.
let t = rotation(15deg).scaledBy(x: 1.5, y: 0.75)
var box = Rect(0, 0, 0, 0)
let probe = Rect(300, 200, 60, 40)
var hits = 0
for i in 0..<200000 {
    let cell = Rect((i % 40) * 25, (i % 30) * 20, 24, 19).insetBy(dx: 2, dy: 1.5).offsetBy(dx: 0.5, dy: 0.25)
    let turned = cell.applying(t)
    if turned.intersects(probe) { hits += 1 }
    box = box.union(turned)
}
print(hits, box)
