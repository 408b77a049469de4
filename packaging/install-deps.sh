#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every Debian 12 package StepWise needs to build, test and run.
# Idempotent: packages already present are left alone. postgresql: tst_graphstores runs a throwaway server
# with its initdb and pg_ctl (the packaged service is not used); libqt6sql6-psql: the team store on PostgreSQL.
set -eu
PKGS="build-essential cmake ninja-build pkg-config git
 qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite libqt6sql6-psql qt6-qpa-plugins libqt6svg6
 qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-charts-dev libqt6opengl6-dev libgl-dev
 liblink-grammar-dev link-grammar-dictionaries-en
 wordnet-dev wordnet-base libstemmer-dev
 libz3-dev libarchive-dev
 libmd4c-dev libmd4c-html0-dev
 libhunspell-dev hunspell-en-us hunspell-en-gb
 qtkeychain-qt6-dev
 fonts-dejavu-core fonts-wqy-microhei qt6-translations-l10n
 file dpkg-dev desktop-file-utils appstream
 clang clang-format libclang-rt-14-dev ccache
 postgresql"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
