// A sparse graph as [Int: [Int]] adjacency lists: connected components found by an explicit
// stack with a Set<Int> of visited nodes, then degrees counted and a BFS distance histogram
// from node 0 kept in a [Int: Int].
let n = 6000
var adj: [Int: [Int]] = [:]
var seed = 7
func rand(_ m: Int) -> Int {
    seed = (seed * 16807) % 2147483647
    return seed % m
}
for _ in 0..<5200 {
    let a = rand(n), b = rand(n)
    if a != b {
        adj[a, default: []].append(b)
        adj[b, default: []].append(a)
    }
}

var visited = Set<Int>()
var components = 0
var largest = 0
for start in 0..<n where !visited.contains(start) {
    components += 1
    var size = 0
    var stack = [start]
    visited.insert(start)
    while !stack.isEmpty {
        let node = stack.removeLast()
        size += 1
        for next in adj[node] ?? [] {
            if !visited.contains(next) {
                visited.insert(next)
                stack.append(next)
            }
        }
    }
    if size > largest { largest = size }
}
print(components, largest)

var degreeCount: [Int: Int] = [:]
for i in 0..<n { degreeCount[adj[i]?.count ?? 0, default: 0] += 1 }
print(degreeCount.keys.sorted().map { "\($0):\(degreeCount[$0]!)" }.joined(separator: " "))

var dist: [Int: Int] = [0: 0]
var queue = [0]
var head = 0
while head < queue.count {
    let node = queue[head]
    head += 1
    for next in adj[node] ?? [] where dist[next] == nil {
        dist[next] = dist[node]! + 1
        queue.append(next)
    }
}
var hist: [Int: Int] = [:]
for (_, d) in dist { hist[d, default: 0] += 1 }
print(dist.count, hist.keys.sorted().map { "\(hist[$0]!)" }.joined(separator: ","))
