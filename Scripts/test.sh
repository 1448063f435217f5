#!/usr/bin/env bash
# Builds geo and runs every test: unit and property tests, the script suite (each
# Scripts/**/*.geo against its .expected output) and the REPL driven through a pseudo-terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-deps.sh
swift build --build-tests
swift test --skip-build --parallel
