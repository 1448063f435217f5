// bubble.geo's sort in a function (its variables locals): the in-function twin of bubble.geo,
// which sorts at the top level.
func run() {
    var xs = []
    var seed = 42
    for i in 0..<1500 {
        seed = (seed * 75 + 74) % 65537
        xs.append(seed % 10000)
    }
    var swaps = 0
    var n = xs.count
    while n > 1 {
        var j = 0
        while j < n - 1 {
            if xs[j] > xs[j + 1] {
                let t = xs[j]
                xs[j] = xs[j + 1]
                xs[j + 1] = t
                swaps += 1
            }
            j += 1
        }
        n -= 1
    }
    print(swaps, xs[0], xs[xs.count - 1])
}
run()
