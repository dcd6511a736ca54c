#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring Secret
# Service, so the QtKeychain tests talk to a real keyring. Usage: with-keyring.sh CMD...
set -euo pipefail
if [ -z "${VOLCANO_IN_KEYRING_SESSION:-}" ]; then
    export VOLCANO_IN_KEYRING_SESSION=1
    exec dbus-run-session -- "$0" "$@"
fi
XDG_RUNTIME_DIR="$(mktemp -d)"
chmod 0700 "$XDG_RUNTIME_DIR"
export XDG_RUNTIME_DIR
mkdir -p "$HOME/.cache" "$HOME/.local/share/keyrings"
chmod u+w "$HOME/.cache"
# A locked keyring answers reads with EntryNotFound, so unlock it before any test runs.
eval "$(printf 'pw' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK 2>/dev/null || true
export VOLCANO_KEYRING_AVAILABLE=1
"$@"
