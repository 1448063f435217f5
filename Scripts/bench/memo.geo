// Memoized recursion with a list as the cache: Collatz chain lengths for 1..N, each found by a
// recursive function that looks in the cache for numbers below N and fills it on the way back;
// then partition counts p(n, k) memoized in a flat list indexed n * K + k.
let N = 300000
var cache = Array(repeating: 0, count: N)
cache[1] = 1
func chain(n) {
    if n < N && cache[n] > 0 { return cache[n] }
    var next = n / 2
    if n % 2 == 1 { next = 3 * n + 1 }
    let len = chain(next) + 1
    if n < N { cache[n] = len }
    return len
}
var best = 0
var bestAt = 0
for i in 1..<N {
    let c = chain(i)
    if c > best { best = c; bestAt = i }
}
let K = 300
var parts = Array(repeating: -1, count: (K + 1) * (K + 1))
func p(n, k) {
    if n == 0 { return 1 }
    if n < 0 || k == 0 { return 0 }
    let at = n * (K + 1) + k
    if parts[at] >= 0 { return parts[at] }
    let v = (p(n - k, k) + p(n, k - 1)) % 1000000007
    parts[at] = v
    return v
}
var psum = 0
for n in 1...K { psum = (psum + p(n, n)) % 1000000007 }
print(best, bestAt, psum)
