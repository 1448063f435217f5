// A hierarchy built with frames (panels of tiles), then each tile turned and its frame and
// the position of its corner in the root read back, pass after pass.
let root = View(frame: (0, 0, 2000, 2000), name: "root")
var tiles = []
for p in 0..<20 {
    let panel = View(frame: ((p % 5) * 400, floor(p / 5) * 400, 380, 380))
    root.addSubview(panel)
    for k in 0..<100 {
        let tile = View(frame: ((k % 10) * 38, floor(k / 10) * 38, 30, 30))
        panel.addSubview(tile)
        tiles.append(tile)
    }
}
var width = 0
var reach = 0
for pass in 0..<60 {
    for i in 0..<tiles.count {
        let tile = tiles[i]
        tile.transform = rotation((i % 90 + pass) * 1deg)
        width += tile.frame.width
        let c = tile.convert((0, 0), to: root)
        reach = max(reach, c.x + c.y)
    }
}
print(width, reach)
