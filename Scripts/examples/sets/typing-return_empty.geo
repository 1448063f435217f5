func f() -> Set<String> { return [] }
var s = f()
s.insert("a")
print(s.count)
