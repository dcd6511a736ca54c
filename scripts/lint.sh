#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Static checks beyond the compiler (the dev preset already compiles with clazy):
#  1. clang-format: every C++ file formatted;
#  2. clang-tidy (.clang-tidy) over the widget-free code — core/, console/, sandbox/, app/ —
#     in parallel, from the dev preset's compile_commands.json. The widgets and tests are
#     covered by clazy; clang-tidy on them would double CI's time (docs/testing.md);
#  3. translations: every .ts current and complete (check-translations.sh).
# Any finding fails the run. Usage: lint.sh [BUILD_DIR] (default build/dev).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/dev}"
scripts/format.sh --check
scripts/check-translations.sh
count="$(git ls-files 'core/*.cpp' 'console/*.cpp' 'sandbox/*.cpp' 'app/*.cpp' | wc -l)"
run-clang-tidy -quiet -p "$build" -j "$(nproc)" "^$PWD/(core|console|sandbox|app)/.*\.cpp\$" \
    >"$build/clang-tidy.log" 2>&1 \
    || { # run-clang-tidy always colours its output
         sed 's/\x1b\[[0-9;]*m//g' "$build/clang-tidy.log" | grep -E -A1 'warning:|error:' >&2 \
             || cat "$build/clang-tidy.log" >&2
         echo "clang-tidy: findings above (full log: $build/clang-tidy.log)" >&2; exit 1; }
echo "lint: formatted; clang-tidy clean on $count files"
