#!/usr/bin/env bash
# Installs what geo needs to build: the headers and libraries of GNU readline (the REPL) and GNU
# libmicrohttpd (the live view's server).
#   Debian/Ubuntu: apt-get install libreadline-dev libmicrohttpd-dev
#   macOS:         brew install readline libmicrohttpd (Apple's own libreadline is libedit,
#                  without the GNU functions the REPL uses; SwiftPM finds Homebrew's through
#                  their .pc files)
# Sourced by Scripts/tour.sh, Scripts/test.sh and Scripts/install.sh.
# Installs Debian package $1 (a header is missing), as root, through sudo, or says how.
geo_apt_install() {
    echo "geo: $2 is missing; installing $1" >&2
    if [ "$(id -u)" = 0 ]; then
        { apt-get update -qq && apt-get install -y -qq "$1"; } >&2 || {
            echo "geo: could not install $1; run: apt-get install -y $1" >&2
            exit 1
        }
    elif command -v sudo >/dev/null 2>&1; then
        { sudo apt-get update -qq && sudo apt-get install -y -qq "$1"; } >&2 || {
            echo "geo: could not install $1; run: sudo apt-get install -y $1" >&2
            exit 1
        }
    else
        echo "geo: install $2 first: apt-get install -y $1" >&2
        exit 1
    fi
}

# Installs Homebrew formula $1 unless its pkg-config file is there.
geo_brew_install() {
    if ! command -v brew >/dev/null 2>&1; then
        echo "geo: $1 comes from Homebrew on macOS: install Homebrew (https://brew.sh), then run: brew install $1" >&2
        exit 1
    fi
    if [ ! -f "$(brew --prefix)/opt/$1/lib/pkgconfig/$2.pc" ]; then
        echo "geo: $1 is missing; installing it: brew install $1" >&2
        brew install "$1" >&2 || {
            echo "geo: could not install $1; run: brew install $1" >&2
            exit 1
        }
    fi
}

if [ "$(uname -s)" = Darwin ]; then
    geo_brew_install readline readline
    geo_brew_install libmicrohttpd libmicrohttpd
else
    [ -f /usr/include/readline/readline.h ] || geo_apt_install libreadline-dev "GNU readline's headers"
    [ -f /usr/include/microhttpd.h ] || geo_apt_install libmicrohttpd-dev "GNU libmicrohttpd's headers"
fi
