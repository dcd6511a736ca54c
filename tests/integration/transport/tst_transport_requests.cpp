// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "TransportFixture.h"

#include "protocol/LockJson.h"
#include "protocol/Validation.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QTimeZone>

using namespace volcano;
using namespace volcano::test;

namespace {

bool isUuid(const QByteArray& text) {
    return validation::isValidLockToken(QString::fromLatin1(text));
}

} // namespace

// What LockClient puts on the wire, as a real HTTP server receives it.
class TestTransportRequests : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void paths_data();
    void paths();
    void headers_data();
    void headers();
    void requestIdFreshPerOperation();
    void requestIdReusedOnRetries();
    void requestIdSameOnQtResend();
    void freshLockTokenPerAcquire();
    void passedLockTokenUsedVerbatim();
    void invalidInputSendsNothing_data();
    void invalidInputSendsNothing();
    void redirectNotFollowed_data();
    void redirectNotFollowed();
    void answerReachesResult();

private:
    std::unique_ptr<TransportFixture> m_fixture;
};

void TestTransportRequests::init() {
    // Any warning (e.g. reading an aborted reply) is a defect here.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
    m_fixture = std::make_unique<TransportFixture>();
}

void TestTransportRequests::cleanup() {
    // Every QNetworkReply the client created is gone once the event loop has run.
    QTRY_COMPARE(m_fixture->repliesAlive(), 0);
    m_fixture.reset();
}

void TestTransportRequests::paths_data() {
    QTest::addColumn<QString>("basePath");
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("target");

    const QString key = QStringLiteral("jobs:nightly.build_1-A");
    const QByteArray encoded = QByteArrayLiteral("jobs%3Anightly.build_1-A");
    QTest::newRow("acquire at the root")
        << QString() << Operation::Acquire << key << QByteArrayLiteral("POST")
        << QByteArray("/locks/" + encoded + "/lease");
    QTest::newRow("acquire under /v1")
        << QStringLiteral("/v1") << Operation::Acquire << key << QByteArrayLiteral("POST")
        << QByteArray("/v1/locks/" + encoded + "/lease");
    QTest::newRow("renew under /v1/")
        << QStringLiteral("/v1/") << Operation::Renew << key << QByteArrayLiteral("PATCH")
        << QByteArray("/v1/locks/" + encoded + "/lease");
    QTest::newRow("release under /api/v1/")
        << QStringLiteral("/api/v1/") << Operation::Release << key << QByteArrayLiteral("DELETE")
        << QByteArray("/api/v1/locks/" + encoded + "/lease");
    QTest::newRow("read under /v1")
        << QStringLiteral("/v1") << Operation::Read << key << QByteArrayLiteral("GET")
        << QByteArray("/v1/locks/" + encoded);
    QTest::newRow("force release under /v1")
        << QStringLiteral("/v1") << Operation::ForceRelease << key << QByteArrayLiteral("DELETE")
        << QByteArray("/v1/locks/" + encoded);
    QTest::newRow("key of specials only")
        << QStringLiteral("/v1") << Operation::Acquire << QStringLiteral("._:-")
        << QByteArrayLiteral("POST") << QByteArrayLiteral("/v1/locks/._%3A-/lease");
    QTest::newRow("key of three dots")
        << QStringLiteral("/v1") << Operation::Read << QStringLiteral("...")
        << QByteArrayLiteral("GET") << QByteArrayLiteral("/v1/locks/...");
    QTest::newRow("128-character key")
        << QStringLiteral("/v1") << Operation::Renew << QString(128, u'z')
        << QByteArrayLiteral("PATCH") << QByteArray("/v1/locks/" + QByteArray(128, 'z') + "/lease");
}

void TestTransportRequests::paths() {
    QFETCH(QString, basePath);
    QFETCH(Operation, operation);
    QFETCH(QString, key);
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, target);

    QVERIFY(m_fixture->start(basePath));
    m_fixture->server().enqueue(TransportFixture::success(operation));
    const auto result = TransportFixture::finish(m_fixture->call(operation, key));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error ? result->error->advice() : QString()));
    QCOMPARE(m_fixture->server().requests().size(), 1);
    const RecordedRequest& request = m_fixture->server().requests().constFirst();
    QCOMPARE(request.method, method);
    QCOMPARE(request.target, target);
    QCOMPARE(result->key, key);
}

