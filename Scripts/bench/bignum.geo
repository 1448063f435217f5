// Big numbers as lists of decimal digits (least significant first): factorials and Fibonacci.
func multiply(_ digits: [Int], by n: Int) -> [Int] {
    var result: [Int] = []
    var carry = 0
    for d in digits {
        let x = d * n + carry
        let (q, r) = x.quotientAndRemainder(dividingBy: 10)
        result.append(r)
        carry = q
    }
    while carry > 0 {
        result.append(carry % 10)
        carry = Int(carry / 10)
    }
    return result
}

func add(_ a: [Int], _ b: [Int]) -> [Int] {
    var result: [Int] = []
    var carry = 0
    for i in 0..<max(a.count, b.count) {
        let s = (i < a.count ? a[i] : 0) + (i < b.count ? b[i] : 0) + carry
        result.append(s % 10)
        carry = s >= 10 ? 1 : 0
    }
    if carry > 0 { result.append(carry) }
    return result
}

func show(_ digits: [Int]) -> String {
    return digits.reversed().map { String($0) }.joined()
}

var f = [1]
for n in 2...900 {
    f = multiply(f, by: n)
    if n % 300 == 0 {
        let s = show(f)
        print("\(n)! has \(f.count) digits, starts \(s.prefix(20)), digit sum \(f.reduce(0, +))")
    }
}

var a = [0]
var b = [1]
for _ in 0..<5000 {
    let c = add(a, b)
    a = b
    b = c
}
print("fib(5000) has \(a.count) digits, ends \(String(show(a).suffix(12)))")
var zeros = 0
for d in f where d == 0 { zeros += 1 }
print("zeros in 900!: \(zeros)")
