// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "RecorderFailure.h"

#include <QStringList>

namespace volcano::recorder {

RecorderFailure RecorderFailure::fromStoreError(const QString& message) {
    // libpq's own words (SQLSTATE 28000 / 28P01 do not reach QtSql at connect time).
    static const QStringList credentialErrors = {
        QStringLiteral("password authentication failed"),
        QStringLiteral("no password supplied"),
        QStringLiteral("authentication failed"),
        QStringLiteral("role \""),
        QStringLiteral("permission denied"),
    };
    for (const QString& words : credentialErrors) {
        if (message.contains(words, Qt::CaseInsensitive))
            return {Auth, message};
    }
    return {Unreachable, message};
}

} // namespace volcano::recorder
