// 10,000 views for the live view's first-paint benchmark (Tests/browser/bench_first_paint.py):
// 100 rows of 99 cells, every other cell turned.
let root = View(frame: (0, 0, 5000, 5000), name: "root")
for row in 0..<100 {
    let strip = View(frame: (0, row * 50, 5000, 50), name: "row\(row)")
    for col in 0..<99 {
        let cell = View(frame: (col * 50 + 5, 5, 40, 40))
        if col % 2 == 0 { cell.transform = rotation(col * 7deg) }
        strip.addSubview(cell)
    }
    root.addSubview(strip)
}
