// Lesson 4: rotating and scaling a drawing canvas about the point between two fingers
//
// A canvas should turn and zoom about the midpoint of the two fingers: the bit of drawing under
// the fingers must stay under the fingers. A view's transform always acts about its anchor point
// (the middle), so zooming "about a point" means: apply the scale/rotation AND move the center
// around that point by the same amount.  geo's gestures do exactly that:
//   v.pinch(scale: s, at: p)   v.rotate(by: angle, at: p)   v.pan(by: (dx, dy))
// with p in the superview's coordinates, like UIGestureRecognizer.location(in: superview).

let screen = View(frame: (0, 0, 400, 800), name: "screen")
let canvas = View(frame: (50, 100, 300, 400), name: "canvas")
screen.addSubview(canvas)
print("A drawing canvas should turn and zoom about the point between two fingers: the bit of drawing")
print("under the fingers stays under them. A transform acts about the anchor point (the middle), so")
print("zooming about another point means: scale AND move the center about that point by as much.")
print("pinch(scale:at:) and rotate(by:at:) do both; `at` is in the superview's coordinates, like")
print("UIGestureRecognizer.location(in: superview).")
print("")

let finger1 = (100, 150)
let finger2 = (200, 250)
let mid = (finger1 + finger2) / 2
let under = canvas.convert(mid, from: screen)     // the canvas point under the fingers
print("fingers meet at \(mid) on screen; that is \(under) on the canvas")

canvas.pinch(scale: 2, at: mid)
canvas.rotate(by: 30deg, at: mid)
print("after pinch x2 and a 30deg turn:")
print("  transform \(canvas.transform)")
print("  center    \(canvas.center)")
print("  frame     \(canvas.frame)")
print("  the canvas point \(under) is still at \(canvas.convert(under, to: screen)) on screen")
assert(near(canvas.convert(under, to: screen), mid))

// A drawing app can do it by hand: keep the total scale and rotation, move the center about the
// fingers' midpoint with the rotate-about-a-point formula
//   x = (x1 - x0) cos θ - (y1 - y0) sin θ + x0,  y = (y1 - y0) cos θ + (x1 - x0) sin θ + y0
// and rebuild the transform from the totals.
func rotatedAbout(p, c, angle) {
    let dx = p.x - c.x
    let dy = p.y - c.y
    return (dx * cos(angle) - dy * sin(angle) + c.x, dy * cos(angle) + dx * sin(angle) + c.y)
}

let byHand = View(frame: (50, 100, 300, 400), name: "byHand")
screen.addSubview(byHand)
var totalScale = 1
var totalRotation = 0
func scaleAt(view, c, s) {
    totalScale *= s
    view.center = c + (view.center - c) * s
    view.transform = identity.rotated(by: totalRotation).scaledBy(x: totalScale, y: totalScale)
}
func rotateAt(view, c, angle) {
    totalRotation += angle
    view.center = rotatedAbout(view.center, c, angle)
    view.transform = identity.rotated(by: totalRotation).scaledBy(x: totalScale, y: totalScale)
}
scaleAt(byHand, mid, 2)
rotateAt(byHand, mid, 30deg)
print("By hand: keep the total scale and rotation, rebuild the transform from them, and turn the center")
print("about the fingers with x' = (x - x0) cos a - (y - y0) sin a + x0, y' = (y - y0) cos a + (x - x0) sin a + y0.")
print("by hand: center \(byHand.center), transform \(byHand.transform)")
assert(near(byHand.center, canvas.center))
assert(near(byHand.transform, canvas.transform))

// The formula is just the rotation matrix: rotating about c is c + (p - c) * rotation(angle).
assert(near(rotatedAbout((7, 3), mid, 30deg), mid + ((7, 3) - mid) * rotation(30deg)))
print("  the same as geo's gestures; and that formula is just c + (p - c) * rotation(a)")

// Code written for y-up coordinates flips y (y0 = bounds.height - center.y). In UIKit y already
// grows downwards, so the flip pivots about the wrong point:
let flipped = View(frame: (50, 100, 300, 400), name: "flipped")
screen.addSubview(flipped)
totalScale = 1
totalRotation = 0
scaleAt(flipped, mid, 2)
rotateAt(flipped, (mid.x, screen.bounds.height - mid.y), 30deg)
let drift = flipped.convert(under, to: screen) - mid
print("A y-flip (y0 = bounds.height - y), right where y grows upwards, is wrong in UIKit, where y grows down:")
print("with the y-flip the point under the fingers drifts by \(drift) (\(hypot(drift.x, drift.y)) points)")
assert(hypot(drift.x, drift.y) > 100)

// A pan just moves the center, in screen points, whatever the transform.
canvas.pan(by: (10, -20))
print("A pan just moves the center, in screen points, whatever the transform:")
print("after pan(by: (10, -20)): center \(canvas.center), transform unchanged: \(canvas.transform)")
assert(near(canvas.convert(under, to: screen), mid + (10, -20)))

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a rect is written (x, y, width, height), a point (x, y))
// and run the lesson again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // the frame of a (0, 0, 200, 200) canvas after pinch(scale: 2, at: (0, 0))
let guess2 = nil   // its center after it is then turned with rotate(by: 90deg, at: (0, 0))

exercise(1, "A canvas with frame (0, 0, 200, 200) is pinched: pinch(scale: 2, at: (0, 0)). What is its frame?", guess: guess1) {
    let c = View(frame: (0, 0, 200, 200), name: "c")
    c.pinch(scale: 2, at: (0, 0))
    return explain(c.frame)
}
exercise(2, "Then it turns about the same corner: rotate(by: 90deg, at: (0, 0)). Where is its center?", guess: guess2) {
    let c = View(frame: (0, 0, 200, 200), name: "c")
    c.pinch(scale: 2, at: (0, 0))
    c.rotate(by: 90deg, at: (0, 0))
    return explain(c.center)
}
