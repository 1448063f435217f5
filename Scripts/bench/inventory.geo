// A small inventory: warehouses holding stock per item (a dictionary of dictionaries), orders and restocks.
let items = ["bolt", "nut", "washer", "gear", "spring", "pulley", "chain", "hinge"]
let prices: [String: Double] = ["bolt": 0.25, "nut": 0.1, "washer": 0.05, "gear": 4.5,
                                "spring": 1.2, "pulley": 7.75, "chain": 12.0, "hinge": 3.3]
let sites = ["north", "south", "east", "west", "central"]

var stock: [String: [String: Int]] = [:]
for site in sites {
    stock[site] = [:]
    for item in items {
        stock[site]![item] = 50
    }
}

var revenue = 0.0
var backorders: [String: Int] = [:]
var shippedBySite: [String: Int] = [:]
var seed = 808
func rand(_ n: Int) -> Int {
    seed = (seed * 16807) % 2147483647
    return seed % n
}

for day in 0..<2000 {
    for _ in 0..<400 {
        let site = sites[rand(sites.count)]
        let item = items[rand(items.count)]
        let qty = 1 + rand(6)
        let have = stock[site]?[item] ?? 0
        if have >= qty {
            stock[site]![item]! -= qty
            revenue += Double(qty) * prices[item]!
            shippedBySite[site, default: 0] += qty
        } else {
            backorders[item, default: 0] += qty - have
            stock[site]![item] = 0
        }
    }
    // restock anything that ran low
    for site in sites {
        for (item, count) in stock[site]! where count < 10 {
            stock[site]![item] = count + 40
        }
    }
    if day % 500 == 0 {
        let total = stock.values.reduce(0) { acc, shelf in acc + shelf.values.reduce(0, +) }
        print("day \(day): units on hand \(total), revenue \(revenue)")
    }
}
for site in sites {
    print(site, shippedBySite[site] ?? 0, stock[site]!["gear"]!)
}
for item in items { print(item, backorders[item] ?? 0) }
print(String(format: "revenue %.2f", revenue))
