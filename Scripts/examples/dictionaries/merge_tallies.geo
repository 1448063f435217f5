// Merging vote tallies from several polling stations.
let north: [String: Int] = ["alice": 120, "bruno": 95, "chen": 40]
let south: [String: Int] = ["bruno": 130, "chen": 60, "dara": 25]
let east: [String: Int] = ["alice": 80, "dara": 45, "chen": 10]

var total = north
total.merge(south) { $0 + $1 }
total.merge(east, uniquingKeysWith: +)
for (name, votes) in total.sorted(by: { $0.key < $1.key }) {
    print("\(name): \(votes)")
}
print("votes cast:", total.values.reduce(0, +))

// merging returns a new dictionary and leaves the original alone.
let northSouth = north.merging(south) { a, b in a + b }
print("north still has \(north.count) candidates, bruno \(north["bruno"]!)")
print("north+south bruno:", northSouth["bruno"]!)

// Merging in a different order gives an equal dictionary.
let other = east.merging(south, uniquingKeysWith: +).merging(north, uniquingKeysWith: +)
print("same result in another order:", other == total)

// Standings: most votes first.
let standings = total.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
for (place, entry) in standings.enumerated() {
    print("\(place + 1). \(entry.key) \(entry.value)")
}
let winner = total.max(by: { $0.value < $1.value })!
print("winner:", winner.key)

// Doubling weighted votes, then keeping only the strong candidates.
let weighted = total.mapValues { $0 * 2 }
print("weighted chen:", weighted["chen"]!)
let strong = weighted.filter { $0.value >= 250 }
print("strong:", strong.keys.sorted())

// Keep the larger count per station instead of summing.
let best = north.merging(south) { max($0, $1) }
print("best bruno:", best["bruno"]!, "best chen:", best["chen"]!)

var recount = total
recount.removeAll()
print("recount empty:", recount.isEmpty, "total intact:", total.count)
