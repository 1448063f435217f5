// Edge cases: dictionaries are values. Copies, nested copies, and function arguments.
var original: [String: Int] = ["a": 1, "b": 2]
var copy = original
copy["a"] = 100
copy["c"] = 3
original["b"]! += 10
print("original:", original["a"]!, original["b"]!, original.count)
print("copy:", copy["a"]!, copy["b"]!, copy["c"] ?? -1, copy.count)
print("equal:", original == copy)

// A function changes its own copy and returns it; the caller's stays the same.
func bumped(_ d: [String: Int], by k: Int) -> [String: Int] {
    var mine = d
    for key in mine.keys.sorted() {
        mine[key]! += k
    }
    mine["new"] = k
    return mine
}
let result = bumped(original, by: 5)
print("result:", result.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })
print("original after call:", original.sorted(by: { $0.key < $1.key }).map { $0.value })

// Arrays inside a dictionary are copied too.
var lists: [String: [Int]] = ["x": [1, 2]]
var snapshot = lists
lists["x"]!.append(3)
lists["x", default: []].append(4)
snapshot["x"]?.append(99)
print("lists x:", lists["x"]!, "snapshot x:", snapshot["x"]!)
var taken = lists["x"]!
taken.removeAll()
print("taken empty:", taken.isEmpty, "lists x still:", lists["x"]!.count)

// Nested dictionaries: changing the copy's inner dictionary leaves the original alone.
var nested: [String: [String: Int]] = ["outer": ["inner": 1]]
var nestedCopy = nested
nestedCopy["outer"]!["inner"] = 2
nestedCopy["outer", default: [:]]["extra", default: 0] += 7
print("nested:", nested["outer"]!["inner"]!, nested["outer"]!.count)
print("nestedCopy:", nestedCopy["outer"]!["inner"]!, nestedCopy["outer"]!["extra"]!)

// Equality ignores insertion order; empty dictionaries are equal however made.
var one: [Int: String] = [:]
one[2] = "two"
one[1] = "one"
let two: [Int: String] = [1: "one", 2: "two"]
print("same contents:", one == two)
let e1 = [String: Bool]()
let e2: [String: Bool] = [:]
print("empties equal:", e1 == e2, e1.isEmpty, e2.count)
var flags = e1
flags["on"] = true
print("flags:", flags.count, "e1 still:", e1.count, flags == e2)
