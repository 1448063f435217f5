// collatz.geo written at the top level (every variable a global): the longest Collatz chain
// below a limit, a while loop with %, / and a compound condition instead of the early return.
var best = 0
var bestStart = 0
var n = 0
var count = 0
var s = 1
while s < 60000 {
    n = s
    count = 0
    while n != 1 && count <= 1000 {
        if n % 2 == 0 {
            n = n / 2
        } else {
            n = 3 * n + 1
        }
        count += 1
    }
    if count > 1000 { count = -1 }
    if count > best {
        best = count
        bestStart = s
    }
    s += 1
}
print(bestStart, best)
