// Matrix product on lists of lists: rows built with append, elements read as a[i][k].
func matrix(n, seed) {
    var m = []
    for i in 0..<n {
        var row = []
        for j in 0..<n { row.append((i * seed + j) % 7) }
        m.append(row)
    }
    return m
}
func multiply(a, b) {
    let n = a.count
    var c = []
    for i in 0..<n {
        var row = []
        for j in 0..<n {
            var s = 0
            for k in 0..<n { s += a[i][k] * b[k][j] }
            row.append(s)
        }
        c.append(row)
    }
    return c
}
let c = multiply(matrix(60, 3), matrix(60, 5))
var trace = 0
for i in 0..<60 { trace += c[i][i] }
print(trace)
