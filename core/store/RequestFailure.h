// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

class QSqlQuery;

namespace volcano {

// A request the server refused for want of capacity (429) or could not serve (503): what
// an incident timeline draws as a band and a report lists with its request ids. A failed
// read writes no observation, so these are kept on their own (table request_failures).
struct RequestFailure {
    qint64 id = 0;
    QString profileId; // a solo console's profile; empty for a team recorder's rows
    QDateTime at;      // UTC, when the request was sent
    QString key;
    QString operation; // operationName(): "read", "acquire", ...
    int httpStatus = 0;
    QString code; // the API error code ("rate_limited", "region_unavailable", ...)
    QString requestId;
    std::optional<int> retryAfterSeconds;
    QString recorder; // the recorder that wrote it (team), empty for a console

    friend bool operator==(const RequestFailure&, const RequestFailure&) = default;
};

// Inserts the failures into request_failures (each with its own profile and recorder), on
// the query's connection and within the caller's transaction. False on an SQL error (the
// query's lastError says which). A solo console's ReadLog and a recorder's TeamStore batch
// both write through here.
bool insertRequestFailures(QSqlQuery& query, const QList<RequestFailure>& failures);

} // namespace volcano
