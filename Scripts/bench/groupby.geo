// Group-by with a list of [key, items] pairs searched linearly: sales records [region, product,
// amount] grouped by region and by product, each group summed, its largest found, sorted.
var seed = 3
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
let regions = ["north", "south", "east", "west", "central", "islands"]
let products = ["apple", "pear", "plum", "fig", "kiwi", "lime", "date", "sloe"]
var sales = []
for i in 0..<2500 {
    sales.append([regions[rand(6)], products[rand(8)], 1 + rand(500)])
}
func groupBy(rows, field) {
    var groups = []
    for row in rows {
        let key = row[field]
        var found = -1
        for g in 0..<groups.count {
            if groups[g][0] == key { found = g; break }
        }
        if found < 0 {
            groups.append([key, [row]])
        } else {
            groups[found][1].append(row)
        }
    }
    return groups
}
var total = 0
for round in 0..<8 {
    for field in [0, 1] {
        let groups = groupBy(sales, field)
        var summary = []
        for g in groups {
            var sum = 0
            var best = g[1][0]
            for row in g[1] {
                sum += row[2]
                if row[2] > best[2] { best = row }
            }
            summary.append([g[0], sum, best[2], g[1].count])
        }
        let ranked = summary.sorted(by: { a, b in a[1] > b[1] })
        total += ranked[0][1] + ranked[ranked.count - 1][2] + ranked.count
    }
    sales[round][2] += 1
}
print(total)
