// Swift's tuples of other values than Numbers: pairs made, passed, returned and taken apart.
let ages = ["ann": 31, "bob": 27, "cy": 40]
let byAge = Dictionary(uniqueKeysWithValues: ages.map { ($0.value, $0.key) })
for age in byAge.keys.sorted() { print(age, byAge[age]!) }

func oldest(_ people: [String: Int]) -> (String, Int) {
    var best = ("", -1)
    for (name, age) in people where age > best.1 { best = (name, age) }
    return best
}
let (name, age) = oldest(ages)
print("oldest:", name, age)

let scores = [("ann", 90), ("bob", 72), ("cy", 85)]
let passed = scores.filter { $0.1 >= 80 }.map { $0.0 }
print(passed)
var total = 0
for (_, s) in scores { total += s }
print("total", total)
let ranked = scores.sorted { $0.1 > $1.1 }
print(ranked.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
let lookup = Dictionary(uniqueKeysWithValues: scores)
print(lookup["bob"]!, lookup.count)
