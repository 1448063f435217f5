// Swift's collections as ordinary programs use them: words counted in a dictionary with
// [key, default:], a memo table of a recursion, a graph as adjacency lists searched
// breadth-first with a visited set, and words grouped by length.
var text: [String] = []
for i in 0..<60000 { text.append("w\(i * 7919 % 1000)") }
var counts: [String: Int] = [:]
for w in text { counts[w, default: 0] += 1 }
var best = ""
var bestCount = 0
for (w, n) in counts where n > bestCount || (n == bestCount && w < best) {
    best = w
    bestCount = n
}
print(counts.count, best, bestCount)

var memo: [Int: Int] = [:]
func paths(_ n: Int) -> Int {
    if n < 2 { return 1 }
    if let known = memo[n] { return known }
    let r = (paths(n - 1) + paths(n - 2)) % 1000007
    memo[n] = r
    return r
}
var total = 0
for round in 0..<40 {
    memo.removeAll()
    total = (total + paths(900 + round)) % 1000007
}
print(total)

var edges: [String: [String]] = [:]
for i in 0..<3000 {
    let a = "n\(i)"
    edges[a, default: []].append("n\((i * 31 + 7) % 3000)")
    edges[a, default: []].append("n\((i + 1) % 3000)")
}
var reached = 0
for start in 0..<8 {
    var visited: Set<String> = ["n\(start)"]
    var queue = ["n\(start)"]
    var head = 0
    while head < queue.count {
        let node = queue[head]
        head += 1
        for next in edges[node] ?? [] where !visited.contains(next) {
            visited.insert(next)
            queue.append(next)
        }
    }
    reached += visited.count
}
print(reached)

var byLength: [Int: [String]] = [:]
for w in counts.keys { byLength[w.count, default: []].append(w) }
print(byLength.keys.sorted(), byLength[4]!.count)
