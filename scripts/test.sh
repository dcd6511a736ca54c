#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Every test, in four stages (installs missing Debian packages first, then checks that every
# program the stages call is there, naming the package of any that is not):
#  1. the dev preset: clang with the clazy plugin, compiler and clazy warnings are errors;
#  2. lint: clang-format over every C++ file, clang-tidy over the widget-free code;
#     then all CTest tests, with a throwaway PostgreSQL 15 cluster for the store tests
#     (scripts/with-postgres.sh) and a real Secret Service for the keychain tests
#     (scripts/with-keyring.sh);
#  3. the libFuzzer targets, each for a bounded time (VOLCANO_FUZZ_SECONDS, default 30);
#  4. the asan preset (GCC, AddressSanitizer + UndefinedBehaviorSanitizer + LeakSanitizer):
#     the whole suite again, packaging aside. VOLCANO_SANITIZERS=0 skips it for a quick run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-tools.sh
cmake --preset dev
cmake --build --preset dev
scripts/lint.sh build/dev
scripts/with-postgres.sh scripts/with-keyring.sh ctest --preset dev "$@"
scripts/fuzz.sh "${VOLCANO_FUZZ_SECONDS:-30}"
if [[ "${VOLCANO_SANITIZERS:-1}" != 0 ]]; then
    cmake --preset asan
    cmake --build --preset asan
    scripts/with-postgres.sh scripts/with-keyring.sh ctest --preset asan "$@"
fi
