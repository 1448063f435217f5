// life.geo in a function (its variables locals): the in-function twin of life.geo, which
// runs at the top level.
func run() {
    let size = 40
    var grid = []
    for y in 0..<size {
        var row = []
        for x in 0..<size { row.append((x * 7 + y * 13) % 5 == 0 ? 1 : 0) }
        grid.append(row)
    }
    for gen in 0..<40 {
        var next = []
        for y in 0..<size {
            var row = []
            for x in 0..<size {
                var n = 0
                for dy in -1...1 {
                    for dx in -1...1 {
                        if dx != 0 || dy != 0 {
                            n += grid[(y + dy + size) % size][(x + dx + size) % size]
                        }
                    }
                }
                let alive = grid[y][x] == 1
                row.append((alive && (n == 2 || n == 3)) || (!alive && n == 3) ? 1 : 0)
            }
            next.append(row)
        }
        grid = next
    }
    var live = 0
    for row in grid { for c in row { live += c } }
    print(live)
}
run()
