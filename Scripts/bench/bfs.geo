// Breadth-first search on a grid maze held as a list of lists of numbers (1 = wall): a queue
// as a list of [row, col] pairs read through a head index, distances in a second list of
// lists, the four neighbours from a list of offsets; searched from several starts.
let H = 60
let W = 80
var grid = []
for r in 0..<H {
    var row = []
    for c in 0..<W {
        let wall = (r * 7 + c * 13) % 11 == 0 || (r % 6 == 3 && c % 10 != 5)
        row.append(wall ? 1 : 0)
    }
    grid.append(row)
}
let moves = [[0, 1], [1, 0], [0, -1], [-1, 0]]
func bfs(sr, sc) {
    var dist = []
    for r in 0..<H { dist.append(Array(repeating: -1, count: W)) }
    var queue = [[sr, sc]]
    dist[sr][sc] = 0
    var head = 0
    var far = 0
    while head < queue.count {
        let cell = queue[head]
        head += 1
        let d = dist[cell[0]][cell[1]]
        if d > far { far = d }
        for m in moves {
            let r = cell[0] + m[0]
            let c = cell[1] + m[1]
            if r >= 0 && r < H && c >= 0 && c < W && grid[r][c] == 0 && dist[r][c] < 0 {
                dist[r][c] = d + 1
                queue.append([r, c])
            }
        }
    }
    return [queue.count, far]
}
var reached = 0
var farthest = 0
for s in 0..<80 {
    let sr = (s * 17) % H
    let sc = (s * 29) % W
    if grid[sr][sc] == 0 {
        let res = bfs(sr, sc)
        reached += res[0]
        farthest += res[1]
    }
}
print(reached, farthest)
