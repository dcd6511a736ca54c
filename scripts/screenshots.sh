#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Takes the README's screenshots under Xvfb against the embedded demo sandbox, each from a
# fresh data folder (first run: demo profile, simulated workers), into docs/, on a 1280×800
# screen: the smallest the console is made for.
# Usage: scripts/screenshots.sh [build-dir]   (default: build/release, else build/dev)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-}"
if [[ -z "$build" ]]; then
    build=build/release
    [[ -x "$build/app/console/volcano-lock-console" ]] || build=build/dev
fi
console="$build/app/console/volcano-lock-console"
[[ -x "$console" ]] || { echo "no console in $build: build it first" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Rules that fire on the demo's keys within seconds, for the Alerts panel's picture.
demo_rules='{"rules": [
  {"name": "leader missing", "kind": "no_holder", "keys": "*", "seconds": 3, "severity": "page"},
  {"name": "stuck job", "kind": "held_too_long", "keys": "jobs:*", "seconds": 15,
   "severity": "ticket"},
  {"name": "flapping", "kind": "flapping", "changes": 2, "seconds": 60},
  {"name": "quota", "kind": "quota", "percent": 90}]}'

# name | seconds of live data | extra arguments
shots=(
    "screenshot-main|20|"
    "screenshot-detail|45|--screenshot-part detail"
    "screenshot-force-release|15|--force-release shard-0"
    "screenshot-test-leases|20|--show leases --test-lease ops:maintenance"
    "screenshot-quota|30|--show quota"
    "screenshot-planner|5|--show planner"
    "screenshot-timeline|240|--show timeline"
    "images/alerts-panel|30|--show alerts"
)
for shot in "${shots[@]}"; do
    IFS='|' read -r name seconds extra <<<"$shot"
    mkdir -p "$work/$name"
    if [[ "$name" == images/alerts-panel ]]; then
        printf '%s\n' "$demo_rules" >"$work/$name/alert-rules.json"
    fi
    # shellcheck disable=SC2086 # extra is a list of arguments
    xvfb-run -a -s "-screen 0 1280x800x24" "$console" --data-dir "$work/$name" --no-keychain \
        --screenshot "docs/$name.png" --screenshot-after "$seconds" $extra \
        >/dev/null 2>"$work/$name.log" || { cat "$work/$name.log" >&2; exit 1; }
    echo "docs/$name.png"
done
