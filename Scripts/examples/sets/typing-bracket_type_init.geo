var d = [String: Set<Int>]()
var e = [Set<Int>]()
print(d.count, e.count)
