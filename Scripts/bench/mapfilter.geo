// filter / map / reduce with trailing closures over 100,000 elements.
var xs = []
for i in 0..<100000 { xs.append(i) }
var total = 0
for round in 0..<5 {
    let evens = xs.filter { x in x % 2 == 0 }
    let squares = evens.map { x in x * x % 1000 }
    total += squares.reduce(0) { a, b in a + b }
}
print(total)
