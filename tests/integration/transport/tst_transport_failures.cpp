// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "TransportFixture.h"
#include "support/Loopback.h"

#include "support/ManualClock.h"

#include <QPointer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using namespace std::chrono_literals;

namespace {

const QString kKey = QStringLiteral("jobs:nightly");

// Short, so that retried timeouts keep the test fast.
constexpr std::chrono::milliseconds kTimeout{50};

QList<RequestRecord> recordsOf(const QSignalSpy& spy) {
    QList<RequestRecord> records;
    for (const QList<QVariant>& arguments : spy)
        records.append(arguments.first().value<RequestRecord>());
    return records;
}

// A loopback port nobody listens on: connecting to it is refused at once.

} // namespace

// How LockClient behaves when the answer is missing, late, cancelled or not what it asked
// for: which failures it retries, how often, and what it reports for each attempt.
class TestTransportFailures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void transportErrorsRetried_data();
    void transportErrorsRetried();
    void backoffBetweenAttempts();
    void forceReleaseNeverRetried_data();
    void forceReleaseNeverRetried();
    void httpAnswersNeverRetried_data();
    void httpAnswersNeverRetried();
    void timeout_data();
    void timeout();
    void cancelWhileWaitingForAnswer();
    void cancelDuringBackoff();
    void cancelBeforeInvalidInputIsDelivered();
    void requestFinishedPerAttempt();
    void repliesDeletedAfterManyCalls();

private:
    void setMaxAttempts(int attempts, std::chrono::milliseconds backoff = 10ms);
    // "timeout" (the server never answers), "closed" (it closes the connection without an
    // answer) or "refused" (nothing listens).
    void failWith(const QString& failure);

    // Outlives every fixture, so no late reply can read a clock that is gone.
    ManualClock m_clock;
    std::unique_ptr<TransportFixture> m_fixture;
};

void TestTransportFailures::init() {
    // Any warning (e.g. reading an aborted reply) is a defect here.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
    m_fixture = std::make_unique<TransportFixture>();
}

void TestTransportFailures::cleanup() {
    QTRY_COMPARE(m_fixture->repliesAlive(), 0);
    m_fixture.reset();
}

void TestTransportFailures::setMaxAttempts(int attempts, std::chrono::milliseconds backoff) {
    RetryPolicy policy;
    policy.maxAttempts = attempts;
    policy.initialBackoff = backoff;
    policy.maxBackoff = backoff * 4;
    m_fixture->client().setRetryPolicy(policy);
}

void TestTransportFailures::failWith(const QString& failure) {
    if (failure == QLatin1StringView("refused")) {
        m_fixture->client().setBaseUrl(deadUrl());
        return;
    }
    m_fixture->client().setTransferTimeout(kTimeout);
    m_fixture->server().setFallback(failure == QLatin1StringView("timeout")
                                        ? ScriptedAction::stall()
                                        : ScriptedAction::close());
}

void TestTransportFailures::transportErrorsRetried_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<QString>("failure");
    QTest::addColumn<int>("maxAttempts");
    QTest::addColumn<FailureKind>("kind");

    QTest::newRow("acquire, timeouts, 3 attempts")
        << Operation::Acquire << QStringLiteral("timeout") << 3 << FailureKind::Timeout;
    QTest::newRow("renew, timeouts, 4 attempts")
        << Operation::Renew << QStringLiteral("timeout") << 4 << FailureKind::Timeout;
    QTest::newRow("release, timeouts, 2 attempts")
        << Operation::Release << QStringLiteral("timeout") << 2 << FailureKind::Timeout;
    QTest::newRow("read, timeouts, 3 attempts")
        << Operation::Read << QStringLiteral("timeout") << 3 << FailureKind::Timeout;
    QTest::newRow("read, timeout, 1 attempt")
        << Operation::Read << QStringLiteral("timeout") << 1 << FailureKind::Timeout;
    QTest::newRow("acquire, connection closed, 3 attempts")
        << Operation::Acquire << QStringLiteral("closed") << 3 << FailureKind::Transport;
    QTest::newRow("release, connection closed, 2 attempts")
        << Operation::Release << QStringLiteral("closed") << 2 << FailureKind::Transport;
    QTest::newRow("renew, connection refused, 3 attempts")
        << Operation::Renew << QStringLiteral("refused") << 3 << FailureKind::Transport;
    QTest::newRow("read, connection refused, 4 attempts")
        << Operation::Read << QStringLiteral("refused") << 4 << FailureKind::Transport;
}

