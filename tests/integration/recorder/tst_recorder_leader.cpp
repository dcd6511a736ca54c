// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// One recorder as leader: it polls the team watchlist and writes every successful read to the
// store under its recorder token, with the quota it spent; it picks up keys added while it
// runs; it rides out a PostgreSQL restart without a restart of its own; SIGTERM releases the
// leader lease and exits 0.

#include "RecorderWorld.h"
#include "client/LockClient.h"
#include "console/TeamFeed.h"
#include "support/Promtool.h"
#include "support/WaitFor.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

#include <csignal>

using namespace volcano;
using namespace volcano::test;

namespace {

const QRegularExpression kLeaderLine(QStringLiteral("^role: leader \\(fencing_token (\\d+)\\)$"));

QStringList leaderArgs(const QString& name) {
    return {QStringLiteral("--leader-ttl"), QStringLiteral("5"),      QStringLiteral("--budget"),
            QStringLiteral("240"),          QStringLiteral("--name"), name};
}

} // namespace

class TestRecorderLeader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(m_world.start(), qPrintable(m_world.errorString()));
        const auto added = m_world.recorder()->run(
            m_world.storeArgs({QStringLiteral("keys"), QStringLiteral("add"),
                               QStringLiteral("jobs:a"), QStringLiteral("jobs:b")}));
        QCOMPARE(added.exitCode, 0);
    }

    void leaderWritesEveryReadUnderItsToken() {
        const auto client = m_world.sandbox().client();
        const OperationResult grant = waitFor(client->acquire(QStringLiteral("jobs:a"), 60));
        QVERIFY(grant.ok());
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(m_world.storeArgs(leaderArgs(QStringLiteral("rec-a")))));
        const auto token = recorder->waitForLine(kLeaderLine, 15000);
        QVERIFY2(token, qPrintable(recorder->lines().join(QLatin1Char('\n'))));
        QTRY_VERIFY_WITH_TIMEOUT(m_world.observationCount() >= 6, 15000);

        const auto rows = m_world.observations();
        bool sawHeld = false;
        bool sawFree = false;
        for (const auto& row : rows) {
            QCOMPARE(row.recorder, QStringLiteral("rec-a"));
            QCOMPARE(row.recorderToken, *token);
            if (row.key == QLatin1StringView("jobs:a")) {
                QVERIFY(row.held);
                QCOMPARE(row.fencingToken, QString::number(grant.grant->fencingToken));
                sawHeld = true;
            } else {
                QCOMPARE(row.key, QStringLiteral("jobs:b"));
                QVERIFY(!row.held);
                QVERIFY(row.fencingToken.isEmpty());
                sawFree = true;
            }
        }
        QVERIFY(sawHeld && sawFree);
        QSqlQuery query(m_world.store().database());
        QVERIFY(query.exec(QStringLiteral("SELECT role, recorder_token::text FROM recorders WHERE"
                                          " name = 'rec-a'")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("leader"));
        QCOMPARE(query.value(1).toString(), *token);
        QVERIFY(query.exec(QStringLiteral("SELECT max(used) FROM quota_minutes WHERE source ="
                                          " 'recorder'")));
        QVERIFY(query.next());
        QVERIFY(query.value(0).toInt() >= 6);
        // Each row keeps its read's X-Volcano-Request-Id (the incident report quotes them).
        QVERIFY(query.exec(QStringLiteral("SELECT count(*), count(DISTINCT request_id),"
                                          " count(*) FILTER (WHERE request_id = '')"
                                          " FROM observations")));
        QVERIFY(query.next());
        QCOMPARE(query.value(2).toInt(), 0);
        QCOMPARE(query.value(1).toInt(), query.value(0).toInt());

        // A key added while it runs is read within the watchlist refresh (5 s) and a turn.
        QCOMPARE(m_world.recorder()
                     ->run(m_world.storeArgs({QStringLiteral("keys"), QStringLiteral("add"),
                                              QStringLiteral("jobs:late")}))
                     .exitCode,
                 0);
        QTRY_VERIFY_WITH_TIMEOUT(keyObserved(QStringLiteral("jobs:late")), 15000);

        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
        const OperationResult leaderLock =
            waitFor(client->read(QStringLiteral("volcano-recorder")));
        QVERIFY(leaderLock.ok());
        QVERIFY2(!leaderLock.state->held, "SIGTERM released the leader lease");
    }

    // GET /metrics: the spec's names, exact fencing tokens as labels, and a text promtool
    // accepts.
    void servesMetricsPromtoolAccepts() {
        const auto client = m_world.sandbox().client();
        const OperationResult grant = waitFor(client->acquire(QStringLiteral("jobs:b"), 60));
        QVERIFY(grant.ok());
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(m_world.storeArgs(
            leaderArgs(QStringLiteral("rec-m")) +
            QStringList{QStringLiteral("--metrics"), QStringLiteral("127.0.0.1:0")})));
        const auto port = recorder->waitForLine(
            QRegularExpression(QStringLiteral("^metrics: serving /metrics on port (\\d+)$")),
            10000);
        QVERIFY2(port, qPrintable(recorder->lines().join(QLatin1Char('\n'))));
        QVERIFY(recorder->waitForLine(kLeaderLine, 15000));
        const QString heldSample = QStringLiteral("volcano_lock_fencing_token_info{key=\"jobs:b\","
                                                  "fencing_token=\"%1\"} 1")
                                       .arg(grant.grant->fencingToken);
        QByteArray text;
        QTRY_VERIFY_WITH_TIMEOUT(
            (text = RecorderWorld::fetchMetrics(port->toUShort())).contains(heldSample.toUtf8()),
            15000);
        QVERIFY2(text.contains("volcano_lock_held{key=\"jobs:b\"} 1\n"), text.constData());
        QVERIFY(text.contains("volcano_recorder_leader 1\n"));
        QVERIFY(text.contains("volcano_reads_total{outcome=\"ok\"}"));
        QVERIFY(text.contains("volcano_quota_used{source=\"recorder\"}"));
        QVERIFY(text.contains("volcano_lock_expires_in_seconds{key=\"jobs:b\"}"));
        QVERIFY(text.contains("volcano_lock_handovers_total{key=\"jobs:a\"}"));
        const auto problem = promtoolProblem(text);
        QVERIFY2(!problem, qPrintable(problem.value_or(QString())));
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
    }

    // The server goes away and comes back: the recorder keeps its observations queued,
    // reconnects by itself, and writes on; a console following the store does too.
    void ridesOutAPostgresRestart() {
        TeamFeed console;
        QVERIFY(console.start(StoreLocation::parse(m_world.storeUrl()).value()).has_value());
        QSignalSpy consoleSaw(&console, &TeamFeed::observed);
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(m_world.storeArgs(leaderArgs(QStringLiteral("rec-b")))));
        QVERIFY(recorder->waitForLine(kLeaderLine, 15000));
        QTRY_VERIFY_WITH_TIMEOUT(rowsOf(QStringLiteral("rec-b")) >= 2, 15000);
        QVERIFY2(m_world.postgres().restart(), qPrintable(m_world.postgres().errorString()));
        // The test's own connection died with the server too.
        m_world.store().close();
        QVERIFY(m_world.store().open().has_value());
        const int before = rowsOf(QStringLiteral("rec-b"));
        QTRY_VERIFY_WITH_TIMEOUT(rowsOf(QStringLiteral("rec-b")) >= before + 4, 30000);
        QVERIFY2(
            recorder->waitForLine(QRegularExpression(QStringLiteral("^store: unreachable")), 1000),
            qPrintable(recorder->lines().join(QLatin1Char('\n'))));
        QVERIFY(recorder->waitForLine(QRegularExpression(QStringLiteral("^store: back")), 1000));
        // The console lost its connection too, came back by itself, and caught up by id.
        const qsizetype seenBefore = consoleSaw.size();
        QTRY_VERIFY_WITH_TIMEOUT(console.isConnected() && consoleSaw.size() > seenBefore + 2,
                                 30000);
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
        // Every row once, in order, up to the last one written.
        QTRY_COMPARE_WITH_TIMEOUT(consoleSaw.last().first().value<RecordedObservation>().id,
                                  maxObservationId(), 2 * TeamFeed::kPollIntervalMs + 1000);
        qint64 previous = 0;
        for (const QList<QVariant>& signal : std::as_const(consoleSaw)) {
            const qint64 id = signal.first().value<RecordedObservation>().id;
            QVERIFY(id > previous);
            previous = id;
        }
    }

private:
    qint64 maxObservationId() {
        QSqlQuery query(m_world.store().database());
        return query.exec(QStringLiteral("SELECT max(id) FROM observations")) && query.next()
                   ? query.value(0).toLongLong()
                   : -1;
    }

    bool keyObserved(const QString& key) {
        QSqlQuery query(m_world.store().database());
        query.prepare(QStringLiteral("SELECT count(*) FROM lock_observations WHERE key = ?"));
        query.addBindValue(key);
        return query.exec() && query.next() && query.value(0).toInt() > 0;
    }

    int rowsOf(const QString& recorder) {
        QSqlQuery query(m_world.store().database());
        query.prepare(QStringLiteral("SELECT count(*) FROM lock_observations WHERE recorder = ?"));
        query.addBindValue(recorder);
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    }

    RecorderWorld m_world;
};

QTEST_GUILESS_MAIN(TestRecorderLeader)
#include "tst_recorder_leader.moc"
