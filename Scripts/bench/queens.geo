// N queens by backtracking: a recursive function places a queen row by row, the columns so
// far in a global list (appended and removed), the diagonals tested by a helper; the
// solutions are counted for each board size and the first one found is kept as a string.
var board = []
func safe(col) {
    let row = board.count
    for (r, c) in board.enumerated() {
        if c == col || abs(c - col) == row - r { return false }
    }
    return true
}
var firstFound = ""
func place(n) {
    if board.count == n {
        if firstFound == "" { firstFound = board.map { c in String(c) }.joined(separator: "") }
        return 1
    }
    var found = 0
    for col in 0..<n {
        if safe(col) {
            board.append(col)
            found += place(n)
            board.removeLast()
        }
    }
    return found
}
var counts = []
for n in 4...9 {
    firstFound = ""
    counts.append(place(n))
}
print(counts, firstFound)
