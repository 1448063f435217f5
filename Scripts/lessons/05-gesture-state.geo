// Lesson 5: keeping pinch + rotation + pan state across gestures
//
// UIPinchGestureRecognizer.scale and UIRotationGestureRecognizer.rotation are CUMULATIVE: they
// report the total since the gesture began (scale starts at 1, rotation at 0). Each callback must
// turn that total into "what changed since last time", or reset the recognizer, or start again
// from the transform the view had when the gesture began. Here is one pinch, as reported:
let reported = [1.1, 1.2, 1.5]      // the fingers spread to 1.5x in three callbacks
print("UIPinchGestureRecognizer.scale and UIRotationGestureRecognizer.rotation are CUMULATIVE: each")
print("callback reports the total since the gesture began (scale from 1, rotation from 0). Each")
print("callback must turn that total into the change since last time, or reset the recognizer, or")
print("start again from the transform the view had when the gesture began. One pinch, as reported:")
print("scale \(reported[0]), then \(reported[1]), then \(reported[2]).")

// (a) a common mistake: factor = 1 - (lastScale - scale), i.e. the DIFFERENCE
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
print("    scales multiply, so the change since last time is the RATIO, not the difference:")
print("(b) scale / lastScale:       ends at scale \(b.scale.width)")
assert(near(b.scale.width, 1.5))

// (c) use the total, then reset it (recognizer.scale = 1): each callback then reports exactly the
//     ratio of (b). The recognizer, simulated: after a reset it reports the change since then.
var c = identity
var atReset = 1                           // the fingers' total when the recognizer was last reset
for s in reported {
    let recognizerScale = s / atReset     // what recognizer.scale reads
    c = c.scaledBy(x: recognizerScale, y: recognizerScale)
    atReset = s                           // recognizer.scale = 1
}
print("(c) use it, then reset recognizer.scale = 1: ends at scale \(c.scale.width)")
assert(near(c, b))
// (d) remember the transform when the previous gesture ENDED, and build each callback from it:
//     transform = endTransform.scaledBy(scale).
let endTransform = identity
var d = identity
for s in reported { d = endTransform.scaledBy(x: s, y: s) }
print("(d) endTransform.scaledBy(x: scale, y: scale), from the transform saved when the last gesture ended:")
print("                             ends at scale \(d.scale.width)")
assert(near(d, b))

// Rotation angles ADD, so for rotation the difference rotation - lastRotate is right.
var r = b
var lastRotate = 0
for angle in [10deg, 25deg, 40deg] {
    r = r.rotated(by: angle - lastRotate)
    lastRotate = angle
}
print("Rotation angles ADD, so for rotation the difference rotation - lastRotation is right:")
print("after a rotation gesture to 40deg: rotation \(degrees(r.rotation))deg, scale \(r.scale)")
assert(near(r.rotation, 40deg))

// A second pinch later starts again at 1 and must continue from the current transform.
let second = r
for s in [0.9, 0.8] { r = second.scaledBy(x: s, y: s) }
print("A second pinch starts again at 1 and must continue from the current transform:")
print("a second pinch to 0.8x: scale \(r.scale.width) (1.5 x 0.8)")
assert(near(r.scale.width, 1.2))

// No need for lastScale / lastRotate bookkeeping to KNOW the state: the transform carries it.
// Its components (CGAffineTransformComponents) give the total scale and rotation back.
let root = View(frame: (0, 0, 768, 1024), name: "root")
let photo = View(frame: (234, 157, 300, 200), name: "photo")   // center (384, 257)
root.addSubview(photo)
photo.transform = r
print("No bookkeeping is needed to KNOW the state: the transform's components give the totals back.")
print("photo: scale \(photo.transform.scale), rotation \(degrees(photo.transform.rotation))deg, frame \(photo.frame)")

// Pan: move the CENTER by the translation in the superview.
// Translating the TRANSFORM instead moves along the view's own turned and scaled axes:
let start = photo.center
print("A pan must move the CENTER by the finger's translation in the superview:")
photo.center = start + (30, 0)                                   // what the finger did
print("pan by (30, 0) through center: the photo moves by \(photo.center - start)")
photo.center = start
let before = photo.frame
photo.transform = photo.transform.translatedBy(x: 30, y: 0)      // CGAffineTransformTranslate
let moved = (photo.frame.midX - before.midX, photo.frame.midY - before.midY)
print("pan by (30, 0) through translatedBy: it moves by \(moved)  <- turned 40deg and scaled 1.2x")
assert(near(hypot(moved.x, moved.y), 36))

// Snap back when the fingers lift (a photo viewer animates this; see lesson 9):
// scale below the threshold -> identity and the original center.
if photo.transform.scale.width < 1.7 {
    photo.transform = identity
    photo.center = (384, 257)
}
print("When the fingers lift with the scale below 1.7, snap back to identity and the first center:")
print("snapped back: \(photo)")
assert(near(photo.frame, (234, 157, 300, 200)))

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a number, or a point written (x, y)) and run the lesson
// again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // the scale reached with factor = 1 - (lastScale - scale) for totals 2, then 3
let guess2 = nil   // how far translatedBy(x: 10, y: 0) moves a view scaled 2x and turned 90deg

exercise(1, "A pinch reports the totals 2, then 3. Stepping by 1 - (lastScale - scale), what scale do you end at?", guess: guess1) {
    var t = identity
    var last = 1
    for s in [2, 3] {
        t = t.scaledBy(x: 1 - (last - s), y: 1 - (last - s))
        last = s
    }
    return explain(t.scale.width)
}
exercise(2, "A view's transform is scale(2).concatenating(rotation(90deg)). By how much does transform.translatedBy(x: 10, y: 0) move its frame's middle?", guess: guess2) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    v.transform = scale(2).concatenating(rotation(90deg))
    let before = (v.frame.midX, v.frame.midY)
    v.transform = v.transform.translatedBy(x: 10, y: 0)
    return explain((v.frame.midX, v.frame.midY) - before)
}
