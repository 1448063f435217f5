// A number formatter written by hand: digits taken off with % and trunc, thousands separators
// inserted every three digits, a fixed number of decimals with zeros, padded left to a width.
let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
func group(n) {
    if n == 0 { return "0" }
    var out = ""
    var k = n
    var count = 0
    while k > 0 {
        let d = k % 10
        if count > 0 and count % 3 == 0 { out = "," + out }
        out = digits[d] + out
        k = trunc(k / 10)
        count += 1
    }
    return out
}
func fixed(x, places) {
    let negative = x < 0
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let whole = round(abs(x) * scale)
    var text = group(trunc(whole / scale))
    if places > 0 {
        var frac = whole % scale
        var fd = ""
        for _ in 0..<places {
            fd = digits[frac % 10] + fd
            frac = trunc(frac / 10)
        }
        text += "." + fd
    }
    return negative ? "-" + text : text
}
func pad(s, width) {
    var out = s
    while out.count < width { out = " " + out }
    return out
}
var seed = 23
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
var total = 0
var commas = 0
for i in 0..<12000 {
    let x = (rand(2000000000) - 1000000000) / 1000
    let s = pad(fixed(x, 2), 16)
    let t = pad(group(rand(100000000)), 12)
    total += s.count + t.count
    if s.contains(",") { commas += 1 }
    if i % 3000 == 0 { print("[" + s + "] [" + t + "]") }
}
print(total, commas)
