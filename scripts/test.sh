#!/usr/bin/env bash
# Builds the dev preset (warnings are errors) and runs every test, with a real Secret
# Service for the keychain tests. Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset dev
cmake --build --preset dev
scripts/with-keyring.sh ctest --preset dev "$@"
