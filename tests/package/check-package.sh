#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds the .deb and .tar.gz from a configured build tree with CPack, then checks them as a
# user would receive them: the file list, the computed dependencies, the desktop entry and
# AppStream metainfo (Debian's validators), the recorder's systemd unit (systemd-analyze
# verify, when systemd is installed), and the packaged programs run from an extracted copy —
# --version of all four, the packaged sandbox serving the packaged CLI, and the packaged
# recorder reading the packaged example configuration.
# Usage: check-package.sh BUILD_DIR VERSION
set -euo pipefail
build="$1"
version="$2"
app_id=io.volcano.LockConsole
work="$(mktemp -d)"
sandbox_pid=""
recorder_pid=""
cleanup() {
    [[ -n "$recorder_pid" ]] && kill "$recorder_pid" 2>/dev/null || true
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
    /usr/bin/volcano-lock-recorder
    /usr/lib/systemd/system/volcano-lock-recorder@.service
    /usr/share/doc/volcano-lock-console/examples/volcano-lock-recorder.conf
    /usr/share/doc/volcano-lock-console/examples/prometheus.yml
    /usr/share/doc/volcano-lock-console/examples/grafana-dashboard.json
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
unexpected="$(grep -Ev '^/usr/bin/volcano-lock(-console|ctl|-sandbox|-recorder)$|^/usr/lib/systemd/system/volcano-lock-recorder@\.service$|^/usr/share/(applications|metainfo|icons/hicolor)/|^/usr/share/doc/volcano-lock-console/([^/]+\.md|copyright|examples/(volcano-lock-recorder\.conf|prometheus\.yml|grafana-dashboard\.json))$' "$work/files" || true)"
[[ -z "$unexpected" ]] || fail "unexpected files in the package: $unexpected"
echo "$(wc -l <"$work/files") files as expected"

echo "== dependencies"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
# From dpkg-shlibdeps (linked libraries) and from the run-time plugins' owners.
for package in libqt6core6 libqt6widgets6 libqt6charts6 libqt6keychain1 libqt6sql6-sqlite \
    libqt6sql6-psql libqt6svg6; do
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

echo "== monitoring examples"
promtool check config "$work/root/usr/share/doc/volcano-lock-console/examples/prometheus.yml" \
    >/dev/null || fail "the example prometheus.yml does not pass promtool check config"

echo "== the recorder's systemd unit"
unit="$work/root/usr/lib/systemd/system/volcano-lock-recorder@.service"
for setting in DynamicUser=yes ProtectSystem=strict ProtectHome=yes PrivateTmp=yes \
    NoNewPrivileges=yes Restart=on-failure 'RestartPreventExitStatus=2 6' KillSignal=SIGTERM \
    'LoadCredential=service-key:/etc/volcano-lock-recorder/%i.key'; do
    grep -qxF "$setting" "$unit" || fail "the unit lacks $setting"
done
if command -v systemd-analyze >/dev/null; then
    # verify checks that ExecStart is executable: an instance of a copy pointing at the
    # extracted program (a template itself cannot be verified).
    sed "s|/usr/bin/volcano-lock-recorder|$work/root/usr/bin/volcano-lock-recorder|" "$unit" \
        >"$work/volcano-lock-recorder@check.service"
    systemd-analyze verify "$work/volcano-lock-recorder@check.service" 2>&1 | tee "$work/verify.log"
    [[ ! -s "$work/verify.log" ]] || fail "systemd-analyze verify complained about the unit"
    systemd-analyze security --offline=yes --threshold=20 \
        "$work/volcano-lock-recorder@check.service" | tail -1
else
    echo "systemd-analyze not installed: unit checked by its settings only"
fi

echo "== packaged programs"
bin="$work/root/usr/bin"
for program in volcano-lock-console volcano-lockctl volcano-lock-sandbox volcano-lock-recorder; do
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
# The packaged recorder takes its options from the packaged example (store and URL overridden
# on the command line, which wins) and leads on an SQLite store.
example="$work/root/usr/share/doc/volcano-lock-console/examples/volcano-lock-recorder.conf"
"$bin/volcano-lock-recorder" init-store --store "$work/team.sqlite"
"$bin/volcano-lock-recorder" keys add pkg:check --store "$work/team.sqlite"
"$bin/volcano-lock-recorder" run --config "$example" --store "$work/team.sqlite" --url "$url" \
    >"$work/recorder.out" 2>&1 &
recorder_pid=$!
for _ in $(seq 150); do
    grep -q '^role: leader' "$work/recorder.out" && break
    sleep 0.1
done
grep -q '^role: leader' "$work/recorder.out" \
    || { cat "$work/recorder.out" >&2; fail "the packaged recorder did not lead with the example configuration"; }
kill -TERM "$recorder_pid"
wait "$recorder_pid" || { cat "$work/recorder.out" >&2; fail "the packaged recorder did not stop cleanly on SIGTERM"; }
recorder_pid=""
echo "packaged recorder led with the packaged example configuration"
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
for program in volcano-lock-console volcano-lockctl volcano-lock-sandbox volcano-lock-recorder; do
    grep -q "/bin/$program\$" "$work/tgz-files" || fail "the tarball lacks bin/$program"
done
echo "PASS"
