// Run-length encoding: build strings char by char, encode "aaab" -> "3a1b",
// decode with Character tests (isNumber, wholeNumberValue, isLetter), round-trip check,
// then split/joined/replacing on the encoded text.
var seed = 99.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}
let alphabet = Array("abcdeXYZ")

func makeText(_ length: Int) -> String {
    var s = ""
    while s.count < length {
        let c = alphabet[rand(alphabet.count)]
        let run = 1 + rand(rand(4) == 0 ? 12 : 3)
        s += String(repeating: String(c), count: run)
    }
    return String(s.prefix(length))
}

func encode(_ s: String) -> String {
    var out = ""
    var current: Character? = nil
    var count = 0
    for c in s {
        if c == current {
            count += 1
        } else {
            if let p = current { out += "\(count)\(p)" }
            current = c
            count = 1
        }
    }
    if let p = current { out += "\(count)\(p)" }
    return out
}

func decode(_ s: String) -> String? {
    var out = ""
    var n = 0
    for c in s {
        if let d = c.wholeNumberValue {
            n = n * 10 + d
        } else if c.isLetter {
            guard n > 0 else { return nil }
            out += String(repeating: String(c), count: n)
            n = 0
        } else {
            return nil
        }
    }
    return n == 0 ? out : nil
}

var totalIn = 0, totalOut = 0, roundTrips = 0, upper = 0, digits = 0
var longestRun = 0
var samples: [String] = []
for k in 0..<3000 {
    let text = makeText(60 + k % 40)
    let packed = encode(text)
    totalIn += text.count
    totalOut += packed.count
    if decode(packed) == text { roundTrips += 1 }
    upper += text.filter { $0.isUppercase }.count
    digits += packed.filter { $0.isNumber }.count
    // longest run: the biggest number in the packed text
    let runs = packed.split(whereSeparator: { $0.isLetter }).compactMap { Int($0) }
    longestRun = max(longestRun, runs.max() ?? 0)
    if k % 600 == 0 { samples.append(String(packed.prefix(12))) }
}
print("in=\(totalIn) out=\(totalOut) ratio=\(String(format: "%.4f", Double(totalOut) / Double(totalIn)))")
print("roundTrips=\(roundTrips) upper=\(upper) digits=\(digits) longestRun=\(longestRun)")
print("samples=\(samples.joined(separator: "|"))")
print("bad=\(decode("3a0") == nil) \(decode("a") == nil) \(decode("2x?") == nil) \(decode("12b3c") ?? "nil")")

// word-level: a sentence with runs of spaces, normalised and re-encoded
var sentence = ""
for i in 0..<400 {
    sentence += ["tap", "swipe", "pinch", "PAN", "rotate"][rand(5)]
    sentence += String(repeating: " ", count: 1 + i % 3)
}
let words = sentence.split(separator: " ", omittingEmptySubsequences: true)
let normalized = words.map { $0.lowercased() }.joined(separator: " ")
let shouty = normalized.replacingOccurrences(of: "pan", with: "PAN").capitalized
let vowels = normalized.reduce(0) { "aeiou".contains($1) ? $0 + 1 : $0 }
print("words=\(words.count) chars=\(normalized.count) vowels=\(vowels) shouty=\(shouty.prefix(24))")
print("packedWords=\(encode(normalized.replacing(" ", with: "")).count)")
