#!/usr/bin/env bash
# Installs what geo needs to build on a fresh Debian machine: GNU readline's headers.
# Sourced by Scripts/tour.sh and Scripts/test.sh.
if [ ! -f /usr/include/readline/readline.h ]; then
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
