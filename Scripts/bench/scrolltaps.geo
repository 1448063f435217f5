// A scrolled list of rows tapped at many points: each frame scrolls the list (its bounds
// origin moved), then taps in the window are hit-tested; a tap on a row is converted into the
// row to find where in the row it fell.
let window = View(frame: (0, 0, 375, 667), name: "window")
let list = View(frame: (0, 64, 375, 603), name: "list")
window.addSubview(list)
var rows = []
for i in 0..<200 {
    let row = View(frame: (0, i * 44, 375, 44))
    list.addSubview(row)
    rows.append(row)
}
var onRows = 0
var rowSum = 0
var sumx = 0
var sumy = 0
for frame in 0..<600 {
    list.bounds.origin.y = (frame * 37) % (rows.count * 44 - list.bounds.height)
    for t in 0..<40 {
        let tap = (10 + (t * 97 + frame) % 360, (t * 53 + frame * 3) % 700)
        let hit = window.hitTest(tap)
        if hit != nil && hit != window && hit != list {
            onRows += 1
            rowSum += hit.frame.minY / 44
            let p = hit.convert(tap, from: window)
            sumx += p.x
            sumy += p.y
        }
    }
}
print(onRows, rowSum, sumx, sumy, list.bounds)