void TestTransportFailures::transportErrorsRetried() {
    QFETCH(Operation, operation);
    QFETCH(QString, failure);
    QFETCH(int, maxAttempts);
    QFETCH(FailureKind, kind);

    QVERIFY(m_fixture->start());
    setMaxAttempts(maxAttempts);
    failWith(failure);
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const auto result = TransportFixture::finish(m_fixture->call(operation, kKey));
    QVERIFY(result);
    QVERIFY(result->error);
    QCOMPARE(result->error->kind, kind);
    QCOMPARE(result->httpStatus, 0);
    QCOMPARE(result->attempts, maxAttempts);
    const QList<RequestRecord> records = recordsOf(attempts);
    QCOMPARE(records.size(), maxAttempts);
    for (int i = 0; i < records.size(); ++i) {
        QCOMPARE(records[i].attempt, i + 1);
        QCOMPARE(records[i].httpStatus, 0);
        QCOMPARE(records[i].requestId, result->requestId);
        QCOMPARE(records[i].code, failureKindName(kind));
    }

    // What reached the server. Bounded: nothing more arrives after the client gave up.
    QTest::qWait(100);
    const auto& requests = m_fixture->server().requests();
    if (failure == QLatin1StringView("timeout"))
        QCOMPARE(requests.size(), maxAttempts);
    else if (failure == QLatin1StringView("closed"))
        QVERIFY(requests.size() >= maxAttempts); // Qt may add a copy; see ScriptedAction::Close
    else
        QCOMPARE(requests.size(), 0);
    for (const RecordedRequest& request : requests)
        QCOMPARE(request.header("X-Volcano-Request-Id"), result->requestId.toLatin1());
}

void TestTransportFailures::backoffBetweenAttempts() {
    QVERIFY(m_fixture->start());
    RetryPolicy policy;
    policy.maxAttempts = 4;
    policy.initialBackoff = 100ms;
    policy.maxBackoff = 250ms;
    m_fixture->client().setRetryPolicy(policy);
    // Timeouts shorter than the backoff: without a backoff the attempts would come ~50 ms apart.
    failWith(QStringLiteral("timeout"));

    const auto result = TransportFixture::finish(m_fixture->call(Operation::Acquire, kKey));
    QVERIFY(result);
    const auto& requests = m_fixture->server().requests();
    QCOMPARE(requests.size(), 4);
    // The client waits at least the policy's backoff before attempts 2, 3 and 4 (100, 200,
    // 250 ms: doubled, then capped). Only lower bounds: a busy machine may add delay.
    for (int attempt = 2; attempt <= 4; ++attempt) {
        const qint64 gap = requests[attempt - 1].receivedAtMs - requests[attempt - 2].receivedAtMs;
        const qint64 backoff = policy.backoffBefore(attempt).count();
        QVERIFY2(gap >= backoff, qPrintable(QStringLiteral("attempt %1 came %2 ms after the last, "
                                                           "before its %3 ms backoff")
                                                .arg(attempt)
                                                .arg(gap)
                                                .arg(backoff)));
    }
}

void TestTransportFailures::forceReleaseNeverRetried_data() {
    QTest::addColumn<QString>("failure");
    QTest::addColumn<FailureKind>("kind");
    QTest::addColumn<int>("requestsSeen");
    QTest::addColumn<bool>("outcomeUnknown");

    QTest::newRow("timeout") << QStringLiteral("timeout") << FailureKind::Timeout << 1 << true;
    QTest::newRow("connection refused")
        << QStringLiteral("refused") << FailureKind::Transport << 0 << false;
    QTest::newRow("connection closed without an answer")
        << QStringLiteral("closed") << FailureKind::Transport << 1 << true;
}

