// Tallies kept in dictionaries, written as Swift was before `default:` (session 45): words
// counted by `counts[w] = (counts[w] ?? 0) + 1` in a function, word lengths grouped by
// reduce(into:) with the same update in its closure, and a tally at the top level by a
// ternary on nil (`seen[w] = seen[w] == nil ? 1 : seen[w]! + 1`).
func tally(_ words: [String]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for w in words {
        counts[w] = (counts[w] ?? 0) + 1
    }
    return counts
}

var words: [String] = []
var seed = 11
for _ in 0..<60000 {
    seed = (seed * 16807) % 2147483647
    words.append("w\(seed % 97)")
}

var total = 0
for round in 0..<5 {
    let counts = tally(words)
    total += counts["w\(round * 7)"] ?? 0
}

let byLength = words.reduce(into: [Int: Int]()) { acc, w in
    let n = w.count
    acc[n] = (acc[n] ?? 0) + 1
}

var seen: [String: Int] = [:]
for w in words {
    seen[w] = seen[w] == nil ? 1 : seen[w]! + 1
}
print(total, byLength[2]!, byLength[3]!, seen.count, seen["w42"]!)
