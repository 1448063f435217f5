// Tiles on a board animated again and again, as an app reacts to taps: every tick one tile
// moves to another slot and fades (animate with the default curve), often while its previous
// move is still in flight, so it starts from where it is shown; another tile is resized
// after a delay (a nested write, bounds.size, with a linear curve). The clock then advances
// and where the two tiles are on screen is read back from their presentations.
let board = View(frame: (0, 0, 600, 400), name: "board")
var tiles = []
for i in 0..<12 {
    let tile = View(frame: ((i % 4) * 150 + 15, (i - i % 4) / 4 * 130 + 15, 120, 100))
    board.addSubview(tile)
    tiles.append(tile)
}
func slot(n) {
    let col = n % 4
    return (col * 150 + 75, (n - col) / 4 * 130 + 65)
}
var sx = 0
var sy = 0
var fade = 0
var width = 0
for tick in 0..<5000 {
    let a = tick % 12
    let b = (tick * 5 + 3) % 12
    animate(duration: 0.4) {
        tiles[a].center = slot((a + tick) % 12)
        tiles[a].alpha = 0.5 + (tick % 3) * 0.25
    }
    animate(duration: 0.25, delay: 0.05, curve: "linear") {
        tiles[b].bounds.size = (120 - tick % 7 * 5, 100 + tick % 4 * 5)
    }
    wait(0.1)
    let p = tiles[a].presentation()
    sx += p.frame.midX
    sy += p.center.y
    fade += p.alpha
    width += tiles[b].presentation().frame.width
}
print(sx, sy, fade, width)
