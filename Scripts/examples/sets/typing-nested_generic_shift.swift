var d = Dictionary<String, Set<Int>>()
var e: Dictionary<String, Set<Int>> = [:]
print(d.count, e.count)
