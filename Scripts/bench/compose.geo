// Higher-order functions returning functions: compose, curry, adders and multipliers made by
// factories, a pipeline folded from a list of functions, counters as closures over their own var.
func compose(f, g) { return { x in g(f(x)) } }
func adder(k) { return { x in x + k } }
func multiplier(k) { return { x in x * k } }
func curry(f) { return { a in { b in f(a, b) } } }
func twice(f) { return compose(f, f) }
func makeCounter(start) {
    var n = start
    return { n += 1; return n }
}
let addMod = { a, b in (a + b) % 1000 }
let curried = curry(addMod)
var pipeline = [adder(3), multiplier(2), twice(adder(1)), { x in x % 977 }]
let all = pipeline.reduce({ x in x }) { acc, f in compose(acc, f) }
var total = 0
let counter = makeCounter(10)
for i in 0..<40000 {
    total += all(i)
    total = curried(total)(i)
    if i % 4 == 0 { total += counter() % 7 }
}
let square = { x in x * x }
let inc = adder(1)
let sq1 = compose(square, inc)
var s = 0
for i in 0..<40000 { s = (s + sq1(i % 100) + twice(inc)(i % 10)) % 100003 }
print(total, s, counter())
