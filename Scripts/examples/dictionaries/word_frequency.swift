// Word frequency: count words in a text, then report the most common ones.
let text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs over the hill"

var counts = [String: Int]()
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}

print("distinct words: \(counts.count)")
print("total words: \(counts.values.reduce(0, +))")

// Most frequent first; ties broken alphabetically so the order is stable.
let ranked = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
for (word, n) in ranked.prefix(5) {
    print("\(word): \(n)")
}

let repeated = counts.filter { $0.value > 1 }
print("words seen more than once: \(repeated.count)")
print("repeated:", repeated.keys.sorted())

let top = counts.max(by: { $0.value < $1.value })!
print("top word: \(top.key) x\(top.value)")

for probe in ["fox", "cat", "the"] {
    if let n = counts[probe] {
        print("\(probe) appears \(n) time(s)")
    } else {
        print("\(probe) never appears")
    }
}

print("has 'lazy':", counts.keys.contains("lazy"))
print("any word 5+ times:", counts.contains { $0.value >= 5 })
print("singletons:", counts.filter { $0.value == 1 }.map { $0.key }.sorted())
