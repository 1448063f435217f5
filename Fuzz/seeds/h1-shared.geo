var xs=[1]
var ys=[1]
for i in 0..<40 { xs=[xs,xs]; ys=[ys,ys] }
print(xs == ys)
