#!/usr/bin/env bash
# Builds the dev preset (warnings are errors) and runs every test, with a real Secret
# Service for the keychain tests; then builds the libFuzzer targets and runs each for a
# bounded time (VOLCANO_FUZZ_SECONDS, default 30). Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset dev
cmake --build --preset dev
scripts/with-keyring.sh ctest --preset dev "$@"
scripts/fuzz.sh "${VOLCANO_FUZZ_SECONDS:-30}"
