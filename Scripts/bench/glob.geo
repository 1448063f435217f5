// A glob matcher (*, ?, [a-z], [!abc], \ escapes) over Array(pattern)/Array(text),
// iterative with star backtracking; switch on Characters; file-name filtering.
func matchClass(_ p: [Character], _ start: Int, _ c: Character) -> [Any] {
    // p[start] is "["; returns (matched, index after "]")
    var i = start + 1
    var negate = false
    if i < p.count && (p[i] == "!" || p[i] == "^") { negate = true; i += 1 }
    var matched = false
    var first = true
    while i < p.count && (p[i] != "]" || first) {
        first = false
        if i + 2 < p.count && p[i + 1] == "-" && p[i + 2] != "]" {
            if p[i] <= c && c <= p[i + 2] { matched = true }
            i += 3
        } else {
            if p[i] == c { matched = true }
            i += 1
        }
    }
    return [matched != negate, i + 1]
}

func glob(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0
    var starP = -1, starT = -1
    while ti < t.count {
        if pi < p.count {
            switch p[pi] {
            case "*":
                starP = pi; starT = ti; pi += 1
                continue
            case "?":
                pi += 1; ti += 1
                continue
            case "[":
                let (ok, next) = matchClass(p, pi, t[ti])
                if ok { pi = next; ti += 1; continue }
            case "\\" where pi + 1 < p.count:
                if p[pi + 1] == t[ti] { pi += 2; ti += 1; continue }
            case let c where c == t[ti]:
                pi += 1; ti += 1
                continue
            default:
                break
            }
        }
        guard starP >= 0 else { return false }
        pi = starP + 1
        starT += 1
        ti = starT
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
}

var seed = 4242.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}
let stems = ["icon", "Icon", "card", "view", "cell", "header", "tab_bar", "nav"]
let suffixes = ["", "@2x", "@3x", "-dark", "_v2", "1", "42"]
let exts = ["png", "pdf", "swift", "geo", "json", "PNG"]
var files: [String] = []
for _ in 0..<3000 {
    files.append(stems[rand(stems.count)] + suffixes[rand(suffixes.count)] + "." + exts[rand(exts.count)])
}
let patterns = ["*.png", "icon*", "*@[23]x.*", "[a-c]*.swift", "*[!a-z].png", "?ab*", "*_v?.*",
                "cell*.[jg]*", "*-dark.p?g", "[!i]*[0-9].*", "*\\@*", "*e*e*e*", "nav.geo", "*.[Pp][Nn][Gg]"]
var counts: [Int] = []
var checksum = 0
for (k, pat) in patterns.enumerated() {
    let matching = files.filter { glob(pat, $0) }
    counts.append(matching.count)
    for (i, f) in matching.enumerated() where i % 7 == 0 {
        checksum = (checksum * 31 + f.count * (k + 1)) % 1_000_003
    }
}
print("counts=\(counts)")
print("checksum=\(checksum)")
let firstDark = files.first { glob("*-dark*", $0) } ?? "none"
let allHaveDot = files.allSatisfy { glob("*.*", $0) }
print("firstDark=\(firstDark) allHaveDot=\(allHaveDot) edge=\(glob("", "")) \(glob("*", "")) \(glob("?", "")) \(glob("[]]", "]")) \(glob("a\\*", "a*"))")
