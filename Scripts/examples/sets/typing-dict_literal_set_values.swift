let d: [String: Set<String>] = ["a": ["x", "y", "x"]]
print(d["a"]!.count)
print(d["a"]!.union(["z"]).count)
