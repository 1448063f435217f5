#!/usr/bin/env bash
# Leaks: a released interpreter frees everything it made.
#
#   bash Scripts/leaks.sh
#
# Builds geo-fuzz (Sources/geo-fuzz, whose plain build replays inputs) with AddressSanitizer into
# .build-address, and has it compile and run, each in a new interpreter that is then released,
# every script of the repository (benchmarks included: each run stops at 20,000 steps) and 300
# random programs on fixed seeds (Scripts/pathfuzz.py and Scripts/difffuzz.py: geometry, views,
# animation, closures, nested functions). LeakSanitizer reports, when the process ends, any
# memory still allocated that nothing reaches — a reference cycle among compiled code, sites,
# closures and values, or an interpreter's registry kept by its own code — and the script fails
# with the allocation stacks. .ci/run runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-deps.sh
flags=(--product geo-fuzz --sanitize=address --build-path .build-address)
# The toolchain's lld where there is one: gold warns about every symbol of the sanitizer's
# runtime it cannot export (~140 lines of noise).
swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
if [ "$(uname -s)" = Linux ] && [ -x "$swift_bin/ld.lld" ]; then flags+=(-Xswiftc -use-ld=lld); fi
swift build "${flags[@]}"
binary=$(swift build "${flags[@]}" --show-bin-path)/geo-fuzz

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(find Scripts Fuzz/seeds -name '*.geo' -size -64k | sort)
for seed in $(seq 1 200); do
    python3 Scripts/pathfuzz.py --emit "$seed" "$work/path$seed"
    files+=("$work/path$seed/p.geo")
done
for seed in $(seq 1 100); do
    mkdir -p "$work/diff$seed"
    python3 Scripts/difffuzz.py --emit "$seed" "$work/diff$seed"
    files+=("$work/diff$seed/p.geo")
done
echo "Compiling and running ${#files[@]} programs under LeakSanitizer (Scripts/leaks.sh) …"
status=0
"$binary" run "${files[@]}" >"$work/log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    # The last program replayed, the start of LeakSanitizer's report (or the failure) and
    # its summary.
    grep '^ok ' "$work/log" | tail -1 || true
    grep -v '^ok ' "$work/log" | head -n 120
    grep '^SUMMARY' "$work/log" || true
    echo "leaks found (or geo-fuzz failed, exit status $status): see above" >&2
    exit 1
fi
echo "no leaks: $(grep -c '^ok ' "$work/log") programs compiled, run and freed"
