let s: Set<Int> = [1, 2]
print(s == [2, 1], Set(["a"]) == ["a"])
