// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The sandbox's fault drills (admin API /_sandbox/faults) against the real binary, and what
// the client makes of each fault: a clear error of the right kind, bounded in time, and —
// for answers lost after the server committed — a retry with the same token changes nothing.
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "support/SandboxProcess.h"
#include "support/WaitFor.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

// A call not finished within 30 s counts as never answered.
OperationResult await(PendingCall* call) {
    return waitFor(call, 30000);
}

FailureKind kindOf(const OperationResult& result) {
    return result.error ? result.error->kind : FailureKind::Transport;
}

} // namespace

class TestSandboxFaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString())); }

    void init() {
        QCOMPARE(m_sandbox.clearFaults(), 204);
        m_client = std::make_unique<LockClient>();
        m_client->setBaseUrl(m_sandbox.baseUrl());
        m_client->setServiceKey(m_sandbox.serviceKey());
        m_client->setTransferTimeout(std::chrono::milliseconds(700));
        // One attempt: each test sees the fault itself, not the client's recovery from it.
        m_client->setRetryPolicy(
            RetryPolicy{1, std::chrono::milliseconds(50), std::chrono::milliseconds(50)});
    }

    void adminApiValidatesAndReports_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("reason");
        QTest::newRow("rate above 1") << QByteArray(R"({"reset_rate": 2})") << "reset_rate";
        QTest::newRow("rates add up above 1")
            << QByteArray(R"({"reset_rate": 0.6, "stall_rate": 0.6})") << "add up";
        QTest::newRow("unknown field") << QByteArray(R"({"chaos": 1})") << "unknown field";
        QTest::newRow("negative latency") << QByteArray(R"({"latency_ms": -1})") << "latency_ms";
        QTest::newRow("not an object") << QByteArray("[1]") << "JSON object";
        QTest::newRow("unknown operation")
            << QByteArray(R"({"operations": ["delete"]})") << "force_release";
        QTest::newRow("operations not a list")
            << QByteArray(R"({"operations": "read"})") << "operations";
    }

    void adminApiValidatesAndReports() {
        QFETCH(QByteArray, body);
        QFETCH(QString, reason);
        const auto admin = QList<std::pair<QByteArray, QByteArray>>{
            {"Authorization", "Bearer " + m_sandbox.adminKey().toUtf8()},
            {"Content-Type", "application/json"}};
        const auto reply = m_sandbox.raw("PUT", "/_sandbox/faults", admin, body);
        QCOMPARE(reply.status, 400);
        QVERIFY2(QString::fromUtf8(reply.body).contains(reason), reply.body.constData());
        // The service key is not an admin key.
        const auto refused =
            m_sandbox.raw("PUT", "/_sandbox/faults",
                          {{"Authorization", "Bearer " + m_sandbox.serviceKey().toUtf8()}}, "{}");
        QCOMPARE(refused.status, 401);
    }

    void settingsAndCountsAreReported() {
        QCOMPARE(m_sandbox.setFaults({{QStringLiteral("unavailable_rate"), 1.0},
                                      {QStringLiteral("max_faults"), 2},
                                      {QStringLiteral("seed"), 9}}),
                 204);
        for (int i = 0; i < 3; ++i)
            await(m_client->read(QStringLiteral("report")));
        const QJsonObject faults = m_sandbox.faults();
        QCOMPARE(faults.value(QStringLiteral("unavailable_rate")).toDouble(), 1.0);
        QCOMPARE(faults.value(QStringLiteral("max_faults")).toInt(), 2);
        QCOMPARE(faults.value(QStringLiteral("seed")).toInt(), 9);
        QCOMPARE(faults.value(QStringLiteral("injected"))
                     .toObject()
                     .value(QStringLiteral("unavailable"))
                     .toInt(),
                 2);
        QCOMPARE(m_sandbox.stats().value(QStringLiteral("faults")).toObject(), faults);
    }

    // A drill aimed at one operation leaves the others alone, latency included.
    void operationsAimTheDrill() {
        QCOMPARE(m_sandbox.setFaults(
                     {{QStringLiteral("unavailable_rate"), 1.0},
                      {QStringLiteral("latency_ms"), 400},
                      {QStringLiteral("operations"), QJsonArray{QStringLiteral("force_release")}}}),
                 204);
        const OperationResult read = await(m_client->read(QStringLiteral("aimed")));
        QVERIFY(read.ok());
        QVERIFY2(read.latencyMs < 400, qPrintable(QString::number(read.latencyMs)));
        QVERIFY(await(m_client->acquire(QStringLiteral("aimed"), 30, LockClient::newUuid())).ok());
        const OperationResult force = await(m_client->forceRelease(QStringLiteral("aimed")));
        QCOMPARE(force.httpStatus, 503);
        QVERIFY(await(m_client->read(QStringLiteral("aimed"))).state->held);
        QCOMPARE(m_sandbox.faults().value(QStringLiteral("operations")).toArray(),
                 QJsonArray{QStringLiteral("force_release")});
    }

    void latencyDelaysEveryAnswer() {
        QCOMPARE(m_sandbox.setFaults({{QStringLiteral("latency_ms"), 300}}), 204);
        const OperationResult read = await(m_client->read(QStringLiteral("slow")));
        QVERIFY(read.ok());
        QVERIFY2(read.latencyMs >= 300, qPrintable(QString::number(read.latencyMs)));
    }

    void unavailableAnswers503AndChangesNothing() {
        QCOMPARE(m_sandbox.setFaults({{QStringLiteral("unavailable_rate"), 1.0}}), 204);
        const OperationResult acquire =
            await(m_client->acquire(QStringLiteral("closed"), 30, LockClient::newUuid()));
        QVERIFY(acquire.isError(ErrorCode::RegionUnavailable));
        QCOMPARE(acquire.httpStatus, 503);
        QCOMPARE(m_sandbox.clearFaults(), 204);
        const OperationResult read = await(m_client->read(QStringLiteral("closed")));
        QVERIFY(read.ok() && read.state);
        QVERIFY(!read.state->held);
    }

    void seededFaultsAreReproducible() {
        const QJsonObject settings{{QStringLiteral("unavailable_rate"), 0.5},
                                   {QStringLiteral("seed"), 7}};
        QString first;
        QString second;
        for (QString* pattern : {&first, &second}) {
            QCOMPARE(m_sandbox.setFaults(settings), 204);
            for (int i = 0; i < 24; ++i)
                pattern->append(await(m_client->read(QStringLiteral("dice"))).ok() ? u'.' : u'x');
        }
        QCOMPARE(first, second);
        QVERIFY2(first.contains(u'.') && first.contains(u'x'), qPrintable(first));
    }

    void resetOnEveryAttemptIsATransportError() {
        QCOMPARE(m_sandbox.setFaults({{QStringLiteral("reset_rate"), 1.0}}), 204);
        QElapsedTimer timer;
        timer.start();
        const OperationResult read = await(m_client->read(QStringLiteral("reset")));
        QVERIFY(!read.ok());
        QCOMPARE(kindOf(read), FailureKind::Transport);
        QVERIFY(timer.elapsed() < 5000);
    }

    void garbageIsABadResponseNeverAGrant() {
        QCOMPARE(m_sandbox.setFaults({{QStringLiteral("garbage_rate"), 1.0}}), 204);
        const OperationResult acquire =
            await(m_client->acquire(QStringLiteral("garbled"), 30, LockClient::newUuid()));
        QVERIFY(!acquire.ok());
        QCOMPARE(kindOf(acquire), FailureKind::BadResponse);
        QVERIFY(!acquire.grant);
        const OperationResult read = await(m_client->read(QStringLiteral("garbled")));
        QCOMPARE(kindOf(read), FailureKind::BadResponse);
        QVERIFY(!read.state);
    }

    void stalledAnswerEndsAtTheTransferTimeout() {
        QCOMPARE(m_sandbox.setFaults(
                     {{QStringLiteral("stall_rate"), 1.0}, {QStringLiteral("max_faults"), 1}}),
                 204);
        QElapsedTimer timer;
        timer.start();
        const OperationResult read = await(m_client->read(QStringLiteral("stalled")));
        QCOMPARE(kindOf(read), FailureKind::Timeout);
        QVERIFY2(timer.elapsed() >= 600 && timer.elapsed() < 3000,
                 qPrintable(QString::number(timer.elapsed())));
    }

    // The answer is lost after the server committed: retrying with the same token (and
    // the same request id, as LockClient does) finds the same acquisition.
    void answerLostAfterCommit_data() {
        QTest::addColumn<QString>("fault");
        QTest::newRow("truncated") << QStringLiteral("truncate_rate");
        QTest::newRow("garbled") << QStringLiteral("garbage_rate");
        QTest::newRow("stalled") << QStringLiteral("stall_rate");
    }

    void answerLostAfterCommit() {
        QFETCH(QString, fault);
        const QString key = QStringLiteral("committed-") + fault;
        const QString token = LockClient::newUuid();
        QCOMPARE(m_sandbox.setFaults({{fault, 1.0}, {QStringLiteral("max_faults"), 1}}), 204);
        const OperationResult lost = await(m_client->acquire(key, 30, token));
        QVERIFY(!lost.ok());
        const OperationResult again = await(m_client->acquire(key, 30, token));
        QVERIFY2(again.ok(), again.error ? qPrintable(again.error->label()) : "");
        const OperationResult read = await(m_client->read(key));
        QVERIFY(read.ok() && read.state && read.state->held);
        QCOMPARE(read.state->fencingToken, again.grant->fencingToken);
        // Renew and release lost the same way change nothing either.
        QCOMPARE(m_sandbox.setFaults({{fault, 1.0}, {QStringLiteral("max_faults"), 1}}), 204);
        QVERIFY(!await(m_client->renew(key, token, 30)).ok());
        const OperationResult renewed = await(m_client->renew(key, token, 30));
        QVERIFY(renewed.ok());
        QCOMPARE(renewed.grant->fencingToken, again.grant->fencingToken);
        // A release's success has no body, so a cut or garbled one may still read as done;
        // either way the release committed and repeating it is harmless.
        QCOMPARE(m_sandbox.setFaults({{fault, 1.0}, {QStringLiteral("max_faults"), 1}}), 204);
        await(m_client->release(key, token));
        QVERIFY(await(m_client->release(key, token)).ok());
        QVERIFY(!await(m_client->read(key)).state->held);
    }

    void cleanupTestCase() {
        m_client.reset();
        m_sandbox.stop();
    }

private:
    SandboxProcess m_sandbox;
    std::unique_ptr<LockClient> m_client;
};

QTEST_GUILESS_MAIN(TestSandboxFaults)
#include "tst_sandbox_faults.moc"
