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
print("the like button's middle is at \(onLike) on screen; hitTest finds \(root.hitTest(onLike).name)")
assert(root.hitTest(onLike) == like)
like.isUserInteractionEnabled = false                         // a disabled button lets the tap through
print("with the button's interaction off, hitTest finds \(root.hitTest(onLike).name)")
assert(root.hitTest(onLike) == card)
like.isUserInteractionEnabled = true

// The article's last case: only the frame and the angle are known, not the view. Turn the tap
// BACK (by -angle) about the frame's middle, and test it against the UNROTATED rectangle of the
// view's size around that middle. The article's code turns by +angle and tests against `frame`;
// if `frame` is the rotated view's frame (the bounding box), that answers yes too often.
func hitsKnowingFrame(tap, frame, size, angle) {
    let mid = (frame.midX, frame.midY)
    let back = mid + (tap - mid) * rotation(-angle)
    return Rect(mid.x - size.width / 2, mid.y - size.height / 2, size.width, size.height).contains(back)
}
func articleAsWritten(tap, frame, angle) {
    let mid = (frame.midX, frame.midY)
    return frame.contains(mid + (tap - mid) * rotation(angle))
}

func yn(b) {
    if b { return "yes" }
    return "no "
}
print("tap           frame box  article  turned back  hitTest")
for t in [(200, 250), (120, 190), (110, 280), (290, 170), (100, 200)] {
    let box = card.frame.contains(t)
    let art = articleAsWritten(t, card.frame, 30deg)
    let fixed = hitsKnowingFrame(t, card.frame, Size(200, 100), 30deg)
    let hit = root.hitTest(t)
    print("\(t)    \(yn(box))        \(yn(art))      \(yn(fixed))          \(hit.name)")
    assert(fixed == (hit == card or hit == like))
}
