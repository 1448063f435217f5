// Point arithmetic through a helper function and a closure, in a loop.
func midpoint(a, b) { return (a + b) / 2 }
let shrink = { p, k in p * k }
var acc = (0, 0)
var i = 0
while i < 1000000 {
    let p = (i % 100, i % 37)
    acc = acc + shrink(midpoint(p, (1, 2)), 0.001)
    i += 1
}
print(acc)
