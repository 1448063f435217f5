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
print("visible rows:\(visible)")

// A tap is converted through the offset too: screen y 100 is content y 100 - 60 + 250 = 290.
let tap = (160, 100)
print("tap at \(tap) on screen is \(feed.convert(tap, from: screen)) in the feed: \(screen.hitTest(tap).name)")
assert(screen.hitTest(tap) == rows[2])

// Row 0 still exists at content y 0..100, but that is above the visible part: on screen it would
// be at y = -190, in the header's place. A point outside a view's bounds never reaches its
// subviews, so a tap on the header finds the screen, not row 0.
print("rows[0] on screen: \(feed.convert(rows[0].frame, to: screen))")
print("tap at (160, 30) on the header: \(screen.hitTest((160, 30)).name)")
assert(screen.hitTest((160, 30)) == screen)

// Scrolling to show a row at the top: contentOffset.y = row.frame.minY.
feed.bounds.origin.y = rows[7].frame.minY
print("scrolled to row7: bounds \(feed.bounds); row7 is at \(rows[7].convert((0, 0), to: screen)) on screen")
assert(near(rows[7].convert((0, 0), to: screen), (0, 60)))

// Changing the bounds SIZE keeps the center (lesson 1) and leaves the offset alone.
feed.bounds.size = Size(320, 200)
print("half-height feed: frame \(feed.frame), bounds \(feed.bounds)")
assert(near(feed.frame, (0, 160, 320, 200)))
