// Character statistics of a sentence: counts, vowels, the most common letter.
let sentence = "Mississippi river banks are sandy and shallow"

var counts: [Character: Int] = [:]
for c in sentence.lowercased() where c.isLetter {
    counts[c, default: 0] += 1
}

print("distinct letters:", counts.count)
for c in counts.keys.sorted() {
    print("\(c): \(String(repeating: "#", count: counts[c]!))")
}

let vowels: [Character] = ["a", "e", "i", "o", "u"]
var vowelTotal = 0
for (c, n) in counts {
    if vowels.contains(c) {
        vowelTotal += n
    }
}
print("vowels:", vowelTotal)
print("consonants:", counts.values.reduce(0, +) - vowelTotal)

let common = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
print("top three:", common.prefix(3).map { "\($0.key)=\($0.value)" }.joined(separator: " "))
print("any letter more than 6 times:", counts.contains { $0.value > 6 })
if let once = counts.first(where: { $0.value == 1 && $0.key > "w" }) {
    print("late letter seen once:", once.key)
}
print("missing vowels:", vowels.filter { counts[$0] == nil })

// Is one word's letters available inside the sentence?
func canSpell(_ word: String, from pool: [Character: Int]) -> Bool {
    var left = pool
    for c in word {
        guard let n = left[c], n > 0 else { return false }
        left[c] = n - 1
    }
    return true
}
for w in ["island", "sassy", "puzzle", "harbor"] {
    print("can spell \(w):", canSpell(w, from: counts))
}
print("pool unchanged:", counts["s"]!)
