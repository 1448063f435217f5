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
print("before: frame \(square.frame), center \(square.center), anchorPoint \(square.anchorPoint)")

square.anchorPoint = (0, 0)
print("anchorPoint = (0, 0): frame \(square.frame), center \(square.center)")
print("  the center did not move; the view's top-left corner is now AT the center, so the view")
print("  moved down-right by half its size")
assert(near(square.frame, (250, 250, 100, 100)))
assert(near(square.center, (250, 250)))

// Now a rotation turns the view about its top-left corner (the anchor), not about its middle.
square.transform = rotation(pi)
print("rotated by pi about the anchor: frame \(square.frame)")
assert(near(square.frame, (150, 150, 100, 100)))

// The same rotation with the default anchor spins the view in place.
let twin = View(frame: (200, 200, 100, 100), name: "twin")
root.addSubview(twin)
twin.transform = rotation(pi)
print("the same rotation about the middle: frame \(twin.frame)")
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
setAnchorKeepingPlace(door, (0, 0.5))
print("door with anchor (0, 0.5), kept in place: frame \(door.frame), center \(door.center)")
assert(near(door.frame, (200, 400, 100, 100)))
door.transform = rotation(90deg)
print("door turned 90deg about its left edge's middle: frame \(door.frame)")
assert(near(door.frame, (150, 450, 100, 100)))

// It works for a view that is already rotated too, because convert knows the transform.
// (This is why the canvas articles avoid anchorPoint: working out the new anchor of an already
// rotated view by hand is the hard part. convert does it for you.)
setAnchorKeepingPlace(door, (1, 1))
print("door re-anchored at (1, 1) while rotated: frame \(door.frame), center \(door.center)")
assert(near(door.frame, (150, 450, 100, 100)))
