#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks that resources/translations/*.ts are current and complete: lupdate over the sources
# the build translates (ui/i18n/CMakeLists.txt) must find nothing new, nothing gone and
# nothing unfinished. English is the source language: its file holds only the plural forms. Fix with `cmake --build --preset dev --target update_translations`, then
# translate what is marked unfinished (Qt Linguist, or the .ts by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for ts in resources/translations/*.ts; do
    cp "$ts" "$work/"
    copy="$work/$(basename "$ts")"
    only=()
    [[ $ts == *_en.ts ]] && only=(-pluralonly)
    /usr/lib/qt6/bin/lupdate -silent "${only[@]}" -no-obsolete -locations none -I . -I core \
        ui console core app/console -ts "$copy" >"$work/lupdate.log" 2>&1
    if grep -q 'type="unfinished"' "$copy"; then
        echo "translations: $ts has strings without a translation:" >&2
        grep -B3 'type="unfinished"' "$copy" | grep '<source>' | head -20 >&2
        status=1
    elif ! cmp -s "$ts" "$copy"; then
        echo "translations: $ts is not current (update_translations target):" >&2
        diff "$ts" "$copy" | head -20 >&2
        status=1
    fi
done
[[ $status -eq 0 ]] && echo "translations: current and complete ($(ls resources/translations/*.ts | wc -l) files)"
exit $status
