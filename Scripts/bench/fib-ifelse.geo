// fib(32) with if/else and the comparison written the other way round.
func fib(n) {
    if 2 > n {
        return n
    } else {
        return fib(n - 1) + fib(n - 2)
    }
}
print(fib(32))
