// Langton's ant (the survey program /work/survey8/langton.geo) in a function, its variables
// locals; langton-top.geo is the same at the top level (every variable a global).
func run() {
    let W = 80
    let H = 60
    var grid = Array(repeating: 0, count: W * H)
    let dx = [0, 1, 0, -1]
    let dy = [-1, 0, 1, 0]
    var x = 40
    var y = 30
    var dir = 0
    var black = 0
    for step in 0..<1200000 {
        let i = y * W + x
        if grid[i] == 0 {
            dir = (dir + 1) % 4
            grid[i] = 1
            black += 1
        } else {
            dir = (dir + 3) % 4
            grid[i] = 0
            black -= 1
        }
        x = (x + dx[dir] + W) % W
        y = (y + dy[dir] + H) % H
    }
    print("black \(black) at \(x),\(y) facing \(dir)")
    var rowsum = 0
    for r in 0..<H {
        var line = 0
        for c in 0..<W {
            line = line * 3 % 1000003 + grid[r * W + c]
        }
        rowsum = (rowsum + line) % 1000003
    }
    print(rowsum)
}
run()
