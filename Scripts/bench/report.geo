// A report built as a string: one interpolated line per record with many fields, a header
// made by + chains, lines gathered into a list and joined, the text measured and split again.
let regions = ["north", "south", "east", "west", "central"]
let products = ["bolts", "nuts", "washers", "screws", "rivets", "pins"]
var seed = 17
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
var totalLength = 0
var lineCount = 0
var checksum = 0
for page in 0..<200 {
    var lines = []
    lines.append("Page " + String(page + 1) + " of " + String(200) + " — " + regions[page % 5])
    var sum = 0
    for r in 0..<40 {
        let region = regions[rand(5)]
        let product = products[rand(6)]
        let qty = rand(100) + 1
        let price = rand(5000) / 100
        let id = page * 40 + r
        sum += qty
        lines.append("#\(id) \(region)/\(product): qty=\(qty) price=\(price) total=\(qty * price) [\(r + 1)/40]")
    }
    lines.append("sum: \(sum), average: \(sum / 40)")
    let text = lines.joined(separator: "\n")
    totalLength += text.count
    let back = text.split(separator: "\n")
    lineCount += back.count
    checksum += back[page % 40 + 1].count
    if page == 7 {
        print(lines[0])
        print(lines[3])
        print(lines[41])
    }
}
print(totalLength, lineCount, checksum)
