#!/usr/bin/env bash
# Fuzzes geo with libFuzzer (issue 13):  bash Scripts/fuzz.sh parse|compile|run SECONDS
#
# Builds Sources/geo-fuzz with -sanitize=fuzzer,address into .build/fuzz, seeds a corpus
# (.build/fuzz/corpus-TARGET) from Scripts/**/*.geo and Fuzz/seeds/, and runs the target for
# SECONDS with the token dictionary Fuzz/geo.dict. An input slower than 1 s (-timeout) or
# using more than 500 MB (-rss_limit_mb) counts as a failure, like a crash or a sanitizer
# report; libFuzzer then writes it to .build/fuzz/crash-* / timeout-* / oom-*, which
#   swift run geo-fuzz TARGET FILE
# replays in a normal build. Prints libFuzzer's final statistics (executions, coverage).
# GEO_FUZZ_TIMEOUT=N raises the 1 s bound on a loaded machine (a slow input found there is
# replayed alone before it counts: most are the load, not geo).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh parse|compile|run SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh parse|compile|run SECONDS}
case "$target" in parse|compile|run) ;; *) echo "unknown target '$target' (parse, compile or run)" >&2; exit 2 ;; esac

# -sanitize=fuzzer links libFuzzer but does not instrument for coverage by itself: ask for it.
flags=(--product geo-fuzz --build-path .build/fuzz --sanitize=fuzzer --sanitize=address
       -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp -Xswiftc -DGEO_LIBFUZZER -Xswiftc -parse-as-library)
swift build "${flags[@]}"
binary=$(swift build "${flags[@]}" --show-bin-path)/geo-fuzz

corpus=.build/fuzz/corpus-$target
mkdir -p "$corpus"
# Scripts/bench/ is left out: benchmarks are slow on purpose.
find Scripts Fuzz/seeds -path Scripts/bench -prune -o -name '*.geo' -size -64k -exec cp {} "$corpus/" \;
cd .build/fuzz
# ASan keeps freed memory in a quarantine (256 MB by default) to catch use-after-free; that
# memory counts against -rss_limit_mb, which is meant for what an input makes geo hold. A
# smaller quarantine keeps the 500 MB bound about geo (a seed corpus of ~1,600 scripts hit it).
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=64}
GEO_FUZZ_TARGET=$target "$binary" "corpus-$target" -dict=../../Fuzz/geo.dict \
    -max_total_time="$seconds" -timeout="${GEO_FUZZ_TIMEOUT:-1}" -rss_limit_mb=500 -max_len=8192 -print_final_stats=1
