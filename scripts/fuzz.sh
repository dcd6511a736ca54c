#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds the libFuzzer targets (the `fuzz` preset: clang, ASan + UBSan + LeakSanitizer) and
# runs each for a bounded time, starting from its committed seed corpus in fuzz/corpus/.
# Any crash, sanitizer report or leak fails the run and leaves the input in build/fuzz/crashes.
# Usage: scripts/fuzz.sh [seconds-per-target]   (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
targets=(fuzz_answer fuzz_validation fuzz_watchlist_import fuzz_sandbox_request fuzz_rule_file)
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target "${targets[@]}"
crashes=build/fuzz/crashes
mkdir -p "$crashes"
status=0
for target in "${targets[@]}"; do
    work="$(mktemp -d)"   # new inputs found this run; the committed seeds stay untouched
    log="build/fuzz/$target.log"
    if build/fuzz/fuzz/"$target" "$work" "fuzz/corpus/$target" -max_total_time="$seconds" \
        -print_final_stats=1 -artifact_prefix="$crashes/$target-" >"$log" 2>&1; then
        runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
        echo "$target: ${runs:-?} executions in ${seconds} s, no crash"
    else
        echo "$target: FAILED (see $log and $crashes)" >&2
        grep -E "ERROR|SUMMARY" "$log" >&2 || true
        status=1
    fi
    rm -rf "$work"
done
exit "$status"
