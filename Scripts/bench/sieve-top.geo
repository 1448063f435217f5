// sieve.geo written at the top level (every variable declared outside the rounds' loop a
// global): a sieve of Eratosthenes on a list indexed by position, appends, then nested while
// loops reading and writing elements by index.
let n = 200000
var total = 0
var composite = []
var count = 0
var i = 0
var j = 0
for round in 0..<10 {
    composite = []
    for k in 0..<n { composite.append(false) }
    count = 0
    i = 2
    while i < n {
        if !composite[i] {
            count += 1
            j = i * i
            while j < n {
                composite[j] = true
                j += i
            }
        }
        i += 1
    }
    total += count
}
print(total)
