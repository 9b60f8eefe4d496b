#!/bin/bash
# SPDX-License-Identifier: MIT
#
# Checks a Pipewright Debian package without installing it:
#   packaging/check-deb.sh build/release/pipewright_0.1.0-1_amd64.deb
#   packaging/check-deb.sh build/release            # the newest pipewright_*.deb in the folder
#   packaging/check-deb.sh --build build/dev        # make a package of that build (cpack) and check it
#
# What it checks: the control fields (name, version, architecture, the library dependencies found by
# dpkg-shlibdeps and the run-time ones dpkg-shlibdeps cannot see), the file list (both programs, the desktop
# entry, AppStream metainfo, the scalable and PNG icons at every size, the copyright file, the sample
# workspace; nothing from the build tree), the desktop entry and metainfo with desktop-file-validate and
# appstreamcli, the PNG sizes, stripped binaries, and the extracted programs themselves: `pipewright
# --version`, `pipewright validate` on the bundled sample, and the Chinese catalogue compiled into the studio.
# Exit status 0 when everything holds, 1 otherwise (each failure is listed), 2 on wrong usage.

set -u

usage() {
    echo "usage: $0 PACKAGE.deb | FOLDER | --build BUILD_FOLDER" >&2
    exit 2
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ $# -eq 2 ] && [ "$1" = --build ]; then
    # a package of the given build, made in a scratch folder so the build's own packages stay as they are
    [ -f "$2/CPackConfig.cmake" ] || { echo "$2: not a configured build folder (no CPackConfig.cmake)" >&2; exit 2; }
    command -v cpack >/dev/null || { echo "cpack is needed to make the package" >&2; exit 2; }
    echo "Making the package of $2 ..."
    if ! cpack -G DEB --config "$2/CPackConfig.cmake" -B "$work/package" >"$work/cpack.log" 2>&1; then
        cat "$work/cpack.log"
        echo "FAIL: cpack -G DEB failed"
        exit 1
    fi
    set -- "$work/package"
fi
[ $# -eq 1 ] || usage
deb="$1"
if [ -d "$deb" ]; then
    deb=$(ls -t "$deb"/pipewright_*.deb 2>/dev/null | head -n 1)
    [ -n "$deb" ] || { echo "$1: no pipewright_*.deb in this folder (run cpack -G DEB there first)" >&2; exit 2; }
fi
[ -f "$deb" ] || { echo "$deb: no such file" >&2; exit 2; }
for tool in dpkg-deb python3; do
    command -v "$tool" >/dev/null || { echo "$tool is needed to check the package" >&2; exit 2; }
done

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
ok() {
    echo "ok:   $*"
}

echo "Checking $deb"

# --- control fields -------------------------------------------------------------------------------------

field() { dpkg-deb -f "$deb" "$1" 2>/dev/null; }
package=$(field Package)
version=$(field Version)
arch=$(field Architecture)
depends=$(field Depends)
[ "$package" = pipewright ] && ok "Package: $package" || fail "Package is '$package', not 'pipewright'"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+-[0-9]+$ ]] && ok "Version: $version" || fail "Version '$version' is not UPSTREAM-RELEASE"
[ "$arch" = "$(dpkg --print-architecture 2>/dev/null || echo amd64)" ] && ok "Architecture: $arch" \
    || fail "Architecture '$arch' does not match this machine"
[ -n "$(field Description)" ] && ok "Description present" || fail "no Description"
[ -n "$(field Maintainer)" ] && ok "Maintainer: $(field Maintainer)" || fail "no Maintainer"

# libraries (from dpkg-shlibdeps) and run-time needs (plugins, interpreters)
names=$(tr ',|' '\n\n' <<<"$depends" | awk '{ print $1 }')
for dep in libc6 'libstdc++6' libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6sql6-sqlite 'libyaml-cpp*' libgvc6 \
           qt6-qpa-plugins python3; do
    if [[ "$dep" == *'*' ]]; then
        found=$(grep -F -- "${dep%\*}" <<<"$names" | grep -c "^${dep%\*}")
    else
        found=$(grep -cxF -- "$dep" <<<"$names")
    fi
    if [ "$found" -gt 0 ]; then
        ok "Depends on $dep"
    else
        fail "Depends lacks $dep (Depends: $depends)"
    fi
done
# dpkg-shlibdeps writes versioned dependencies; a hand-written list would not have them
grep -Eq 'libqt6widgets6 \(>= [0-9]' <<<"$depends" && ok "library dependencies carry versions (dpkg-shlibdeps)" \
    || fail "libqt6widgets6 has no version constraint: was the package built with CPACK_DEBIAN_PACKAGE_SHLIBDEPS?"

# --- file list --------------------------------------------------------------------------------------------

dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|' >"$work/files"
has() { grep -qx "$1" "$work/files"; }
expected=(
    /usr/bin/pipewright
    /usr/bin/pipewright-studio
    /usr/share/applications/org.pipewright.Studio.desktop
    /usr/share/metainfo/org.pipewright.Studio.metainfo.xml
    /usr/share/icons/hicolor/scalable/apps/org.pipewright.Studio.svg
    /usr/share/doc/pipewright/copyright
    /usr/share/pipewright/workspace/pipelines/train_pipeline.yml
)
sizes=(16 22 24 32 48 64 128 256)
for size in "${sizes[@]}"; do
    expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/org.pipewright.Studio.png")
done
for path in "${expected[@]}"; do
    has "$path" && ok "contains $path" || fail "missing $path"
