let v = View(frame: (0, 0, 10, 10))
v.center = (infinity, 0)
print([2, nan, 1].sorted())
for i in 1e16..<1e16+4 { }
