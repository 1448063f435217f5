// Matrix multiply with nested lists: two matrices filled from a seed, multiplied by three nested
// loops with a running sum, the product fed back in a few rounds, and its trace and a checksum.
let n = 60
func makeMatrix(n, seed) {
    var m = []
    var s = seed
    for i in 0..<n {
        var row = []
        for j in 0..<n {
            s = (s * 31 + 7) % 1009
            row.append(s % 10 - 4)
        }
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
            var sum = 0
            for k in 0..<n {
                sum += a[i][k] * b[k][j]
            }
            row.append(sum % 1000)
        }
        c.append(row)
    }
    return c
}
var a = makeMatrix(n, 1)
let b = makeMatrix(n, 2)
for round in 0..<4 {
    a = multiply(a, b)
}
var trace = 0
var checksum = 0
for i in 0..<n {
    trace += a[i][i]
    for j in 0..<n { checksum = (checksum * 7 + a[i][j]) % 1000003 }
}
print(trace, checksum)
