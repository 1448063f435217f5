#!/usr/bin/env geo
// A 30-second tour of geo: geometry with Core Graphics' rules, a UIKit-style view tree,
// and the questions people get wrong — a rotated view's frame, converting points, hit-testing.
// Every number printed is the one UIKit would give. Run it: geo Scripts/tour.geo

// Geometry: points, rects and transforms are values. (x, y) is a Point, (x, y, w, h) a Rect.
let p = (10, 0)
let turn = rotation(90deg)                   // clockwise on screen: y grows downwards
let move = translation(100, 0)
print("rotate then move:  \(p * turn.concatenating(move))")
print("move then rotate:  \(p * move.concatenating(turn))")
print("a 30deg turn:      \(rotation(30deg))")
print("a rect, turned:    \((0, 0, 100, 50).applying(rotation(30deg)))")
assert(near(p * turn * move, (100, 10)))

// A view tree, as in UIKit: frame in the superview, bounds in the view, center = where it sits.
let root = View(frame: (0, 0, 375, 667), name: "root")
let card = View(frame: (100, 100, 200, 100), name: "card")
let button = View(frame: (150, 60, 40, 30), name: "button")
root.addSubview(card)
card.addSubview(button)
print(card)
print("card: bounds \(card.bounds), center \(card.center)")

// Turn the card. Its bounds and center stay; its frame is now only the box around it.
card.transform = rotation(30deg)
print("turned 30deg: frame \(card.frame), bounds \(card.bounds), center \(card.center)")

// Convert points between coordinate spaces: the button's middle, on screen.
let middle = button.convert((20, 15), to: root)
print("the button's middle is at \(middle) on screen")
assert(near(root.convert(middle, to: button), (20, 15)))

// Hit-testing finds the deepest view under a point, by its turned shape, not its frame box.
let tap = (290, 110)
print("tap \(tap): in card.frame? \(card.frame.contains(tap)); hitTest finds \(root.hitTest(tap).name)")
print("tap \(middle): hitTest finds \(root.hitTest(middle).name)")
assert(root.hitTest(middle) == button)

// Canvas gestures: pinch and rotate about the point between the fingers; it stays put.
let fingers = (150, 150)
let under = card.convert(fingers, from: root)
card.pinch(scale: 1.5, at: fingers)
card.rotate(by: -30deg, at: fingers)
print("after pinch and rotate: \(card.transform); the point under the fingers is at \(card.convert(under, to: root))")
assert(near(card.convert(under, to: root), fingers))
print("More: Scripts/lessons/ and docs/language.md")
