// Memoization with dictionaries: Fibonacci numbers and lattice paths in a grid.
var fibMemo: [Int: Int] = [0: 0, 1: 1]
var fibCalls = 0

func fib(_ n: Int) -> Int {
    fibCalls += 1
    if let known = fibMemo[n] {
        return known
    }
    let value = fib(n - 1) + fib(n - 2)
    fibMemo[n] = value
    return value
}

print("fib(10) =", fib(10))
print("fib(50) =", fib(50))
print("memo size:", fibMemo.count)
print("calls so far:", fibCalls)
print("fib(30) cached:", fibMemo[30] != nil)
print("fib(60) cached:", fibMemo[60] != nil)

// Number of right/down paths through a grid with some blocked cells.
var pathMemo = [String: Int]()
let blocked = ["1,1": true, "2,3": true]

func paths(_ r: Int, _ c: Int) -> Int {
    if r < 0 || c < 0 { return 0 }
    let key = "\(r),\(c)"
    if blocked[key] ?? false { return 0 }
    if r == 0 && c == 0 { return 1 }
    if let cached = pathMemo[key] { return cached }
    let total = paths(r - 1, c) + paths(r, c - 1)
    pathMemo[key] = total
    return total
}

print("paths to (3,4):", paths(3, 4))
print("paths to (6,6):", paths(6, 6))
print("cached cells:", pathMemo.count)
print("blocked cells cached:", pathMemo.keys.filter { blocked[$0] != nil }.count)
pathMemo.removeAll()
print("after removeAll:", pathMemo.isEmpty, pathMemo.count)
print("paths to (2,2):", paths(2, 2))
