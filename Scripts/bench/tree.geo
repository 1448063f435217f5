// Building a tree of 100,000 views through setters, reading each one's frame.
let root = View(frame: (0, 0, 1000, 1000), name: "root")
var sum = 0
for i in 0..<1000 {
    let row = View(frame: (0, i, 1000, 1), name: "row")
    row.anchorPoint = (0, 0)
    root.addSubview(row)
    for j in 0..<99 {
        let v = View(frame: (j * 10, 0, 10, 1))
        v.transform = rotation(j * 1deg)
        v.center = (j * 10 + 5, 0.5)
        v.bounds = (0, 0, 8, 1)
        row.addSubview(v)
        sum += v.frame.width
    }
}
print(root.subviews.count, sum)
