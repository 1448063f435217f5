// Building a string and a list a piece at a time with += and append: linear, as in Swift.
var s = ""
var xs = []
for i in 0..<300000 {
    s += "ab"
    xs += [i]
}
func words(n) {
    var text = ""
    var parts = []
    for i in 0..<n {
        text += "w\(i % 10) "
        parts.append(i % 3)
    }
    return text.count + parts.count
}
print(s.count, xs.count, words(200000))
