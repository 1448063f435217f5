func f(n) { return { x in x + n } }
let g = f(2)
print([1,2,3].map(g).reduce(0, { a, b in a + b }))
