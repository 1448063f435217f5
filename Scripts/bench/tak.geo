// Takeuchi's function: recursion with three parameters, called from nested for loops.
func tak(x, y, z) {
    if y < x {
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    }
    return z
}
var sum = 0
for a in 0..<4 {
    for b in 0..<4 {
        sum += tak(18 + a, 12 + b, 6)
    }
}
print(sum)
