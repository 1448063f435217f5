// A shop inventory: stock levels by item, with restocking, sales and removals.
var stock: [String: Int] = ["apple": 12, "banana": 5, "cherry": 40, "durian": 1]
let prices: [String: Double] = ["apple": 0.5, "banana": 0.25, "cherry": 0.125, "durian": 7.5, "elderberry": 2.5]

func sell(_ item: String, _ qty: Int) {
    guard let have = stock[item] else {
        print("cannot sell \(item): not stocked")
        return
    }
    if have < qty {
        print("cannot sell \(qty) \(item): only \(have)")
        return
    }
    stock[item]! -= qty
    print("sold \(qty) \(item) for \(Double(qty) * prices[item]!)")
}

sell("apple", 5)
sell("banana", 9)
sell("fig", 1)
sell("durian", 1)

stock["elderberry"] = 3
stock["banana", default: 0] += 10
stock["apple"]! += 1

if let old = stock.updateValue(100, forKey: "cherry") {
    print("cherry was \(old), now \(stock["cherry"]!)")
}
if stock.updateValue(2, forKey: "grape") == nil {
    print("grape is new")
}

let soldOut = stock.filter { $0.value == 0 }.map { $0.key }
print("sold out:", soldOut.sorted())
for item in soldOut {
    stock[item] = nil
}
let gone = stock.removeValue(forKey: "grape")
print("removed grape:", gone ?? -1)
print("removed again:", stock.removeValue(forKey: "grape") ?? -1)

print("items:", stock.count, "units:", stock.values.reduce(0, +))
for (item, qty) in stock.sorted(by: { $0.key < $1.key }) {
    print("  \(item): \(qty)")
}
var value = 0.0
for (item, qty) in stock {
    value += Double(qty) * (prices[item] ?? 0)
}
print("stock value:", value)
print("durian left:", stock["durian"] ?? 0)
print("empty:", stock.isEmpty)
