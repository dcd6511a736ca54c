#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs missing Debian packages, builds the release preset, and starts the console. With
# no profile yet it starts the embedded sandbox with demo workers, so live locks show at once.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release
cmake --build --preset release
exec build/release/app/console/volcano-lock-console "$@"
