#!/usr/bin/env bash
# Builds the release `geo` with visible progress: SwiftPM's own lines (on stderr), and, while
# one long step runs (the optimised GeoScript module takes a minute or more the first time),
# a line every 15 seconds saying the build is still going. Used by tour.sh, install.sh and
# bench/compare.sh (one set of flags, so none of them rebuilds what another built).
#
# On Linux, for start-up time and memory (`geo -e 'print(1)'`, measured in the commit that
# added this and in the notes):
# - the Swift runtime is linked statically (--static-swift-stdlib): geo no longer binds
#   thousands of symbols of the toolchain's shared runtime libraries at every start, and the
#   built (or installed) command does not need the toolchain's libraries to run;
# - linked by the toolchain's lld with packed relative relocations (DT_RELR), which shrink the
#   ~27,000 relocations the loader reads at start from 630 KB to 6 KB. DT_RELR needs glibc
#   2.36 or later where geo runs, so only when this machine's glibc has it;
# - with lld, the functions that start-up runs placed together (Scripts/startup.order), so the
#   pages of code a start touches are few (`geo -e 'print(1)'` peak RSS 9.5 → 8.0 MB here).
# macOS has the runtime in the OS (no such option) and links as usual.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product geo)
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib)
    # Without frame pointers (SwiftPM passes -fno-omit-frame-pointer on Linux): every
    # function then pushes no rbp, and a closure's partial-apply forwarder is a jump instead
    # of a frame of its own around a call.
    flags+=(--omit-frame-pointers)
    swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
    glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
    if [ -x "$swift_bin/ld.lld" ] && printf '2.36\n%s\n' "$glibc" | sort -V -C; then
        flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
        # A position-dependent executable (not PIE): its pointers in data are fixed by the
        # link, so the loader rewrites none of them at start. As a PIE, every page of
        # .data.rel.ro and .data holding a pointer (~130 pages: the runtime's and geo's
        # metadata, witness tables, closures' descriptors) was written by the loader at each
        # start, a page fault each — a quarter of `geo -e 'print(1)'`'s faults, which cost
        # several microseconds each here. (The executable then loads at its fixed address; the
        # libraries and the heap are still placed at random.)
        flags+=(-Xlinker -no-pie)
        # The C++ runtime that Swift's runtime uses, linked from its archive when the machine has
        # it (libstdc++-N-dev, which the toolchain needs): the loader then maps no
        # libstdc++.so and binds none of its ~1,700 symbols at every start (90 % of the symbol
        # bindings of `geo -e 'print(1)'`). The runtime's link arguments say `-lstdc++`; a
        # folder holding only the archive, searched first, makes that name the archive.
        # callgrind, a Swift hello world: 2.15 M -> 0.57 M instructions, peak RSS 5.0 -> 4.2 MB.
        stdcxx=$("$swift_bin/clang" -print-file-name=libstdc++.a 2>/dev/null || true)
        if [ -f "$stdcxx" ]; then
            mkdir -p .build/static-libstdc++
            ln -sf "$stdcxx" .build/static-libstdc++/libstdc++.a
            flags+=(-Xlinker -L"$PWD/.build/static-libstdc++")
        fi
        # The functions start-up runs placed side by side (Scripts/startup.order, written by
        # Scripts/startup-order.sh): each function in a section of its own, so the link can
        # order them. The runtime's static library has its functions in sections already.
        flags+=(-Xswiftc -Xfrontend -Xswiftc -function-sections
                -Xlinker --symbol-ordering-file="$PWD/Scripts/startup.order"
                -Xlinker --no-warn-symbol-ordering)
        # Link-time optimisation (lld links the modules' LLVM bitcode), for the closures of
        # compiled code. A closure is called through its partial-apply forwarder, which hands
        # the context (r13) to the closure's body as an argument. For a throwing closure
        # (every node: `Eval`, `Exec`, `Test`) LLVM cannot make that forwarder a jump (no tail
        # call with a swifterror argument), so each node evaluation went through 5 more
        # instructions and a frame of its own (push, mov, call, pop, ret). The body is mostly a
        # generic specialization, whose linkage is shared (linkonce_odr: a copy may be in
        # every file of the whole-module build), and LLVM inlines a function into its only
        # caller whatever its size only when nothing outside can call it; at link time such a
        # body is internal, so it is merged into its forwarder (forwarders calling their body:
        # 901 → 15). Full rather than thin: one module, so GeoCore's and GeoViews' code is
        # inlined into GeoScript's too (flow 857 M thin, 813 M full; the build as long).
        # callgrind, before → after: fib 1308 → 1294 M, fib-nested 1242 → 1153 M,
        # pqrec 1465 → 1385 M, loop 2088 → 2008 M, flow 923 → 813 M, present 494 → 450 M;
        # `geo -e 'print(1)'` peak RSS 8.0 → 7.3 MB.
        flags+=(--experimental-lto-mode=full)
        # Without LLVM's function merging (on by default in Swift's -O): it folded closures
        # that differ only in a function they call (a call site's code for 1, 2 or 3
        # arguments) into one body taking that function as an argument, so the call went
        # through a forwarder, a merged body and an indirect call of what had been inlined —
        # fib-closure's every call. callgrind: fib-closure 1506 → 1351 M, springs 230 → 226 M,
        # points 1161 → 1151 M, pqrec 1384 → 1377 M, sieve 1496 → 1488 M; hanoi 1088 → 1105 M
        # (its 4-argument site's closure laid out anew); the binary 31.7 → 34.2 MB,
        # `geo -e 'print(1)'` peak RSS 7.4 → 8.3 MB.
        flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass)
    fi
fi
if [ ! -x .build/release/geo ]; then
    echo "geo: building the release geo (the first build takes a few minutes; later ones seconds)" >&2
fi
swift build "${flags[@]}" >&2 &
build=$!
(
    while sleep 15; do
        kill -0 "$build" 2>/dev/null || exit 0
        echo "geo: … still building (${SECONDS}s)" >&2
    done
) &
ticker=$!
status=0
wait "$build" || status=$?
kill "$ticker" 2>/dev/null || true
wait "$ticker" 2>/dev/null || true
exit "$status"