void TestTransportRequests::headers_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<bool>("sendsToken");
    QTest::addColumn<bool>("sendsTtl");

    QTest::newRow("acquire") << Operation::Acquire << true << true;
    QTest::newRow("renew") << Operation::Renew << true << true;
    QTest::newRow("release") << Operation::Release << true << false;
    QTest::newRow("read") << Operation::Read << false << false;
    QTest::newRow("force release") << Operation::ForceRelease << false << false;
}

void TestTransportRequests::headers() {
    QFETCH(Operation, operation);
    QFETCH(bool, sendsToken);
    QFETCH(bool, sendsTtl);

    QVERIFY(m_fixture->start(QStringLiteral("/v1")));
    m_fixture->server().enqueue(TransportFixture::success(operation));
    const auto result =
        TransportFixture::finish(m_fixture->call(operation, QStringLiteral("k"), 42));
    QVERIFY(result && result->ok());
    const RecordedRequest request = m_fixture->server().requests().value(0);

    QCOMPARE(request.headerCount("Authorization"), 1);
    QCOMPARE(request.header("Authorization"),
             QByteArray("Bearer " + QByteArray(TransportFixture::kServiceKey)));
    QCOMPARE(request.headerCount("X-Volcano-Request-Id"), 1);
    QVERIFY2(isUuid(request.header("X-Volcano-Request-Id")),
             request.header("X-Volcano-Request-Id").constData());
    QCOMPARE(request.header("X-Volcano-Request-Id"), result->requestId.toLatin1());

    QCOMPARE(request.hasHeader("X-Volcano-Lock-Token"), sendsToken);
    if (sendsToken) {
        QCOMPARE(request.header("X-Volcano-Lock-Token"), QByteArray(TransportFixture::kLockToken));
        QCOMPARE(request.headerCount("X-Volcano-Lock-Token"), 1);
    }

    QCOMPARE(request.hasHeader("Content-Type"), sendsTtl);
    if (sendsTtl) {
        QCOMPARE(request.header("Content-Type"), QByteArrayLiteral("application/json"));
        QCOMPARE(request.body, QByteArrayLiteral(R"({"ttl_seconds":42})"));
        const auto ttl = json::parseTtlBody(request.body);
        QVERIFY(ttl);
        QCOMPARE(*ttl, qint64(42));
    } else {
        QVERIFY2(request.body.isEmpty(), request.body.constData());
    }
}

void TestTransportRequests::requestIdFreshPerOperation() {
    QVERIFY(m_fixture->start());
    const Operation operations[] = {Operation::Acquire,      Operation::Renew,
                                    Operation::Read,         Operation::Release,
                                    Operation::ForceRelease, Operation::Acquire};
    QSet<QByteArray> ids;
    for (Operation operation : operations) {
        m_fixture->server().enqueue(TransportFixture::success(operation));
        const auto result =
            TransportFixture::finish(m_fixture->call(operation, QStringLiteral("k")));
        QVERIFY(result && result->ok());
        const QByteArray sent = m_fixture->server().requests().constLast().header(
            QByteArrayLiteral("X-Volcano-Request-Id"));
        QVERIFY(isUuid(sent));
        QCOMPARE(result->requestId.toLatin1(), sent);
        ids.insert(sent);
    }
    QCOMPARE(ids.size(), qsizetype(std::size(operations)));
}

void TestTransportRequests::requestIdReusedOnRetries() {
    QVERIFY(m_fixture->start());
    // Two timeouts, then an answer.
    m_fixture->client().setTransferTimeout(std::chrono::milliseconds(50));
    m_fixture->server().enqueue(ScriptedAction::stall());
    m_fixture->server().enqueue(ScriptedAction::stall());
    m_fixture->server().enqueue(TransportFixture::success(Operation::Acquire));

    const auto result = TransportFixture::finish(m_fixture->client().acquire(
        QStringLiteral("k"), 30, QString::fromLatin1(TransportFixture::kLockToken)));
    QVERIFY(result);
    QVERIFY(result->ok());
    QCOMPARE(result->attempts, 3);
    const auto& requests = m_fixture->server().requests();
    QCOMPARE(requests.size(), 3);
    // Three connections: a retry is a new attempt, not a reused socket.
    QCOMPARE(m_fixture->server().connectionCount(), 3);
    for (const RecordedRequest& request : requests) {
        QCOMPARE(request.header("X-Volcano-Request-Id"), result->requestId.toLatin1());
        // The retry is the same operation: same token, same body.
        QCOMPARE(request.header("X-Volcano-Lock-Token"), QByteArray(TransportFixture::kLockToken));
        QCOMPARE(request.body, QByteArrayLiteral(R"({"ttl_seconds":30})"));
    }
}

