// Lesson 3: rotate-then-translate vs translate-then-rotate
//
// Transforms are matrices, and matrix products do not commute: the ORDER of the steps matters.
// Core Graphics reads `a.concatenating(b)` (CGAffineTransformConcat(a, b)) as "a first, then b".
// geo's `a * b` means the same thing, and `p * t` applies t to the point p.

let turn = rotation(90deg)       // positive angles turn clockwise on screen (y grows downwards)
let move = translation(100, 0)
let p = (10, 0)

print("rotate, then translate: \(p) -> \(p * turn.concatenating(move))")
print("translate, then rotate: \(p) -> \(p * move.concatenating(turn))")
assert(near(p * turn.concatenating(move), (100, 10)))
assert(near(p * move.concatenating(turn), (0, 110)))
print("in the second, the rotation also turned the translation: (100, 0) became (0, 100)")

// The same on a view, as in the article: a 100x100 view at (200, 200), transform
// CGAffineTransformConcat(rotation, move) vs CGAffineTransformConcat(move, rotation).
// (The article labels the first one "translate first" because `move` is declared first, but
// Concat(rotation, move) rotates first.) A view's transform acts about its anchor point
// (the middle), so the rotation by pi alone leaves the box where it was.
let root = View(frame: (0, 0, 600, 600), name: "root")
let a = View(frame: (200, 200, 100, 100), name: "a")
let b = View(frame: (200, 200, 100, 100), name: "b")
root.addSubview(a)
root.addSubview(b)
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
print("translation(100, 0).rotated(by: 90deg) = \(t.rotated(by: 90deg))")
assert(near(t.rotated(by: 90deg), rotation(90deg).concatenating(t)))
print("  so \(p) -> \(p * t.rotated(by: 90deg)): turned first, then moved")

// The same holds for translatedBy: after a 90deg turn, "right by 10" in the view's own axes is
// "down by 10" on screen.
let turned = rotation(90deg)
print("rotation(90deg).translatedBy(x: 10, y: 0) moves by \(turned.translatedBy(x: 10, y: 0).translation)")
assert(near(turned.translatedBy(x: 10, y: 0).translation, (0, 10)))

// CGAffineTransformMakeRotation vs CGAffineTransformRotate (the gesture article): Make starts
// afresh from the identity, Rotate builds on what is there. Three 30deg steps:
var accumulated = identity
var afresh = identity
for step in 1...3 {
    accumulated = accumulated.rotated(by: 30deg)   // CGAffineTransformRotate(t, 30deg)
    afresh = rotation(30deg)                       // CGAffineTransformMakeRotation(30deg)
}
print("Rotate x3: \(degrees(accumulated.rotation))deg; MakeRotation x3: \(degrees(afresh.rotation))deg")
assert(near(accumulated, rotation(90deg)))
assert(near(afresh, rotation(30deg)))

// Rotations about the same point add up; a scale and a rotation (uniform scale) commute; but a
// translation never commutes with a rotation.
assert(near(rotation(30deg) * rotation(60deg), rotation(90deg)))
assert(near(scale(2) * rotation(30deg), rotation(30deg) * scale(2)))
print("scale(2) * rotation(30deg) = \(scale(2) * rotation(30deg))")
