// A photo gallery laid out as a grid of cells: each pass the container is resized (its bounds
// size set), the column count and cell side computed from bounds.width, every cell's frame set
// as a rect inset from its slot, the container's height grown to the last row's maxY; cells
// whose frames intersect the visible rect are counted and their visible area summed.
let window = View(frame: (0, 0, 1024, 768), name: "window")
let grid = View(frame: (0, 0, 320, 480), name: "grid")
window.addSubview(grid)
var cells = []
for i in 0..<90 {
    let c = View(frame: (0, 0, 1, 1))
    grid.addSubview(c)
    cells.append(c)
}
let spacing = 4
var visible = 0
var area = 0
var heights = 0
for pass in 0..<400 {
    grid.bounds.size = (300 + (pass * 37) % 700, 480)
    let cols = max(2, floor(grid.bounds.width / 110))
    let side = (grid.bounds.width - spacing * (cols + 1)) / cols
    for (i, cell) in cells.enumerated() {
        let col = i % cols
        let row = floor(i / cols)
        let slot = Rect(spacing + col * (side + spacing), spacing + row * (side + spacing), side, side)
        cell.frame = slot.insetBy(dx: 2, dy: 2)
    }
    let last = cells[cells.count - 1]
    grid.bounds.size.height = last.frame.maxY + spacing
    heights += grid.bounds.height
    let view = Rect(0, (pass * 53) % 600, grid.bounds.width, 480)
    for cell in cells {
        if cell.frame.intersects(view) {
            visible += 1
            let part = cell.frame.intersection(view)
            area += part.width * part.height
        }
    }
}
print(visible, round(area), round(heights))
