// fib(32) written as Swift code is: typed parameters, an argument label at every call.
func fib(n: Int) -> Int {
    if n < 2 { return n }
    return fib(n: n - 1) + fib(n: n - 2)
}
print(fib(n: 32))
