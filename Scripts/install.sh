#!/usr/bin/env bash
# Puts `geo` on your PATH: builds the release command and copies it to ~/.local/bin/geo
# (or $PREFIX/bin/geo).
#   bash Scripts/install.sh                      # ~/.local/bin/geo
#   PREFIX=/usr/local bash Scripts/install.sh    # /usr/local/bin/geo
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ensure-deps.sh
prefix="${PREFIX:-$HOME/.local}"

bash Scripts/build-release.sh
built="$(swift build -c release --product geo --show-bin-path)/geo"

mkdir -p "$prefix/bin"
# Copy to a temporary name and rename, so a geo that is running keeps its file.
cp "$built" "$prefix/bin/.geo.installing"
chmod 755 "$prefix/bin/.geo.installing"
mv -f "$prefix/bin/.geo.installing" "$prefix/bin/geo"
echo "geo: installed $prefix/bin/geo ($("$prefix/bin/geo" --version))" >&2

case ":$PATH:" in
    *":$prefix/bin:"*) echo "geo: try it: geo Scripts/tour.geo" >&2 ;;
    *)
        echo "geo: $prefix/bin is not on your PATH. Add this line to your shell's startup file" >&2
        echo "     (~/.bashrc, ~/.zshrc or ~/.profile), then open a new terminal:" >&2
        echo "         export PATH=\"$prefix/bin:\$PATH\"" >&2
        ;;
esac
