#!/usr/bin/env bash
# Times each workload in Scripts/bench with geo beside the same workload in Lua 5.4 and
# Python 3 (../shared/bench), on this machine in one run, and prints the median times and the
# geo/Lua ratio. Needs: apt-get install -y lua5.4 hyperfine
#   bash Scripts/bench/compare.sh [fib loop transforms convert hittest]
set -euo pipefail
cd "$(dirname "$0")/../.."
peers=${GEO_BENCH_PEERS:-../shared/bench}
for tool in lua5.4 hyperfine python3; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y lua5.4 hyperfine" >&2; exit 1; }
done
swift build -c release --product geo >&2
geo=.build/release/geo
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(fib loop transforms convert hittest)
out=$(mktemp -d)
printf '%-11s %10s %10s %10s %9s %9s\n' workload geo lua5.4 python3 geo/lua geo/py
for w in "${workloads[@]}"; do
    # The three must agree before their times mean anything.
    g=$($geo "Scripts/bench/$w.geo"); l=$(lua5.4 "$peers/$w.lua"); p=$(python3 "$peers/$w.py")
    # geo shows 4 decimals (LANGUAGE.md §7); compare the numbers, not the text.
    python3 - "$w" "$g" "$l" "$p" <<'PY' || exit 1
import re, sys
w, *outs = sys.argv[1:]
nums = [[float(x) for x in re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?", o)] for o in outs]
ok = all(len(n) == len(nums[0]) and all(abs(a - b) <= 1e-4 * max(1, abs(b)) for a, b in zip(nums[0], n)) for n in nums[1:])
if not ok:
    sys.exit(f"{w}: the results differ: geo {outs[0]!r}, lua {outs[1]!r}, python {outs[2]!r}")
PY
    hyperfine -N -w 1 -r 5 --export-json "$out/$w.json" \
        "$geo Scripts/bench/$w.geo" "lua5.4 $peers/$w.lua" "python3 $peers/$w.py" >/dev/null 2>&1
    python3 - "$out/$w.json" "$w" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
g, l, p = (x["median"] for x in r)
print(f"{sys.argv[2]:<11} {g:9.3f}s {l:9.3f}s {p:9.3f}s {g/l:8.2f}x {g/p:8.2f}x")
PY
done
