// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

#include <optional>

// One definition of valid input, shared by the client, the CLI and the sandbox.
// Each function returns the reason the value is invalid, or nothing when it is valid.
namespace volcano::validation {

std::optional<QString> keyError(QStringView key);
std::optional<QString> ttlError(qint64 ttlSeconds);
std::optional<QString> lockTokenError(QStringView token);

inline bool isValidKey(QStringView key) {
    return !keyError(key);
}
inline bool isValidTtl(qint64 ttlSeconds) {
    return !ttlError(ttlSeconds);
}
inline bool isValidLockToken(QStringView token) {
    return !lockTokenError(token);
}

} // namespace volcano::validation
