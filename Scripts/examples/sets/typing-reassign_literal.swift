var s: Set<Int> = [1, 2]
s = [9, 9]
print(s.count)
s = []
s.insert(5)
print(s.count)
