// Sales by region and product in a nested dictionary.
let sales = [
    "north,widget,3", "south,gadget,5", "north,gadget,2", "east,widget,7",
    "south,widget,1", "north,widget,4", "east,gizmo,2", "south,gadget,6",
]

var table: [String: [String: Int]] = [:]
for line in sales {
    let parts = line.split(separator: ",").map { String($0) }
    let region = parts[0], product = parts[1]
    let qty = Int(parts[2])!
    table[region, default: [:]][product, default: 0] += qty
}

for region in table.keys.sorted() {
    let row = table[region]!
    let cells = row.keys.sorted().map { "\($0)=\(row[$0]!)" }
    print("\(region): \(cells.joined(separator: ", ")) (total \(row.values.reduce(0, +)))")
}

// Totals per product across regions.
var byProduct: [String: Int] = [:]
for (_, row) in table {
    for (product, qty) in row {
        byProduct[product, default: 0] += qty
    }
}
for (product, qty) in byProduct.sorted(by: { $0.key < $1.key }) {
    print("\(product): \(qty)")
}

print("north widgets:", table["north", default: [:]]["widget"] ?? 0)
print("west widgets:", table["west", default: [:]]["widget"] ?? 0)
print("east gadgets:", table["east"]!["gadget", default: 0])

// A correction: south returns 2 gadgets; east stops selling gizmos.
table["south"]!["gadget"]! -= 2
table["east"]!["gizmo"] = nil
print("south gadgets now:", table["south"]!["gadget"]!)
print("east products:", table["east"]!.keys.sorted())

let regionTotals = table.mapValues { $0.values.reduce(0, +) }
let busiest = regionTotals.max(by: { $0.value < $1.value })!
print("busiest region:", busiest.key, busiest.value)
print("regions selling gizmos:", table.filter { $0.value["gizmo"] != nil }.count)
print("products per region:", table.keys.sorted().map { table[$0]!.count })
