var xs=[1]
for i in 0..<10 { xs=[xs,xs] }
print(xs)
