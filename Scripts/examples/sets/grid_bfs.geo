// Shortest path through a maze with breadth-first search; cells are keyed "row,col".
let maze = [
    "S.#.....",
    ".##.###.",
    "....#...",
    "#.#.#.#.",
    "..#...#E",
    "##.#####",
]
let rows = maze.count
let cols = maze[0].count
let grid = maze.map { Array($0) }

func key(_ r: Int, _ c: Int) -> String {
    return "\(r),\(c)"
}

var walls = Set<String>()
var start = [0, 0]
var end = [0, 0]
for r in 0..<rows {
    for c in 0..<cols {
        if grid[r][c] == "#" { walls.insert(key(r, c)) }
        if grid[r][c] == "S" { start = [r, c] }
        if grid[r][c] == "E" { end = [r, c] }
    }
}
print("walls:", walls.count, "open:", rows * cols - walls.count)

var visited: Set<String> = [key(start[0], start[1])]
var frontier = [start]
var steps = 0
var found = false
while !frontier.isEmpty && !found {
    var next: [[Int]] = []
    for cell in frontier {
        if cell[0] == end[0] && cell[1] == end[1] { found = true }
        for d in [[0, 1], [1, 0], [0, -1], [-1, 0]] {
            let r = cell[0] + d[0], c = cell[1] + d[1]
            if r < 0 || r >= rows || c < 0 || c >= cols { continue }
            let k = key(r, c)
            if walls.contains(k) || visited.contains(k) { continue }
            visited.insert(k)
            next.append([r, c])
        }
    }
    if !found {
        frontier = next
        steps += 1
    }
}
print("reached end:", found, "in", steps, "steps")
print("cells explored:", visited.count)
print("explored row 0:", visited.filter { $0.hasPrefix("0,") }.sorted())
let unreached = Set((0..<rows).flatMap { r in (0..<cols).map { c in key(r, c) } }).subtracting(walls).subtracting(visited)
print("open cells never reached:", unreached.sorted())
print("walls and visited disjoint:", walls.isDisjoint(with: visited))
