func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
    var lo = xs[0], hi = xs[0]
    for x in xs { lo = min(lo, x); hi = max(hi, x) }
    return (lo, hi)
}
let r = minMax([3, 1, 9])
var best = (start: 0, length: 1)
best.length += r.max
var people: [(name: String, age: Int)] = []
people.append(("ann", 30))
let t = (1, "a", true, 4)
let (a, b, c, d) = t
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(r, best, people[0].name, t.2, a, b, c, d, (a: 1, b: 2) < (a: 1, b: 3), largest([1, 5]) ?? 0, r.0)
