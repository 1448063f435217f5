// Closures as objects: counters and accumulators made by functions, called through lists.
func makeCounter(step) {
    var count = 0
    return { count += step; return count }
}
func makeAverager() {
    var total = 0
    var n = 0
    return { x in
        total += x
        n += 1
        return total / n
    }
}
var counters = []
for s in 1...5 { counters.append(makeCounter(s)) }
let avg = makeAverager()
var last = 0
for i in 0..<200000 {
    let c = counters[i % 5]
    last = avg(c())
}
print(last)
