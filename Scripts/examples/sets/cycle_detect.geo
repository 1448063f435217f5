// Follow "next" links through a map and detect cycles with a visited set.
let next: [String: String] = [
    "a": "b", "b": "c", "c": "d", "d": "b",      // a -> b -> c -> d -> b ... (cycle)
    "p": "q", "q": "r",                          // p -> q -> r (ends)
    "x": "x",                                    // x points at itself
    "m": "n", "n": "o", "o": "m",                // m -> n -> o -> m
]

func walk(from start: String) -> [String] {
    var visited = Set<String>()
    var path: [String] = []
    var current: String? = start
    while let node = current {
        if visited.contains(node) {
            path.append("(back to \(node))")
            break
        }
        visited.insert(node)
        path.append(node)
        current = next[node]
    }
    return path
}

func hasCycle(from start: String) -> Bool {
    var visited: Set<String> = []
    var node = start
    while let n = next[node] {
        if !visited.insert(node).inserted { return true }
        node = n
    }
    return false
}

for start in ["a", "p", "x", "m", "r", "z"] {
    print(start, hasCycle(from: start) ? "cycles" : "ends", walk(from: start).joined(separator: " -> "))
}

// Find every node that lies on some cycle.
var onCycle = Set<String>()
for start in next.keys.sorted() {
    var seen = Set<String>()
    var node = start
    while next[node] != nil && !seen.contains(node) {
        seen.insert(node)
        node = next[node]!
    }
    if seen.contains(node) {
        var loopNode = node
        repeat {
            onCycle.insert(loopNode)
            loopNode = next[loopNode]!
        } while loopNode != node
    }
}
print("nodes on a cycle:", onCycle.sorted())
let allNodes = Set(next.keys).union(next.values)
print("nodes:", allNodes.count, "not on a cycle:", allNodes.subtracting(onCycle).sorted())
print("end nodes:", Set(next.values).subtracting(next.keys).sorted())
