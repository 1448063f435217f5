// An accumulator passed through `reduce`: sums, a running maximum and a histogram list
// carried in the accumulator, the combining closures capturing a scale.
var xs = []
for i in 0..<20000 { xs.append((i * 7919) % 1000) }
let scale = 3
var total = 0
for round in 0..<5 {
    total += xs.reduce(0) { acc, x in acc + x * scale }
    let m = xs.reduce(0) { acc, x in
        if x > acc { return x }
        return acc
    }
    total += m
}
print(total)
var hist = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
hist = xs.reduce(hist) { h, x in
    var h2 = h
    h2[floor(x / 100)] += 1
    return h2
}
print(hist[0], hist[5], hist[9])
