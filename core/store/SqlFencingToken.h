// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QString>
#include <QVariant>

#include <optional>

// Fencing tokens in SQLite: stored as decimal text, because they are unsigned 64-bit and
// SQLite integers are signed.
namespace volcano::sql {

inline QVariant tokenValue(std::optional<FencingToken> token) {
    return token ? QVariant(QString::number(*token)) : QVariant(QMetaType::fromType<QString>());
}

inline std::optional<FencingToken> tokenFrom(const QVariant& value) {
    if (value.isNull())
        return std::nullopt;
    bool ok = false;
    const FencingToken token = value.toString().toULongLong(&ok);
    return ok ? std::optional(token) : std::nullopt;
}

} // namespace volcano::sql
