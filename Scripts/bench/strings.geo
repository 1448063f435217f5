// String interpolation and concatenation in a loop.
var out = ""
var n = 0
for i in 0..<200000 {
    let s = "item \(i): (\(i % 7), \(i % 11))"
    n += s.count
    if i % 1000 == 0 { out = out + s + "; " }
}
print(n, out.count)