done
# the program's own /usr/lib folder: the charts plugin, loaded by the studio with its first chart
# (views/charts/README.md), the keychain plugin, loaded with the first secret, and the helper that draws the pictures
# of `pipewright export`
for own in pipewright-charts.so pipewright-keychain.so pipewright-picture; do
    found=$(grep -E "^/usr/lib/([^/]+/)?pipewright/${own//./\\.}\$" "$work/files" | head -n 1)
    [ -n "$found" ] && ok "contains $found" || fail "missing /usr/lib/.../pipewright/$own"
done
unwanted=$(grep -E '(/tst_|/bench_|/fuzz_|pw_render_icon|\.a$|\.h$|/include/|__pycache__|\.pyc$|CMakeFiles|/build/)' \
           "$work/files")
[ -z "$unwanted" ] && ok "nothing from the build tree or the tests" || fail "unexpected files: $(echo $unwanted)"
outside=$(grep -vE '^/($|usr/?$|usr/(bin|share)(/|$)|usr/lib/?$|usr/lib/[^/]+/?$|usr/lib/([^/]+/)?pipewright(/|$))' \
          "$work/files")
[ -z "$outside" ] && ok "everything under /usr/bin, /usr/share and the program's own /usr/lib folder" \
    || fail "files outside /usr/bin, /usr/share and /usr/lib/.../pipewright: $(echo $outside)"

# --- extracted contents -----------------------------------------------------------------------------------

root="$work/root"
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x failed"

if command -v desktop-file-validate >/dev/null; then
    out=$(desktop-file-validate "$root/usr/share/applications/org.pipewright.Studio.desktop" 2>&1)
    [ $? -eq 0 ] && ok "desktop-file-validate${out:+ ($out)}" || fail "desktop-file-validate: $out"
else
    echo "skip: desktop-file-validate is not installed (package desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null; then
    out=$(appstreamcli validate --no-net "$root/usr/share/metainfo/org.pipewright.Studio.metainfo.xml" 2>&1)
    [ $? -eq 0 ] && ok "appstreamcli validate" || fail "appstreamcli validate: $out"
else
    echo "skip: appstreamcli is not installed (package appstream)"
fi
grep -q '^Icon=org.pipewright.Studio$' "$root/usr/share/applications/org.pipewright.Studio.desktop" \
    && ok "the desktop entry names the installed icon" || fail "Icon= of the desktop entry does not name org.pipewright.Studio"

# PNG header: width and height at bytes 16..23
for size in "${sizes[@]}"; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/org.pipewright.Studio.png"
    [ -f "$png" ] || continue
    dims=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]) if d[:8]==b"\x89PNG\r\n\x1a\n" else "not-a-png")' "$png")
    [ "$dims" = "${size}x${size}" ] && ok "icon ${size}x${size} is a ${dims} PNG" || fail "icon ${size}x${size} is $dims"
done

for exe in pipewright pipewright-studio; do
    bin="$root/usr/bin/$exe"
    [ -x "$bin" ] || { fail "$exe is not executable"; continue; }
    if command -v readelf >/dev/null; then
        readelf -S "$bin" | grep -q '\.debug_info' && fail "$exe is not stripped" || ok "$exe is stripped"
    fi
done

# the programs run from the extracted tree (the libraries they need are those of this machine)
export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" HOME="$work/home"
mkdir -p "$HOME"
upstream=${version%-*}
out=$("$root/usr/bin/pipewright" --version 2>&1)
grep -q "$upstream" <<<"$out" && ok "pipewright --version: $out" || fail "pipewright --version says '$out', not $upstream"
out=$("$root/usr/bin/pipewright" validate "$root/usr/share/pipewright/workspace/pipelines/train_pipeline.yml" 2>&1)
rc=$?
[ $rc -eq 0 ] && ok "pipewright validate on the bundled sample" || fail "pipewright validate on the bundled sample exited $rc: $out"
# a picture is drawn by the installed helper, found beside the installed program (--verbose names it)
out=$("$root/usr/bin/pipewright" --verbose export "$root/usr/share/pipewright/workspace/pipelines/train_pipeline.yml" \
      -o "$work/sample.svg" 2>&1)
rc=$?
[ $rc -eq 0 ] && grep -q "<svg" "$work/sample.svg" && grep -q "$root/usr/lib/.*pipewright/pipewright-picture" <<<"$out" \
    && ok "pipewright export draws an SVG with the installed helper" || fail "pipewright export -o sample.svg exited $rc: $out"
out=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/pipewright-studio" --version 2>&1)
grep -q "$upstream" <<<"$out" && ok "pipewright-studio --version: $out" || fail "pipewright-studio --version says '$out'"
# the studio finds its charts plugin in the extracted tree (a chart it cannot draw says so on standard error)
out=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/pipewright-studio" --verbose --show quota \
      --screenshot "$work/quota.png" 2>&1)
rc=$?
if [ $rc -eq 0 ] && [ -s "$work/quota.png" ] && grep -qF "charts plugin loaded from $root/" <<<"$out"; then
    ok "the studio draws its charts (the quota dashboard, with the plugin of the package)"
else
    fail "the quota dashboard of the extracted studio (exit $rc): $(grep -m 1 'charts plugin' <<<"$out" || echo 'no chart made')"
fi
# the Chinese catalogue is compiled into the programs: the studio's help follows LANG
out=$(LC_ALL= LANGUAGE= LANG=zh_CN.UTF-8 QT_QPA_PLATFORM=offscreen "$root/usr/bin/pipewright-studio" --help 2>&1)
grep -q '设计、检查和运行' <<<"$out" && ok "the studio speaks Simplified Chinese with LANG=zh_CN.UTF-8" \
    || fail "pipewright-studio --help with LANG=zh_CN.UTF-8 is not in Chinese: $(head -n 2 <<<"$out")"

echo
if [ $failures -eq 0 ]; then
    echo "$deb: all checks passed"
    exit 0
fi
echo "$deb: $failures check(s) failed"
exit 1
