// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ApiError.h"

namespace volcano::lockctl {

// The process exit codes scripts rely on (docs/cli.md). Stable: never renumber.
enum class ExitCode : int {
    Ok = 0,
    Failure = 1,     // anything not covered below (unexpected answer, redirect, ...)
    Usage = 2,       // bad command line or invalid input, found before sending
    Conflict = 3,    // 409, or a held lease lost
    RateLimited = 4, // 429
    Unavailable = 5, // 503, no connection or no answer in time
    Auth = 6,        // 401/403, or no service key at all
};

ExitCode exitCodeFor(FailureKind kind);

inline int toInt(ExitCode code) {
    return static_cast<int>(code);
}

} // namespace volcano::lockctl
