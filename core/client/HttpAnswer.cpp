// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/HttpAnswer.h"

#include "protocol/HttpDate.h"
#include "protocol/LockJson.h"

namespace volcano {
namespace {

std::optional<int> headerInt(const QByteArray& value) {
    bool ok = false;
    const int number = value.trimmed().toInt(&ok);
    return ok ? std::optional(number) : std::nullopt;
}

ApiError transportError(const HttpAnswer& answer) {
    ApiError error;
    error.kind = answer.timedOut ? FailureKind::Timeout : FailureKind::Transport;
    error.networkError = answer.networkError;
    error.message = answer.timedOut ? QStringLiteral("no answer within the transfer timeout")
                                    : answer.networkErrorText;
    return error;
}

ApiError httpError(const HttpAnswer& answer) {
    ApiError error;
    error.kind = failureKindForStatus(answer.status);
    error.httpStatus = answer.status;
    if (error.kind == FailureKind::Redirect) {
        error.message =
            QStringLiteral("redirect to %1 not followed").arg(QString::fromUtf8(answer.location));
        return error;
    }
    if (const auto body = json::parseError(answer.body)) {
        error.codeText = body->code;
        error.code = errorCodeFromText(body->code);
        error.message = body->message;
    } else {
        error.message = QStringLiteral("HTTP %1 without a readable error body").arg(answer.status);
    }
    if (answer.status == 429)
        error.retryAfterSeconds = headerInt(answer.retryAfter);
    return error;
}

ApiError badBody(int status, const QString& why) {
    ApiError error;
    error.kind = FailureKind::BadResponse;
    error.httpStatus = status;
    error.message = why;
    return error;
}

void applySuccess(const HttpAnswer& answer, OperationResult& result) {
    switch (result.operation) {
    case Operation::Acquire:
    case Operation::Renew:
        if (auto grant = json::parseGrant(answer.body))
            result.grant = *std::move(grant);
        else
            result.error = badBody(answer.status, grant.error().message);
        return;
    case Operation::Read:
        if (auto state = json::parseLockState(answer.body))
            result.state = *std::move(state);
        else
            result.error = badBody(answer.status, state.error().message);
        return;
    case Operation::Release:
    case Operation::ForceRelease:
        return;
    }
}

} // namespace

HttpAnswer HttpAnswer::fromReply(QNetworkReply* reply, bool timedOut) {
    HttpAnswer answer;
    answer.networkError = reply->error();
    // Errors below the content range (lost connection, timeout, ...) mean the answer is
    // incomplete even if its status line arrived: report it as no answer, like the others.
    const bool answerLost = answer.networkError != QNetworkReply::NoError &&
                            answer.networkError < QNetworkReply::ContentAccessDenied;
    answer.status =
        answerLost ? 0 : reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    // An aborted reply (transfer timeout) is closed; reading it would only print a warning.
    if (reply->isOpen())
        answer.body = reply->readAll();
    answer.retryAfter = reply->rawHeader(QByteArrayLiteral("Retry-After"));
    answer.date = reply->rawHeader(QByteArrayLiteral("Date"));
    answer.location = reply->rawHeader(QByteArrayLiteral("Location"));
    answer.rateLimitLimit = reply->rawHeader(QByteArrayLiteral("RateLimit-Limit"));
    answer.rateLimitRemaining = reply->rawHeader(QByteArrayLiteral("RateLimit-Remaining"));
    answer.rateLimitReset = reply->rawHeader(QByteArrayLiteral("RateLimit-Reset"));
    answer.networkErrorText = reply->errorString();
    answer.timedOut = timedOut;
    return answer;
}

void applyAnswer(const HttpAnswer& answer, OperationResult& result) {
    result.httpStatus = answer.status;
    result.serverDate = httpdate::parse(answer.date);
    result.rateLimit =
        RateLimitInfo{headerInt(answer.rateLimitLimit), headerInt(answer.rateLimitRemaining),
                      headerInt(answer.rateLimitReset)};
    result.error.reset();
    result.grant.reset();
    result.state.reset();
    if (answer.status == 0) {
        result.error = transportError(answer);
        return;
    }
    const bool expectedSuccess =
        (result.operation == Operation::Release || result.operation == Operation::ForceRelease)
            ? (answer.status == 204 || answer.status == 200)
            : answer.status == 200;
    if (expectedSuccess)
        applySuccess(answer, result);
    else
        result.error = httpError(answer);
}

bool isRetryableTransportError(QNetworkReply::NetworkError error) {
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyTimeoutError:
        return true;
    default:
        return false;
    }
}

} // namespace volcano
