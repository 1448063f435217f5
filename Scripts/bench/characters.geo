// characters: vowels/consonants over a long string, reversal, palindromes
// (Session of 2026-12-06, a probe of Swift styles: reversed() and String(chars) build
// their text from bytes.)
let letters = Array("abcdefghijklmnopqrstuvwxyz")
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
var seed = 2024
func nextRandom() -> Int {
    seed = (seed * 16807) % 2147483647
    return seed
}

var text = ""
for i in 0..<80000 {
    let r = nextRandom() % 30
    text += r < 26 ? String(letters[r]) : " "
    if i % 50 == 49 { text += "." }
}

var vowelCount = 0, consonantCount = 0, spaces = 0, other = 0
for ch in text {
    if vowels.contains(ch) {
        vowelCount += 1
    } else {
        switch ch {
        case " ":
            spaces += 1
        case "a"..."z":
            consonantCount += 1
        default:
            other += 1
        }
    }
}
print("vowels: \(vowelCount), consonants: \(consonantCount), spaces: \(spaces), other: \(other)")

let reversed = String(text.reversed())
print("reversed starts: \(String(reversed.prefix(20)))")

func isPalindrome(_ w: String) -> Bool {
    let chars = Array(w)
    var i = 0, j = chars.count - 1
    while i < j {
        if chars[i] != chars[j] { return false }
        i += 1
        j -= 1
    }
    return true
}

let small = Array("abc")
var palindromes = 0
var examples: [String] = []
for _ in 0..<10000 {
    let len = 3 + nextRandom() % 4
    var w = ""
    for _ in 0..<len { w.append(small[nextRandom() % 3]) }
    if isPalindrome(w) {
        palindromes += 1
        if examples.count < 6 { examples.append(w) }
    }
}
print("palindromes: \(palindromes)")
print(examples.joined(separator: " "))
