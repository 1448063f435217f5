// Lesson 1: frame, bounds and center
//
// A view has three rectangles-worth of geometry, and they live in different coordinate spaces:
//   frame   where the view's box sits, in its SUPERVIEW's coordinates
//   bounds  the view's OWN coordinate space: origin (0, 0) unless you scroll it, size = its size
//   center  where the view's middle (its anchor point) sits, in the superview's coordinates
// UIKit stores bounds and center; frame is computed from them. With the default anchor point and no
// transform: frame.origin = center - bounds.size / 2 and frame.size = bounds.size.

let root = View(frame: (0, 0, 320, 480), name: "root")
let card = View(frame: (20, 40, 200, 100), name: "card")
root.addSubview(card)

print("A view has three rectangles' worth of geometry, each in its own coordinate space:")
print("  frame   where the view's box sits, in its SUPERVIEW's coordinates")
print("  bounds  the view's OWN coordinate space: origin (0, 0) unless scrolled; size = its size")
print("  center  where the view's middle (its anchor point) sits, in the superview's coordinates")
print("UIKit stores bounds and center and computes frame from them: with no transform,")
print("frame.origin = center - bounds.size / 2 and frame.size = bounds.size.")
print("")
print("A card made with frame (20, 40, 200, 100):")
print("  frame  = \(card.frame)")
print("  bounds = \(card.bounds)    <- its own space: the origin is (0, 0), not (20, 40)")
print("  center = \(card.center)    <- 20 + 200 / 2, 40 + 100 / 2")
assert(near(card.bounds, (0, 0, 200, 100)))
assert(near(card.center, (120, 90)))

// Moving a view: set center (or frame.origin). bounds does not change: the view did not change
// inside, only where it sits.
card.center = (160, 240)
print("After card.center = (160, 240):    <- moving a view: only where it sits changes")
print("  frame  = \(card.frame)")
print("  bounds = \(card.bounds)    <- unchanged: nothing inside the view changed")
assert(near(card.frame, (60, 190, 200, 100)))

// Resizing through bounds keeps the center: the view shrinks about its middle,
// so frame.origin moves even though we never touched it.
card.bounds = (0, 0, 100, 50)
print("After card.bounds = (0, 0, 100, 50):")
print("  frame  = \(card.frame)    <- shrank about the center, so frame.origin moved too")
print("  center = \(card.center)")
assert(near(card.frame, (110, 215, 100, 50)))
assert(near(card.center, (160, 240)))

// Setting frame sets bounds.size and center together (bounds.origin is kept).
card.frame = (0, 0, 50, 50)
print("After card.frame = (0, 0, 50, 50):")
print("  bounds = \(card.bounds), center = \(card.center)    <- frame sets bounds.size and center together")
assert(near(card.center, (25, 25)))

// Writing one field of frame goes through the frame setter: read, change, write back.
card.frame.origin.x = 10
print("After card.frame.origin.x = 10: center = \(card.center)    <- read frame, change x, set frame back")
assert(near(card.center, (35, 25)))

// A subview's frame is in ITS superview's coordinates, so it does not move when you read it,
// but on screen it moves with its parent. convert answers "where is that, over there?".
let badge = View(frame: (40, 0, 10, 10), name: "badge")
card.addSubview(badge)
let onScreen = card.convert(badge.frame, to: root)
print("A badge inside the card: its frame is in the CARD's coordinates; convert says where it is elsewhere.")
print("badge.frame = \(badge.frame) in card; in root it is \(onScreen)")
assert(near(onScreen, (50, 0, 10, 10)))

// The same point, three spaces: the badge's top-left corner.
print("badge's (0, 0) is \(badge.convert((0, 0), to: card)) in card and \(badge.convert((0, 0), to: root)) in root")
print("The card's description shows its frame in root: \(card)")

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a rect is written (x, y, width, height), a point (x, y))
// and run the lesson again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // the frame of a view made with frame (20, 40, 200, 100) after bounds.size = (100, 100)
let guess2 = nil   // where the badge's top-left corner is in root after card.center = (200, 200)
let guess3 = nil   // the frame of a view made with frame (20, 40, 200, 100) after bounds.origin = (10, 10)

exercise(1, "A view made with frame (20, 40, 200, 100) gets bounds.size = (100, 100). What is its frame?", guess: guess1) {
    let v = View(frame: (20, 40, 200, 100), name: "v")
    v.bounds.size = (100, 100)
    return explain(v.frame)
}
exercise(2, "The card (50 x 50, the badge at (40, 0) inside it) moves to center (200, 200). Where is the badge's (0, 0) in root?", guess: guess2) {
    card.center = (200, 200)
    return explain(badge.convert((0, 0), to: root))
}
exercise(3, "A view made with frame (20, 40, 200, 100) gets bounds.origin = (10, 10). What is its frame?", guess: guess3) {
    let v = View(frame: (20, 40, 200, 100), name: "v")
    v.bounds.origin = (10, 10)
    return explain(v.frame)
}
