#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Renders the application icon (resources/icons/volcano-lock-console.svg) to the sized PNGs
# the hicolor theme wants, into resources/hicolor/. The PNGs are committed; run this after
# changing the SVG. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
svg=resources/icons/volcano-lock-console.svg
for size in 16 24 32 48 64 128 256 512; do
    dir="resources/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio "$svg" \
        --output "$dir/io.volcano.LockConsole.png"
    echo "$dir/io.volcano.LockConsole.png"
done
