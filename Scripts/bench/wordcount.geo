// Words counted with nested loops: a list of distinct words and a parallel list of counts,
// searched by index (string equality); then the text's characters reversed into a new
// string one += at a time, and the distinct words joined.
var text = ""
for i in 0..<20000 {
    if i > 0 { text += " " }
    text += "w\(i * 7 % 50)"
}
let words = text.split(separator: " ")
var seen = []
var counts = []
for w in words {
    var k = 0
    var found = -1
    while k < seen.count {
        if seen[k] == w { found = k; break }
        k += 1
    }
    if found < 0 { seen.append(w); counts.append(1) } else { counts[found] += 1 }
}
var rev = ""
var chars = []
for c in text { chars.append(c) }
var k2 = chars.count - 1
while k2 >= 0 { rev += chars[k2]; k2 -= 1 }
print(seen.count, counts[0], rev.count, seen.joined(separator: ",").count)
