// Closures as objects: each account is a list of three nested functions sharing a captured
// balance, called through list elements (a[0](x)) 600,000 times.
func makeAccount(balance) {
    var b = balance
    func deposit(x) { b += x; return b }
    func withdraw(x) { if x > b { return false }; b -= x; return true }
    func get() { return b }
    return [deposit, withdraw, get]
}
var accounts = []
for i in 0..<1000 { accounts.append(makeAccount(i)) }
var ok = 0
for round in 0..<600 {
    for a in accounts {
        a[0](round % 7)
        if a[1](round % 11) { ok += 1 }
    }
}
var total = 0
for a in accounts { total += a[2]() }
print(ok, total)
