let s: Set<Int>
if true { s = Set([1]) } else { s = Set([2]) }
print(s.count)
