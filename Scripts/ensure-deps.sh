#!/usr/bin/env bash
# Installs what geo needs to build: GNU readline's headers and library.
#   Debian/Ubuntu: apt-get install libreadline-dev
#   macOS:         brew install readline (Apple's own libreadline is libedit, without the GNU
#                  functions the REPL uses; SwiftPM finds Homebrew's through its readline.pc)
# Sourced by Scripts/tour.sh, Scripts/test.sh and Scripts/install.sh.
if [ "$(uname -s)" = Darwin ]; then
    if ! command -v brew >/dev/null 2>&1; then
        echo "geo: GNU readline comes from Homebrew on macOS: install Homebrew (https://brew.sh), then run: brew install readline" >&2
        exit 1
    fi
    if [ ! -f "$(brew --prefix)/opt/readline/lib/pkgconfig/readline.pc" ]; then
        echo "geo: GNU readline is missing; installing it: brew install readline" >&2
        brew install readline >&2 || {
            echo "geo: could not install readline; run: brew install readline" >&2
            exit 1
        }
    fi
elif [ ! -f /usr/include/readline/readline.h ]; then
    echo "geo: GNU readline's headers are missing; installing libreadline-dev" >&2
    if [ "$(id -u)" = 0 ]; then
        { apt-get update -qq && apt-get install -y -qq libreadline-dev; } >&2 || {
            echo "geo: could not install libreadline-dev; run: apt-get install -y libreadline-dev" >&2
            exit 1
        }
    elif command -v sudo >/dev/null 2>&1; then
        { sudo apt-get update -qq && sudo apt-get install -y -qq libreadline-dev; } >&2 || {
            echo "geo: could not install libreadline-dev; run: sudo apt-get install -y libreadline-dev" >&2
            exit 1
        }
    else
        echo "geo: install GNU readline's headers first: apt-get install -y libreadline-dev" >&2
        exit 1
    fi
fi
