// Questions about the letters in words, answered with Set(word).
let words = ["level", "swift", "banana", "uncopyrightable", "mississippi", "abcdefg", "moon"]

for w in words {
    let letters = Set(w)
    let allDifferent = letters.count == w.count
    print(w, "letters:", w.count, "distinct:", letters.count, allDifferent ? "isogram" : "")
}

// The word with the most distinct letters.
var best = ""
for w in words where Set(w).count > Set(best).count {
    best = w
}
print("most distinct letters:", best)

// Is a sentence a pangram? Compare its letters with the alphabet.
let alphabet = Set("abcdefghijklmnopqrstuvwxyz")
func missingLetters(_ text: String) -> [Character] {
    let letters = Set(text.lowercased().filter { $0.isLetter })
    return alphabet.subtracting(letters).sorted()
}
let sentences = [
    "The quick brown fox jumps over the lazy dog",
    "Pack my box with five dozen liquor jugs",
    "Hello world",
]
for s in sentences {
    let missing = missingLetters(s)
    if missing.isEmpty {
        print("pangram:", s)
    } else {
        print("missing \(missing.count):", String(missing))
    }
}

// Letters two words share, and letters only one of them has.
let first = Set("stream")
let second = Set("master")
print("same letters:", first == second)
let third = Set("planet")
print("shared with planet:", first.intersection(third).sorted())
print("vowels in swift:", Set("swift").intersection(Set("aeiou")).sorted())
print("consonants in banana:", Set("banana").subtracting(Set("aeiou")).sorted())
print("letters of moon, sorted:", String(Set("moon").sorted()))
print("uses only a-g:", Set("abcdefg").isSuperset(of: Set("cabbage")), Set("cabbage").isSubset(of: Set("abcdefg")))
let upper = Set("Hello World").filter { $0.isUppercase }
print("uppercase:", upper.sorted(), "max letter:", Set("swift").max()!, "min:", Set("swift").min()!)
