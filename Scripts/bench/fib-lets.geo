// fib(32) with each call's result named first (`let a = fib(n - 1)`, `let b = fib(n - 2)`,
// then `return a + b`) in an else branch: the same computation as fib.geo, written for
// clarity as many do (session of 2026-12-06).
func fib(_ n: Int) -> Int {
    if n <= 1 {
        return n
    } else {
        let a = fib(n - 1)
        let b = fib(n - 2)
        return a + b
    }
}
print(fib(32))
