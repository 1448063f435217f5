// A news feed scrolled inside a zoomed panel: each frame the feed's bounds.origin.y moves (a
// content offset), every row's frame is converted to the window with convert(_:to:) (a rect:
// the box of its converted corners) and tested against the panel's frame; for visible rows a
// tap point is converted from the window into the row with convert(_:from:).
let window = View(frame: (0, 0, 390, 844), name: "window")
let panel = View(frame: (20, 60, 350, 700), name: "panel")
panel.transform = scale(0.9, 0.9)
window.addSubview(panel)
let feed = View(frame: (0, 40, 350, 660), name: "feed")
panel.addSubview(feed)
var rows = []
var y = 0
for i in 0..<120 {
    let h = 60 + (i * 29) % 90
    let row = View(frame: (8, y, 334, h))
    feed.addSubview(row)
    rows.append(row)
    y += h + 6
}
let contentHeight = y
var shown = 0
var covered = 0
var tapx = 0
var tapy = 0
for frame in 0..<250 {
    feed.bounds.origin.y = (frame * 41) % (contentHeight - feed.bounds.height)
    let clip = panel.frame.insetBy(dx: 0.25, dy: 0.25)
    for row in rows {
        let r = row.convert(row.bounds, to: window)
        if r.intersects(clip) {
            shown += 1
            covered += r.height
            let p = row.convert((200, 300 + frame % 50), from: window)
            tapx += p.x
            tapy += p.y
        }
    }
}
print(shown, round(covered), round(tapx), round(tapy))
