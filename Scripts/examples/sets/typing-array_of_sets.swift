let xs: [Set<Int>] = [[1, 2, 2], [2, 3]]
print(xs[0].count)
print(xs[0].intersection(xs[1]).sorted())
