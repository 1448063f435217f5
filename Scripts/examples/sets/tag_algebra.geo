// Tags on blog posts: set algebra to compare, merge and audit them.
let posts: [String: Set<String>] = [
    "intro-to-swift": ["swift", "beginner", "ios", "tutorial"],
    "advanced-generics": ["swift", "generics", "advanced"],
    "ui-layout": ["ios", "uikit", "layout", "tutorial"],
    "server-side": ["swift", "linux", "server"],
]
let allowed: Set<String> = ["swift", "ios", "uikit", "layout", "tutorial", "beginner", "advanced", "generics", "linux", "testing"]

let a = posts["intro-to-swift"]!
let b = posts["ui-layout"]!
print("union:", a.union(b).sorted())
print("intersection:", a.intersection(b).sorted())
print("only in intro:", a.subtracting(b).sorted())
print("in exactly one:", a.symmetricDifference(b).sorted())
print("symmetric both ways equal:", a.symmetricDifference(b) == b.symmetricDifference(a))

// Which posts use a tag that is not allowed?
for name in posts.keys.sorted() {
    let tags = posts[name]!
    if tags.isSubset(of: allowed) {
        print(name, "ok")
    } else {
        print(name, "unknown tags:", tags.subtracting(allowed).sorted())
    }
}

// Every tag in use, built up with formUnion; the allowed tags nobody used.
var used = Set<String>()
for tags in posts.values {
    used.formUnion(tags)
}
print("tags in use:", used.count)
var unused = allowed
unused.subtract(used)
print("never used:", unused.sorted(), unused.isEmpty)
print("used covers allowed:", used.isSuperset(of: allowed))

// Posts that share no tag with each other.
let names = posts.keys.sorted()
for i in 0..<names.count {
    for j in (i + 1)..<names.count {
        if posts[names[i]]!.isDisjoint(with: posts[names[j]]!) {
            print("no overlap:", names[i], "/", names[j])
        }
    }
}

// Set equality ignores order; a set built from a list ignores repeats.
let fromList = Set(["tutorial", "ios", "tutorial", "uikit", "layout"])
print("same tags as ui-layout:", fromList == b, fromList != a)
print("strict subset:", Set(["ios"]).isStrictSubset(of: b), b.isStrictSubset(of: b))

// Intersection with a list works too, and so does union with an array.
print("a ∩ list:", a.intersection(["ios", "swift", "kotlin"]).sorted())
print("a ∪ list:", a.union(["kotlin"]).count)
