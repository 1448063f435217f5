// fib(32) as one conditional expression, the function's whole body.
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(fib(32))
