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
