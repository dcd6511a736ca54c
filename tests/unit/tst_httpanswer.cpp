// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/HttpAnswer.h"
#include "protocol/ErrorCode.h"
#include "protocol/LockJson.h"
#include "support/FakeNetworkReply.h"

#include <QRegularExpression>
#include <QTest>
#include <QTimeZone>

using namespace volcano;

namespace {

HttpAnswer answer(int status, const QByteArray& body = {}) {
    HttpAnswer result;
    result.status = status;
    result.body = body;
    return result;
}

OperationResult apply(Operation operation, const HttpAnswer& httpAnswer) {
    OperationResult result;
    result.operation = operation;
    applyAnswer(httpAnswer, result);
    return result;
}

const QByteArray kGrantBody =
    QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":9007199254740993})");

} // namespace

// The mapping of one HTTP attempt to a typed result, row by row through contract.md.
class TestHttpAnswer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void contractErrors_data();
    void contractErrors();
    void everyContractCode_data();
    void everyContractCode();
    void failures_data();
    void failures();
    void successes();
    void rateLimitHeaders_data();
    void rateLimitHeaders();
    void dateHeader_data();
    void dateHeader();
    void laterAnswerReplacesEarlierOne();
    void retryableTransportErrors_data();
    void retryableTransportErrors();
    void fromReply_data();
    void fromReply();
    void fromReplyHeaders();
};

void TestHttpAnswer::contractErrors_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<QByteArray>("retryAfter");
    QTest::addColumn<FailureKind>("kind");
    QTest::addColumn<ErrorCode>("errorCode");
    QTest::addColumn<int>("retryAfterSeconds"); // -1: none

    const auto row = [](const char* name, Operation op, int status, const char* code,
                        FailureKind kind, ErrorCode errorCode, const char* retryAfter = "",
                        int retryAfterSeconds = -1) {
        QTest::newRow(name) << op << status << QByteArray(code) << QByteArray(retryAfter) << kind
                            << errorCode << retryAfterSeconds;
    };
    row("400 invalid_lock_key", Operation::Read, 400, "invalid_lock_key", FailureKind::BadRequest,
        ErrorCode::InvalidLockKey);
    row("400 invalid_ttl", Operation::Acquire, 400, "invalid_ttl", FailureKind::BadRequest,
        ErrorCode::InvalidTtl);
    row("400 invalid_lock_token", Operation::Renew, 400, "invalid_lock_token",
        FailureKind::BadRequest, ErrorCode::InvalidLockToken);
    row("400 invalid_body", Operation::Acquire, 400, "invalid_body", FailureKind::BadRequest,
        ErrorCode::InvalidBody);
    row("401 unauthorized", Operation::Read, 401, "unauthorized", FailureKind::Unauthorized,
        ErrorCode::Unauthorized);
    row("403 forbidden_key_kind", Operation::Acquire, 403, "forbidden_key_kind",
        FailureKind::Forbidden, ErrorCode::ForbiddenKeyKind);
    row("403 missing_scope", Operation::ForceRelease, 403, "missing_scope", FailureKind::Forbidden,
        ErrorCode::MissingScope);
    row("409 lock_held", Operation::Acquire, 409, "lock_held", FailureKind::Conflict,
        ErrorCode::LockHeld);
    row("409 lease_deadline_exceeded", Operation::Acquire, 409, "lease_deadline_exceeded",
        FailureKind::Conflict, ErrorCode::LeaseDeadlineExceeded);
    row("409 lock_ownership_lost on renew", Operation::Renew, 409, "lock_ownership_lost",
        FailureKind::Conflict, ErrorCode::LockOwnershipLost);
    row("409 lock_ownership_lost on release", Operation::Release, 409, "lock_ownership_lost",
        FailureKind::Conflict, ErrorCode::LockOwnershipLost);
    row("429 with Retry-After", Operation::Renew, 429, "rate_limited", FailureKind::RateLimited,
        ErrorCode::RateLimited, "17", 17);
    row("429 Retry-After with spaces", Operation::Read, 429, "rate_limited",
        FailureKind::RateLimited, ErrorCode::RateLimited, " 1 ", 1);
    row("429 without Retry-After", Operation::Read, 429, "rate_limited", FailureKind::RateLimited,
        ErrorCode::RateLimited);
    row("429 unreadable Retry-After", Operation::Read, 429, "rate_limited",
        FailureKind::RateLimited, ErrorCode::RateLimited, "soon");
    row("503 region_unavailable", Operation::Release, 503, "region_unavailable",
        FailureKind::Unavailable, ErrorCode::RegionUnavailable);
    row("409 unknown code", Operation::Acquire, 409, "lock_frozen", FailureKind::Conflict,
        ErrorCode::Unknown);
    row("400 unknown code", Operation::Acquire, 400, "invalid_region", FailureKind::BadRequest,
        ErrorCode::Unknown);
    row("503 unknown code", Operation::Read, 503, "maintenance", FailureKind::Unavailable,
        ErrorCode::Unknown);
    row("500 with an error body", Operation::Read, 500, "internal", FailureKind::BadResponse,
        ErrorCode::Unknown);
    row("404 with an error body", Operation::Read, 404, "not_found", FailureKind::BadResponse,
        ErrorCode::Unknown);
}

