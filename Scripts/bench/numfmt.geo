// Number formatting: thousands separators by integer math, zero padding, percentages with
// String(format:), and a right-aligned table built from strings.
func withCommas(n) {
    var m = abs(n)
    var s = ""
    while m >= 1000 {
        let group = m % 1000
        m = floor(m / 1000)
        var part = "\(group)"
        while part.count < 3 { part = "0" + part }
        s = "," + part + s
    }
    s = "\(m)" + s
    return n < 0 ? "-" + s : s
}

func padLeft(s, width) {
    var out = s
    while out.count < width { out = " " + out }
    return out
}

var lines = []
var checksum = 0
var value = 1
for i in 0..<20000 {
    value = (value * 7919 + i) % 1000000007
    let text = withCommas(value)
    let pct = String(format: "%.2f%%", value / 10000000.07)
    let line = padLeft(text, 14) + " " + padLeft(pct, 8)
    checksum += line.count
    if i % 2000 == 0 { lines.append(line) }
}
for l in lines { print(l) }
print(withCommas(-1234567), withCommas(999), withCommas(1000), withCommas(1000000))
print("checksum \(checksum)")
