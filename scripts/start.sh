#!/usr/bin/env bash
# Installs missing Debian packages, builds the release preset, and starts the console
# against the embedded sandbox with demo workers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release
cmake --build --preset release
bin=build/release/app
if [ -x "$bin/console/volcano-lock-console" ]; then
    exec "$bin/console/volcano-lock-console" "$@"
fi
# Until the console exists: the sandbox with demo workers.
exec "$bin/sandbox/volcano-lock-sandbox" --demo "$@"
