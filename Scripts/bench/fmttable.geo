// A price table formatted with String(format:) and padded by hand with String(repeating:):
// each row built, measured and summed; a few rows printed.
let names = ["apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew"]
var seed = 7
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
func padRight(s, w) {
    if s.count >= w { return s }
    return s + String(repeating: " ", count: w - s.count)
}
func padLeft(s, w) {
    if s.count >= w { return s }
    return String(repeating: " ", count: w - s.count) + s
}
var total = 0
var checksum = 0
for r in 0..<40000 {
    let name = names[rand(names.count)]
    let qty = rand(50) + 1
    let price = (rand(10000) + 1) / 100
    let line = String(format: "%-12s %4d %9.2f", name, qty, price * qty)
    let line2 = padRight(name, 12) + "|" + padLeft(String(qty), 5) + "|" + padLeft(String(r), 7)
    checksum += line.count + line2.count
    if r % 10000 == 0 {
        print(line)
        print(line2)
    }
    total += qty * price
}
print(checksum, String(format: "%.2f", total))
