// A list of rows animated by hand between two layouts: each frame of the animation computes
// every row's rect (a list blended into a two-column grid, eased) and sets its frame; the
// frames are read back to measure the layout.
let screen = View(frame: (0, 0, 400, 800), name: "screen")
var rows = []
for i in 0..<40 {
    let row = View(frame: (0, i * 44, 400, 44))
    screen.addSubview(row)
    rows.append(row)
}
func blend(a, b, t) {
    return Rect(a.minX + (b.minX - a.minX) * t, a.minY + (b.minY - a.minY) * t,
                a.width + (b.width - a.width) * t, a.height + (b.height - a.height) * t)
}
var bottom = 0
var centers = 0
let frames = 2000
for f in 0...frames {
    let p = f / frames
    let t = p * p * (3 - 2 * p)
    var i = 0
    for row in rows {
        let list = Rect(0, i * 44, 400, 44).insetBy(dx: 8, dy: 2)
        let col = i % 2
        let grid = Rect(col * 200, (i - col) / 2 * 120, 200, 120).insetBy(dx: 6, dy: 6)
        row.frame = blend(list, grid, t)
        bottom = max(bottom, row.frame.maxY)
        centers += row.center.x
        i += 1
    }
}
print(bottom, centers, rows[39].frame)
