// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/ApiError.h"

#include <QRegularExpression>
#include <QTest>

using namespace volcano;

namespace {

ApiError serverError(int status, ErrorCode code, const QString& codeText,
                     const QString& message = {}) {
    ApiError error;
    error.kind = failureKindForStatus(status);
    error.httpStatus = status;
    error.code = code;
    error.codeText = codeText;
    error.message = message;
    return error;
}

ApiError clientError(FailureKind kind, const QString& message = {}) {
    ApiError error;
    error.kind = kind;
    error.message = message;
    return error;
}

constexpr FailureKind kAllKinds[] = {
    FailureKind::InvalidInput, FailureKind::BadRequest,  FailureKind::Unauthorized,
    FailureKind::Forbidden,    FailureKind::Conflict,    FailureKind::RateLimited,
    FailureKind::Unavailable,  FailureKind::Transport,   FailureKind::Timeout,
    FailureKind::Redirect,     FailureKind::BadResponse,
};

constexpr ErrorCode kAllCodes[] = {
    ErrorCode::InvalidLockKey,    ErrorCode::InvalidTtl,   ErrorCode::InvalidLockToken,
    ErrorCode::InvalidBody,       ErrorCode::Unauthorized, ErrorCode::ForbiddenKeyKind,
    ErrorCode::MissingScope,      ErrorCode::LockHeld,     ErrorCode::LeaseDeadlineExceeded,
    ErrorCode::LockOwnershipLost, ErrorCode::RateLimited,  ErrorCode::RegionUnavailable,
    ErrorCode::Unknown,
};

int statusOf(FailureKind kind) {
    switch (kind) {
    case FailureKind::BadRequest:
        return 400;
    case FailureKind::Unauthorized:
        return 401;
    case FailureKind::Forbidden:
        return 403;
    case FailureKind::Conflict:
        return 409;
    case FailureKind::RateLimited:
        return 429;
    case FailureKind::Unavailable:
        return 503;
    case FailureKind::Redirect:
        return 302;
    case FailureKind::BadResponse:
        return 500;
    default:
        return 0; // no HTTP answer
    }
}

// The parts of a message as a reader takes them in: split where " — ", ": ", "; " or ". "
// start a new thought; case and a final full stop aside.
QStringList partsOf(const QString& text) {
    static const QRegularExpression separators(QStringLiteral(" — |: |; |\\. "));
    QStringList parts;
    for (QString part : text.split(separators, Qt::SkipEmptyParts)) {
        part = part.trimmed().toLower();
        while (part.endsWith(QLatin1Char('.')))
            part.chop(1);
        parts << part;
    }
    return parts;
}

// The first part said a second time, or empty.
QString saidTwice(const QString& text) {
    QStringList seen;
    for (const QString& part : partsOf(text)) {
        if (seen.contains(part))
            return part;
        seen << part;
    }
    return {};
}

} // namespace

// advice() is what an on-call engineer reads: it must name the code and say what to do.
class TestApiError : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void failureKindForStatus_data();
    void failureKindForStatus();
    void advice_data();
    void advice();
    void retryAfterAdvice();
    void label_data();
    void label();
    void everyKindHasAName();
    void adviceSaysEachThingOnce_data();
    void adviceSaysEachThingOnce();
    void theCheckSeesARepeat();
};

void TestApiError::failureKindForStatus_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<FailureKind>("kind");

    QTest::newRow("400") << 400 << FailureKind::BadRequest;
    QTest::newRow("401") << 401 << FailureKind::Unauthorized;
    QTest::newRow("403") << 403 << FailureKind::Forbidden;
    QTest::newRow("409") << 409 << FailureKind::Conflict;
    QTest::newRow("429") << 429 << FailureKind::RateLimited;
    QTest::newRow("503") << 503 << FailureKind::Unavailable;
    QTest::newRow("301") << 301 << FailureKind::Redirect;
    QTest::newRow("302") << 302 << FailureKind::Redirect;
    QTest::newRow("307") << 307 << FailureKind::Redirect;
    QTest::newRow("308") << 308 << FailureKind::Redirect;
    QTest::newRow("404") << 404 << FailureKind::BadResponse;
    QTest::newRow("500") << 500 << FailureKind::BadResponse;
    QTest::newRow("502") << 502 << FailureKind::BadResponse;
    QTest::newRow("200 is not an error kind") << 200 << FailureKind::BadResponse;
    QTest::newRow("204") << 204 << FailureKind::BadResponse;
}

void TestApiError::failureKindForStatus() {
    QFETCH(int, status);
    QFETCH(FailureKind, kind);
    QCOMPARE(volcano::failureKindForStatus(status), kind);
}

