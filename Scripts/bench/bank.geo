// A bank of accounts updated through closures stored in a list: each operation (deposit,
// withdraw, fee, interest, transfer) is a closure capturing the balances list and a log
// counter; a seeded stream of operations picks one by index and calls it with an account.
var balances = Array(repeating: 1000, count: 64)
var rejected = 0
var moved = 0
let ops = [
    { i, amt in balances[i] += amt },
    { i, amt in
        if balances[i] >= amt { balances[i] -= amt } else { rejected += 1 }
    },
    { i, amt in balances[i] -= 1 },
    { i, amt in balances[i] += floor(balances[i] * 3 / 1000) },
    { i, amt in
        let j = (i + 7) % balances.count
        if balances[i] >= amt {
            balances[i] -= amt
            balances[j] += amt
            moved += amt
        } else {
            rejected += 1
        }
    }
]
var seed = 99
func next(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
for step in 0..<150000 {
    let op = ops[next(ops.count)]
    op(next(balances.count), 1 + next(500))
}
var total = 0
for b in balances { total += b }
print(total, rejected, moved, balances.max(), balances.min())
