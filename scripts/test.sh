#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Every test, in three stages (installs missing Debian packages first):
#  1. the dev preset (warnings are errors): all CTest tests, with a real Secret Service for
#     the keychain tests (scripts/with-keyring.sh);
#  2. the libFuzzer targets, each for a bounded time (VOLCANO_FUZZ_SECONDS, default 30);
#  3. the asan preset (AddressSanitizer + UndefinedBehaviorSanitizer + LeakSanitizer): the
#     whole suite again, packaging aside. VOLCANO_SANITIZERS=0 skips it for a quick local run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-tools.sh
cmake --preset dev
cmake --build --preset dev
scripts/with-keyring.sh ctest --preset dev "$@"
scripts/fuzz.sh "${VOLCANO_FUZZ_SECONDS:-30}"
if [[ "${VOLCANO_SANITIZERS:-1}" != 0 ]]; then
    cmake --preset asan
    cmake --build --preset asan
    scripts/with-keyring.sh ctest --preset asan "$@"
fi
