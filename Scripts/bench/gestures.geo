// Photos on a canvas moved by gestures: each touch is hit-tested (a turned photo is hit by its
// turned shape), and the photo under it is panned, pinched or rotated about the touch, as a
// canvas app does; a photo pushed off the canvas is put back. Each photo's frame and its
// top-left corner in the canvas are read after every gesture.
let canvas = View(frame: (0, 0, 1000, 800), name: "canvas")
var photos = []
for i in 0..<6 {
    let p = View(frame: (100 + (i % 3) * 300, 150 + (i - i % 3) / 3 * 350, 160, 120), name: "photo")
    canvas.addSubview(p)
    photos.append(p)
}
var moved = 0
var missed = 0
var resets = 0
var widths = 0
var cornerx = 0
var cornery = 0
for step in 0..<20000 {
    let touch = Point(120 + (step * 37) % 800, 160 + (step * 53) % 560)
    let photo = canvas.hitTest(touch)
    if photo == nil || photo == canvas {
        missed += 1
        continue
    }
    moved += 1
    let kind = step % 4
    if kind == 0 {
        photo.pan(by: ((step % 7) - 3, (step % 5) - 2))
    } else if kind == 1 {
        photo.pinch(scale: step % 8 < 4 ? 1.05 : 0.96, at: touch)
    } else if kind == 2 {
        photo.rotate(by: (step % 6 - 2.5) * 3deg, at: touch)
    } else {
        canvas.bringSubviewToFront(photo)
    }
    let f = photo.frame
    if !f.intersects(canvas.bounds) || f.width > 900 {
        resets += 1
        photo.transform = identity
        photo.center = (500, 400)
    }
    widths += photo.frame.width
    let corner = photo.convert(Point(0, 0), to: canvas)
    cornerx += corner.x
    cornery += corner.y
}
print(moved, missed, resets, widths, cornerx, cornery)
