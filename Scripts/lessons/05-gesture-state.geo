// Lesson 5: keeping pinch + rotation + pan state across gestures
//
// UIPinchGestureRecognizer.scale and UIRotationGestureRecognizer.rotation are CUMULATIVE: they
// report the total since the gesture began (scale starts at 1, rotation at 0). Each callback must
// turn that total into "what changed since last time", or reset the recognizer, or start again
// from the transform the view had when the gesture began. Here is one pinch, as reported:
let reported = [1.1, 1.2, 1.5]      // the fingers spread to 1.5x in three callbacks

// (a) the picture-frame article: factor = 1 - (lastScale - scale), i.e. the DIFFERENCE
var a = identity
var lastScale = 1
for s in reported {
    let factor = 1 - (lastScale - s)
    a = a.scaledBy(x: factor, y: factor)
    lastScale = s
}
print("(a) 1 - (lastScale - scale): ends at scale \(a.scale.width)  <- should be 1.5")
assert(near(a.scale.width, 1.1 * 1.1 * 1.3))

// Scales multiply, so the change since last time is the RATIO scale / lastScale.
var b = identity
lastScale = 1
for s in reported {
    b = b.scaledBy(x: s / lastScale, y: s / lastScale)
    lastScale = s
}
print("(b) scale / lastScale:       ends at scale \(b.scale.width)")
assert(near(b.scale.width, 1.5))

// (c) the gesture article: use the total, then reset it (recognizer.scale = 1) — each callback
//     then reports exactly the ratio of (b).
// (d) the Japanese article: remember the transform when the gesture ENDED, and build each
//     callback from it: transform = endTransform.scaledBy(scale).
let endTransform = identity
var d = identity
for s in reported { d = endTransform.scaledBy(x: s, y: s) }
print("(d) from the end state:      ends at scale \(d.scale.width)")
assert(near(d, b))

// Rotation angles ADD, so for rotation the difference rotation - lastRotate is right.
var r = b
var lastRotate = 0
for angle in [10deg, 25deg, 40deg] {
    r = r.rotated(by: angle - lastRotate)
    lastRotate = angle
}
print("after a rotation gesture to 40deg: rotation \(degrees(r.rotation))deg, scale \(r.scale)")
assert(near(r.rotation, 40deg))

// A second pinch later starts again at 1 and must continue from the current transform.
let second = r
for s in [0.9, 0.8] { r = second.scaledBy(x: s, y: s) }
print("a second pinch to 0.8x: scale \(r.scale.width) (1.5 x 0.8)")
assert(near(r.scale.width, 1.2))

// No need for lastScale / lastRotate bookkeeping to KNOW the state: the transform carries it.
// Its components (CGAffineTransformComponents) give the total scale and rotation back.
let root = View(frame: (0, 0, 768, 1024), name: "root")
let photo = View(frame: (234, 157, 300, 200), name: "photo")   // center (384, 257) as in the article
root.addSubview(photo)
photo.transform = r
print("photo: scale \(photo.transform.scale), rotation \(degrees(photo.transform.rotation))deg, frame \(photo.frame)")

// Pan: move the CENTER by the translation in the superview (the articles do this right).
// Translating the TRANSFORM instead moves along the view's own turned and scaled axes:
let start = photo.center
photo.center = start + (30, 0)                                   // what the finger did
print("pan by (30, 0) through center: the photo moves by \(photo.center - start)")
photo.center = start
let before = photo.frame
photo.transform = photo.transform.translatedBy(x: 30, y: 0)      // CGAffineTransformTranslate
let moved = (photo.frame.midX - before.midX, photo.frame.midY - before.midY)
print("pan by (30, 0) through translatedBy: it moves by \(moved)  <- turned 40deg and scaled 1.2x")
assert(near(hypot(moved.x, moved.y), 36))

// Snap back when the fingers lift (the article animates this; see the animation lesson):
// scale below the threshold -> identity and the original center.
if photo.transform.scale.width < 1.7 {
    photo.transform = identity
    photo.center = (384, 257)
}
print("snapped back: \(photo)")
assert(near(photo.frame, (234, 157, 300, 200)))
