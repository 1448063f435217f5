// fib(32) with the function passed in as a parameter and called through it (a visitor
// style), two parameters, the result built in a local and returned: the same computation as
// fib.geo in another ordinary shape.
func fib(n, step) {
    var result = n
    if n > 1 {
        let a = step(n - 1, step)
        result = a + step(n - 2, step)
    }
    return result
}
print(fib(32, fib))
