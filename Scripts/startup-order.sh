#!/usr/bin/env bash
# Writes Scripts/startup.order: the functions of the `geo` binary that run when geo starts and
# runs a short script, one mangled name a line, for the release link to place side by side
# (lld's --symbol-ordering-file, used by Scripts/build-release.sh on Linux).
#
# Why: the start-up code of geo (the runtime's and the libraries' set-up, the interpreter's
# tables, the lexer, parser, compiler and printer a first statement goes through: ~340 KB of
# code) lies scattered over the ~7.8 MB of the binary's text. The kernel maps a touched page of
# a file together with its neighbours (fault-around, 64 KB), so `geo -e 'print(1)'` had ~77
# such blocks, 4.9 MB, of text resident: half its peak RSS. Placed together they take a few.
#
# The names are read from valgrind's callgrind (every function executed in the binary). A name
# the code no longer has is ignored by the link, and a function missing from the list is only
# placed after the listed ones, so a stale list costs memory, never correctness; rerun this
# after large changes. Needs: apt-get install -y valgrind
#   bash Scripts/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "missing valgrind: apt-get install -y valgrind" >&2; exit 1; }
bash Scripts/build-release.sh
geo=$(readlink -f .build/release/geo)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Start-up and a first statement; a script file with the common statements, views and a
# geometry question; an error report (the diagnostics' path).
printf '%s\n' 'let root = View(frame: (0, 0, 320, 480), name: "root")' \
    'let card = View(frame: (20, 40, 200, 100), name: "card")' \
    'root.addSubview(card)' 'card.transform = rotation(30deg)' \
    'func area(r) { return r.width * r.height }' \
    'var total = 0' 'for v in [card] { total += area(v.frame) }' \
    'print(card.frame, total, root.convert((30, 50), to: card))' \
    'print("\(card.center) \(root.hitTest((100, 90)).name)")' > "$out/script.geo"
run() { valgrind --tool=callgrind --demangle=no --dump-instr=no --callgrind-out-file="$out/cg.%p" "$@" >/dev/null 2>&1 || true; }
run "$geo" -e 'print(1)'
run "$geo" "$out/script.geo"
run "$geo" -e 'print(nope)'
python3 - "$geo" "$out" > Scripts/startup.order <<'PY'
import glob, re, sys
geo, out = sys.argv[1], sys.argv[2]
names = set()
for path in glob.glob(out + "/cg.*"):
    objects, functions, current = {}, {}, None
    for line in open(path, errors="replace"):
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(3):
                objects[m.group(2)] = m.group(3)
            if m.group(1) == "ob":
                current = objects.get(m.group(2))
            continue
        m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?", line)
        if m:
            if m.group(3):
                functions[m.group(2)] = m.group(3)
            if m.group(1) == "fn" and current == geo:
                names.add(functions[m.group(2)])
for name in sorted(names):
    print(name)
PY
echo "Scripts/startup.order: $(wc -l < Scripts/startup.order) functions" >&2