void TestHttpAnswer::contractErrors() {
    QFETCH(Operation, operation);
    QFETCH(int, status);
    QFETCH(QByteArray, code);
    QFETCH(QByteArray, retryAfter);
    QFETCH(FailureKind, kind);
    QFETCH(ErrorCode, errorCode);
    QFETCH(int, retryAfterSeconds);

    const QString message = QStringLiteral("server says no");
    HttpAnswer http = answer(status, json::errorToJson(QString::fromLatin1(code), message));
    http.retryAfter = retryAfter;
    const OperationResult result = apply(operation, http);

    QVERIFY(!result.ok());
    QCOMPARE(result.httpStatus, status);
    QCOMPARE(result.error->kind, kind);
    QCOMPARE(result.error->httpStatus, status);
    QCOMPARE(result.error->code, errorCode);
    QCOMPARE(result.error->codeText, QString::fromLatin1(code));
    QCOMPARE(result.error->message, message);
    QCOMPARE(result.error->retryAfterSeconds.value_or(-1), retryAfterSeconds);
    QVERIFY(!result.grant);
    QVERIFY(!result.state);
}

void TestHttpAnswer::everyContractCode_data() {
    QTest::addColumn<ErrorCode>("code");
    const ErrorCode codes[] = {
        ErrorCode::InvalidLockKey,    ErrorCode::InvalidTtl,   ErrorCode::InvalidLockToken,
        ErrorCode::InvalidBody,       ErrorCode::Unauthorized, ErrorCode::ForbiddenKeyKind,
        ErrorCode::MissingScope,      ErrorCode::LockHeld,     ErrorCode::LeaseDeadlineExceeded,
        ErrorCode::LockOwnershipLost, ErrorCode::RateLimited,  ErrorCode::RegionUnavailable,
    };
    for (ErrorCode code : codes)
        QTest::newRow(qPrintable(errorCodeText(code))) << code;
}

// Whatever the operation, each contract code at its status maps to that status's kind.
void TestHttpAnswer::everyContractCode() {
    QFETCH(ErrorCode, code);

    const int status = httpStatusFor(code);
    for (Operation operation : {Operation::Acquire, Operation::Renew, Operation::Release,
                                Operation::Read, Operation::ForceRelease}) {
        const OperationResult result =
            apply(operation, answer(status, json::errorToJson(errorCodeText(code), {})));
        QVERIFY(result.error);
        QCOMPARE(result.error->code, code);
        QCOMPARE(result.error->kind, failureKindForStatus(status));
        QVERIFY(result.error->kind != FailureKind::BadResponse);
    }
}

