// Sudoku by backtracking, Swift style: a [[Int]] grid, the most constrained empty cell
// first (candidates by filter over 1...9), recursion, labeled loops, for … where,
// compactMap/flatMap over strings of puzzles.
let puzzles = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
]

func parse(_ s: String) -> [[Int]] {
    let digits = s.map { $0 == "." ? 0 : ($0.wholeNumberValue ?? 0) }
    return stride(from: 0, to: 81, by: 9).map { Array(digits[$0..<($0 + 9)]) }
}

var grid: [[Int]] = []
var guesses = 0

func candidates(_ r: Int, _ c: Int) -> [Int] {
    var used = Array(repeating: false, count: 10)
    for i in 0..<9 {
        used[grid[r][i]] = true
        used[grid[i][c]] = true
    }
    let br = r - r % 3, bc = c - c % 3
    for dr in 0..<3 {
        for dc in 0..<3 {
            used[grid[br + dr][bc + dc]] = true
        }
    }
    return (1...9).filter { !used[$0] }
}

func solve() -> Bool {
    var bestR = -1, bestC = -1
    var best: [Int] = []
    search: for r in 0..<9 {
        for c in 0..<9 where grid[r][c] == 0 {
            let cand = candidates(r, c)
            if cand.isEmpty { return false }
            if bestR < 0 || cand.count < best.count {
                bestR = r; bestC = c; best = cand
                if cand.count == 1 { break search }
            }
        }
    }
    guard bestR >= 0 else { return true }
    for n in best {
        guesses += 1
        grid[bestR][bestC] = n
        if solve() { return true }
    }
    grid[bestR][bestC] = 0
    return false
}

func isValidSolution(_ g: [[Int]]) -> Bool {
    let rowsOK = g.allSatisfy { Set9($0) }
    let colsOK = (0..<9).allSatisfy { c in Set9(g.map { $0[c] }) }
    let boxesOK = (0..<9).allSatisfy { b in
        let r0 = (b / 3).rounded(.down) * 3, c0 = (b % 3) * 3
        return Set9((0..<9).map { g[Int(r0) + Int($0 / 3)][c0 + $0 % 3] })
    }
    return rowsOK && colsOK && boxesOK
}
func Set9(_ xs: [Int]) -> Bool { xs.sorted() == Array(1...9) }

var total = 0
for rep in 0..<6 {
for (k, p) in puzzles.enumerated() {
    grid = parse(p)
    let givens = grid.flatMap { $0 }.filter { $0 != 0 }.count
    guesses = 0
    let ok = solve()
    let valid = isValidSolution(grid)
    let firstRow = grid[0].map(String.init).joined()
    let diagonal = (0..<9).map { grid[$0][$0] }.reduce(0, +)
    if rep == 0 { print("puzzle \(k): givens=\(givens) solved=\(ok) valid=\(valid) guesses=\(guesses) row0=\(firstRow) diag=\(diagonal)") }
    total += guesses
}
}
print("total guesses=\(total)")