// A second force release could drop a lease someone took in between: exactly one request
// reaches the server, whatever happens to the connection. The force release goes through
// SingleRequestExchange (one request on a fresh connection), not through Qt's HTTP stack,
// which re-sends by itself when a connection closes before an answer.
void TestTransportFailures::forceReleaseNeverRetried() {
    QFETCH(QString, failure);
    QFETCH(FailureKind, kind);
    QFETCH(int, requestsSeen);
    QFETCH(bool, outcomeUnknown);

    QVERIFY(m_fixture->start());
    setMaxAttempts(5);
    failWith(failure);
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const auto result = TransportFixture::finish(m_fixture->call(Operation::ForceRelease, kKey));
    QVERIFY(result);
    QVERIFY(result->error);
    QCOMPARE(result->error->kind, kind);
    QCOMPARE(result->attempts, 1);
    QCOMPARE(result->outcomeUnknown, outcomeUnknown);
    QCOMPARE(result->error->message.startsWith(QStringLiteral("outcome unknown: ")),
             outcomeUnknown);
    QTest::qWait(300);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(m_fixture->server().requests().size(), requestsSeen);
    QCOMPARE(m_fixture->server().connectionCount(), requestsSeen);
    // Nothing went through the network manager, which could have re-sent it.
    QCOMPARE(m_fixture->repliesCreated(), 0);
}

void TestTransportFailures::httpAnswersNeverRetried_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<FailureKind>("kind");

    QTest::newRow("429 on acquire")
        << Operation::Acquire << 429 << QByteArray("rate_limited") << FailureKind::RateLimited;
    QTest::newRow("429 on read") << Operation::Read << 429 << QByteArray("rate_limited")
                                 << FailureKind::RateLimited;
    QTest::newRow("503 on renew") << Operation::Renew << 503 << QByteArray("region_unavailable")
                                  << FailureKind::Unavailable;
    QTest::newRow("503 on release") << Operation::Release << 503 << QByteArray("region_unavailable")
                                    << FailureKind::Unavailable;
    QTest::newRow("409 on acquire")
        << Operation::Acquire << 409 << QByteArray("lock_held") << FailureKind::Conflict;
    QTest::newRow("409 on renew") << Operation::Renew << 409 << QByteArray("lock_ownership_lost")
                                  << FailureKind::Conflict;
    QTest::newRow("400 on acquire")
        << Operation::Acquire << 400 << QByteArray("invalid_ttl") << FailureKind::BadRequest;
    QTest::newRow("401 on read") << Operation::Read << 401 << QByteArray("unauthorized")
                                 << FailureKind::Unauthorized;
    QTest::newRow("403 on release")
        << Operation::Release << 403 << QByteArray("missing_scope") << FailureKind::Forbidden;
    QTest::newRow("500 on read") << Operation::Read << 500 << QByteArray("internal")
                                 << FailureKind::BadResponse;
    QTest::newRow("502 on renew") << Operation::Renew << 502 << QByteArray("bad_gateway")
                                  << FailureKind::BadResponse;
}

void TestTransportFailures::httpAnswersNeverRetried() {
    QFETCH(Operation, operation);
    QFETCH(int, status);
    QFETCH(QByteArray, code);
    QFETCH(FailureKind, kind);

    QVERIFY(m_fixture->start());
    setMaxAttempts(5);
    m_fixture->server().setFallback(ScriptedAction::error(
        status, code, {{QByteArrayLiteral("Retry-After"), QByteArrayLiteral("3")}}));
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const auto result = TransportFixture::finish(m_fixture->call(operation, kKey));
    QVERIFY(result);
    QVERIFY(result->error);
    QCOMPARE(result->error->kind, kind);
    QCOMPARE(result->error->codeText, QString::fromLatin1(code));
    QCOMPARE(result->httpStatus, status);
    QCOMPARE(result->attempts, 1);
    QTest::qWait(100);
    QCOMPARE(m_fixture->server().requests().size(), 1);
    QCOMPARE(attempts.size(), 1);
    const RequestRecord record = attempts.first().first().value<RequestRecord>();
    QCOMPARE(record.httpStatus, status);
    QCOMPARE(record.code, QString::fromLatin1(code));
    QCOMPARE(record.retryAfterSeconds, status == 429 ? std::optional<int>(3) : std::nullopt);
}

