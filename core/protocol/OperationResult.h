// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ApiError.h"
#include "protocol/LockTypes.h"
#include "protocol/RateLimitInfo.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// The outcome of one logical operation (after any retries).
struct OperationResult {
    Operation operation = Operation::Read;
    QString key;
    QString requestId; // X-Volcano-Request-Id, the same on every attempt
    QString lockToken; // acquire, renew, release
    std::optional<ApiError> error;
    std::optional<LeaseGrant> grant; // acquire, renew
    std::optional<LockState> state;  // read
    int httpStatus = 0;
    // Sent, and the connection closed or timed out before an answer: the server may or may
    // not have acted on it (force release, which is never re-sent).
    bool outcomeUnknown = false;
    int attempts = 0;
    // When the last attempt was sent: a lease's local deadline counts from here.
    qint64 sentAtMonotonicMs = 0;
    QDateTime sentAtUtc;
    qint64 latencyMs = 0;
    QDateTime serverDate;
    // Set on a read that another process made and a store handed on (team mode): when that
    // read was sent. The state was true then, not when this process learnt of it.
    QDateTime observedAtUtc;
    RateLimitInfo rateLimit;

    bool ok() const { return !error.has_value(); }
    bool isError(ErrorCode code) const { return error && error->code == code; }
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::OperationResult)
