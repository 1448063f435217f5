// Linked lists as pairs [value, next] ending in nil: built, walked with nil checks, reversed,
// searched (nil when absent) and merged, as a Lisp or a C programmer would write them.
func cons(v, rest) { return [v, rest] }
func fromRange(a, b) {
    var list = nil
    var i = b - 1
    while i >= a {
        list = cons(i, list)
        i -= 1
    }
    return list
}
func length(list) {
    var n = 0
    var node = list
    while node != nil {
        n += 1
        node = node[1]
    }
    return n
}
func reverse(list) {
    var out = nil
    var node = list
    while node != nil {
        out = cons(node[0], out)
        node = node[1]
    }
    return out
}
func find(list, pred) {
    var node = list
    while node != nil {
        if pred(node[0]) { return node[0] }
        node = node[1]
    }
    return nil
}
func merge(a, b) {
    if a == nil { return b }
    if b == nil { return a }
    if a[0] <= b[0] { return cons(a[0], merge(a[1], b)) }
    return cons(b[0], merge(a, b[1]))
}
func sum(list) {
    if list == nil { return 0 }
    return list[0] + sum(list[1])
}
var total = 0
for round in 0..<100 {
    let evens = fromRange(0, 300)
    let odds = reverse(reverse(fromRange(round, 300 + round)))
    let merged = merge(evens, odds)
    total += length(merged) + sum(merged)
    let hit = find(merged, { x in x > 250 + round && x % 7 == 3 })
    if hit != nil { total += hit }
    let miss = find(merged, { x in x < 0 })
    if miss == nil { total += 1 }
}
print(total)
