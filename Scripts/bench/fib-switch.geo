// fib(32) with a switch over n: a case of two values, then default.
func fib(_ n: Int) -> Int {
    switch n {
    case 0, 1:
        return n
    default:
        return fib(n - 1) + fib(n - 2)
    }
}
print(fib(32))
