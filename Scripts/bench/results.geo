// Results built in a local and returned once at the end, as many write Swift: a grade chosen
// by a switch (`case 0, 1:`, ranges, default), a value clamped by an else-if chain, a count
// kept only when a test passes (session of 2026-12-06, thirteenth). A store into a local that
// is returned right after returns its value; a constant's declaration goes to where it is read.
func grade(_ score: Int) -> String {
    var result = "fail"
    switch (score - score % 10) / 10 {
    case 9, 10: result = "A"
    case 8: result = "B"
    case 7: result = "C"
    case 5, 6: result = "D"
    default: result = "fail"
    }
    return result
}

func clamp(_ x: Int, _ lo: Int, _ hi: Int) -> Int {
    var r = x
    if x < lo {
        r = lo
    } else if x > hi {
        r = hi
    }
    return r
}

func steps(_ n: Int) -> Int {
    let start = n
    var count = 0
    var k = start
    while k != 1 {
        if k % 2 == 0 { k = k / 2 } else { k = 3 * k + 1 }
        count += 1
    }
    var result = count
    if count > 100 { result = 100 }
    return result
}

var seed = 2024
var tally: [String: Int] = [:]
var clamped = 0
var total = 0
for i in 0..<200000 {
    seed = (seed * 16807) % 2147483647
    let score = seed % 101
    let g = grade(score)
    tally[g, default: 0] += 1
    clamped += clamp(seed % 1000 - 500, -200, 200)
    if i % 20 == 0 { total += steps(i + 1) }
}
print(tally["A"]!, tally["B"]!, tally["C"]!, tally["D"]!, tally["fail"]!, clamped, total)
