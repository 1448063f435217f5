// Quicksort written as a textbook does it: a recursive function building new lists with append
// and append(contentsOf:), on 200,000 pseudo-random numbers (Park–Miller: exact in doubles).
func qsort(xs) {
    if xs.count <= 1 { return xs }
    let pivot = xs[0]
    var less = []
    var more = []
    for i in 1..<xs.count {
        let x = xs[i]
        if x < pivot { less.append(x) } else { more.append(x) }
    }
    var out = qsort(less)
    out.append(pivot)
    out.append(contentsOf: qsort(more))
    return out
}
var seed = 42
func rand() { seed = (seed * 16807) % 2147483647; return seed }
var data = []
for i in 0..<200000 { data.append(rand() % 100000) }
let s = qsort(data)
print(s[0], s[s.count - 1], s.count)
