#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One command from a clean clone on Debian 12:
#   packaging/setup.sh run [stepwise options]   install packages, build, start the GUI on the demo model
#   packaging/setup.sh test                     install packages, build, run every test with ctest
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-run}
[ $# -gt 0 ] && shift

sh "$here/packaging/install-deps.sh"

build="$here/build"
launcher=""
if command -v ccache > /dev/null; then
    # Relative paths in ccache's keys: a second clone (or a CI run in a fresh folder) reuses the first one's objects.
    export CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=1
    launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
fi
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo $launcher
fi
case "$mode" in
# The window and the CLI only: the tests are built by "test".
run) cmake --build "$build" --parallel "$(nproc)" --target stepwise stepwise-cli ;;
*) cmake --build "$build" --parallel "$(nproc)" ;;
esac

case "$mode" in
run)
    exec "$build/app/stepwise" --demo "$@"
    ;;
test)
    cd "$build"
    exec ctest --output-on-failure --parallel "$(nproc)"
    ;;
*)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