void TestHttpAnswer::failures_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<HttpAnswer>("http");
    QTest::addColumn<FailureKind>("kind");
    QTest::addColumn<QString>("messageMentions");

    QTest::newRow("500 html") << Operation::Read
                              << answer(500, QByteArrayLiteral("<h1>Internal error</h1>"))
                              << FailureKind::BadResponse << QStringLiteral("HTTP 500");
    QTest::newRow("502 from a proxy") << Operation::Acquire << answer(502)
                                      << FailureKind::BadResponse << QStringLiteral("HTTP 502");
    QTest::newRow("401 without a body") << Operation::Read << answer(401)
                                        << FailureKind::Unauthorized << QStringLiteral("HTTP 401");

    HttpAnswer redirect = answer(302);
    redirect.location = QByteArrayLiteral("https://elsewhere.example/v1/locks/k");
    QTest::newRow("302") << Operation::Read << redirect << FailureKind::Redirect
                         << QStringLiteral("https://elsewhere.example/v1/locks/k");
    redirect.status = 307;
    QTest::newRow("307 on acquire") << Operation::Acquire << redirect << FailureKind::Redirect
                                    << QStringLiteral("not followed");
    redirect.status = 308;
    QTest::newRow("308 on force release")
        << Operation::ForceRelease << redirect << FailureKind::Redirect
        << QStringLiteral("not followed");

    QTest::newRow("200 garbage on acquire")
        << Operation::Acquire << answer(200, QByteArrayLiteral("OK")) << FailureKind::BadResponse
        << QStringLiteral("not JSON");
    QTest::newRow("200 garbage on renew")
        << Operation::Renew << answer(200, QByteArrayLiteral(R"({"ok":true})"))
        << FailureKind::BadResponse << QStringLiteral("fencing_token");
    QTest::newRow("200 garbage on read")
        << Operation::Read << answer(200, QByteArrayLiteral(R"({"held":"yes"})"))
        << FailureKind::BadResponse << QStringLiteral("held");
    QTest::newRow("200 without a body on acquire")
        << Operation::Acquire << answer(200) << FailureKind::BadResponse
        << QStringLiteral("not JSON");
    QTest::newRow("204 on acquire") << Operation::Acquire << answer(204) << FailureKind::BadResponse
                                    << QStringLiteral("HTTP 204");
    QTest::newRow("204 on read") << Operation::Read << answer(204) << FailureKind::BadResponse
                                 << QStringLiteral("HTTP 204");

    HttpAnswer refused = answer(0);
    refused.networkError = QNetworkReply::ConnectionRefusedError;
    refused.networkErrorText = QStringLiteral("Connection refused");
    QTest::newRow("status 0: transport") << Operation::Renew << refused << FailureKind::Transport
                                         << QStringLiteral("Connection refused");
    HttpAnswer timedOut = answer(0);
    timedOut.networkError = QNetworkReply::OperationCanceledError;
    timedOut.networkErrorText = QStringLiteral("Operation canceled");
    timedOut.timedOut = true;
    QTest::newRow("timeout") << Operation::Acquire << timedOut << FailureKind::Timeout
                             << QStringLiteral("transfer timeout");
}

void TestHttpAnswer::failures() {
    QFETCH(Operation, operation);
    QFETCH(HttpAnswer, http);
    QFETCH(FailureKind, kind);
    QFETCH(QString, messageMentions);

    const OperationResult result = apply(operation, http);
    QVERIFY(!result.ok());
    QCOMPARE(result.error->kind, kind);
    QCOMPARE(result.error->httpStatus, http.status);
    QCOMPARE(result.error->networkError, http.networkError);
    QVERIFY(result.error->codeText.isEmpty());
    QCOMPARE(result.error->code, ErrorCode::Unknown);
    QVERIFY2(result.error->message.contains(messageMentions), qPrintable(result.error->message));
    QVERIFY(!result.grant);
    QVERIFY(!result.state);
}

