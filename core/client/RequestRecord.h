// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"
#include "protocol/RateLimitInfo.h"

#include <QByteArray>
#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// One HTTP attempt, as the request log and the quota meter see it. Never holds a secret.
struct RequestRecord {
    Operation operation = Operation::Read;
    QString key;
    QByteArray method;
    QString path;       // percent-encoded, relative to the host
    int httpStatus = 0; // 0: no HTTP answer
    QString code;       // the error code, or a transport error label
    QString requestId;
    QDateTime sentAtUtc;
    qint64 latencyMs = 0;
    int attempt = 1;
    RateLimitInfo rateLimit;
    std::optional<int> retryAfterSeconds;
    QDateTime serverDate;
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::RequestRecord)
