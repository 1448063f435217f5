// Text processing: lines split into words, words tested and transformed, counted by length
// in a list (no dictionary), joined back together.
let text = "the quick brown fox jumps over the lazy dog while a stitch in time saves nine and slow owls know how to follow"
var lines = []
for i in 0..<4000 { lines.append("line \(i) of \(text)") }
var byLength = []
for k in 0..<16 { byLength.append(0) }
var matches = 0
var joinedBytes = 0
var shouted = 0
for line in lines {
    let words = line.split(separator: " ")
    for w in words {
        if w.hasPrefix("t") or w.contains("ow") { matches += 1 }
        let n = w.count
        if n < 16 { byLength[n] += 1 }
    }
    let loud = words.filter { w in w.count > 4 }.map { w in w.uppercased() }
    shouted += loud.count
    joinedBytes += loud.joined(separator: "-").count
}
print(matches, shouted, joinedBytes, byLength[1], byLength[3], byLength[4], byLength[5])
