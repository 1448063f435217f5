// A grid (a matrix as a list of lists) updated by index in nested loops (m[i][j] = …, m[i][j] += …).
func run(n) {
    var m = []
    for i in 0..<n {
        var row = []
        for j in 0..<n { row.append(0) }
        m.append(row)
    }
    for step in 0..<4 {
        for i in 0..<n {
            for j in 0..<n {
                m[i][j] = m[i][j] + i * j % 7
                m[i][j] += step
            }
        }
    }
    var total = 0
    for row in m { for x in row { total += x } }
    return total
}
print(run(200))
