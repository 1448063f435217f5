#!/usr/bin/env bash
# The whole test suite under a sanitizer (issue 13):
#
#   bash Scripts/sanitize.sh thread|address
#
# Builds into .build-<sanitizer> (kept apart from the plain build) and runs every test there.
# Tests that run `geo` under `ulimit -v` skip themselves: a sanitizer-built program maps
# terabytes of shadow memory and cannot start under an address-space limit. Under
# ThreadSanitizer deep recursion is budgeted in frames (BigStack.ShadowStack: TSan's runtime
# hangs in its own free() once a thread has been ~75,000 frames deep), so call depth is 1,417.
# LeakSanitizer (address) leaves out Foundation's own blocks in the test harness
# (Scripts/lsan-suppressions.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-}
case "$sanitizer" in
    thread|address) ;;
    *) echo "usage: bash Scripts/sanitize.sh thread|address" >&2; exit 2 ;;
esac
if [ "$sanitizer" = address ]; then
    export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
fi
swift build --build-tests --sanitize="$sanitizer" --build-path ".build-$sanitizer"
swift test --skip-build --sanitize="$sanitizer" --build-path ".build-$sanitizer" --parallel