// When the server closes the connection without any answer, Qt itself may send the request
// again on a new connection before reporting an error. The client cannot stop that, but the
// copy is the same operation: same request id, same lock token, same body.
void TestTransportRequests::requestIdSameOnQtResend() {
    QVERIFY(m_fixture->start());
    m_fixture->server().setFallback(ScriptedAction::close());
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const auto result = TransportFixture::finish(m_fixture->client().renew(
        QStringLiteral("k"), QString::fromLatin1(TransportFixture::kLockToken), 30));
    QVERIFY(result);
    QCOMPARE(result->error->kind, FailureKind::Transport);
    QCOMPARE(result->attempts, 3);
    QCOMPARE(attempts.size(), 3);
    const auto& requests = m_fixture->server().requests();
    QVERIFY2(requests.size() >= 3, qPrintable(QString::number(requests.size())));
    for (const RecordedRequest& request : requests) {
        QCOMPARE(request.header("X-Volcano-Request-Id"), result->requestId.toLatin1());
        QCOMPARE(request.header("X-Volcano-Lock-Token"), QByteArray(TransportFixture::kLockToken));
        QCOMPARE(request.method, QByteArrayLiteral("PATCH"));
        QCOMPARE(request.body, QByteArrayLiteral(R"({"ttl_seconds":30})"));
    }
}

void TestTransportRequests::freshLockTokenPerAcquire() {
    QVERIFY(m_fixture->start());
    m_fixture->server().enqueue(TransportFixture::success(Operation::Acquire));
    m_fixture->server().enqueue(TransportFixture::success(Operation::Acquire));

    const auto first =
        TransportFixture::finish(m_fixture->client().acquire(QStringLiteral("k"), 30));
    const auto second =
        TransportFixture::finish(m_fixture->client().acquire(QStringLiteral("k"), 30));
    QVERIFY(first && first->ok());
    QVERIFY(second && second->ok());

    const auto& requests = m_fixture->server().requests();
    QCOMPARE(requests.size(), 2);
    const QByteArray firstToken = requests[0].header("X-Volcano-Lock-Token");
    const QByteArray secondToken = requests[1].header("X-Volcano-Lock-Token");
    QVERIFY(isUuid(firstToken));
    QVERIFY(isUuid(secondToken));
    QVERIFY(firstToken != secondToken);
    // The caller learns the generated token: it needs it to renew and release.
    QCOMPARE(first->lockToken.toLatin1(), firstToken);
    QCOMPARE(second->lockToken.toLatin1(), secondToken);
}

void TestTransportRequests::passedLockTokenUsedVerbatim() {
    QVERIFY(m_fixture->start());
    const QString upperCase = QStringLiteral("C232AB00-9414-11EC-B3C8-9F6BDECED846");
    m_fixture->server().enqueue(TransportFixture::success(Operation::Acquire));
    m_fixture->server().enqueue(TransportFixture::success(Operation::Acquire));

    const auto first =
        TransportFixture::finish(m_fixture->client().acquire(QStringLiteral("k"), 30, upperCase));
    const auto again =
        TransportFixture::finish(m_fixture->client().acquire(QStringLiteral("k"), 30, upperCase));
    QVERIFY(first && first->ok());
    QVERIFY(again && again->ok());
    for (const RecordedRequest& request : m_fixture->server().requests())
        QCOMPARE(request.header("X-Volcano-Lock-Token"), upperCase.toLatin1());
    QCOMPARE(first->lockToken, upperCase);
    QVERIFY(first->requestId != again->requestId);
}

