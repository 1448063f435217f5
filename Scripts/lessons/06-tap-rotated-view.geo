// Lesson 6: did the tap hit the rotated view?
//
// CGRectContainsPoint(view.frame, tap) works until the view is rotated. Then frame is only the
// bounding box of the turned view (lesson 8), and its corners are empty space.
// The right question is asked in the VIEW's coordinates: convert the tap into the view's bounds
// (convertPoint:toView: / convert(_:from:)) and test it there — or let hitTest do all of it.

let root = View(frame: (0, 0, 375, 667), name: "root")
let card = View(frame: (100, 200, 200, 100), name: "card")
root.addSubview(card)
let like = View(frame: (150, 60, 40, 30), name: "like")       // a button inside the card
card.addSubview(like)
card.transform = rotation(30deg)
print("frame.contains(tap) works until the view is rotated. Then frame is only the bounding box of the")
print("turned view (lesson 8), and the box's corners are empty space. Ask in the VIEW's coordinates")
print("instead: convert the tap into the view's bounds and test it there, or let hitTest do it all.")
print("")
print("card turned 30deg: frame \(card.frame), bounds \(card.bounds)")

let tap = (110, 280)                                          // near the box's lower-left corner
print("tap at \(tap):")
print("  card.frame.contains(tap)        = \(card.frame.contains(tap))    <- the box says yes")
let local = card.convert(tap, from: root)                     // the tap in the card's own space
print("  in the card's coordinates it is \(local)")
print("  card.bounds.contains(local)     = \(card.bounds.contains(local))   <- y > 100: below the card")
print("  card.point(inside: local)       = \(card.point(inside: local))")
print("  root.hitTest(tap)               = \(root.hitTest(tap))")
assert(card.frame.contains(tap))
assert(not card.point(inside: local))
assert(root.hitTest(tap) == root)

// hitTest walks down the tree, converting the point into each view as it goes, front-most first.
let onLike = card.convert((170, 75), to: root)               // the middle of the button, on screen
print("hitTest walks down the tree, converting the point into each view, front-most subview first:")
print("the like button's middle is at \(onLike) on screen; hitTest finds \(root.hitTest(onLike).name)")
assert(root.hitTest(onLike) == like)
like.isUserInteractionEnabled = false                         // a disabled button lets the tap through
print("with the button's interaction off, hitTest finds \(root.hitTest(onLike).name)")
assert(root.hitTest(onLike) == card)
like.isUserInteractionEnabled = true

// When only the frame and the angle are known, not the view: turn the tap BACK (by -angle) about
// the frame's middle, and test it against the UNROTATED rectangle of the view's size around that
// middle. A tempting version turns by +angle and tests against `frame`; as `frame` is the rotated
// view's bounding box, that answers yes too often.
func hitsKnowingFrame(tap, frame, size, angle) {
    let mid = (frame.midX, frame.midY)
    let back = mid + (tap - mid) * rotation(-angle)
    return Rect(mid.x - size.width / 2, mid.y - size.height / 2, size.width, size.height).contains(back)
}
func forwardInBox(tap, frame, angle) {
    let mid = (frame.midX, frame.midY)
    return frame.contains(mid + (tap - mid) * rotation(angle))
}

func yn(b) {
    if b { return "yes" }
    return "no "
}
print("")
print("Knowing only the frame and the angle: turn the tap BACK by -angle about the frame's middle and")
print("test the unrotated view-sized rectangle there ('turned back'). Turning by +angle and testing")
print("against the frame box ('+angle, box') answers yes too often, as the frame box does:")
print("tap           frame box  +angle, box  turned back  hitTest")
for t in [(200, 250), (120, 190), (110, 280), (290, 170), (100, 200)] {
    let box = card.frame.contains(t)
    let forward = forwardInBox(t, card.frame, 30deg)
    let fixed = hitsKnowingFrame(t, card.frame, Size(200, 100), 30deg)
    let hit = root.hitTest(t)
    print("\(t)    \(yn(box))        \(yn(forward))          \(yn(fixed))          \(hit.name)")
    assert(fixed == (hit == card or hit == like))
}

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (true or false, a view's name in quotes, a point (x, y)) and
// run the lesson again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // true or false: does the turned tile's frame contain (5, 5)?
let guess2 = nil   // the name of the view that screen.hitTest((5, 5)) finds, e.g. "tile"
let guess3 = nil   // where the tile's own (0, 0) is on screen

// A 100 x 100 tile with frame (0, 0, 100, 100) in a screen, turned 45deg about its middle.
let screen = View(frame: (0, 0, 375, 667), name: "screen")
let tile = View(frame: (0, 0, 100, 100), name: "tile")
screen.addSubview(tile)
tile.transform = rotation(45deg)

exercise(1, "A tile with frame (0, 0, 100, 100) is turned 45deg. Does tile.frame contain the tap (5, 5)?", guess: guess1) {
    explain(tile.frame).contains((5, 5))
}
exercise(2, "Which view does screen.hitTest((5, 5)) find: \"tile\" or \"screen\"?", guess: guess2) {
    explain(screen.hitTest((5, 5)))
}
exercise(3, "Where on screen is the turned tile's own top-left corner, tile.convert((0, 0), to: screen)?", guess: guess3) {
    explain(tile.convert((0, 0), to: screen))
}
