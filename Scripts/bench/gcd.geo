// gcd and lcm loops: Euclid by %, a subtraction gcd, reduced fractions, lcm of ranges and
// counting coprime pairs (Euler's totient by gcd).
func gcd(a, b) {
    var x = a
    var y = b
    while y != 0 {
        let t = x % y
        x = y
        y = t
    }
    return x
}

func gcdBySubtraction(a, b) {
    var x = a
    var y = b
    while x != y && x > 0 && y > 0 {
        if x > y { x -= y } else { y -= x }
    }
    return x
}

func lcm(a, b) { return a / gcd(a, b) * b }

var coprime = 0
for a in 1...600 {
    for b in 1...600 {
        if gcd(a, b) == 1 { coprime += 1 }
    }
}
var agree = true
for a in stride(from: 1, to: 3000, by: 7) {
    for b in stride(from: 1, to: 600, by: 13) {
        if gcd(a, b) != gcdBySubtraction(a, b) { agree = false }
    }
}
var l = 1
for k in 1...30 { l = lcm(l, k) }
var num = 0
var den = 1
for k in 1...20 {
    num = num * k + den
    den = den * k
    let g = gcd(num, den)
    num /= g
    den /= g
}
func totient(n) {
    var count = 0
    for k in 1...n { if gcd(n, k) == 1 { count += 1 } }
    return count
}
print("coprime pairs up to 600: \(coprime)")
print("gcd methods agree: \(agree)")
print("lcm(1...30) = \(l)")
print("sum of 1/k for k in 1...20 = \(num)/\(den)")
print("totients: \([10, 36, 97, 100, 360].map { totient($0) })")
