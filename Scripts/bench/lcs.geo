// Longest common subsequence by dynamic programming over a list of lists, with the
// subsequence read back by walking the table, for pairs of generated strings.
var seed = 11
func random(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
let alphabet = ["A", "C", "G", "T"]
func makeStrand(length) {
    var chars = []
    for _ in 0..<length { chars.append(alphabet[random(4)]) }
    return chars
}

func lcs(a, b) {
    let n = a.count
    let m = b.count
    var table = []
    for _ in 0...n { table.append(Array(repeating: 0, count: m + 1)) }
    for i in 1...n {
        for j in 1...m {
            if a[i - 1] == b[j - 1] {
                table[i][j] = table[i - 1][j - 1] + 1
            } else {
                table[i][j] = max(table[i - 1][j], table[i][j - 1])
            }
        }
    }
    var out = ""
    var i = n
    var j = m
    while i > 0 && j > 0 {
        if a[i - 1] == b[j - 1] {
            out = a[i - 1] + out
            i -= 1
            j -= 1
        } else if table[i - 1][j] >= table[i][j - 1] {
            i -= 1
        } else {
            j -= 1
        }
    }
    return out
}

var total = 0
for round in 0..<12 {
    let a = makeStrand(200 + round * 20)
    let b = makeStrand(180 + round * 25)
    let common = lcs(a, b)
    total += common.count
    print("round \(round): \(a.count) x \(b.count) -> \(common.count), starts \(common.count > 10 ? "long" : "short")")
}
print("total \(total)")
