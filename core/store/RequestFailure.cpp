// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/RequestFailure.h"

#include <QSqlQuery>
#include <QVariant>

namespace volcano {

namespace {

// NOT NULL columns: a null QString would bind as NULL.
QString notNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

} // namespace

bool insertRequestFailures(QSqlQuery& query, const QList<RequestFailure>& failures) {
    if (failures.isEmpty())
        return true;
    query.prepare(QStringLiteral("INSERT INTO request_failures (profile_id, at_ms, key,"
                                 " operation, http_status, code, request_id, retry_after_s,"
                                 " recorder) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const RequestFailure& failure : failures) {
        query.addBindValue(notNull(failure.profileId));
        query.addBindValue(failure.at.toMSecsSinceEpoch());
        query.addBindValue(notNull(failure.key));
        query.addBindValue(notNull(failure.operation));
        query.addBindValue(failure.httpStatus);
        query.addBindValue(notNull(failure.code));
        query.addBindValue(notNull(failure.requestId));
        query.addBindValue(failure.retryAfterSeconds ? QVariant(*failure.retryAfterSeconds)
                                                     : QVariant(QMetaType::fromType<int>()));
        query.addBindValue(notNull(failure.recorder));
        if (!query.exec())
            return false;
    }
    return true;
}

} // namespace volcano
