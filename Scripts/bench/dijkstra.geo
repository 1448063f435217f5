// Shortest paths on a height map (a step costs 1 plus the climb or drop): Dijkstra with a binary heap of (dist:, node:) labelled
// tuples kept in an array, relaxing the four neighbours; the path to the far corner is
// read back through a predecessor array.
let width = 70
let height = 70
var seed = 4242
func random(_ n: Int) -> Int {
    seed = (seed * 16807) % 2147483647
    return seed % n
}

var elevation = [Int]()
for _ in 0..<(width * height) {
    elevation.append(random(10))
}

var heap: [(dist: Int, node: Int)] = []

func less(_ a: (dist: Int, node: Int), _ b: (dist: Int, node: Int)) -> Bool {
    return a.dist < b.dist || (a.dist == b.dist && a.node < b.node)
}

func push(_ item: (dist: Int, node: Int)) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
        let p = Int((child - 1) / 2)
        if !less(heap[child], heap[p]) { break }
        heap.swapAt(child, p)
        child = p
    }
}

func pop() -> (dist: Int, node: Int)? {
    guard !heap.isEmpty else { return nil }
    let top = heap[0]
    let last = heap.removeLast()
    if !heap.isEmpty {
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && less(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && less(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
    return top
}

func shortestPaths(from source: Int) -> (dist: [Int], prev: [Int], pops: Int) {
    var dist = [Int](repeating: 1_000_000_000, count: width * height)
    var prev = [Int](repeating: -1, count: width * height)
    var pops = 0
    dist[source] = 0
    heap = [(dist: 0, node: source)]
    while let (d, node) = pop() {
        pops += 1
        if d > dist[node] { continue }
        let r = Int(node / width), col = node % width
        var neighbours: [Int] = []
        if r > 0 { neighbours.append(node - width) }
        if r < height - 1 { neighbours.append(node + width) }
        if col > 0 { neighbours.append(node - 1) }
        if col < width - 1 { neighbours.append(node + 1) }
        for next in neighbours {
            let nd = d + 1 + abs(elevation[next] - elevation[node])
            if nd < dist[next] {
                dist[next] = nd
                prev[next] = node
                push((dist: nd, node: next))
            }
        }
    }
    return (dist, prev, pops)
}

let sources = [0, width - 1, width * height / 2 + width / 2, width * (height - 1)]
for source in sources {
    let result = shortestPaths(from: source)
    let target = width * height - 1 - source
    var steps = 0
    var node = target
    while node != source {
        node = result.prev[node]
        steps += 1
    }
    let farthest = result.dist.max()!
    let total = result.dist.reduce(0, +)
    print("from \(source): to \(target) = \(result.dist[target]) in \(steps) steps, farthest \(farthest), sum \(total), pops \(result.pops)")
}
