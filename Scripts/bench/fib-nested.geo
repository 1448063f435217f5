// fib(32) as a function declared inside another function (shape variant of fib.geo).
func run(k) {
    func fib(n) {
        if n < 2 { return n }
        return fib(n - 1) + fib(n - 2)
    }
    return fib(k)
}
print(run(32))
