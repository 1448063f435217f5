#!/usr/bin/env bash
# geo's main job: build the `geo` command and run a script (Scripts/tour.geo by default).
#   bash Scripts/tour.sh                 # the 30-second tour
#   bash Scripts/tour.sh path/to/x.geo   # any other script
# The build's progress goes to stderr; the script's output to stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-deps.sh
bash Scripts/build-release.sh
exec .build/release/geo "${@:-Scripts/tour.geo}"
