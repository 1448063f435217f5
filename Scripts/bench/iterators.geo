// Iterators / generators with captured state: a range iterator, a filter over an iterator,
// a Fibonacci generator; consumed by while loops until nil.
func range(a, b) {
    var i = a
    return {
        if i >= b { return nil }
        let v = i
        i += 1
        return v
    }
}
func filtered(next, keep) {
    return {
        var v = next()
        while v != nil && !keep(v) { v = next() }
        return v
    }
}
func fibs() {
    var a = 0
    var b = 1
    return {
        let v = a
        let t = a + b
        a = b
        b = t % 1000000
        return v
    }
}
var total = 0
for round in 0..<4 {
    let it = filtered(range(0, 50000), { x in x % 3 == 0 || x % 5 == 0 })
    var v = it()
    while v != nil {
        total += v
        v = it()
    }
}
print(total)
let f = fibs()
var s = 0
for i in 0..<100000 { s = (s + f()) % 1000003 }
print(s)
