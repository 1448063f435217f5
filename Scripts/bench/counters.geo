// Closures as counters and accumulators: variables captured by closures, updated inside them.
func makeCounter(step) {
    var count = 0
    return { count += step; return count }
}
func makeAverager() {
    var sum = 0
    var n = 0
    return { x in
        sum = sum + x
        n = n + 1
        return sum / n
    }
}
let tick = makeCounter(1)
let tock = makeCounter(3)
let avg = makeAverager()
var last = 0
for i in 0..<1000000 {
    let a = tick()
    let b = tock()
    last = avg(a + b)
}
print(tick(), tock(), last)