void TestTransportFailures::timeout_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<int>("maxAttempts");

    QTest::newRow("acquire, no retry") << Operation::Acquire << 1;
    QTest::newRow("read, retried once") << Operation::Read << 2;
}

void TestTransportFailures::timeout() {
    QFETCH(Operation, operation);
    QFETCH(int, maxAttempts);

    QVERIFY(m_fixture->start());
    m_fixture->client().setTransferTimeout(150ms);
    setMaxAttempts(maxAttempts);
    m_fixture->server().setFallback(ScriptedAction::stall());
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const auto result = TransportFixture::finish(m_fixture->call(operation, kKey), 5000);
    QVERIFY(result);
    QVERIFY(result->error);
    QCOMPARE(result->error->kind, FailureKind::Timeout);
    QCOMPARE(result->httpStatus, 0);
    QCOMPARE(result->attempts, maxAttempts);
    // Qt's coarse transfer timer may fire up to 5 % early.
    QVERIFY2(result->latencyMs >= 140, qPrintable(QString::number(result->latencyMs)));
    QCOMPARE(m_fixture->server().requests().size(), maxAttempts);
    for (const RequestRecord& record : recordsOf(attempts))
        QCOMPARE(record.code, QStringLiteral("timeout"));
}

void TestTransportFailures::cancelWhileWaitingForAnswer() {
    QVERIFY(m_fixture->start());
    m_fixture->server().setFallback(ScriptedAction::stall());
    QSignalSpy received(&m_fixture->server(), &ScriptedHttpServer::requestReceived);
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    QPointer<PendingCall> call = m_fixture->call(Operation::Acquire, kKey);
    QSignalSpy finished(call.data(), &PendingCall::finished);
    QSignalSpy cancelled(call.data(), &PendingCall::cancelled);
    QVERIFY(received.wait());

    call->cancel();
    QCOMPARE(cancelled.size(), 1);
    // The reply is aborted and freed, the call deletes itself, and nothing is reported.
    QTRY_VERIFY(call.isNull());
    QTRY_COMPARE(m_fixture->repliesAlive(), 0);
    QTest::qWait(200);
    QCOMPARE(finished.size(), 0);
    QCOMPARE(attempts.size(), 0);
    QCOMPARE(m_fixture->server().requests().size(), 1);
}

void TestTransportFailures::cancelDuringBackoff() {
    QVERIFY(m_fixture->start());
    setMaxAttempts(3, 400ms);
    failWith(QStringLiteral("timeout"));
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    QPointer<PendingCall> call = m_fixture->call(Operation::Read, kKey);
    QSignalSpy finished(call.data(), &PendingCall::finished);
    QVERIFY(attempts.wait());
    call->cancel();

    QTest::qWait(800); // past the backoff: a retry would have been sent by now
    QCOMPARE(m_fixture->server().requests().size(), 1);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(finished.size(), 0);
    QVERIFY(call.isNull());
}

void TestTransportFailures::cancelBeforeInvalidInputIsDelivered() {
    QVERIFY(m_fixture->start());
    QPointer<PendingCall> call = m_fixture->client().read(QStringLiteral("no/slashes"));
    QSignalSpy finished(call.data(), &PendingCall::finished);
    call->cancel();
    QTest::qWait(50);
    QCOMPARE(finished.size(), 0);
    QVERIFY(call.isNull());
}