void TestTransportRequests::invalidInputSendsNothing_data() {
    QTest::addColumn<QString>("baseUrl"); // empty: the scripted server's
    QTest::addColumn<QString>("serviceKey");
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<QString>("key");
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("messageMentions");

    const QString key = QStringLiteral("k");
    const QString token = QString::fromLatin1(TransportFixture::kLockToken);
    const QString serviceKey = QString::fromLatin1(TransportFixture::kServiceKey);
    QTest::newRow("bad key") << QString() << serviceKey << Operation::Read << QStringLiteral("a/b")
                             << qint64(30) << token << QStringLiteral("'/'");
    QTest::newRow("empty key") << QString() << serviceKey << Operation::ForceRelease << QString()
                               << qint64(30) << token << QStringLiteral("empty");
    QTest::newRow("ttl 4") << QString() << serviceKey << Operation::Acquire << key << qint64(4)
                           << token << QStringLiteral("TTL");
    QTest::newRow("ttl 7776001") << QString() << serviceKey << Operation::Renew << key
                                 << qint64(7'776'001) << token << QStringLiteral("TTL");
    QTest::newRow("braced token on renew")
        << QString() << serviceKey << Operation::Renew << key << qint64(30)
        << QStringLiteral("{4f83efc2-8fe7-42e8-8347-43493dc5bd8f}") << QStringLiteral("UUID");
    QTest::newRow("bad token on acquire")
        << QString() << serviceKey << Operation::Acquire << key << qint64(30)
        << QStringLiteral("not-a-uuid") << QStringLiteral("UUID");
    QTest::newRow("empty token on release") << QString() << serviceKey << Operation::Release << key
                                            << qint64(30) << QString() << QStringLiteral("UUID");
    QTest::newRow("key . (a path step)")
        << QString() << serviceKey << Operation::Read << QStringLiteral(".") << qint64(30) << token
        << QStringLiteral("'.'");
    QTest::newRow("key .. (a path step)")
        << QString() << serviceKey << Operation::ForceRelease << QStringLiteral("..") << qint64(30)
        << token << QStringLiteral("'..'");
    QTest::newRow("no service key") << QString() << QString() << Operation::Read << key
                                    << qint64(30) << token << QStringLiteral("service key");
    QTest::newRow("http to a remote host")
        << QStringLiteral("http://locks.example.com/v1") << serviceKey << Operation::Acquire << key
        << qint64(30) << token << QStringLiteral("https://");
    QTest::newRow("no base URL") << QStringLiteral("-") << serviceKey << Operation::Read << key
                                 << qint64(30) << token << QStringLiteral("not a valid URL");
}

void TestTransportRequests::invalidInputSendsNothing() {
    QFETCH(QString, baseUrl);
    QFETCH(QString, serviceKey);
    QFETCH(Operation, operation);
    QFETCH(QString, key);
    QFETCH(qint64, ttl);
    QFETCH(QString, token);
    QFETCH(QString, messageMentions);

    QVERIFY(m_fixture->start());
    if (baseUrl == QLatin1StringView("-"))
        m_fixture->client().setBaseUrl(QUrl());
    else if (!baseUrl.isEmpty())
        m_fixture->client().setBaseUrl(QUrl(baseUrl));
    m_fixture->client().setServiceKey(serviceKey);
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    PendingCall* call = nullptr;
    switch (operation) {
    case Operation::Acquire:
        call = m_fixture->client().acquire(key, ttl, token);
        break;
    case Operation::Renew:
        call = m_fixture->client().renew(key, token, ttl);
        break;
    case Operation::Release:
        call = m_fixture->client().release(key, token);
        break;
    case Operation::Read:
        call = m_fixture->client().read(key);
        break;
    case Operation::ForceRelease:
        call = m_fixture->client().forceRelease(key);
        break;
    }
    const auto result = TransportFixture::finish(call);
    QVERIFY(result);
    QVERIFY(result->error);
    QCOMPARE(result->error->kind, FailureKind::InvalidInput);
    QCOMPARE(result->httpStatus, 0);
    QCOMPARE(result->attempts, 0);
    QVERIFY2(result->error->message.contains(messageMentions), qPrintable(result->error->message));
    // The secret never shows up in what the caller may log.
    QVERIFY(!result->error->advice().contains(QLatin1StringView(TransportFixture::kServiceKey)));

    // Give a wrongly sent request time to arrive before concluding none was sent.
    QTest::qWait(100);
    QCOMPARE(m_fixture->server().connectionCount(), 0);
    QCOMPARE(attempts.size(), 0);
    QCOMPARE(m_fixture->repliesCreated(), 0);
}

