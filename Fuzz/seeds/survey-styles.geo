// Shapes from the survey of ordinary styles: min/max of several Numbers, Character
// properties, appends to elements of global lists at computed indices, lines that start with
// a binary operator, a tuple of three taken apart.
let names = ["north", "south", "east"]
var groups = [[], [], []]
var k = 1
for x in 0..<12 {
    groups[x % names.count].append(x)
    groups[k].append(min(x, k, 3) + max(x, 2, k, 0))
}
let total = groups[0].count
    + groups[1].count
    * 2
let ok = total > 3
    && groups[2].count < 100
    || false
var digits = 0
for c in "a1b 2,C3é" where c.isNumber || c.isLetter {
    digits += c.wholeNumberValue ?? (c.isUppercase ? 10 : 0)
}
let (a, b, c) = (1, 2, 3)
var p = 4, q = 5
(p, q) = (q, p)
print(total, ok, digits, a + b + c, p, q, groups[k])