// One record per attempt, numbered, with the status, code and latency of that attempt.
void TestTransportFailures::requestFinishedPerAttempt() {
    QVERIFY(m_fixture->start(QStringLiteral("/v1")));
    ManualClock& clock = m_clock;
    m_fixture->client().setClock(&clock);
    setMaxAttempts(3);
    // Each request "takes" 25 ms more than the one before on the client's clock.
    qint64 serverTime = 0;
    QObject scope; // ends the connection with this function, as the lambda captures locals
    connect(&m_fixture->server(), &ScriptedHttpServer::requestReceived, &scope, [&] {
        serverTime += 25;
        clock.advance(serverTime);
    });
    m_fixture->client().setTransferTimeout(kTimeout);
    m_fixture->server().enqueue(ScriptedAction::stall());
    m_fixture->server().enqueue(ScriptedAction::stall());
    m_fixture->server().enqueue(ScriptedAction::error(
        409, "lock_held",
        {{QByteArrayLiteral("RateLimit-Limit"), QByteArrayLiteral("600")},
         {QByteArrayLiteral("RateLimit-Remaining"), QByteArrayLiteral("7")}}));
    QSignalSpy attempts(&m_fixture->client(), &LockClient::requestFinished);

    const QDateTime started = clock.utcNow();
    const auto result = TransportFixture::finish(m_fixture->call(Operation::Acquire, kKey));
    QVERIFY(result);
    QVERIFY(result->isError(ErrorCode::LockHeld));
    QCOMPARE(result->attempts, 3);

    const QList<RequestRecord> records = recordsOf(attempts);
    QCOMPARE(records.size(), 3);
    const QList<int> statuses{0, 0, 409};
    const QStringList codes{QStringLiteral("timeout"), QStringLiteral("timeout"),
                            QStringLiteral("lock_held")};
    qint64 elapsedBefore = 0;
    for (int i = 0; i < records.size(); ++i) {
        const RequestRecord& record = records[i];
        QCOMPARE(record.attempt, i + 1);
        QCOMPARE(record.httpStatus, statuses[i]);
        QCOMPARE(record.code, codes[i]);
        QCOMPARE(record.latencyMs, qint64(25 * (i + 1)));
        QCOMPARE(record.sentAtUtc, started.addMSecs(elapsedBefore));
        QCOMPARE(record.requestId, result->requestId);
        QCOMPARE(record.operation, Operation::Acquire);
        QCOMPARE(record.method, QByteArrayLiteral("POST"));
        QCOMPARE(record.path, QStringLiteral("/v1/locks/jobs%3Anightly/lease"));
        QCOMPARE(record.key, QStringLiteral("jobs:nightly"));
        elapsedBefore += 25 * (i + 1);
    }
    QCOMPARE(records[2].rateLimit.remaining, std::optional<int>(7));
    QVERIFY(!records[0].rateLimit.isKnown());
    // The result describes the last attempt: its send time starts the lease's local clock.
    QCOMPARE(result->latencyMs, 75);
    QCOMPARE(result->sentAtMonotonicMs, clock.monotonicMs() - 75);
}

void TestTransportFailures::repliesDeletedAfterManyCalls() {
    QVERIFY(m_fixture->start());
    setMaxAttempts(2);
    m_fixture->client().setTransferTimeout(kTimeout);
    const ScriptedAction script[] = {
        TransportFixture::success(Operation::Acquire),
        ScriptedAction::stall(),
        TransportFixture::success(Operation::Acquire),
        ScriptedAction::error(409, "lock_ownership_lost"),
        ScriptedAction::reply(204),
        ScriptedAction::stall(),
        ScriptedAction::stall(),
        ScriptedAction::reply(302, {}, {{QByteArrayLiteral("Location"), QByteArrayLiteral("/x")}}),
        ScriptedAction::json(200, QByteArrayLiteral("not json")),
    };
    for (const ScriptedAction& action : script)
        m_fixture->server().enqueue(action);
    const Operation operations[] = {Operation::Acquire, Operation::Renew, Operation::Renew,
                                    Operation::Release, Operation::Read,  Operation::Read,
                                    Operation::Acquire};
    for (Operation operation : operations)
        QVERIFY(TransportFixture::finish(m_fixture->call(operation, kKey)));

    QCOMPARE(m_fixture->server().requests().size(), qsizetype(std::size(script)));
    QCOMPARE(m_fixture->repliesCreated(), int(std::size(script)));
    QTRY_COMPARE(m_fixture->repliesAlive(), 0);
}

QTEST_GUILESS_MAIN(TestTransportFailures)
#include "tst_transport_failures.moc"