void TestTransportRequests::redirectNotFollowed_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<Operation>("operation");

    QTest::newRow("301 on read") << 301 << Operation::Read;
    QTest::newRow("302 on acquire") << 302 << Operation::Acquire;
    QTest::newRow("303 on release") << 303 << Operation::Release;
    QTest::newRow("307 on renew") << 307 << Operation::Renew;
    QTest::newRow("308 on force release") << 308 << Operation::ForceRelease;
}

void TestTransportRequests::redirectNotFollowed() {
    QFETCH(int, status);
    QFETCH(Operation, operation);

    QVERIFY(m_fixture->start(QStringLiteral("/v1")));
    // The target would accept anything: following the redirect would turn it into success.
    ScriptedHttpServer elsewhere;
    QVERIFY(elsewhere.listen());
    elsewhere.setFallback(TransportFixture::success(operation));
    const QUrl target = elsewhere.baseUrl(QStringLiteral("/v1/locks/k/lease"));
    m_fixture->server().enqueue(
        ScriptedAction::reply(status, {}, {{QByteArrayLiteral("Location"), target.toEncoded()}}));
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const auto result = TransportFixture::finish(m_fixture->call(operation, QStringLiteral("k")));
    QVERIFY(result);
    QVERIFY(result->error);
    QCOMPARE(result->error->kind, FailureKind::Redirect);
    QCOMPARE(result->httpStatus, status);
    QVERIFY2(result->error->message.contains(target.toString()),
             qPrintable(result->error->message));
    QCOMPARE(result->attempts, 1);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(m_fixture->server().requests().size(), 1);
    QTest::qWait(100);
    QCOMPARE(elsewhere.connectionCount(), 0);
}

// The parts of a real QNetworkReply that HttpAnswer::fromReply must carry over: exact
// 64-bit tokens, RateLimit-*, Retry-After and Date.
void TestTransportRequests::answerReachesResult() {
    QVERIFY(m_fixture->start());
    const ScriptedAction::Headers headers{
        {QByteArrayLiteral("Date"), QByteArrayLiteral("Mon, 20 Jul 2026 14:00:00 GMT")},
        {QByteArrayLiteral("RateLimit-Limit"), QByteArrayLiteral("600")},
        {QByteArrayLiteral("RateLimit-Remaining"), QByteArrayLiteral("12")},
        {QByteArrayLiteral("RateLimit-Reset"), QByteArrayLiteral("41")},
    };
    m_fixture->server().enqueue(ScriptedAction::json(
        200,
        QByteArrayLiteral(
            R"({"expires_at":"2026-07-20T14:00:30.250Z","fencing_token":18446744073709551615})"),
        headers));
    ScriptedAction::Headers limited = headers;
    limited.append({QByteArrayLiteral("Retry-After"), QByteArrayLiteral("41")});
    m_fixture->server().enqueue(ScriptedAction::error(429, "rate_limited", limited));

    const auto granted =
        TransportFixture::finish(m_fixture->client().acquire(QStringLiteral("k"), 30));
    QVERIFY(granted && granted->ok());
    QCOMPARE(granted->grant->fencingToken, std::numeric_limits<FencingToken>::max());
    QCOMPARE(granted->grant->expiresAt,
             QDateTime(QDate(2026, 7, 20), QTime(14, 0, 30, 250), QTimeZone::utc()));
    QCOMPARE(granted->serverDate, QDateTime(QDate(2026, 7, 20), QTime(14, 0, 0), QTimeZone::utc()));
    QCOMPARE(granted->rateLimit.limit, std::optional<int>(600));
    QCOMPARE(granted->rateLimit.remaining, std::optional<int>(12));
    QCOMPARE(granted->rateLimit.resetSeconds, std::optional<int>(41));

    const auto limitedResult =
        TransportFixture::finish(m_fixture->client().read(QStringLiteral("k")));
    QVERIFY(limitedResult);
    QVERIFY(limitedResult->isError(ErrorCode::RateLimited));
    QCOMPARE(limitedResult->error->kind, FailureKind::RateLimited);
    QCOMPARE(limitedResult->error->retryAfterSeconds, std::optional<int>(41));
    QCOMPARE(limitedResult->error->message, QStringLiteral("scripted rate_limited"));
    QCOMPARE(limitedResult->rateLimit.remaining, std::optional<int>(12));
}

QTEST_GUILESS_MAIN(TestTransportRequests)
#include "tst_transport_requests.moc"
