// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ErrorCode.h"

#include <QNetworkReply>
#include <QString>

#include <optional>

namespace volcano {

// Why an operation did not succeed. Every outcome of the contract maps to one kind.
enum class FailureKind {
    InvalidInput, // rejected before sending: nothing reached the server
    BadRequest,   // 400
    Unauthorized, // 401
    Forbidden,    // 403
    Conflict,     // 409
    RateLimited,  // 429
    Unavailable,  // 503
    Transport,    // no HTTP answer: refused, reset, TLS failure, ...
    Timeout,      // no answer within the transfer timeout
    Redirect,     // 3xx: never followed, so secrets are not re-sent elsewhere
    BadResponse,  // an answer the contract does not allow (garbage body, odd status)
};

struct ApiError {
    FailureKind kind = FailureKind::Transport;
    int httpStatus = 0;
    ErrorCode code = ErrorCode::Unknown;
    QString codeText; // the server's code verbatim, also when unknown to us
    QString message;  // the server's message, or ours for client-side failures
    std::optional<int> retryAfterSeconds;
    QNetworkReply::NetworkError networkError = QNetworkReply::NoError;

    // One line: the label, the server's message when it adds to the label, and what to do
    // about it, each said once. It already starts with label(): show it instead of the
    // label, never after it.
    QString advice() const;
    // "lock_held (409)" or "transport error" — a short label for tables and logs.
    QString label() const;
};

FailureKind failureKindForStatus(int httpStatus);
QString failureKindName(FailureKind kind);

} // namespace volcano
