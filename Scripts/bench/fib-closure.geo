// fib(32) as a closure stored in a variable, calling itself through that variable.
var fib = nil
fib = { n in
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
print(fib(32))
