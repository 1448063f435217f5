let s = "a,b,c"
print(s.split(separator: ","))
for c in s { print(c) }
