#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Formats every tracked C++ file with clang-format (.clang-format). With --check it changes
# nothing and fails, naming the files, when any file is not formatted.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ "${1:-}" == --check ]]; then
    clang-format --dry-run -Werror "${files[@]}"
else
    clang-format -i "${files[@]}"
fi
