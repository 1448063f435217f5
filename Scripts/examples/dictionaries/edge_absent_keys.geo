// Edge cases: what reading, writing and removing an absent key does.
var d: [String: Int] = ["a": 1, "b": 2, "zero": 0]

print("absent with ??:", d["zz"] ?? -1)
print("absent is nil:", d["zz"] == nil)
print("present is nil:", d["a"] == nil)
print("absent printed:", d["zz"])
print("zero is present:", d["zero"] != nil, d["zero"] ?? -1)
if let v = d["zz"] {
    print("unexpected", v)
} else {
    print("if let: no value for zz")
}
guard let b = d["b"] else { fatalError("b missing") }
print("guard let b:", b)

// Reading with a default does not insert the key.
print("default read:", d["zz", default: 5], "count:", d.count)
// Updating with a default does.
d["zz", default: 5] += 1
print("after default +=:", d["zz"]!, "count:", d.count)

// Optional chaining on an absent key does nothing.
var lists: [String: [Int]] = ["have": [1]]
lists["missing"]?.append(2)
lists["have"]?.append(3)
print("lists:", lists.count, lists["have"]!, lists["missing"] == nil)

// Assigning nil to an absent key, removing an absent key.
d["nothing"] = nil
print("count after nil store:", d.count)
print("removeValue absent:", d.removeValue(forKey: "nothing") ?? -1)
print("updateValue new:", d.updateValue(9, forKey: "new") ?? -1, "old:", d.updateValue(10, forKey: "new") ?? -1)
print("keys:", d.keys.sorted())

// Int keys: 0 and negative keys are ordinary keys.
var byNumber: [Int: String] = [0: "zero", -1: "minus one"]
byNumber[7] = "seven"
print("int keys:", byNumber.keys.sorted(), byNumber[-1] ?? "?", byNumber[8] ?? "?")

// Lookups in an empty dictionary.
let empty: [String: String] = [:]
print("empty:", empty["x"] ?? "none", empty.isEmpty, empty.keys.sorted(), empty.values.count)
print("max of empty is nil:", empty.max(by: { $0.key < $1.key }) == nil)
print("first of empty is nil:", empty.first(where: { _ in true }) == nil)
print("empty contains:", empty.contains { _ in true }, empty.filter { _ in true }.count)