void TestApiError::advice_data() {
    QTest::addColumn<ApiError>("error");
    // Every fragment must appear in advice(): the code (or kind) and the action.
    QTest::addColumn<QStringList>("mentions");

    QTest::newRow("invalid_lock_key")
        << serverError(400, ErrorCode::InvalidLockKey, QStringLiteral("invalid_lock_key"))
        << QStringList{QStringLiteral("invalid_lock_key (400)"), QStringLiteral("1-128")};
    QTest::newRow("invalid_ttl") << serverError(400, ErrorCode::InvalidTtl,
                                                QStringLiteral("invalid_ttl"))
                                 << QStringList{QStringLiteral("invalid_ttl (400)"),
                                                QStringLiteral("5 to 7776000")};
    QTest::newRow("invalid_lock_token")
        << serverError(400, ErrorCode::InvalidLockToken, QStringLiteral("invalid_lock_token"))
        << QStringList{QStringLiteral("invalid_lock_token (400)"), QStringLiteral("UUID")};
    QTest::newRow("invalid_body") << serverError(400, ErrorCode::InvalidBody,
                                                 QStringLiteral("invalid_body"))
                                  << QStringList{QStringLiteral("invalid_body (400)"),
                                                 QStringLiteral("ttl_seconds")};
    QTest::newRow("unauthorized") << serverError(401, ErrorCode::Unauthorized,
                                                 QStringLiteral("unauthorized"))
                                  << QStringList{QStringLiteral("unauthorized (401)"),
                                                 QStringLiteral("key")};
    QTest::newRow("forbidden_key_kind")
        << serverError(403, ErrorCode::ForbiddenKeyKind, QStringLiteral("forbidden_key_kind"))
        << QStringList{QStringLiteral("forbidden_key_kind (403)"),
                       QStringLiteral("service-role key")};
    QTest::newRow("missing_scope")
        << serverError(403, ErrorCode::MissingScope, QStringLiteral("missing_scope"))
        << QStringList{QStringLiteral("missing_scope (403)"), QStringLiteral("locks.manage")};
    QTest::newRow("lock_held") << serverError(409, ErrorCode::LockHeld, QStringLiteral("lock_held"),
                                              QStringLiteral("another token holds the lease"))
                               << QStringList{QStringLiteral(
                                                  "lock_held (409): another token holds the lease"),
                                              QStringLiteral("wait")};
    QTest::newRow("lease_deadline_exceeded")
        << serverError(409, ErrorCode::LeaseDeadlineExceeded,
                       QStringLiteral("lease_deadline_exceeded"))
        << QStringList{QStringLiteral("lease_deadline_exceeded (409)"),
                       QStringLiteral("new token")};
    QTest::newRow("lock_ownership_lost")
        << serverError(409, ErrorCode::LockOwnershipLost, QStringLiteral("lock_ownership_lost"))
        << QStringList{QStringLiteral("lock_ownership_lost (409)"), QStringLiteral("stop")};
    QTest::newRow("rate_limited without Retry-After")
        << serverError(429, ErrorCode::RateLimited, QStringLiteral("rate_limited"))
        << QStringList{QStringLiteral("rate_limited (429)"), QStringLiteral("retry after")};
    QTest::newRow("region_unavailable")
        << serverError(503, ErrorCode::RegionUnavailable, QStringLiteral("region_unavailable"))
        << QStringList{QStringLiteral("region_unavailable (503)"), QStringLiteral("retry later")};
    QTest::newRow("unknown code kept verbatim")
        << serverError(409, ErrorCode::Unknown, QStringLiteral("lock_frozen"),
                       QStringLiteral("frozen by admin"))
        << QStringList{QStringLiteral("lock_frozen (409): frozen by admin"),
                       QStringLiteral("see the server's message")};
    QTest::newRow("500 without a code")
        << serverError(500, ErrorCode::Unknown, QString(),
                       QStringLiteral("HTTP 500 without a readable error body"))
        << QStringList{QStringLiteral("unexpected response (500)"), QStringLiteral("lock service")};
    QTest::newRow("invalid input")
        << clientError(FailureKind::InvalidInput, QStringLiteral("no service key is set"))
        << QStringList{QStringLiteral("invalid input: no service key is set"),
                       QStringLiteral("nothing was sent")};
    QTest::newRow("transport") << clientError(FailureKind::Transport,
                                              QStringLiteral("Connection refused"))
                               << QStringList{QStringLiteral("transport error: Connection refused"),
                                              QStringLiteral("server is running")};
    QTest::newRow("timeout") << clientError(FailureKind::Timeout)
                             << QStringList{QStringLiteral("timeout"),
                                            QStringLiteral("did not answer in time")};
    ApiError redirect = clientError(FailureKind::Redirect);
    redirect.httpStatus = 302;
    QTest::newRow("redirect") << redirect
                              << QStringList{QStringLiteral("redirect refused (302)"),
                                             QStringLiteral("never followed")};
}

