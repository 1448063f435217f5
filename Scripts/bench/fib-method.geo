// fib(32) method-style: the function receives itself (an explicit self) and a local result.
func fib(me, n) {
    var result = n
    if n >= 2 {
        result = me(me, n - 1) + me(me, n - 2)
    }
    return result
}
print(fib(fib, 32))
