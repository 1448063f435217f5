#!/usr/bin/env bash
# compile.sh [BIN] : compile cost per source byte. Generates scripts of a few sizes and shapes
# into a temp dir and prints for each: bytes, peak RSS of a run (/usr/bin/time %M), and callgrind
# instructions per byte for `geo --check` (compile only) and for a run (compile, then the
# top level; the generated functions are declared, not called).
#   top-N   N top-level statements (lets, updates, geometry, a loop now and then)
#   fns-N   gallery, fan, viewtree and polygons each wrapped N times in a function
#   deep-N  N functions each nesting blocks and brackets close to the parser's depth limit
#   list-N  one list literal of N Numbers (made once when compiled: its elements' code is not
#           kept), copied and changed in a loop
# COMPILE_SIZES="top-20000 fns-50 deep-100" overrides the list; COMPILE_NOCG=1 skips callgrind.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../../.build/release/geo}
sizes=${COMPILE_SIZES:-"top-20000 top-100000 fns-10 fns-50 deep-100 list-100000 list-1000000"}
dir=$(mktemp -d "${TMPDIR:-/tmp}/geo-compile.XXXXXX")
trap 'rm -rf "$dir"' EXIT

generate() { # shape count file
  python3 - "$1" "$2" "$3" "$here" <<'PY'
import sys
shape, n, out, bench = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
lines = []
if shape == "top":
    for i in range(n):
        k = i % 8
        if k == 0: lines.append(f"let a{i} = {i} * 2 + 1")
        elif k == 1: lines.append(f"var b{i} = a{i-1} - 3.5")
        elif k == 2: lines.append(f"b{i-1} += a{i-2} / 2")
        elif k == 3: lines.append(f"let p{i} = Point(a{i-3}, b{i-2})")
        elif k == 4: lines.append(f"let r{i} = Rect(p{i-1}.x, p{i-1}.y, 10, 20).insetBy(dx: 1, dy: 1)")
        elif k == 5: lines.append(f'let s{i} = "item \\(a{i-5}) of \\(r{i-1}.width)"')
        elif k == 6: lines.append(f"if b{i-5} > {i} {{ b{i-5} = b{i-5} - 1 }} else {{ b{i-5} += 1 }}")
        else: lines.append(f"for j in 0..<2 {{ b{i-6} += j * a{i-7} }}")
elif shape == "fns":
    bodies = []
    for name in ("gallery", "fan", "viewtree", "polygons"):
        with open(f"{bench}/{name}.geo") as f: bodies.append((name, f.read()))
    for i in range(n):
        for name, body in bodies:
            lines.append(f"func {name}{i}() {{")
            lines.extend("    " + l if l else l for l in body.splitlines())
            lines.append("}")
elif shape == "deep":
    depth = 60  # blocks; each adds a few levels of the parser's 200 (brackets, operators)
    for i in range(n):
        lines.append(f"func deep{i}(x) {{")
        lines.append("    var t = x")
        for d in range(depth):
            lines.append("    " * (d + 1) + f"if t > {d} {{ t = (t - ({d} + 1)) * 2")
        lines.append("    " * (depth + 1) + "t += 1")
        for d in reversed(range(depth)):
            lines.append("    " * (d + 1) + "}")
        lines.append("    return t")
        lines.append("}")
    lines.append("print(deep0(3))")
elif shape == "list":
    lines.append("let xs = [" + ", ".join(str(i) for i in range(n)) + "]")
    lines.append("var s = 0")
    lines.append("for k in 0..<10 { var c = xs; c[0] = k; s += c[0] + c.count }")
    lines.append("print(s)")
with open(out, "w") as f: f.write("\n".join(lines) + "\n")
PY
}

instr() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ {print $4}'; }

printf "%-12s %10s %10s %9s %12s %9s %12s %9s\n" shape bytes "RSS KB" "RSS/B" "check M" "check/B" "run M" "run/B"
for s in $sizes; do
  shape=${s%-*}; n=${s#*-}; f=$dir/$s.geo
  generate "$shape" "$n" "$f"
  bytes=$(wc -c < "$f")
  /usr/bin/time -f %M -o "$dir/rss" "$bin" "$f" >/dev/null 2>&1; rss=$(tail -1 "$dir/rss")
  if [ -z "${COMPILE_NOCG:-}" ]; then
    c=$(instr "$bin" --check "$f"); r=$(instr "$bin" "$f")
  else c=0; r=0; fi
  awk -v s="$s" -v b="$bytes" -v m="$rss" -v c="$c" -v r="$r" 'BEGIN {
    printf "%-12s %10d %10d %9.1f %12.1f %9.1f %12.1f %9.1f\n", s, b, m, m*1024/b, c/1e6, c/b, r/1e6, r/b }'
done
