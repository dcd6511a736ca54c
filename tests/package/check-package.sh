#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds the .deb and .tar.gz from a configured build tree with CPack, then checks them as a
# user would receive them: the file list, the computed dependencies, the desktop entry and
# AppStream metainfo (Debian's validators), and the packaged programs run from an extracted
# copy — --version of all three, and the packaged sandbox serving the packaged CLI.
# Usage: check-package.sh BUILD_DIR VERSION
set -euo pipefail
build="$1"
version="$2"
app_id=io.volcano.LockConsole
work="$(mktemp -d)"
sandbox_pid=""
cleanup() {
    [[ -n "$sandbox_pid" ]] && kill "$sandbox_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== cpack"
cpack --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log" >&2; fail "cpack"; }
deb="$(ls "$work"/out/*.deb)"
tgz="$(ls "$work"/out/*.tar.gz)"
echo "$deb"; echo "$tgz"

echo "== file list"
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' | grep -v '/$' | sort >"$work/files"
expected=(
    /usr/bin/volcano-lock-console
    /usr/bin/volcano-lockctl
    /usr/bin/volcano-lock-sandbox
    /usr/share/applications/$app_id.desktop
    /usr/share/metainfo/$app_id.metainfo.xml
    /usr/share/icons/hicolor/scalable/apps/$app_id.svg
    /usr/share/doc/volcano-lock-console/README.md
    /usr/share/doc/volcano-lock-console/operator-guide.md
    /usr/share/doc/volcano-lock-console/copyright
)
for size in 16 24 32 48 64 128 256 512; do
    expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for file in "${expected[@]}"; do
    grep -qx "$file" "$work/files" || fail "missing from the package: $file"
done
# Nothing else: no test programs, static libraries, headers or build files.
unexpected="$(grep -Ev '^/usr/bin/volcano-lock(-console|ctl|-sandbox)$|^/usr/share/(applications|metainfo|icons/hicolor)/|^/usr/share/doc/volcano-lock-console/([^/]+\.md|copyright)$' "$work/files" || true)"
[[ -z "$unexpected" ]] || fail "unexpected files in the package: $unexpected"
echo "$(wc -l <"$work/files") files as expected"

echo "== dependencies"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
# From dpkg-shlibdeps (linked libraries) and from the run-time plugins' owners.
for package in libqt6core6 libqt6widgets6 libqt6charts6 libqt6keychain1 libqt6sql6-sqlite libqt6svg6; do
    grep -q "$package" <<<"$depends" || fail "Depends lacks $package"
done

echo "== validators"
dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/$app_id.metainfo.xml"
grep -q '<project_license>Apache-2.0</project_license>' \
    "$work/root/usr/share/metainfo/$app_id.metainfo.xml" || fail "metainfo: licence is not Apache-2.0"
grep -qx 'License: Apache-2.0' "$work/root/usr/share/doc/volcano-lock-console/copyright" \
    || fail "copyright file does not name Apache-2.0"

echo "== packaged programs"
bin="$work/root/usr/bin"
for program in volcano-lock-console volcano-lockctl volcano-lock-sandbox; do
    out="$(QT_QPA_PLATFORM=offscreen "$bin/$program" --version 2>/dev/null)"
    [[ "$out" == "$program $version" ]] || fail "$program --version said '$out'"
    echo "$out"
done
"$bin/volcano-lock-sandbox" --listen 127.0.0.1:0 --data "$work/sandbox" >"$work/sandbox.out" 2>&1 &
sandbox_pid=$!
for _ in $(seq 100); do
    grep -q "service-role key" "$work/sandbox.out" && break
    sleep 0.1
done
url="$(sed -n 's/^listening on //p' "$work/sandbox.out")"
key="$(sed -n 's/^project demo service-role key: //p' "$work/sandbox.out")"
[[ -n "$url" && -n "$key" ]] || { cat "$work/sandbox.out" >&2; fail "the packaged sandbox did not start"; }
export VOLCANO_URL="$url" VOLCANO_SERVICE_KEY="$key"
"$bin/volcano-lockctl" acquire pkg:check --ttl 30 --json >"$work/acquire.json"
"$bin/volcano-lockctl" get pkg:check --json >"$work/get.json"
grep -q '"held": *true' "$work/get.json" || fail "the packaged CLI did not see its lease: $(cat "$work/get.json")"
kill -TERM "$sandbox_pid"
wait "$sandbox_pid" || fail "the packaged sandbox did not stop cleanly on SIGTERM"
sandbox_pid=""
echo "packaged sandbox served the packaged CLI at $url"
# The packaged console finds the packaged sandbox next to itself for its embedded demo.
QT_QPA_PLATFORM=offscreen "$bin/volcano-lock-console" --data-dir "$work/console" --no-keychain \
    --sandbox --screenshot "$work/console.png" --screenshot-after 3 >"$work/console.out" 2>&1 \
    || { cat "$work/console.out" >&2; fail "the packaged console did not run"; }
grep -q "starting $bin/volcano-lock-sandbox" "$work/console.out" \
    || { cat "$work/console.out" >&2; fail "the packaged console did not use the packaged sandbox"; }
grep -q "^saved " "$work/console.out" || fail "the packaged console saved no picture"
echo "packaged console ran on its embedded sandbox"

echo "== tarball"
tar -tzf "$tgz" >"$work/tgz-files"
for program in volcano-lock-console volcano-lockctl volcano-lock-sandbox; do
    grep -q "/bin/$program\$" "$work/tgz-files" || fail "the tarball lacks bin/$program"
done
echo "PASS"
