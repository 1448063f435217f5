// A small CSV of sales parsed by hand: the text built once, split into lines and fields,
// numbers read with Number(_:), rows kept as lists of fields; totals per region kept in
// parallel lists found by linear search, then a summary line per region built by
// interpolation and the best line picked by a comparison of strings.
let regions = ["north", "south", "east", "west", "central"]
let items = ["pen", "ink", "pad", "clip", "tape", "glue"]
var text = "region,item,qty,price\n"
for i in 0..<3000 {
    let r = regions[(i * 7) % 5]
    let it = items[(i * 11) % 6]
    let qty = (i * 13) % 40 + 1
    let price = ((i * 17) % 900 + 100) / 100
    text += "\(r),\(it),\(qty),\(price)\n"
}
var names = []
var totals = []
var counts = []
var rows = 0
var bad = 0
for pass in 0..<3 {
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: ",")
        if fields.count != 4 || fields[0] == "region" { continue }
        let qty = Number(fields[2])
        let price = Number(fields[3])
        if qty == nil || price == nil {
            bad += 1
            continue
        }
        rows += 1
        var k = names.firstIndex(of: fields[0])
        if k == nil {
            names.append(fields[0])
            totals.append(0)
            counts.append(0)
            k = names.count - 1
        }
        totals[k] += qty * price
        counts[k] += 1
    }
}
var best = ""
var lines = []
for (i, n) in names.enumerated() {
    let line = "\(n.uppercased()): \(counts[i]) rows, \(totals[i])"
    lines.append(line)
    if line > best { best = line }
}
print(rows, bad, lines.joined(separator: "; "), best.count)
