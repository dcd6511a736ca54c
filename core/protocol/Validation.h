// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QString>

// One definition of valid input, shared by the client, the CLI and the sandbox.
// Each validate function fails with the reason the value is invalid.
namespace volcano::validation {

Expected<void> validateKey(QStringView key);
Expected<void> validateTtl(qint64 ttlSeconds);
Expected<void> validateLockToken(QStringView token);
// A force release's reason, kept in the audit log: at least 3 words or 10 characters, so it
// says why (an incident, a ticket) to whoever reads the log later. The message says so.
Expected<void> validateForceReleaseReason(QStringView reason);
inline constexpr int kMinReasonWords = 3;
inline constexpr int kMinReasonCharacters = 10;

inline bool isValidKey(QStringView key) {
    return validateKey(key).has_value();
}
inline bool isValidTtl(qint64 ttlSeconds) {
    return validateTtl(ttlSeconds).has_value();
}
inline bool isValidLockToken(QStringView token) {
    return validateLockToken(token).has_value();
}

} // namespace volcano::validation