void TestHttpAnswer::successes() {
    const QDateTime expiry(QDate(2026, 7, 20), QTime(14, 0, 10), QTimeZone::utc());

    for (Operation operation : {Operation::Acquire, Operation::Renew}) {
        const OperationResult result = apply(operation, answer(200, kGrantBody));
        QVERIFY(result.ok());
        QVERIFY(result.grant);
        QCOMPARE(result.grant->fencingToken, FencingToken(9'007'199'254'740'993ULL));
        QCOMPARE(result.grant->expiresAt, expiry);
        QCOMPARE(result.httpStatus, 200);
    }

    const OperationResult free = apply(Operation::Read, answer(200, R"({"held":false})"));
    QVERIFY(free.ok());
    QVERIFY(free.state);
    QVERIFY(!free.state->held);

    const OperationResult held = apply(
        Operation::Read,
        answer(200, R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":12})"));
    QVERIFY(held.ok());
    QVERIFY(held.state->held);
    QCOMPARE(held.state->fencingToken, std::optional<FencingToken>(12));

    for (Operation operation : {Operation::Release, Operation::ForceRelease}) {
        const OperationResult result = apply(operation, answer(204));
        QVERIFY(result.ok());
        QCOMPARE(result.httpStatus, 204);
        QVERIFY(!result.grant);
        QVERIFY(!result.state);
    }
}

void TestHttpAnswer::rateLimitHeaders_data() {
    QTest::addColumn<QByteArray>("limit");
    QTest::addColumn<QByteArray>("remaining");
    QTest::addColumn<QByteArray>("reset");
    QTest::addColumn<int>("expectedLimit"); // -1: absent
    QTest::addColumn<int>("expectedRemaining");
    QTest::addColumn<int>("expectedReset");
    QTest::addColumn<bool>("known");

    QTest::newRow("all three") << QByteArrayLiteral("600") << QByteArrayLiteral("542")
                               << QByteArrayLiteral("17") << 600 << 542 << 17 << true;
    QTest::newRow("none (hosted API)")
        << QByteArray() << QByteArray() << QByteArray() << -1 << -1 << -1 << false;
    QTest::newRow("remaining zero") << QByteArrayLiteral("600") << QByteArrayLiteral("0")
                                    << QByteArrayLiteral("59") << 600 << 0 << 59 << true;
    QTest::newRow("surrounding spaces") << QByteArrayLiteral(" 600 ") << QByteArrayLiteral("1 ")
                                        << QByteArrayLiteral(" 2") << 600 << 1 << 2 << true;
    QTest::newRow("limit only") << QByteArrayLiteral("600") << QByteArray() << QByteArray() << 600
                                << -1 << -1 << false;
    QTest::newRow("unreadable values") << QByteArrayLiteral("many") << QByteArrayLiteral("1.5")
                                       << QByteArrayLiteral("") << -1 << -1 << -1 << false;
}

void TestHttpAnswer::rateLimitHeaders() {
    QFETCH(QByteArray, limit);
    QFETCH(QByteArray, remaining);
    QFETCH(QByteArray, reset);
    QFETCH(int, expectedLimit);
    QFETCH(int, expectedRemaining);
    QFETCH(int, expectedReset);
    QFETCH(bool, known);

    // The headers come with successes and failures alike.
    for (const HttpAnswer& base :
         {answer(200, kGrantBody),
          answer(429, json::errorToJson(QStringLiteral("rate_limited"), QString()))}) {
        HttpAnswer http = base;
        http.rateLimitLimit = limit;
        http.rateLimitRemaining = remaining;
        http.rateLimitReset = reset;
        const OperationResult result = apply(Operation::Acquire, http);
        QCOMPARE(result.rateLimit.limit.value_or(-1), expectedLimit);
        QCOMPARE(result.rateLimit.remaining.value_or(-1), expectedRemaining);
        QCOMPARE(result.rateLimit.resetSeconds.value_or(-1), expectedReset);
        QCOMPARE(result.rateLimit.isKnown(), known);
    }
}

void TestHttpAnswer::dateHeader_data() {
    QTest::addColumn<QByteArray>("date");
    QTest::addColumn<QDateTime>("expected"); // invalid: no usable date

    QTest::newRow("imf-fixdate") << QByteArrayLiteral("Mon, 20 Jul 2026 14:00:10 GMT")
                                 << QDateTime(QDate(2026, 7, 20), QTime(14, 0, 10),
                                              QTimeZone::utc());
    QTest::newRow("absent") << QByteArray() << QDateTime();
    QTest::newRow("unreadable") << QByteArrayLiteral("now") << QDateTime();
}

void TestHttpAnswer::dateHeader() {
    QFETCH(QByteArray, date);
    QFETCH(QDateTime, expected);

    for (const HttpAnswer& base : {answer(204), answer(503)}) {
        HttpAnswer http = base;
        http.date = date;
        const OperationResult result = apply(Operation::Release, http);
        QCOMPARE(result.serverDate.isValid(), expected.isValid());
        if (expected.isValid())
            QCOMPARE(result.serverDate, expected);
    }
}

// The client applies each retry's answer to the same result: nothing may leak from the last.
void TestHttpAnswer::laterAnswerReplacesEarlierOne() {
    OperationResult result;
    result.operation = Operation::Acquire;
    HttpAnswer refused = answer(0);
    refused.networkError = QNetworkReply::RemoteHostClosedError;
    applyAnswer(refused, result);
    QVERIFY(!result.ok());

    HttpAnswer success = answer(200, kGrantBody);
    success.rateLimitLimit = QByteArrayLiteral("600");
    success.rateLimitRemaining = QByteArrayLiteral("599");
    applyAnswer(success, result);
    QVERIFY(result.ok());
    QVERIFY(result.grant);
    QCOMPARE(result.httpStatus, 200);
    QVERIFY(result.rateLimit.isKnown());

    applyAnswer(answer(409, json::errorToJson(QStringLiteral("lock_held"), {})), result);
    QVERIFY(result.isError(ErrorCode::LockHeld));
    QVERIFY(!result.grant);
    QVERIFY(!result.rateLimit.isKnown());
}

void TestHttpAnswer::retryableTransportErrors_data() {
    QTest::addColumn<QNetworkReply::NetworkError>("error");
    QTest::addColumn<bool>("retryable");

    QTest::newRow("connection refused") << QNetworkReply::ConnectionRefusedError << true;
    QTest::newRow("remote host closed") << QNetworkReply::RemoteHostClosedError << true;
    QTest::newRow("timeout") << QNetworkReply::TimeoutError << true;
    QTest::newRow("temporary network failure")
        << QNetworkReply::TemporaryNetworkFailureError << true;
    QTest::newRow("unknown network error") << QNetworkReply::UnknownNetworkError << true;
    QTest::newRow("host not found") << QNetworkReply::HostNotFoundError << false;
    QTest::newRow("tls handshake failed") << QNetworkReply::SslHandshakeFailedError << false;
    QTest::newRow("protocol failure") << QNetworkReply::ProtocolFailure << false;
    QTest::newRow("no error") << QNetworkReply::NoError << false;
}

void TestHttpAnswer::retryableTransportErrors() {
    QFETCH(QNetworkReply::NetworkError, error);
    QFETCH(bool, retryable);
    QCOMPARE(isRetryableTransportError(error), retryable);
}

void TestHttpAnswer::fromReply_data() {
    QTest::addColumn<int>("replyStatus");
    QTest::addColumn<QByteArray>("replyBody");
    QTest::addColumn<QNetworkReply::NetworkError>("replyError");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<FailureKind>("kind"); // for an acquire; BadRequest stands for "no error"

    const QByteArray cutShort = kGrantBody.left(20);
    QTest::newRow("complete 200") << 200 << kGrantBody << QNetworkReply::NoError << false << 200
                                  << kGrantBody << FailureKind::BadRequest;
    QTest::newRow("409 keeps its status")
        << 409 << json::errorToJson(QStringLiteral("lock_held"), {})
        << QNetworkReply::ContentConflictError << false << 409
        << json::errorToJson(QStringLiteral("lock_held"), {}) << FailureKind::Conflict;
    QTest::newRow("503 keeps its status")
        << 503 << json::errorToJson(QStringLiteral("region_unavailable"), {})
        << QNetworkReply::ServiceUnavailableError << false << 503
        << json::errorToJson(QStringLiteral("region_unavailable"), {}) << FailureKind::Unavailable;
    // The status line came, then the connection was lost: no complete answer, so a
    // (retryable) transport error, not a 200 with a broken body.
    QTest::newRow("200 cut short") << 200 << cutShort << QNetworkReply::RemoteHostClosedError
                                   << false << 0 << cutShort << FailureKind::Transport;
    QTest::newRow("refused") << 0 << QByteArray() << QNetworkReply::ConnectionRefusedError << false
                             << 0 << QByteArray() << FailureKind::Transport;
    // Qt aborts (closes) a reply at its transfer timeout; reading it must not even warn.
    QTest::newRow("timed out after the headers")
        << 200 << cutShort << QNetworkReply::OperationCanceledError << true << 0 << QByteArray()
        << FailureKind::Timeout;
}

void TestHttpAnswer::fromReply() {
    QFETCH(int, replyStatus);
    QFETCH(QByteArray, replyBody);
    QFETCH(QNetworkReply::NetworkError, replyError);
    QFETCH(bool, closed);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(FailureKind, kind);

    QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
    test::FakeNetworkReply reply(replyStatus, replyBody, replyError);
    if (closed)
        reply.closeDevice();
    const bool timedOut = replyError == QNetworkReply::OperationCanceledError;
    const HttpAnswer http = HttpAnswer::fromReply(&reply, timedOut);
    QCOMPARE(http.status, status);
    QCOMPARE(http.body, body);
    QCOMPARE(http.networkError, replyError);
    QCOMPARE(http.timedOut, timedOut);

    const OperationResult result = apply(Operation::Acquire, http);
    if (kind == FailureKind::BadRequest) {
        QVERIFY(result.ok());
        return;
    }
    QVERIFY(result.error);
    QCOMPARE(result.error->kind, kind);
}

void TestHttpAnswer::fromReplyHeaders() {
    test::FakeNetworkReply reply(429, json::errorToJson(QStringLiteral("rate_limited"), {}),
                                 QNetworkReply::UnknownContentError);
    reply.addHeader("Retry-After", "12");
    reply.addHeader("Date", "Mon, 20 Jul 2026 14:00:48 GMT");
    reply.addHeader("Location", "https://elsewhere.example/");
    reply.addHeader("RateLimit-Limit", "600");
    reply.addHeader("RateLimit-Remaining", "0");
    reply.addHeader("RateLimit-Reset", "12");

    const HttpAnswer http = HttpAnswer::fromReply(&reply, false);
    QCOMPARE(http.status, 429);
    QCOMPARE(http.retryAfter, QByteArrayLiteral("12"));
    QCOMPARE(http.date, QByteArrayLiteral("Mon, 20 Jul 2026 14:00:48 GMT"));
    QCOMPARE(http.location, QByteArrayLiteral("https://elsewhere.example/"));
    QCOMPARE(http.rateLimitLimit, QByteArrayLiteral("600"));
    QCOMPARE(http.rateLimitRemaining, QByteArrayLiteral("0"));
    QCOMPARE(http.rateLimitReset, QByteArrayLiteral("12"));
    QVERIFY(!http.networkErrorText.isEmpty());

    const OperationResult result = apply(Operation::Renew, http);
    QVERIFY(result.isError(ErrorCode::RateLimited));
    QCOMPARE(result.error->retryAfterSeconds, std::optional<int>(12));
    QCOMPARE(result.rateLimit.remaining, std::optional<int>(0));
}

QTEST_GUILESS_MAIN(TestHttpAnswer)
#include "tst_httpanswer.moc"