void TestApiError::advice() {
    QFETCH(ApiError, error);
    QFETCH(QStringList, mentions);

    const QString text = error.advice();
    for (const QString& fragment : mentions)
        QVERIFY2(text.contains(fragment), qPrintable(text));
}

void TestApiError::retryAfterAdvice() {
    ApiError error = serverError(429, ErrorCode::RateLimited, QStringLiteral("rate_limited"));
    error.retryAfterSeconds = 17;
    const QString text = error.advice();
    QVERIFY2(text.startsWith(QLatin1StringView("rate_limited (429)")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1StringView("retry in 17 s")), qPrintable(text));
}

void TestApiError::label_data() {
    QTest::addColumn<ApiError>("error");
    QTest::addColumn<QString>("expected");

    QTest::newRow("server code") << serverError(409, ErrorCode::LockHeld,
                                                QStringLiteral("lock_held"))
                                 << QStringLiteral("lock_held (409)");
    QTest::newRow("status without code") << serverError(502, ErrorCode::Unknown, QString())
                                         << QStringLiteral("unexpected response (502)");
    QTest::newRow("no answer") << clientError(FailureKind::Transport)
                               << QStringLiteral("transport error");
    QTest::newRow("timeout") << clientError(FailureKind::Timeout) << QStringLiteral("timeout");
}

void TestApiError::label() {
    QFETCH(ApiError, error);
    QFETCH(QString, expected);
    QCOMPARE(error.label(), expected);
}

void TestApiError::everyKindHasAName() {
    const FailureKind kinds[] = {
        FailureKind::InvalidInput, FailureKind::BadRequest,  FailureKind::Unauthorized,
        FailureKind::Forbidden,    FailureKind::Conflict,    FailureKind::RateLimited,
        FailureKind::Unavailable,  FailureKind::Transport,   FailureKind::Timeout,
        FailureKind::Redirect,     FailureKind::BadResponse,
    };
    QSet<QString> names;
    for (FailureKind kind : kinds)
        names.insert(failureKindName(kind));
    QVERIFY(!names.contains(QString()));
    QCOMPARE(names.size(), qsizetype(std::size(kinds)));
}

// Every kind with every code (and none), with no message, a real one, and messages that only
// repeat the code, the kind or the label, as servers and network stacks do.
void TestApiError::adviceSaysEachThingOnce_data() {
    QTest::addColumn<ApiError>("error");
    for (const FailureKind kind : kAllKinds) {
        for (const ErrorCode code : kAllCodes) {
            ApiError base;
            base.kind = kind;
            base.httpStatus = statusOf(kind);
            base.code = code;
            base.codeText = code == ErrorCode::Unknown ? QString() : errorCodeText(code);
            if (kind == FailureKind::RateLimited)
                base.retryAfterSeconds = 7;
            QStringList messages{
                QString(),
                QStringLiteral("the server said why"),
                base.label(),
                base.codeText,
                failureKindName(kind),
                failureKindName(kind).toUpper() + QLatin1Char('.'),
                QStringLiteral("Transport error"),
            };
            messages.removeDuplicates();
            for (const QString& message : messages) {
                ApiError error = base;
                error.message = message;
                QTest::addRow("%s/%s/\"%s\"", qPrintable(failureKindName(kind)),
                              qPrintable(errorCodeText(code)), qPrintable(message))
                    << error;
            }
        }
    }
}

void TestApiError::adviceSaysEachThingOnce() {
    QFETCH(ApiError, error);
    const QString text = error.advice();
    QVERIFY2(saidTwice(text).isEmpty(),
             qPrintable(QStringLiteral("\"%1\" said twice in: %2").arg(saidTwice(text), text)));
    QCOMPARE(text.count(error.label()), qsizetype(1));
    QVERIFY2(text.startsWith(error.label()), qPrintable(text));
    // What to do is always there.
    QVERIFY2(text.contains(QStringLiteral(" — ")), qPrintable(text));
}

// The check itself: the composition issue 12 found ("transport error — transport error").
void TestApiError::theCheckSeesARepeat() {
    const ApiError error =
        clientError(FailureKind::Transport, QStringLiteral("Connection refused"));
    QCOMPARE(saidTwice(error.label() + QStringLiteral(" — ") + error.advice()),
             QStringLiteral("transport error"));
    QCOMPARE(saidTwice(QStringLiteral("transport error: Transport error.")),
             QStringLiteral("transport error"));
    QCOMPARE(saidTwice(error.advice()), QString());
}

QTEST_GUILESS_MAIN(TestApiError)
#include "tst_apierror.moc"
