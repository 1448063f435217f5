// Ackermann's function A(2, n) and A(3, n): deep two-parameter recursion whose calls are the
// arguments of calls, with if/else-if branches that return.
func ack(m, n) {
    if m == 0 {
        return n + 1
    } else if n == 0 {
        return ack(m - 1, 1)
    }
    return ack(m - 1, ack(m, n - 1))
}
var total = 0
for i in 0..<40 { total += ack(2, i) }
print(total)
print(ack(3, 8))
