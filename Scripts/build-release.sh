#!/usr/bin/env bash
# Builds the release `geo` with visible progress: SwiftPM's own lines (on stderr), and, while
# one long step runs (the optimised GeoScript module takes a minute or more the first time),
# a line every 15 seconds saying the build is still going. Used by tour.sh and install.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .build/release/geo ]; then
    echo "geo: building the release geo (the first build takes a few minutes; later ones seconds)" >&2
fi
swift build -c release --product geo >&2 &
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
