// Edge cases: removing while rebuilding, removing everything, and re-adding.
var scores: [String: Int] = ["amy": 4, "ben": 9, "cal": 2, "dot": 7, "eli": 5, "fox": 1]

// Remove while looping over a sorted snapshot of the keys.
for name in scores.keys.sorted() {
    if scores[name]! < 3 {
        scores[name] = nil
    }
}
print("after removing < 3:", scores.keys.sorted())

// Looping over the dictionary itself while changing it: the loop sees the old contents.
var visited = 0
for (name, s) in scores {
    visited += 1
    if s % 2 == 1 {
        scores.removeValue(forKey: name)
    } else {
        scores[name] = s * 10
    }
}
print("visited:", visited, "left:", scores.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })

// Rebuild a fresh dictionary from a filter instead of removing in place.
let base: [Int: String] = [1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"]
let evens = base.filter { $0.key % 2 == 0 }
var shortNames: [Int: String] = [:]
for (k, v) in base where v.count <= 3 {
    shortNames[k] = v
}
print("evens:", evens.keys.sorted(), "short:", shortNames.keys.sorted())
print("base unchanged:", base.count)

// removeValue returns what it removed, once.
var stack: [String: Int] = ["x": 1, "y": 2]
print("remove x:", stack.removeValue(forKey: "x") ?? -1)
print("remove x again:", stack.removeValue(forKey: "x") ?? -1)
print("count:", stack.count)

// Drain everything by removing key by key, then reuse the dictionary.
for k in stack.keys.sorted() {
    stack[k] = nil
}
print("drained:", stack.isEmpty)
stack["z"] = 26
stack["z"]! += 1
print("reused:", stack["z"]!, stack.count)
stack.removeAll()
stack.removeAll()
print("removeAll twice:", stack.count, stack == [:])

// Moving entries one by one from a pending dictionary to a done one.
var pending: [String: Int] = ["a": 1, "b": 2, "c": 3]
var done: [String: Int] = [:]
while let next = pending.keys.sorted().first {
    done[next] = pending.removeValue(forKey: next)! * 100
}
print("pending:", pending.count, "done:", done.sorted(by: { $0.key < $1.key }).map { $0.value })
