// The longest Collatz chain below a limit: a while loop over locals with %, / and an early
// return.
func steps(start) {
    var n = start
    var count = 0
    while n != 1 {
        if n % 2 == 0 {
            n = n / 2
        } else {
            n = 3 * n + 1
        }
        count += 1
        if count > 1000 { return -1 }
    }
    return count
}
var best = 0
var bestStart = 0
for s in 1..<60000 {
    let c = steps(s)
    if c > best {
        best = c
        bestStart = s
    }
}
print(bestStart, best)
