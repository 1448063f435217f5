let root = View()
var v = root
for i in 0..<100 { let c = View(); v.addSubview(c); v = c }
print(root.recursiveDescription.count)
