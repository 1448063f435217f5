// An undirected graph as an adjacency dictionary; breadth-first search for distances and paths.
let edges = [["A", "B"], ["A", "C"], ["B", "D"], ["C", "D"], ["D", "E"], ["E", "F"], ["G", "H"]]

var adjacency: [String: [String]] = [:]
for e in edges {
    adjacency[e[0], default: []].append(e[1])
    adjacency[e[1], default: []].append(e[0])
}
print("nodes:", adjacency.count)
for node in adjacency.keys.sorted() {
    print("  \(node): \(adjacency[node]!.sorted())")
}

func bfs(_ graph: [String: [String]], from start: String) -> [String: Int] {
    var dist: [String: Int] = [start: 0]
    var queue = [start]
    var head = 0
    while head < queue.count {
        let node = queue[head]
        head += 1
        for next in (graph[node] ?? []).sorted() where dist[next] == nil {
            dist[next] = dist[node]! + 1
            queue.append(next)
        }
    }
    return dist
}

let dist = bfs(adjacency, from: "A")
for (node, d) in dist.sorted(by: { $0.key < $1.key }) {
    print("A -> \(node): \(d)")
}
print("reachable from A:", dist.count)
print("unreachable:", adjacency.keys.filter { dist[$0] == nil }.sorted())
print("farthest:", dist.max(by: { $0.value < $1.value })!.key)

// Parents give a shortest path.
var parent: [String: String] = [:]
var seen: [String: Bool] = ["A": true]
var queue = ["A"]
while !queue.isEmpty {
    let node = queue.removeFirst()
    for next in adjacency[node]!.sorted() where !(seen[next] ?? false) {
        seen[next] = true
        parent[next] = node
        queue.append(next)
    }
}
var path = ["F"]
while let p = parent[path.last!] {
    path.append(p)
}
print("path A to F:", path.reversed().joined(separator: " -> "))
print("degree sum:", adjacency.values.reduce(0) { $0 + $1.count })
