// Lesson 7: bounds.origin is a scroll offset
//
// bounds.origin says which point of the view's own coordinate space is drawn at its top-left
// corner. It is (0, 0) almost always — except in a scroll view, where contentOffset IS
// bounds.origin. Changing it moves nothing in the superview (frame and center stay), but every
// subview appears shifted by -bounds.origin: a subview at p shows at p - bounds.origin.

let screen = View(frame: (0, 0, 320, 480), name: "screen")
let feed = View(frame: (0, 60, 320, 400), name: "feed")       // below a 60-point header
screen.addSubview(feed)
var rows = []
for i in 0..<10 {
    let row = View(frame: (0, i * 100, 320, 100), name: "row\(i)")
    feed.addSubview(row)
    rows.append(row)
}
print("bounds.origin is the point of a view's own coordinate space drawn at its top-left corner. It is")
print("(0, 0) almost always, except in a scroll view, where contentOffset IS bounds.origin. Changing it")
print("moves nothing in the superview (frame and center stay), but every subview at p shows at")
print("p - bounds.origin.")
print("")
print("10 rows of 100 points in a 400-point feed: content from y = 0 to 1000")

feed.bounds.origin.y = 250                                    // scroll down by 250 points
print("after feed.bounds.origin.y = 250 (contentOffset = (0, 250)):")
print("  feed.frame  = \(feed.frame)     <- the feed did not move")
print("  feed.bounds = \(feed.bounds)    <- the visible part of the content")
print("  rows[3].frame = \(rows[3].frame)      <- nor did the row, in the feed's space")
let row3 = feed.convert(rows[3].frame, to: screen)
print("  rows[3] on screen: \(row3)  <- 60 + 300 - 250")
assert(near(feed.frame, (0, 60, 320, 400)))
assert(near(row3, (0, 110, 320, 100)))

// Which rows are visible? Those whose frame meets the feed's bounds: the visible rect IS bounds.
var visible = ""
for row in feed.subviews {
    if row.frame.intersects(feed.bounds) { visible = "\(visible) \(row.name)" }
}
print("visible rows (those whose frame meets feed.bounds: the visible rect IS bounds):\(visible)")

// A tap is converted through the offset too: screen y 100 is content y 100 - 60 + 250 = 290.
let tap = (160, 100)
print("A tap converts through the offset too: screen y 100 is content y 100 - 60 + 250 = 290.")
print("tap at \(tap) on screen is \(feed.convert(tap, from: screen)) in the feed: \(screen.hitTest(tap).name)")
assert(screen.hitTest(tap) == rows[2])

// Row 0 still exists at content y 0..100, but that is above the visible part: on screen it would
// be at y = -190, in the header's place. A point outside a view's bounds never reaches its
// subviews, so a tap on the header finds the screen, not row 0.
print("rows[0] on screen: \(feed.convert(rows[0].frame, to: screen))  <- scrolled up under the header")
print("A point outside a view's bounds never reaches its subviews, so a tap on the header is not row0's:")
print("tap at (160, 30) on the header: \(screen.hitTest((160, 30)).name)")
assert(screen.hitTest((160, 30)) == screen)

// Scrolling to show a row at the top: contentOffset.y = row.frame.minY.
feed.bounds.origin.y = rows[7].frame.minY
print("To show a row at the top, set bounds.origin.y (contentOffset.y) = row.frame.minY:")
print("scrolled to row7: bounds \(feed.bounds); row7 is at \(rows[7].convert((0, 0), to: screen)) on screen")
assert(near(rows[7].convert((0, 0), to: screen), (0, 60)))

// Changing the bounds SIZE keeps the center (lesson 1) and leaves the offset alone.
feed.bounds.size = Size(320, 200)
print("Changing the bounds SIZE keeps the center (lesson 1) and leaves the offset alone:")
print("half-height feed: frame \(feed.frame), bounds \(feed.bounds)")
assert(near(feed.frame, (0, 160, 320, 200)))

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a rect (x, y, width, height), a view's name in quotes) and
// run the lesson again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // rows[2]'s frame converted to the screen, with the feed scrolled by 150
let guess2 = nil   // the feed's frame after that scroll
let guess3 = nil   // the name of the row a tap at (160, 455) on screen finds, e.g. "row4"

// A fresh feed as at the start: frame (0, 60, 320, 400) on the screen, ten 100-point rows.
let screen2 = View(frame: (0, 0, 320, 480), name: "screen")
let feed2 = View(frame: (0, 60, 320, 400), name: "feed")
screen2.addSubview(feed2)
for i in 0..<10 { feed2.addSubview(View(frame: (0, i * 100, 320, 100), name: "row\(i)")) }

exercise(1, "A fresh feed (frame (0, 60, 320, 400)) scrolls: bounds.origin.y = 150. Where is rows[2] (frame (0, 200, 320, 100)) on screen?", guess: guess1) {
    feed2.bounds.origin.y = 150
    return explain(feed2.convert(feed2.subviews[2].frame, to: screen2))
}
exercise(2, "What is the feed's frame after that scroll?", guess: guess2) {
    feed2.bounds.origin.y = 150
    return explain(feed2.frame)
}
exercise(3, "Still scrolled by 150: which row does a tap at (160, 455) on screen find?", guess: guess3) {
    feed2.bounds.origin.y = 150
    return explain(screen2.hitTest((160, 455)))
}
