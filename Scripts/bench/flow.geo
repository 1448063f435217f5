// A flow layout: chips of varied sizes placed in rows that wrap at the container's width,
// each placed by assigning its frame's origin; the container resized pass after pass.
let container = View(frame: (0, 0, 300, 1000), name: "container")
var chips = []
for i in 0..<120 {
    let chip = View(frame: (0, 0, 30 + (i * 37) % 70, 20 + (i * 13) % 15))
    container.addSubview(chip)
    chips.append(chip)
}
func layout(width, spacing) {
    var x = 0
    var y = 0
    var rowHeight = 0
    for chip in chips {
        let size = chip.bounds.size
        if x + size.width > width {
            x = 0
            y += rowHeight + spacing
            rowHeight = 0
        }
        chip.frame.origin = (x, y)
        x += size.width + spacing
        rowHeight = max(rowHeight, size.height)
    }
    return y + rowHeight
}
var total = 0
var right = 0
for pass in 0..<8000 {
    let w = 200 + (pass * 7) % 400
    container.bounds.size.width = w
    total += layout(container.bounds.width, 4)
    right += chips[chips.count - 1].frame.maxX
}
print(total, right, container.frame)
