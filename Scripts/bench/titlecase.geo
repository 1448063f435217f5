// Title-casing words a character at a time (enumerated(), uppercased()/lowercased() of one
// character), then hasPrefix/hasSuffix/contains tests and a sentence built and reworked.
let words = ["hello", "WORLD", "geometry", "Swift", "lua", "view", "Point", "rect", "ANIMATION", "frame"]
var seed = 11
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
func titleCase(w) {
    var out = ""
    for (i, c) in w.enumerated() {
        out += i == 0 ? c.uppercased() : c.lowercased()
    }
    return out
}
var same = 0
var marked = 0
var total = 0
var sentence = ""
for i in 0..<40000 {
    let w = words[rand(words.count)]
    let t = titleCase(w)
    if t == w { same += 1 }
    if t.hasPrefix("V") || t.hasSuffix("e") || t.contains("ame") { marked += 1 }
    total += t.count
    if i % 500 == 0 { sentence += t + " " }
}
let cleaned = sentence.trimmed().replacing(" ", with: "_")
print(same, marked, total, sentence.count, cleaned.count)
print(cleaned.lowercased().hasPrefix(titleCase(words[0]).lowercased()))
