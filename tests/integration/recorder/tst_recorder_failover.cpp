// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Two recorders, one budget: one leader polls, the other stands by. A leader paused
// (SIGSTOP) past its TTL is replaced within TTL + 1 s + one turn of the standby; when it wakes
// up, none of its late writes lands after the new leader's (the store's fence), and no
// observation is written twice. A leader killed (SIGKILL) leaves a gap of at most TTL + 2 s,
// and comes back as a standby when restarted.

#include "RecorderWorld.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTest>

#include <csignal>

using namespace volcano;
using namespace volcano::test;

namespace {

constexpr int kTtlSeconds = 5;
const QRegularExpression kLeaderLine(QStringLiteral("^role: leader \\(fencing_token (\\d+)\\)$"));
const QRegularExpression kStandbyLine(QStringLiteral("^role: standby$"));
const QRegularExpression kLostLine(QStringLiteral("^role: lost \\((.+)\\)$"));

QStringList recorderArgs(const QString& name) {
    return {QStringLiteral("--leader-ttl"), QString::number(kTtlSeconds),
            QStringLiteral("--budget"),     QStringLiteral("240"),
            QStringLiteral("--name"),       name};
}

} // namespace

class TestRecorderFailover : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(m_world.start(), qPrintable(m_world.errorString()));
        QCOMPARE(m_world.recorder()
                     ->run(m_world.storeArgs({QStringLiteral("keys"), QStringLiteral("add"),
                                              QStringLiteral("jobs:a"), QStringLiteral("jobs:b"),
                                              QStringLiteral("jobs:c")}))
                     .exitCode,
                 0);
    }

    void pausedLeaderIsReplacedAndFencedOut() {
        auto first = m_world.recorder();
        QVERIFY(first->start(m_world.storeArgs(recorderArgs(QStringLiteral("rec-1")))));
        const auto firstToken = first->waitForLine(kLeaderLine, 15000);
        QVERIFY(firstToken);
        auto second = m_world.recorder();
        QVERIFY(second->start(m_world.storeArgs(recorderArgs(QStringLiteral("rec-2")))));
        QVERIFY2(second->waitForLine(kStandbyLine, 15000),
                 qPrintable(second->lines().join(QLatin1Char('\n'))));
        QTRY_VERIFY_WITH_TIMEOUT(m_world.observationCount() >= 6, 15000);

        first->sendSignal(SIGSTOP);
        QElapsedTimer sincePause;
        sincePause.start();
        const auto secondToken = second->waitForLine(kLeaderLine, 20000);
        QVERIFY2(secondToken, qPrintable(second->lines().join(QLatin1Char('\n'))));
        const qint64 takeoverMs = sincePause.elapsed();
        // TTL + 1 s of grace + one turn of the standby (TTL/3), and a second for the test's
        // own scheduling on a loaded machine.
        QVERIFY2(takeoverMs <= kTtlSeconds * 1000 + 1000 + kTtlSeconds * 1000 / 3 + 1000,
                 qPrintable(QStringLiteral("takeover after %1 ms").arg(takeoverMs)));
        QVERIFY(secondToken->toULongLong() > firstToken->toULongLong());
        QTRY_VERIFY_WITH_TIMEOUT(rowsUnder(*secondToken) >= 3, 15000);

        first->sendSignal(SIGCONT);
        const auto lostReason = first->waitForLine(kLostLine, 15000);
        QVERIFY2(lostReason, qPrintable(first->lines().join(QLatin1Char('\n'))));
        QVERIFY2(first->waitForLine(kStandbyLine, 15000),
                 qPrintable(first->lines().join(QLatin1Char('\n'))));
        QTest::qWait(1000);
        qInfo().noquote() << "takeover after" << takeoverMs << "ms; the old leader's log:\n"
                          << first->lines().join(QLatin1Char('\n'));
        assertNoInterleavingOrDuplicates(*firstToken, *secondToken);
        QCOMPARE(rowsUnder(*firstToken) + rowsUnder(*secondToken), m_world.observationCount());
        m_first = std::move(first);
        m_second = std::move(second);
    }

    void killedLeaderLeavesAGapOfAtMostTtlPlusTwoSeconds() {
        QVERIFY(m_first && m_second);
        const qint64 lastBeforeKill = latestObservedMs();
        m_second->sendSignal(SIGKILL);
        m_second->waitForExit(5000);
        const auto token = m_first->waitForLine(kLeaderLine, 20000);
        QVERIFY2(token, qPrintable(m_first->lines().join(QLatin1Char('\n'))));
        QTRY_VERIFY_WITH_TIMEOUT(rowsUnder(*token) >= 1, 10000);
        const qint64 gapMs = firstObservedMsUnder(*token) - lastBeforeKill;
        qInfo() << "gap in observations after a SIGKILL:" << gapMs << "ms";
        QVERIFY2(gapMs <= (kTtlSeconds + 2) * 1000,
                 qPrintable(QStringLiteral("gap of %1 ms").arg(gapMs)));

        // Restarted, the killed one finds a leader and stands by.
        auto restarted = m_world.recorder();
        QVERIFY(restarted->start(m_world.storeArgs(recorderArgs(QStringLiteral("rec-2")))));
        QVERIFY(restarted->waitForLine(kStandbyLine, 15000));
        restarted->sendSignal(SIGTERM);
        QCOMPARE(restarted->waitForExit(15000), 0);
        m_first->sendSignal(SIGTERM);
        QCOMPARE(m_first->waitForExit(15000), 0);
    }

