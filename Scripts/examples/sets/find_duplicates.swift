// Find which values occur more than once, and which occur exactly once.
let orderIDs = [1042, 1043, 1044, 1042, 1045, 1046, 1043, 1047, 1042, 1048, 1049, 1046]

var seen = Set<Int>()
var duplicates = Set<Int>()
for id in orderIDs {
    if seen.contains(id) {
        duplicates.insert(id)
    } else {
        seen.insert(id)
    }
}
print("orders:", orderIDs.count, "distinct:", seen.count)
print("duplicated ids:", duplicates.sorted())
let singles = seen.subtracting(duplicates)
print("single ids:", Array(singles).sorted())

// Has the array any duplicate at all? Compare the set's size with the array's.
func hasDuplicates(_ xs: [Int]) -> Bool {
    return Set(xs).count != xs.count
}
print(hasDuplicates([1, 2, 3]), hasDuplicates([1, 2, 2]), hasDuplicates([]))

// Filter a set (the result is a set) and map it (the result is an array).
let evenDuplicates = duplicates.filter { $0 % 2 == 0 }
print("even duplicates:", evenDuplicates.sorted(), evenDuplicates.count)
let labels = duplicates.map { "#\($0)" }
print("labels:", labels.sorted())
print("offsets from 1000:", duplicates.map { $0 - 1000 }.sorted())
print("lowest duplicate:", duplicates.min() ?? -1, "highest:", duplicates.max() ?? -1)

// Duplicate words in a sentence, ignoring case.
let sentence = "the cat and the dog and The bird saw a cat"
var seenWords = Set<String>()
var repeated: [String] = []
for word in sentence.split(separator: " ") {
    let w = word.lowercased()
    if !seenWords.insert(w).inserted && !repeated.contains(w) {
        repeated.append(w)
    }
}
print("repeated words in order:", repeated)

// Remove the duplicates one at a time and report what was removed.
var pending = duplicates
for id in [1046, 9999, 1042] {
    if let removed = pending.remove(id) {
        print("removed", removed)
    } else {
        print("no", id)
    }
}
print("left:", pending.sorted(), "empty:", pending.isEmpty)
let gone = pending.remove(1043)
print("last removal found something:", gone != nil, "now empty:", pending.isEmpty)
