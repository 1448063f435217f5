// Dragging a handle across a turned panel: each step moves the handle by a small delta in the
// panel's coordinates (wrapping back to the middle when it leaves the panel) and converts its
// frame to the window to see whether it is still in the visible part.
let window = View(frame: (0, 0, 1024, 768), name: "window")
let panel = View(frame: (100, 80, 600, 400), name: "panel")
panel.transform = rotation(6deg)
window.addSubview(panel)
let handle = View(frame: (278, 178, 44, 44), name: "handle")
panel.addSubview(handle)
let visible = Rect(150, 120, 500, 330)
var inside = 0
var sumx = 0
var sumy = 0
for step in 0..<60000 {
    handle.center.x += (step * 7) % 13 - 5.5
    handle.center.y += (step * 5) % 11 - 4.75
    if handle.center.x < 0 || handle.center.x > panel.bounds.width { handle.center.x = 300 }
    if handle.center.y < 0 || handle.center.y > panel.bounds.height { handle.center.y = 200 }
    let f = handle.convert(handle.bounds, to: window)
    if visible.contains(f) { inside += 1 }
    sumx += f.minX
    sumy += f.maxY
}
print(inside, sumx, sumy, handle.frame)
