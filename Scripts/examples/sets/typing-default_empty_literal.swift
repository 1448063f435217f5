var d: [String: Set<String>] = [:]
d["a", default: []].insert("x")
d["a", default: []].insert("x")
print(d["a"]!.count)
