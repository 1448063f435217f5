#!/usr/bin/env geo
// explain(expr): how did that number come about?
//
// explain evaluates its argument, prints the steps UIKit / Core Animation take to get the value,
// and returns the value, so it can wrap any expression in a script without changing what it does.
// It knows three shapes step by step: v.frame, v.convert(x, to: / from: w) and root.hitTest(p).
// Anything else is shown with its value (a transform with its components, a rect with its edges).

let root = View(frame: (0, 0, 375, 667), name: "root")
let card = View(frame: (100, 200, 200, 100), name: "card")
let like = View(frame: (150, 60, 40, 30), name: "like")       // a button in the card
root.addSubview(card)
card.addSubview(like)

// 1. A turned view's frame is the box around its turned bounds: bigger than the card itself.
card.transform = rotation(30deg)
let f = explain(card.frame)
assert(f == card.frame)
print()

// 2. Where is the middle of the button on screen? Up through each coordinate space.
let onScreen = explain(like.convert((20, 15), to: nil))
print()

// 3. And back down: a tap inside the frame box, near its lower-left corner, in the card's own
//    coordinates: y is beyond the card's height, so the tap missed the turned card.
let tap = explain(card.convert((110, 280), from: root))
assert(card.frame.contains((110, 280)) and not card.bounds.contains(tap))   // in the box, not on the card
print()

// 4. hitTest walks down the tree with the point, front-most subview first.
let hit = explain(root.hitTest(onScreen))
assert(hit == like)
print()

// A disabled button lets the tap through to the card.
like.isUserInteractionEnabled = false
assert(explain(root.hitTest(onScreen)) == card)
like.isUserInteractionEnabled = true
print()

// 5. Anything else: the value, and what it is made of.
explain(card.transform.scaledBy(x: 2, y: 2))
explain(card.frame.width)
