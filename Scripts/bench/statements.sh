#!/usr/bin/env bash
# What one statement costs, in instructions (callgrind), for a table of ordinary geometry,
# list, string and scalar statements: each run 20,000 times in a loop inside a function (its
# variables locals) and at the top level (globals), minus the same loop empty. A statement
# that costs several times its neighbour of the same kind (`p * t` beside `p.applying(t)`,
# `r.union(s)` beside `r.intersection(s)`) is a slow path that a program in some style will
# meet; the workloads in this folder measure whole programs. Needs valgrind.
#   bash Scripts/bench/statements.sh [GEO]        # GEO: a geo binary (default .build/release/geo)
#   STATEMENTS='p.x += 1|r.origin.x += 1' bash Scripts/bench/statements.sh   # some statements
#   STATEMENTS=swift bash Scripts/bench/statements.sh   # ~90 statements as Swift code writes
#                          them: dictionaries, sets, tuples, optionals, String and list methods
set -euo pipefail
cd "$(dirname "$0")/../.."
geo=$(readlink -f "${1:-.build/release/geo}")
command -v valgrind >/dev/null || { echo "statements.sh needs valgrind (apt-get install -y valgrind)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

setup='let root = View(frame: (0, 0, 400, 800), name: "root")
let v = View(frame: (10, 20, 100, 50), name: "v")
root.addSubview(v)
let w = View(frame: (5, 5, 30, 30), name: "w")
v.addSubview(w)
v.transform = rotation(30deg)
var p = Point(3, 4)
var q = Point(1, 2)
var r = Rect(0, 0, 50, 60)
var r2 = Rect(10, 10, 50, 60)
var t = rotation(10deg)
var u = Transform(translationX: 5, y: 6)
var pts = [Point(1, 2), Point(3, 4), Point(5, 6)]
var xs = [1, 2, 3, 4, 5, 6, 7, 8]
var names = ["a", "bb", "ccc"]
var str = "hello"
var text = ""
var s = 0
var b = false
var k = 2
var x = 1.5
let double = { a in a * 2 }
func inc(a) { return a + 1 }
var ss = ["apple", "kiwi", "plum", "fig"]
var d: [String: Int] = ["apple": 1, "kiwi": 2, "plum": 3]
var nd: [Int: Int] = [1: 1, 2: 2, 3: 3]
var st: Set<Int> = [1, 2, 3]
var tp = (x: 1, y: 2)
var acc = 0
var a = 3, c = 4'

default_statements='s += 1
x = sqrt(x * x + 1)
s += xs[k]
xs[k] += 1
s += double(k)
s += inc(k)
text = "\(k)"
text = str + "x"
b = names.contains("bb")
p = p + q
p = (p + q) / 2
p.x += 1
r.origin.x += 1
s += p.x * q.y
pts[1] = pts[0] + q
p = p.applying(t)
p = p * t
p = p * t.inverted()
t = t.rotated(by: 0.01)
t = t.concatenating(u)
r = r.insetBy(dx: 1, dy: 1)
b = r.contains(p)
r = r2.intersection(r)
r = r.union(r2)
s += r.midX + r.maxY
b = near(p, q, 0.1)
p = lerp(p, q, 0.5)
s += v.frame.midX
v.center.x += 0.001
v.transform = rotation(0.5)
p = v.convert(q, to: root)
r = w.convert(w.bounds, to: root)
b = root.hitTest(q) != nil
s += v.subviews.count'

swift_statements='acc += i
acc = Int(x)
x = Double(i)
let t = String(i)
acc = abs(a - c)
acc = min(a, c)
acc = max(a, c, i)
acc = xs.count
if xs.isEmpty { acc += 1 }
acc = xs.first!
acc = xs.last ?? 0
if xs.contains(9) { acc += 1 }
acc = xs.firstIndex(of: 8)!
xs.append(i); xs.removeLast()
xs.append(i); acc = xs.popLast()!
xs.insert(i, at: 0); xs.remove(at: 0)
xs.swapAt(0, 1)
acc = xs[i % 8]
xs[i % 8] += 1
acc = d["kiwi"] ?? 0
d["kiwi"] = i
d["kiwi", default: 0] += 1
if d["fig"] != nil { acc += 1 }
acc = nd[i % 4] ?? 0
nd[i % 4] = i
if st.contains(i % 5) { acc += 1 }
st.insert(i % 5)
acc = str.count
if str.isEmpty { acc += 1 }
if str.hasPrefix("he") { acc += 1 }
let t = str + "!"
let t = "n=\(i)"
let t = str.uppercased()
acc = ss[i % 4].count
if ss[i % 4] == "plum" { acc += 1 }
if ss[i % 4] < "kiwi" { acc += 1 }
if i.isMultiple(of: 3) { acc += 1 }
x = Double(i).truncatingRemainder(dividingBy: 7)
x = Double(i).squareRoot()
x = (x * 1.5).rounded()
x = pow(2.0, 3.0)
acc = tp.x + tp.y
tp.x = i
tp = (x: i, y: a)
let u = (i, a); acc = u.0
let (q, r) = i.quotientAndRemainder(dividingBy: 7); acc = q + r
acc = i % 2 == 0 ? a : c
switch i % 4 { case 0: acc += 1; case 1: acc += 2; default: acc -= 1 }
switch ss[i % 4] { case "kiwi": acc += 1; case "plum": acc += 2; default: acc -= 1 }
if let v = d["plum"] { acc = v }
guard let v = nd[i % 4] else { continue }; acc = v
let f = { (n: Int) -> Int in n + 1 }; acc = f(i)
func g(_ n: Int) -> Int { return n * 2 }; acc = g(i)
var j = 0; while j < 3 { j += 1 }; acc = j
for j in 0..<3 { acc += j }
for j in stride(from: 0, to: 6, by: 2) { acc += j }
let t = xs.map { $0 * 2 }
acc = xs.reduce(0, +)
let t = xs.filter { $0 > 3 }
let t = xs.sorted()
for (m, n) in zip(xs, ss) { acc += m }
for (m, n) in ss.enumerated() { acc += m }
let t = Array(str)
let t = "a b c".split(separator: " ")
let t = ss.joined(separator: ",")
for ch in str { if ch == "o" { acc += 1 } }
let t = String(repeating: "a", count: 3)
for j in xs.indices { acc += j }
let t = xs + [i]
let t = Array(xs.reversed())
let t = d.keys.sorted()
acc = xs.min()!'

count() {   # instructions of geo running $1
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$geo" "$1" 2>&1 >/dev/null | awk '/Collected/ {print $4}'
}
indented=$(printf '%s\n' "$setup" | sed 's/^/    /')
program() {   # $1: local|global, $2: the statement (empty: none)
    if [ "$1" = local ]; then
        printf 'func run() {\n%s\n    for i in 0..<20000 {\n        %s\n    }\n}\nrun()\n' "$indented" "$2"
    else
        printf '%s\nfor i in 0..<20000 {\n    %s\n}\n' "$setup" "$2"
    fi
}
program local "" > "$work/local-empty.geo"
program global "" > "$work/global-empty.geo"
empty_local=$(count "$work/local-empty.geo")
empty_global=$(count "$work/global-empty.geo")
statements=${STATEMENTS:-$default_statements}
[ "$statements" = swift ] && statements=$swift_statements
printf '%8s %8s  %s\n' local global statement
printf '%s\n' "$statements" | tr '|' '\n' | while IFS= read -r st; do
    [ -n "$st" ] || continue
    program local "$st" > "$work/local.geo"
    program global "$st" > "$work/global.geo"
    if ! "$geo" "$work/local.geo" >/dev/null 2>"$work/err"; then
        printf '%8s %8s  %s   (%s)\n' - - "$st" "$(head -1 "$work/err")"
        continue
    fi
    l=$(count "$work/local.geo"); g=$(count "$work/global.geo")
    printf '%8d %8d  %s\n' $(((l - empty_local) / 20000)) $(((g - empty_global) / 20000)) "$st"
done
