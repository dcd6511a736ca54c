// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

namespace volcano {

// Every error code of the contract. Unknown codes are kept verbatim by the caller
// (see ApiError::codeText) and treated by their HTTP status.
enum class ErrorCode {
    InvalidLockKey,
    InvalidTtl,
    InvalidLockToken,
    InvalidBody,
    Unauthorized,
    ForbiddenKeyKind,
    MissingScope,
    LockHeld,
    LeaseDeadlineExceeded,
    LockOwnershipLost,
    RateLimited,
    RegionUnavailable,
    Unknown,
};

QString errorCodeText(ErrorCode code);
ErrorCode errorCodeFromText(QStringView text);
int httpStatusFor(ErrorCode code);

} // namespace volcano
