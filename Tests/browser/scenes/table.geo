// A table (a UIScrollView, which clips to its bounds) scrolled by 200 points: of its 40 rows,
// UIKit shows only those inside the table's box, y 300…600 of the window.
let window = View(frame: (0, 0, 390, 844), name: "window")
let table = UIScrollView(frame: (0, 300, 390, 300), name: "table")
window.addSubview(table)
for i in 0..<40 {
    table.addSubview(View(frame: (0, Double(i) * 44, 390, 43), name: "row\(i)"))
}
table.contentOffset = (0, 200)
