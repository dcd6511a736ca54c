// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"

#include <QByteArray>
#include <QNetworkReply>

namespace volcano {

// What came back for one HTTP attempt, independent of QNetworkReply so the mapping to a
// typed result can be tested row by row.
struct HttpAnswer {
    int status = 0; // 0: no HTTP answer at all
    QByteArray body;
    QByteArray retryAfter;
    QByteArray date;
    QByteArray location;
    QByteArray rateLimitLimit;
    QByteArray rateLimitRemaining;
    QByteArray rateLimitReset;
    QNetworkReply::NetworkError networkError = QNetworkReply::NoError;
    QString networkErrorText;
    bool timedOut = false;

    static HttpAnswer fromReply(QNetworkReply* reply, bool timedOut);
};

// Fills result.error / grant / state / httpStatus / serverDate / rateLimit from an answer.
void applyAnswer(const HttpAnswer& answer, OperationResult& result);
bool isRetryableTransportError(QNetworkReply::NetworkError error);

} // namespace volcano
