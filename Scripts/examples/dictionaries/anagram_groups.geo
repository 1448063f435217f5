// Group words that are anagrams of one another, keyed by their sorted letters.
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac",
             "dog", "god", "bird", "inlets", "tinsel", "odg"]

func signature(_ word: String) -> String {
    return String(Array(word).sorted())
}

var groups: [String: [String]] = [:]
for w in words {
    groups[signature(w), default: []].append(w)
}

print("signatures:", groups.count)
let real = groups.filter { $0.value.count > 1 }
print("anagram groups:", real.count)

// Largest groups first, then by signature.
let ordered = real.sorted { $0.value.count > $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key) }
for (sig, members) in ordered {
    print("\(sig): \(members.sorted().joined(separator: " "))")
}

let loners = groups.filter { $0.value.count == 1 }.map { $0.value[0] }
print("no anagram:", loners.sorted())

// Lookups: which group does a new word fall into?
for probe in ["tinsle", "cta", "fish"] {
    if let family = groups[signature(probe)] {
        print("\(probe) is an anagram of \(family.count) word(s), e.g. \(family[0])")
    } else {
        print("\(probe) has no anagrams here")
    }
}

let biggest = groups.max(by: { $0.value.count < $1.value.count })!
print("biggest family:", biggest.value.count, "words")
print("any group of 3+:", groups.contains { $0.value.count >= 3 })
print("words total:", groups.values.map { $0.count }.reduce(0, +))
