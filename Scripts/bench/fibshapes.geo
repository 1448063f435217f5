// Ordinary code in a function: an iterative fib in a local closure (a while loop over locals
// with a let in its body), 200,000 times, and a local recursive function with if/else.
func run(m) {
    var best = 0
    let fib = { n in
        var a = 0
        var b = 1
        var i = 0
        while i < n { let t = a + b; a = b; b = t; i += 1 }
        return a
    }
    func rec(n) { if n <= 1 { return n } else { return rec(n - 2) + rec(n - 1) } }
    for k in 0..<m { best = best + fib(30) % 7 }
    return best + rec(27)
}
print(run(200000))
