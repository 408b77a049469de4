#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb and the relocatable tarball with cpack from BUILD_DIR (configured and built),
# installs the .deb with dpkg (pulling its dependencies with apt-get) and checks the INSTALLED
# programs: the GUI renders the demo offscreen, the CLI imports a model and prints its statistics;
# then the tarball is unpacked elsewhere and its CLI runs from there.
#   packaging/ci-package.sh BUILD_DIR
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd)
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

fail() {
    echo "ci-package: $*" >&2
    exit 1
}

# The install rules must be current even when BUILD_DIR was configured before they changed.
cmake "$build" > /dev/null
# The .deb installs under /usr whatever prefix BUILD_DIR was configured with; the tarball stays prefix-free.
(cd "$build" && cpack -G DEB -D CPACK_PACKAGING_INSTALL_PREFIX=/usr -B "$out" > "$out/cpack.log" 2>&1 \
    && cpack -G TGZ -B "$out" >> "$out/cpack.log" 2>&1) || { cat "$out/cpack.log" >&2; fail "cpack failed"; }
deb=$(ls "$out"/stepwise_*.deb)
tgz=$(ls "$out"/stepwise-*.tar.gz)
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB), $(basename "$tgz")"
dpkg-deb -f "$deb" Depends | grep -q libqt6sql6-sqlite || fail "Depends lacks libqt6sql6-sqlite"
dpkg-deb -f "$deb" Depends | grep -q qt6-qpa-plugins || fail "Depends lacks qt6-qpa-plugins"
dpkg-deb -f "$deb" Depends | grep -q libqt6widgets6 || fail "Depends lacks the shlibdeps libraries"
dpkg-deb -f "$deb" Depends | grep -q libmd4c-html0 || fail "Depends lacks libmd4c-html0 (HTML export)"
dpkg-deb -c "$deb" | grep -q "usr/share/applications/io.github.stepwise.StepWise.desktop" || fail "no .desktop file in the package"

if ! $SUDO dpkg -i "$deb"; then
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -f install -y -qq
fi
dpkg-query -W -f='${Status}\n' stepwise | grep -q "install ok installed" || fail "stepwise is not installed"

if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate /usr/share/applications/io.github.stepwise.StepWise.desktop
fi
if command -v appstreamcli > /dev/null; then
    appstreamcli validate --no-net /usr/share/metainfo/io.github.stepwise.StepWise.metainfo.xml
fi
[ -f /usr/share/icons/hicolor/scalable/apps/io.github.stepwise.StepWise.svg ] || fail "icon not installed"

# Run from an empty folder so nothing can come from the source or build tree.
cd "$out"
export QT_QPA_PLATFORM=offscreen
/usr/bin/stepwise --demo --screenshot "$out/demo.png" || fail "installed stepwise --demo --screenshot exited with $?"
[ "$(head -c 8 "$out/demo.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "demo.png is not a PNG"
echo "installed stepwise rendered the demo: $(du -k "$out/demo.png" | cut -f1) KiB PNG"

/usr/bin/stepwise-cli import --db "$out/models.sqlite" "$src/tests/data/graphdump" || fail "installed stepwise-cli import failed"
/usr/bin/stepwise-cli graph --db "$out/models.sqlite" --stats > "$out/stats.txt" || fail "installed stepwise-cli graph --stats failed"
cat "$out/stats.txt"
grep -q "1-com.example.demo-1.0" "$out/stats.txt" || fail "graph --stats does not list the imported model"

# The tarball is relocatable: unpack it anywhere and run its programs from there.
mkdir "$out/tgz"
tar -xzf "$tgz" -C "$out/tgz"
cli=$(find "$out/tgz" -path '*/bin/stepwise-cli')
"$cli" graph --db "$out/models.sqlite" --stats | grep -q "1-com.example.demo-1.0" || fail "the tarball's stepwise-cli failed"
gui=$(find "$out/tgz" -path '*/bin/stepwise')
"$gui" --demo --screenshot "$out/tgz.png" || fail "the tarball's stepwise failed"
echo "package checks passed"
