func f(_ s: Set<Int>) -> Int { s.count }
print(f([1, 1, 2]))
func g(_ s: Set<Int> = []) -> Int { var t = s; t.insert(1); return t.count }
print(g())
