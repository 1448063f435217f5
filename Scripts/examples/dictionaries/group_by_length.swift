// Group words by their length, two ways: Dictionary(grouping:by:) and by hand.
let words = ["kiwi", "fig", "apple", "pear", "plum", "mango", "lime", "banana", "date", "grape", "yam", "lemon", "apricot", "avocado"]

let byLength = Dictionary(grouping: words, by: { $0.count })
for length in byLength.keys.sorted() {
    print("\(length) letters: \(byLength[length]!.sorted())")
}

// The same grouping built by hand with a default.
var manual: [Int: [String]] = [:]
for w in words {
    manual[w.count, default: []].append(w)
}
print("same groups:", manual == byLength)

// How many words of each length.
let sizes = byLength.mapValues { $0.count }
for (length, n) in sizes.sorted(by: { $0.key < $1.key }) {
    print("length \(length): \(n) word(s)")
}
print("largest group length:", sizes.max(by: { $0.value < $1.value })!.key)
print("smallest group length:", sizes.min(by: { $0.value < $1.value })!.key)

// Group by first letter instead.
var byInitial: [String: [String]] = [:]
for w in words {
    let first = String(Array(w)[0])
    byInitial[first, default: []].append(w)
}
print("initials:", byInitial.keys.sorted())
let crowded = byInitial.filter { $0.value.count > 1 }
for key in crowded.keys.sorted() {
    print("\(key) -> \(crowded[key]!.joined(separator: ", "))")
}
print("total grouped:", byInitial.values.reduce(0) { $0 + $1.count })