private:
    int rowsUnder(const QString& recorderToken) {
        QSqlQuery query(m_world.store().database());
        query.prepare(QStringLiteral("SELECT count(*) FROM lock_observations WHERE"
                                     " recorder_token = ?"));
        query.addBindValue(recorderToken);
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    }

    qint64 latestObservedMs() {
        QSqlQuery query(m_world.store().database());
        return query.exec(QStringLiteral("SELECT max(observed_at_ms) FROM observations")) &&
                       query.next()
                   ? query.value(0).toLongLong()
                   : 0;
    }

    qint64 firstObservedMsUnder(const QString& recorderToken) {
        QSqlQuery query(m_world.store().database());
        query.prepare(QStringLiteral("SELECT min(observed_at_ms) FROM observations WHERE"
                                     " recorder_token = CAST(? AS NUMERIC)"));
        query.addBindValue(recorderToken);
        return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
    }

    // In write order, every row of the old leader comes before every row of the new one,
    // and no read is there twice.
    void assertNoInterleavingOrDuplicates(const QString& oldToken, const QString& newToken) {
        const auto rows = m_world.observations();
        qint64 lastOld = 0;
        qint64 firstNew = std::numeric_limits<qint64>::max();
        QSet<QString> seen;
        for (const auto& row : rows) {
            if (row.recorderToken == oldToken)
                lastOld = std::max(lastOld, row.id);
            if (row.recorderToken == newToken)
                firstNew = std::min(firstNew, row.id);
            const QString identity = row.key + QLatin1Char('|') + QString::number(row.id);
            QVERIFY(!seen.contains(identity));
            seen.insert(identity);
        }
        QVERIFY2(lastOld < firstNew, "an old leader's row landed after the new leader's");
        QSqlQuery duplicates(m_world.store().database());
        QVERIFY(duplicates.exec(QStringLiteral(
            "SELECT count(*) FROM (SELECT key, observed_at_ms, recorder FROM observations GROUP"
            " BY key, observed_at_ms, recorder HAVING count(*) > 1) d")));
        QVERIFY(duplicates.next());
        QCOMPARE(duplicates.value(0).toInt(), 0);
    }

    RecorderWorld m_world;
    std::unique_ptr<RecorderProcess> m_first;
    std::unique_ptr<RecorderProcess> m_second;
};

QTEST_GUILESS_MAIN(TestRecorderFailover)
#include "tst_recorder_failover.moc"
