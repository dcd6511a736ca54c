// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

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

} // namespace volcano
