// Animating a card by interpolation: each frame builds a transform from interpolated
// components (scale, rotation, translation), maps the card and its corner through it and
// accumulates the area of the bounding box and the farthest corner.
func lerp(a, b, k) { return a + (b - a) * k }
let card = Rect(0, 0, 120, 80)
let corner = (card.maxX, card.maxY)
var area = 0
var far = (0, 0)
for frame in 0..<100000 {
    let k = (frame % 1000) / 1000
    let t = Transform(scale: (lerp(1, 2, k), lerp(1, 0.5, k)), rotation: lerp(0, 1.5, k),
                      translation: (lerp(0, 300, k), lerp(0, 200, k)))
    let box = card.applying(t)
    area += box.width * box.height
    let p = corner.applying(t)
    far = (max(far.x, p.x), max(far.y, p.y))
}
print(area, far)
