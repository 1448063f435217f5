// Remove duplicates from a stream of events while keeping the order they first appeared in.
let events = ["login", "view", "click", "view", "logout", "login", "click", "purchase", "view"]

func dedupe(_ items: [String]) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for item in items {
        if seen.insert(item).inserted {
            result.append(item)
        }
    }
    return result
}

let unique = dedupe(events)
print("unique events:", unique)
print("dropped:", events.count - unique.count)

// The same with numbers, using contains and insert separately.
let readings = [4, 8, 4, 15, 16, 8, 23, 42, 15, 4]
var seenNumbers: Set<Int> = []
var firstSeen: [Int] = []
for r in readings {
    if !seenNumbers.contains(r) {
        seenNumbers.insert(r)
        firstSeen.append(r)
    }
}
print("first seen:", firstSeen)
print("distinct readings:", seenNumbers.count)
print("smallest:", seenNumbers.min()!, "largest:", seenNumbers.max()!)

// insert reports whether the element was new, and the member itself.
var visitedPages = Set<String>()
for page in ["home", "about", "home", "contact", "about"] {
    let result = visitedPages.insert(page)
    if result.inserted {
        print("new page: \(result.memberAfterInsert)")
    } else {
        print("already visited: \(page)")
    }
}
print("pages visited:", visitedPages.sorted())
print("empty?", visitedPages.isEmpty, Set<String>().isEmpty)

// Case-insensitive dedupe of names.
let names = ["Ann", "bob", "ANN", "Cid", "BOB", "dee", "cid"]
var lowered = Set<String>()
let kept = names.filter { lowered.insert($0.lowercased()).inserted }
print("kept:", kept)
print("same size:", kept.count == lowered.count)
