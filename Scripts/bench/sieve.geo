// A sieve of Eratosthenes on a list indexed by position: appends, then nested while loops
// reading and writing elements by index.
func primesBelow(n) {
    var composite = []
    for i in 0..<n { composite.append(false) }
    var count = 0
    var i = 2
    while i < n {
        if !composite[i] {
            count += 1
            var j = i * i
            while j < n {
                composite[j] = true
                j += i
            }
        }
        i += 1
    }
    return count
}
var total = 0
for round in 0..<10 { total += primesBelow(200000) }
print(total)
