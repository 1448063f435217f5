// Lesson 3: rotate-then-translate vs translate-then-rotate
//
// Transforms are matrices, and matrix products do not commute: the ORDER of the steps matters.
// Core Graphics reads `a.concatenating(b)` (CGAffineTransformConcat(a, b)) as "a first, then b".
// geo's `a * b` means the same thing, and `p * t` applies t to the point p.

let turn = rotation(90deg)       // positive angles turn clockwise on screen (y grows downwards)
let move = translation(100, 0)
let p = (10, 0)

print("Transforms are matrices, and their products do not commute: the ORDER of the steps matters.")
print("a.concatenating(b) (CGAffineTransformConcat(a, b), also written a * b) means a FIRST, then b;")
print("p * t applies t to the point p.")
print("rotate, then translate: \(p) -> \(p * turn.concatenating(move))")
print("translate, then rotate: \(p) -> \(p * move.concatenating(turn))")
assert(near(p * turn.concatenating(move), (100, 10)))
assert(near(p * move.concatenating(turn), (0, 110)))
print("in the second, the rotation also turned the translation: (100, 0) became (0, 100)")

// The same on a view: a 100x100 view at (200, 200), transform
// CGAffineTransformConcat(rotation, move) vs CGAffineTransformConcat(move, rotation).
// (Code that declares `move` first is easily misread as "translate first", but
// Concat(rotation, move) rotates first.) A view's transform acts about its anchor point
// (the middle), so the rotation by pi alone leaves the box where it was.
let root = View(frame: (0, 0, 600, 600), name: "root")
let a = View(frame: (200, 200, 100, 100), name: "a")
let b = View(frame: (200, 200, 100, 100), name: "b")
root.addSubview(a)
root.addSubview(b)
print("On two 100x100 views at (200, 200): a view's transform acts about its middle, so a turn by pi")
print("alone leaves the box in place; what differs is where the move goes.")
a.transform = rotation(pi).concatenating(translation(100, 100))
b.transform = translation(100, 100).concatenating(rotation(pi))
print("Concat(rotation(pi), move(100, 100)): frame \(a.frame)   (moved down-right)")
print("Concat(move(100, 100), rotation(pi)): frame \(b.frame)   (the turn sent the move up-left)")
assert(near(a.frame, (300, 300, 100, 100)))
assert(near(b.frame, (100, 100, 100, 100)))

// CGAffineTransformRotate(t, angle) — Swift's t.rotated(by:) — does NOT mean "then rotate".
// It puts the rotation BEFORE t: t.rotated(by: x) == rotation(x).concatenating(t).
// Think of it as rotating in the view's own, already-transformed axes.
let t = translation(100, 0)
print("t.rotated(by:) (CGAffineTransformRotate) does NOT mean 'then rotate': it puts the rotation BEFORE t,")
print("i.e. it turns in the view's own, already-transformed axes.")
print("translation(100, 0).rotated(by: 90deg) = \(t.rotated(by: 90deg))")
assert(near(t.rotated(by: 90deg), rotation(90deg).concatenating(t)))
print("  so \(p) -> \(p * t.rotated(by: 90deg)): turned first, then moved")

// The same holds for translatedBy: after a 90deg turn, "right by 10" in the view's own axes is
// "down by 10" on screen.
let turned = rotation(90deg)
print("rotation(90deg).translatedBy(x: 10, y: 0) moves by \(turned.translatedBy(x: 10, y: 0).translation)  <- right in the turned axes is down on screen")
assert(near(turned.translatedBy(x: 10, y: 0).translation, (0, 10)))

// CGAffineTransformMakeRotation vs CGAffineTransformRotate, as gesture handlers use them: Make
// starts afresh from the identity, Rotate builds on what is there. Three 30deg steps:
var accumulated = identity
var afresh = identity
for step in 1...3 {
    accumulated = accumulated.rotated(by: 30deg)   // CGAffineTransformRotate(t, 30deg)
    afresh = rotation(30deg)                       // CGAffineTransformMakeRotation(30deg)
}
print("Rotate x3: \(degrees(accumulated.rotation))deg; MakeRotation x3: \(degrees(afresh.rotation))deg  <- Make starts afresh, Rotate builds on t")
assert(near(accumulated, rotation(90deg)))
assert(near(afresh, rotation(30deg)))

// Rotations about the same point add up; a scale and a rotation (uniform scale) commute; but a
// translation never commutes with a rotation.
assert(near(rotation(30deg) * rotation(60deg), rotation(90deg)))
assert(near(scale(2) * rotation(30deg), rotation(30deg) * scale(2)))
print("Turns add up (rotation(30deg) * rotation(60deg) is rotation(90deg)); a uniform scale commutes with a turn:")
print("scale(2) * rotation(30deg) = \(scale(2) * rotation(30deg)) = rotation(30deg) * scale(2);")
print("a translation never commutes with a turn.")

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a point is written (x, y)) and run the lesson again: it
// tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // (0, 10) * rotation(90deg).concatenating(translation(0, 100))
let guess2 = nil   // (0, 10) * translation(0, 100).concatenating(rotation(90deg))
let guess3 = nil   // (1, 0) * rotation(90deg).scaledBy(x: 2, y: 1)

exercise(1, "Where does (0, 10) go under rotation(90deg).concatenating(translation(0, 100))?", guess: guess1) {
    explain((0, 10) * rotation(90deg).concatenating(translation(0, 100)))
}
exercise(2, "Where does (0, 10) go under translation(0, 100).concatenating(rotation(90deg))?", guess: guess2) {
    explain((0, 10) * translation(0, 100).concatenating(rotation(90deg)))
}
exercise(3, "Where does (1, 0) go under rotation(90deg).scaledBy(x: 2, y: 1)?", guess: guess3) {
    explain((1, 0) * rotation(90deg).scaledBy(x: 2, y: 1))
}
