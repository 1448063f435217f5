// Building a list, then map / filter / reduce / sorted over it.
var xs = []
for i in 0..<200000 { xs.append((i * 7919) % 10007) }
let doubled = xs.map { x in x * 2 }
let some = doubled.filter { x in x % 4 == 2 }
let total = some.reduce(0) { a, b in a + b }
let s = xs.sorted()
print(xs.count, some.count, total, s[0], s[100000], s[s.count - 1])
