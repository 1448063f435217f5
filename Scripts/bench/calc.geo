// A calculator: expressions in a string are split into tokens (numbers, operators, parens)
// by a scanner over the characters, then evaluated by a recursive-descent parser (expr, term,
// factor) reading the token list through a global position.
var toks = []
var pos = 0
func scan(s) {
    var out = []
    var num = -1
    for (_, c) in s.enumerated() {
        if c >= "0" && c <= "9" {
            let d = Number(c)
            if num < 0 { num = d } else { num = num * 10 + d }
        } else {
            if num >= 0 { out.append(num); num = -1 }
            if c != " " { out.append(c) }
        }
    }
    if num >= 0 { out.append(num) }
    return out
}
func factor() {
    let t = toks[pos]
    pos += 1
    if t == "(" {
        let v = expr()
        pos += 1
        return v
    }
    if t == "-" { return -factor() }
    return t
}
func term() {
    var v = factor()
    while pos < toks.count && (toks[pos] == "*" || toks[pos] == "%") {
        let op = toks[pos]
        pos += 1
        let r = factor()
        if op == "*" { v = v * r } else { v = v % r }
    }
    return v
}
func expr() {
    var v = term()
    while pos < toks.count && (toks[pos] == "+" || toks[pos] == "-") {
        let op = toks[pos]
        pos += 1
        let r = term()
        if op == "+" { v = v + r } else { v = v - r }
    }
    return v
}
let sources = ["1 + 2 * 3", "(4 + 5) * (6 - 7) % 11", "-(12 * 3) + 40 * (2 + 3 * (4 - 1))",
               "100 % 7 * 3 - -2", "((((1 + 2) * 3) + 4) * 5) - 6 * 7 + 8 * (9 - 10)"]
var total = 0
var count = 0
for round in 0..<3000 {
    for s in sources {
        toks = scan(s + " + \(round % 13)")
        pos = 0
        total = (total + expr()) % 1000003
        count += toks.count
    }
}
print(total, count)
