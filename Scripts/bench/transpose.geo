// A list of lists: a matrix transposed in place many times, then summed along the diagonal band.
var n = 120
var m = []
for i in 0..<n {
    var row = []
    for j in 0..<n { row.append(i * n + j) }
    m.append(row)
}
for r in 0..<20 {
    var i = 0
    while i < n {
        var j = i + 1
        while j < n {
            let t = m[i][j]
            m[i][j] = m[j][i]
            m[j][i] = t
            j += 1
        }
        i += 1
    }
}
var s = 0
for i in 0..<n - 1 { s += m[i][i + 1] - m[i + 1][i] }
print(m[0][1], m[1][0], s)
