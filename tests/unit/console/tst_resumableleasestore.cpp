// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Resumable test leases in a real SQLite file: saved per profile and key without the lock
// token, replaced in place, removed, kept across a reopen, exact 64-bit fencing tokens; and
// a schema-1 file (before the table existed) is upgraded in place with its data kept.
#include "store/AppDatabase.h"
#include "store/ResumableLeaseStore.h"
#include "support/ManualClock.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

ResumableLease leaseFor(const QString& profile, const QString& key) {
    ResumableLease lease;
    lease.profileId = profile;
    lease.key = key;
    lease.ttlSeconds = 30;
    lease.renewFraction = 0.25;
    lease.autoRenew = false;
    lease.fencingToken = std::numeric_limits<quint64>::max() - 1;
    lease.acquisitionStart = QDateTime(QDate(2026, 7, 20), QTime(13, 59, 0, 250), Qt::UTC);
    return lease;
}

} // namespace

class TestResumableLeaseStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void savesAndListsPerProfile() {
        QTemporaryDir dir;
        AppDatabase db(dir.filePath(QStringLiteral("console.sqlite")));
        const auto opened = db.open();
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        ManualClock clock;
        ResumableLeaseStore store(db, &clock);
        ResumableLease a = leaseFor(QStringLiteral("p1"), QStringLiteral("jobs:a"));
        QVERIFY(store.save(a));
        QCOMPARE(a.savedAt, clock.utcNow());
        clock.advance(1000);
        ResumableLease b = leaseFor(QStringLiteral("p1"), QStringLiteral("jobs:b"));
        QVERIFY(store.save(b));
        ResumableLease other = leaseFor(QStringLiteral("p2"), QStringLiteral("jobs:a"));
        QVERIFY(store.save(other));

        const QList<ResumableLease> listed = store.list(QStringLiteral("p1"));
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed.at(0), a);
        QCOMPARE(listed.at(1), b);
        QVERIFY(store.contains(QStringLiteral("p2"), QStringLiteral("jobs:a")));
        QVERIFY(!store.contains(QStringLiteral("p2"), QStringLiteral("jobs:b")));
    }

    void saveReplacesAndRemoveForgets() {
        QTemporaryDir dir;
        AppDatabase db(dir.filePath(QStringLiteral("console.sqlite")));
        QVERIFY(db.open());
        ResumableLeaseStore store(db);
        ResumableLease lease = leaseFor(QStringLiteral("p"), QStringLiteral("k"));
        QVERIFY(store.save(lease));
        lease.fencingToken = 7;
        lease.autoRenew = true;
        QVERIFY(store.save(lease));
        QCOMPARE(store.list(QStringLiteral("p")), QList<ResumableLease>{lease});
        QVERIFY(store.remove(QStringLiteral("p"), QStringLiteral("k")));
        QVERIFY(store.list(QStringLiteral("p")).isEmpty());
        QVERIFY(store.remove(QStringLiteral("p"), QStringLiteral("k"))); // nothing left: fine
    }

    void survivesAReopenAndHoldsNoToken() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("console.sqlite"));
        ResumableLease lease = leaseFor(QStringLiteral("p"), QStringLiteral("k"));
        {
            AppDatabase db(path);
            QVERIFY(db.open());
            QVERIFY(ResumableLeaseStore(db).save(lease));
        }
        AppDatabase db(path);
        QVERIFY(db.open());
        QCOMPARE(ResumableLeaseStore(db).list(QStringLiteral("p")), QList<ResumableLease>{lease});
        // No column could hold a lock token.
        const QSqlRecord columns = db.database().record(QStringLiteral("resumable_leases"));
        for (int i = 0; i < columns.count(); ++i)
            QVERIFY2(!columns.fieldName(i).contains(QStringLiteral("lock_token")),
                     qPrintable(columns.fieldName(i)));
    }

    void upgradesASchemaOneFileInPlace() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("console.sqlite"));
        {
            AppDatabase db(path);
            QVERIFY(db.open());
            QSqlQuery query(db.database());
            // Back to what the first released console left: schema 1, no resumable_leases.
            QVERIFY(query.exec(QStringLiteral("DROP TABLE resumable_leases")));
            QVERIFY(query.exec(QStringLiteral("ALTER TABLE token_history DROP COLUMN end_cause")));
            // Schema 4's write-ahead force-release columns.
            QVERIFY(query.exec(QStringLiteral("DROP INDEX audit_log_by_intent")));
            for (const char* column : {"phase", "reason", "operator", "intent_id"})
                QVERIFY(query.exec(QStringLiteral("ALTER TABLE audit_log DROP COLUMN ") +
                                   QLatin1StringView(column)));
            // Schema 5's team tables.
            QVERIFY(query.exec(QStringLiteral("DROP VIEW lock_observations")));
            QVERIFY(query.exec(QStringLiteral("DROP VIEW lock_holder_changes")));
            for (const char* table :
                 {"team_keys", "observations", "recorder_fence", "recorders", "quota_minutes"})
                QVERIFY(query.exec(QStringLiteral("DROP TABLE ") + QLatin1StringView(table)));
            // Schema 6's alerts.
            for (const char* table :
                 {"webhook_deliveries", "alert_events", "active_alerts", "alert_rules"})
                QVERIFY(query.exec(QStringLiteral("DROP TABLE ") + QLatin1StringView(table)));
            // Schema 7's watchlist order.
            QVERIFY(query.exec(QStringLiteral("DROP INDEX watch_keys_by_position")));
            // Schema 8's timeline sources (the observations columns went with the table).
            for (const char* table : {"request_failures", "profile_quota_minutes"})
                QVERIFY(query.exec(QStringLiteral("DROP TABLE ") + QLatin1StringView(table)));
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version=1")));
            QVERIFY(
                query.exec(QStringLiteral("INSERT INTO watch_keys VALUES ('p', 'kept', 0, 1, 0)")));
        }
        AppDatabase db(path);
        const auto opened = db.open();
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        QCOMPARE(db.schemaVersion(), AppDatabase::latestSchemaVersion());
        QVERIFY(db.database().tables().contains(QStringLiteral("resumable_leases")));
        QVERIFY(db.database().tables().contains(QStringLiteral("webhook_deliveries")));
        QVERIFY(db.database().tables().contains(QStringLiteral("request_failures")));
        QVERIFY(db.database()
                    .record(QStringLiteral("observations"))
                    .contains(QStringLiteral("request_id")));
        QSqlQuery query(db.database());
        QVERIFY(query.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'index'"
                                          " AND name = 'watch_keys_by_position'")) &&
                query.next());
        QVERIFY(query.exec(QStringLiteral("SELECT key FROM watch_keys")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("kept"));
        ResumableLease lease = leaseFor(QStringLiteral("p"), QStringLiteral("k"));
        QVERIFY(ResumableLeaseStore(db).save(lease));
    }
};

QTEST_GUILESS_MAIN(TestResumableLeaseStore)
#include "tst_resumableleasestore.moc"
