// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ExitCode.h"

namespace volcano::lockctl {

ExitCode exitCodeFor(FailureKind kind) {
    switch (kind) {
    case FailureKind::InvalidInput:
    case FailureKind::BadRequest:
        return ExitCode::Usage;
    case FailureKind::Unauthorized:
    case FailureKind::Forbidden:
        return ExitCode::Auth;
    case FailureKind::Conflict:
        return ExitCode::Conflict;
    case FailureKind::RateLimited:
        return ExitCode::RateLimited;
    case FailureKind::Unavailable:
    case FailureKind::Transport:
    case FailureKind::Timeout:
        return ExitCode::Unavailable;
    case FailureKind::Redirect:
    case FailureKind::BadResponse:
        return ExitCode::Failure;
    }
    return ExitCode::Failure;
}

} // namespace volcano::lockctl
