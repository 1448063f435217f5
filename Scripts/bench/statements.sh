#!/usr/bin/env bash
# What one statement costs, in instructions (callgrind), for a table of ordinary geometry,
# list, string and scalar statements: each run 20,000 times in a loop inside a function (its
# variables locals) and at the top level (globals), minus the same loop empty. A statement
# that costs several times its neighbour of the same kind (`p * t` beside `p.applying(t)`,
# `r.union(s)` beside `r.intersection(s)`) is a slow path that a program in some style will
# meet; the workloads in this folder measure whole programs. Needs valgrind.
#   bash Scripts/bench/statements.sh [GEO]        # GEO: a geo binary (default .build/release/geo)
#   STATEMENTS='p.x += 1|r.origin.x += 1' bash Scripts/bench/statements.sh   # some statements
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
func inc(a) { return a + 1 }'

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
