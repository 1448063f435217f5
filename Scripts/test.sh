#!/usr/bin/env bash
# Builds geo and runs every test: unit and property tests, the script suite (each
# Scripts/**/*.geo against its .expected output, each lesson's exercises against its .answers)
# the REPL driven through a pseudo-terminal, the resource stress suite (Scripts/stress.sh), the
# differential fuzzers on fixed seeds, and the live view's browser tests (Tests/browser:
# Playwright for Python driving Debian's chromium) when chromium and playwright are installed —
# GEO_BROWSER_TESTS=required makes their absence an error (.ci/run sets it).
#
# swift test's own output (thousands of lines, among them the text of bad programs that tests
# feed geo on purpose, "error:" included) goes to .build/test.log. This prints one line per
# test suite, every failing test's messages in full, and — last — Swift Testing's closing line
# `Test run with N tests in M suites passed|failed …`. The exit status is swift test's.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-deps.sh
swift build --build-tests

log=.build/test.log
echo "Running the tests (the whole output goes to $log) …"
status=0
swift test --skip-build --parallel >"$log" 2>&1 || status=$?

# One line per suite, in the order they finished.
grep -E '^(✔|✘) Suite ' "$log" || true

# Every failure in full: a line `✘ Test … recorded an issue …` (or `✘ Test … failed …`) and the
# lines that continue it (multi-line values and `↳` comments), up to the next status line.
failures=$(awk '
    /^(◇|✔|✘)/ { showing = 0 }
    /^✘ / && !/^✘ Suite / && !/^✘ Test run with/ { showing = 1 }
    showing { print }
' "$log")
if [ -n "$failures" ]; then
    echo
    echo "Failures:"
    echo "$failures"
    echo
fi

closing=$(grep -E '^(✔|✘) Test run with ' "$log" | tail -1 || true)
if [ -n "$closing" ]; then
    echo "$closing"
else
    # No closing line: swift test itself failed (a crash, a build problem). Show its last words.
    echo "swift test ended without its closing line (exit status $status); the end of $log:"
    tail -n 40 "$log"
fi
[ "$status" -eq 0 ] || exit "$status"

# Every resource attack of issue 13, each under ulimit -v and a timeout: a clean exit or fail.
echo "Running the resource stress suite (Scripts/stress.sh) …"
bash Scripts/stress.sh .build/debug/geo

# Random programs on fixed seeds (a finding is reproducible: `--emit SEED DIR` writes it):
# geometry read and stored through every kind of operand against the same program with each
# operand made a computed value (Scripts/pathfuzz.py: the fast paths against the general ones),
# and scalar, closure and list code against a Python twin (Scripts/difffuzz.py).
if command -v python3 >/dev/null; then
    echo "Running the differential fuzzers (Scripts/pathfuzz.py, Scripts/difffuzz.py) …"
    python3 Scripts/pathfuzz.py --geo .build/debug/geo --count 150 --out .build/pathfuzz
    python3 Scripts/difffuzz.py --geo .build/debug/geo --count 60 --out .build/difffuzz
else
    echo "differential fuzzers skipped: python3 is not installed"
fi

chromium_path=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium_path" ]; then
    missing="chromium is not installed (apt-get install -y chromium)"
elif ! python3 -c "import playwright.sync_api, pytest" 2>/dev/null; then
    missing="python3 cannot import playwright and pytest (pip install playwright pytest)"
else
    missing=""
fi
if [ -n "$missing" ]; then
    if [ "${GEO_BROWSER_TESTS:-}" = required ]; then
        echo "browser tests cannot run: $missing" >&2
        exit 1
    fi
    echo "browser tests skipped: $missing"
    echo "$closing"   # the summary CI reads stays the last line
    exit 0
fi
echo "Running the live view's browser tests (Tests/browser, chromium at $chromium_path) …"
status=0
GEO_BIN="$PWD/.build/debug/geo" CHROMIUM="$chromium_path" python3 -m pytest -q Tests/browser || status=$?
# pytest's 5 means "no tests collected", which is not a failure of geo.
if [ "$status" -ne 0 ] && [ "$status" -ne 5 ]; then exit "$status"; fi
echo "$closing"   # the summary CI reads stays the last line
