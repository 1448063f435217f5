#!/usr/bin/env bash
# Start-up time and memory of `geo -e 'print(1)'`, side by side with a Swift hello world (built
# here with swiftc, as a plain program links the Swift runtime: dynamically on Linux) and
# `lua5.4 -e 'print(1)'`, on this machine in one run. Targets (the language-core issue):
# ≤ 10 ms and ≤ 10 MB peak RSS for geo. Needs: apt-get install -y hyperfine lua5.4 time
#   bash Scripts/bench/startup.sh             # 30 runs each
#   GEO_BENCH_RUNS=100 bash Scripts/bench/startup.sh
# Time: hyperfine -N (no shell), mean ± σ and median. Memory: peak RSS (/usr/bin/time %M),
# the median of 15 runs. A shared or busy machine moves wall times by ±50%; compare the rows
# of one run.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${GEO_BENCH_RUNS:-30}
for tool in hyperfine lua5.4 python3; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y hyperfine lua5.4 python3" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "missing /usr/bin/time: apt-get install -y time" >&2; exit 1; }
bash Scripts/build-release.sh
geo=.build/release/geo
hello=.build/bench-hello/hello
if [ ! -x "$hello" ]; then
    mkdir -p .build/bench-hello
    echo 'print("hello")' > .build/bench-hello/hello.swift
    swiftc -O .build/bench-hello/hello.swift -o "$hello"
fi
out=$(mktemp -d)
hyperfine -N -w 5 -r "$runs" --export-json "$out/t.json" "$hello" "$geo -e print(1)" "lua5.4 -e print(1)" >/dev/null 2>&1
rss() { # rss CMD… → the median peak RSS in KB of 15 runs
    for _ in $(seq 15); do /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 8p
}
# Page faults: each costs microseconds on some machines (a virtual machine's especially), so a
# start that touches fewer pages is faster there than its instructions say.
faults() { # faults CMD… → the median count of minor page faults of 15 runs
    for _ in $(seq 15); do /usr/bin/time -f "%R" "$@" 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 8p
}
python3 - "$out/t.json" "$(rss "$hello")" "$(rss $geo -e 'print(1)')" "$(rss lua5.4 -e 'print(1)')" \
    "$(faults "$hello")" "$(faults $geo -e 'print(1)')" "$(faults lua5.4 -e 'print(1)')" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
names = ["Swift hello world", "geo -e 'print(1)'", "lua5.4 -e 'print(1)'"]
print(f"{'program':<22} {'mean':>9} {'± σ':>8} {'median':>9} {'peak RSS':>10} {'page faults':>12}")
for name, r, kb, faults in zip(names, results, sys.argv[2:5], sys.argv[5:8]):
    print(f"{name:<22} {r['mean']*1e3:7.1f}ms {r['stddev']*1e3:6.1f}ms {r['median']*1e3:7.1f}ms {int(kb)/1024:8.1f}MB {int(faults):12d}")
PY
rm -rf "$out"
