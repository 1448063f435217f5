// A grid of tiles laid out by setting each tile's bounds and center, the column count
// changing pass after pass; each tile's frame is read back to measure the layout.
let root = View(frame: (0, 0, 1000, 800), name: "root")
var tiles = []
for i in 0..<48 {
    let tile = View(frame: (0, 0, 10, 10))
    root.addSubview(tile)
    tiles.append(tile)
}
var extent = 0
var area = 0
for pass in 0..<2500 {
    let cols = 3 + pass % 6
    let side = 1000 / cols
    var i = 0
    for tile in tiles {
        let col = i % cols
        let row = (i - col) / cols
        tile.bounds.size = (side - 6, side * 0.75)
        tile.center = (col * side + side / 2, row * side * 0.8 + side / 2)
        tile.center.y += 2
        extent = max(extent, tile.frame.maxY)
        area += tile.bounds.width * tile.bounds.height
        i += 1
    }
    extent += tiles[tiles.count - 1].frame.maxX - tiles[0].frame.minX
}
print(extent, area)
