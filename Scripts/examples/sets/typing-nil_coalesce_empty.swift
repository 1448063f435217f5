let d: [String: Set<String>] = [:]
let s = d["a"] ?? []
print(s.union(["q"]).count)
