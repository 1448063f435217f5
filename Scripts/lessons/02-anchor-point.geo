// Lesson 2: anchorPoint moves the frame, not the center
//
// anchorPoint is a unit point in the view's bounds: (0, 0) is the top-left corner, (1, 1) the
// bottom-right, (0.5, 0.5) — the default — the middle. It does two things (CALayer semantics):
//   1. it is the point of the view that sits at `center` (CALayer calls center `position`);
//   2. it is the pivot that `transform` rotates and scales about.
// Changing anchorPoint keeps center where it is, so the VIEW jumps: frame.origin = center - anchor * size.

let root = View(frame: (0, 0, 600, 600), name: "root")
let square = View(frame: (200, 200, 100, 100), name: "square")
root.addSubview(square)
print("anchorPoint is a unit point in a view's bounds: (0, 0) the top-left corner, (1, 1) the bottom-right,")
print("(0.5, 0.5) the middle (the default). It is the point of the view that sits at `center`, and the")
print("pivot that `transform` turns and scales about. Changing it keeps center, so the VIEW jumps:")
print("frame.origin = center - anchorPoint * size.")
print("")
print("before: frame \(square.frame), center \(square.center), anchorPoint \(square.anchorPoint)")

square.anchorPoint = (0, 0)
print("anchorPoint = (0, 0): frame \(square.frame), center \(square.center)")
print("  the center did not move; the view's top-left corner is now AT the center, so the view")
print("  moved down-right by half its size")
assert(near(square.frame, (250, 250, 100, 100)))
assert(near(square.center, (250, 250)))

// Now a rotation turns the view about its top-left corner (the anchor), not about its middle.
square.transform = rotation(pi)
print("rotated by pi about the anchor (its top-left corner): frame \(square.frame)")
assert(near(square.frame, (150, 150, 100, 100)))

// The same rotation with the default anchor spins the view in place.
let twin = View(frame: (200, 200, 100, 100), name: "twin")
root.addSubview(twin)
twin.transform = rotation(pi)
print("the same rotation about the middle (default anchor) spins in place: frame \(twin.frame)")
assert(near(twin.frame, (200, 200, 100, 100)))

// To rotate about a corner WITHOUT the jump, change the anchor and then put the view back:
// find where the new anchor point is on screen now, and move center there.
func setAnchorKeepingPlace(view, anchor) {
    let b = view.bounds
    let p = (b.minX + anchor.x * b.width, b.minY + anchor.y * b.height)  // the new anchor, in bounds
    let there = view.convert(p, to: view.superview)                       // where it is on screen
    view.anchorPoint = anchor
    view.center = there
}

let door = View(frame: (200, 400, 100, 100), name: "door")
root.addSubview(door)
print("")
print("To pivot about another point WITHOUT the jump: find where the new anchor point is on screen now")
print("(convert), set anchorPoint, then move center there.")
setAnchorKeepingPlace(door, (0, 0.5))
print("door with anchor (0, 0.5), kept in place: frame \(door.frame), center \(door.center)")
assert(near(door.frame, (200, 400, 100, 100)))
door.transform = rotation(90deg)
print("door turned 90deg about its left edge's middle: frame \(door.frame)")
assert(near(door.frame, (150, 450, 100, 100)))

// It works for a view that is already rotated too, because convert knows the transform.
// (This is why canvas code often avoids anchorPoint: working out the new anchor of an already
// rotated view by hand is the hard part. convert does it for you.)
setAnchorKeepingPlace(door, (1, 1))
print("door re-anchored at (1, 1) while rotated: frame \(door.frame), center \(door.center)")
print("  the frame did not move: convert accounts for the rotation, so this works on a turned view too")
assert(near(door.frame, (150, 450, 100, 100)))

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a rect is written (x, y, width, height), a point (x, y))
// and run the lesson again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // the frame of a view made with frame (0, 0, 100, 100) after anchorPoint = (1, 1)
let guess2 = nil   // its frame after it is then turned by 90deg
let guess3 = nil   // the center of a view made with frame (0, 0, 100, 50) after anchorPoint = (0, 0)

exercise(1, "A view made with frame (0, 0, 100, 100) gets anchorPoint = (1, 1). What is its frame?", guess: guess1) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    v.anchorPoint = (1, 1)
    return explain(v.frame)
}
exercise(2, "That view (anchor (1, 1)) is then turned: transform = rotation(90deg). What is its frame?", guess: guess2) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    v.anchorPoint = (1, 1)
    v.transform = rotation(90deg)
    return explain(v.frame)
}
exercise(3, "A view made with frame (0, 0, 100, 50) gets anchorPoint = (0, 0). What is its center?", guess: guess3) {
    let v = View(frame: (0, 0, 100, 50), name: "v")
    v.anchorPoint = (0, 0)
    return explain(v.center)
}
