// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/AccessAdvice.h"

#include <QObject>

namespace volcano::ui::accessadvice {

QString whichKeysWork() {
    return QObject::tr("Project locks need the project's service-role key, or a scoped key "
                       "with the locks.manage scope; anon keys, user access tokens and "
                       "platform tokens are rejected. Change the key in Profiles (Ctrl+P).");
}

std::optional<QString> forError(const ApiError& error) {
    if (error.httpStatus == 401 || error.code == ErrorCode::Unauthorized)
        return QObject::tr("The server does not know this service key (401 unauthorized). ") +
               whichKeysWork();
    if (error.code == ErrorCode::MissingScope)
        return QObject::tr("This scoped key lacks the locks.manage scope (403 missing_scope). ") +
               whichKeysWork();
    if (error.httpStatus == 403)
        return QObject::tr("This kind of key may not use project locks (403 %1). ")
                   .arg(error.codeText.isEmpty() ? QStringLiteral("forbidden") : error.codeText) +
               whichKeysWork();
    return std::nullopt;
}

} // namespace volcano::ui::accessadvice
