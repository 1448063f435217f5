// A prime sieve written with for-in over ranges and strides, then the primes gathered and
// summarised with for-in over the list, filter, reduce and max.
let limit = 400000
var isPrime = Array(repeating: true, count: limit + 1)
isPrime[0] = false
isPrime[1] = false
for i in 2...limit {
    if i * i > limit { break }
    if isPrime[i] {
        for j in stride(from: i * i, through: limit, by: i) {
            isPrime[j] = false
        }
    }
}
var primes = []
for (n, p) in isPrime.enumerated() {
    if p { primes.append(n) }
}
var twins = 0
var previous = 2
for p in primes {
    if p - previous == 2 { twins += 1 }
    previous = p
}
let sum = primes.reduce(0) { $0 + $1 }
let endsIn7 = primes.filter { $0 % 10 == 7 }
var gaps = []
for k in 1..<primes.count { gaps.append(primes[k] - primes[k - 1]) }
print("primes below \(limit): \(primes.count), sum \(sum)")
print("twin pairs \(twins), ending in 7: \(endsIn7.count), largest gap \(gaps.max())")
