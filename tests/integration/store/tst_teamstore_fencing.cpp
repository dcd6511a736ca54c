// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Writes fenced by the recorder token, as the API reference advises: the store keeps the
// highest token seen and refuses a write under a lower one, compared as numbers (not as
// text) up to 2^64 - 1, on both backends, also between two connections at once.

#include "StoreBackends.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"

#include <QSqlQuery>
#include <QTest>

#include <limits>

using namespace volcano;
using namespace volcano::test;
using Outcome = TeamStore::WriteOutcome;

namespace {

constexpr FencingToken kMaxToken = std::numeric_limits<FencingToken>::max();

TeamStore::Batch batchUnder(FencingToken recorderToken, const QString& key) {
    RecordedObservation row;
    row.key = key;
    row.observedAt = QDateTime::fromMSecsSinceEpoch(1'784'563'210'000, Qt::UTC);
    return {QStringLiteral("rec-%1").arg(recorderToken), recorderToken, {row}, {}, {}};
}

int rowCount(AppDatabase& db) {
    QSqlQuery query(db.database());
    return query.exec(QStringLiteral("SELECT count(*) FROM observations")) && query.next()
               ? query.value(0).toInt()
               : -1;
}

} // namespace

class TestTeamStoreFencing : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        if (!PostgresServer::isConfigured())
            QFAIL(qPrintable(PostgresServer::unconfiguredMessage()));
    }

    void lowerTokenIsRefusedAndWritesNothing_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<FencingToken>("leader");
        QTest::addColumn<FencingToken>("stale");
        for (const char* backend : {"sqlite", "postgres"}) {
            const QString name = QString::fromLatin1(backend);
            // 10 vs 9: "9" > "10" as text, so a text comparison would let the stale one in.
            QTest::addRow("%s 10 over 9", backend) << name << FencingToken(10) << FencingToken(9);
            QTest::addRow("%s 2^64-1 over 2^63", backend)
                << name << kMaxToken << (FencingToken(1) << 63);
            QTest::addRow("%s 2^63 over 2^63-1", backend)
                << name << (FencingToken(1) << 63) << (FencingToken(1) << 63) - 1;
        }
    }

    void lowerTokenIsRefusedAndWritesNothing() {
        QFETCH(QString, backend);
        QFETCH(FencingToken, leader);
        QFETCH(FencingToken, stale);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        TeamStore store(db);
        QCOMPARE(store.write(batchUnder(stale, QStringLiteral("a")), 1).value(), Outcome::Written);
        QCOMPARE(store.claimFence(QStringLiteral("new"), leader, 2).value(), Outcome::Written);
        QCOMPARE(store.write(batchUnder(stale, QStringLiteral("b")), 3).value(), Outcome::Fenced);
        QCOMPARE(rowCount(db), 1);
        QCOMPARE(store.write(batchUnder(leader, QStringLiteral("c")), 4).value(), Outcome::Written);
        QCOMPARE(rowCount(db), 2);
        QCOMPARE(store.fenceToken(), std::optional(leader));
        // The same token again is the same leader: written.
        QCOMPARE(store.claimFence(QStringLiteral("new"), leader, 5).value(), Outcome::Written);
    }

    // Two recorders on two connections: once the new leader raised the fence, the old one's
    // writes are refused, whatever order the connections were opened in.
    void twoConnectionsOneFence_data() { StoreBackends::addRows(); }
    void twoConnectionsOneFence() {
        QFETCH(QString, backend);
        const StoreLocation location = m_backends.freshStore(backend);
        AppDatabase oldDb(location);
        AppDatabase newDb(location);
        QVERIFY(oldDb.open().has_value());
        QVERIFY(newDb.open().has_value());
        TeamStore oldLeader(oldDb);
        TeamStore newLeader(newDb);
        QCOMPARE(oldLeader.claimFence(QStringLiteral("old"), 7, 1).value(), Outcome::Written);
        QCOMPARE(oldLeader.write(batchUnder(7, QStringLiteral("x")), 2).value(), Outcome::Written);
        QCOMPARE(newLeader.claimFence(QStringLiteral("new"), 8, 3).value(), Outcome::Written);
        QCOMPARE(oldLeader.write(batchUnder(7, QStringLiteral("late")), 4).value(),
                 Outcome::Fenced);
        QCOMPARE(newLeader.write(batchUnder(8, QStringLiteral("y")), 5).value(), Outcome::Written);
        const auto rows = newLeader.observationsAfter(0, 10).value();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).key, QStringLiteral("x"));
        QCOMPARE(rows.at(1).key, QStringLiteral("y"));
    }

    void pruneDeletesOnlyOldRowsInBatches_data() { StoreBackends::addRows(); }
    void pruneDeletesOnlyOldRowsInBatches() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        TeamStore store(db);
        TeamStore::Batch batch{QStringLiteral("rec"), 1, {}, {}, {}};
        for (int i = 0; i < 25; ++i) {
            RecordedObservation row;
            row.key = QStringLiteral("k%1").arg(i);
            row.observedAt = QDateTime::fromMSecsSinceEpoch(1000 * i, Qt::UTC);
            batch.observations.append(row);
        }
        QCOMPARE(store.write(batch, 0).value(), Outcome::Written);
        QCOMPARE(store.pruneObservations(20'000, 8).value(), 8);
        QCOMPARE(store.pruneObservations(20'000, 8).value(), 8);
        QCOMPARE(store.pruneObservations(20'000, 8).value(), 4);
        QCOMPARE(store.pruneObservations(20'000, 8).value(), 0);
        QCOMPARE(rowCount(db), 5);
    }

private:
    StoreBackends m_backends;
};

QTEST_GUILESS_MAIN(TestTeamStoreFencing)
#include "tst_teamstore_fencing.moc"
