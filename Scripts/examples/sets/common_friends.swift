// A small social graph: friendships are symmetric, stored as [String: Set<String>].
let friendships = [
    ["ana", "ben"], ["ana", "cal"], ["ana", "dia"], ["ben", "cal"], ["ben", "eve"],
    ["cal", "dia"], ["cal", "eve"], ["dia", "fay"], ["eve", "fay"], ["gus", "hal"],
]

var friends: [String: Set<String>] = [:]
for pair in friendships {
    friends[pair[0], default: []].insert(pair[1])
    friends[pair[1], default: []].insert(pair[0])
}
for person in friends.keys.sorted() {
    print(person, "has", friends[person]!.count, "friends:", friends[person]!.sorted())
}

func mutual(_ a: String, _ b: String) -> Set<String> {
    let fa = friends[a] ?? []
    let fb = friends[b] ?? []
    return fa.intersection(fb)
}
print("ana & ben share:", mutual("ana", "ben").sorted())
print("ana & eve share:", mutual("ana", "eve").sorted())
print("gus & ana share:", mutual("gus", "ana").sorted(), mutual("gus", "ana").isEmpty, mutual("zed", "ana").count)

// Suggest friends of friends who are not already friends.
func suggestions(for person: String) -> [String] {
    let direct = friends[person] ?? []
    var candidates = Set<String>()
    for f in direct {
        candidates.formUnion(friends[f] ?? [])
    }
    candidates.subtract(direct)
    candidates.remove(person)
    return candidates.sorted()
}
for p in ["ana", "fay", "gus"] {
    print("suggest for \(p):", suggestions(for: p))
}

let anaCircle = (friends["ana"] ?? []).union(Set(suggestions(for: "ana"))).union(["ana"])
let everyone = Set(friends.keys)
print("ana's circle:", anaCircle.count, "outside:", everyone.subtracting(anaCircle).sorted())
print("circle within everyone:", anaCircle.isSubset(of: everyone), everyone.isSuperset(of: anaCircle))

// Friend groups: depth-first search from each unvisited person.
var visited = Set<String>()
var groups: [[String]] = []
func explore(_ person: String) -> [String] {
    visited.insert(person)
    var found = [person]
    for f in (friends[person] ?? []).sorted() where !visited.contains(f) {
        found += explore(f)
    }
    return found
}
for p in everyone.sorted() where !visited.contains(p) {
    groups.append(explore(p).sorted())
}
print("friend groups:", groups.count, groups)
print("everyone visited:", visited == everyone)
