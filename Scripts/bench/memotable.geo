// Collatz chain lengths memoized in a [Int: Int] dictionary by a recursive function (`if let
// known = memo[n]`, then `memo[n] = length`): 325,000 entries, the table grown from empty
// (session of 2026-12-06, fourteenth: grown by realloc, its pages moved, not copied).
var memo: [Int: Int] = [1: 1]
func chain(_ n: Int) -> Int {
    if let known = memo[n] { return known }
    let next = n % 2 == 0 ? n / 2 : 3 * n + 1
    let length = chain(next) + 1
    memo[n] = length
    return length
}
var best = 0
var bestStart = 0
for start in 1...150000 {
    let l = chain(start)
    if l > best {
        best = l
        bestStart = start
    }
}
print(bestStart, best, memo.count)
