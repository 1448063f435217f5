var d: [String: Set<String>] = [:]
d["a"] = []
d["a"]!.insert("x")
print(d["a"]!.sorted())
