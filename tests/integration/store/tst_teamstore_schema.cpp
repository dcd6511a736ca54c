// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The one schema on both backends: migrated from every earlier version with the data kept,
// a newer schema refused, fencing tokens exact to 2^64 - 1, the lock_observations view as
// spec/recorder.md fixes it, and (PostgreSQL) an audit log that is append-only by privilege.

#include "StoreBackends.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"
#include "store/TeamWatchlist.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <limits>

using namespace volcano;
using namespace volcano::test;

namespace {

constexpr FencingToken kMaxToken = std::numeric_limits<FencingToken>::max();
constexpr FencingToken kTwoTo63 = FencingToken(1) << 63;

bool execAll(AppDatabase& db, const QStringList& statements) {
    QSqlQuery query(db.database());
    for (const QString& sql : statements) {
        if (!query.exec(sql)) {
            qWarning() << sql << query.lastError().text();
            return false;
        }
    }
    return true;
}

QVariant scalar(AppDatabase& db, const QString& sql) {
    QSqlQuery query(db.database());
    if (!query.exec(sql) || !query.next())
        return {};
    return query.value(0);
}

RecordedObservation heldRow(const QString& key, FencingToken token) {
    RecordedObservation row;
    row.key = key;
    row.observedAt = QDateTime::fromMSecsSinceEpoch(1'784'563'210'250, Qt::UTC);
    row.held = true;
    row.fencingToken = token;
    row.expiresAt = row.observedAt.addSecs(30);
    return row;
}

} // namespace

class TestTeamStoreSchema : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        if (!PostgresServer::isConfigured())
            QFAIL(qPrintable(PostgresServer::unconfiguredMessage()));
    }

    void migratesFromEveryEarlierVersion_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<int>("fromVersion");
        for (const char* backend : {"sqlite", "postgres"}) {
            for (int version = 0; version < AppDatabase::latestSchemaVersion(); ++version)
                QTest::addRow("%s from %d", backend, version)
                    << QString::fromLatin1(backend) << version;
        }
    }

    void migratesFromEveryEarlierVersion() {
        QFETCH(QString, backend);
        QFETCH(int, fromVersion);
        const StoreLocation location = m_backends.freshStore(backend);
        {
            AppDatabase old(location);
            QVERIFY2(old.openAtSchemaVersion(fromVersion).has_value(), "old schema");
            QCOMPARE(old.schemaVersion(), fromVersion);
            if (fromVersion >= 1)
                QVERIFY(execAll(
                    old, {QStringLiteral("INSERT INTO watch_keys VALUES ('p', 'jobs:leader', 0, "
                                         "1784563210250, 1)"),
                          QStringLiteral("INSERT INTO token_history (profile_id, key,"
                                         " event, token, observed_at_ms) VALUES ('p',"
                                         " 'jobs:leader', 'acquired',"
                                         " '18446744073709551615', 1784563210250)")}));
        }
        AppDatabase current(location);
        const auto opened = current.open();
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        QCOMPARE(current.schemaVersion(), AppDatabase::latestSchemaVersion());
        if (fromVersion >= 1) {
            QCOMPARE(scalar(current, QStringLiteral("SELECT key FROM watch_keys")).toString(),
                     QStringLiteral("jobs:leader"));
            QCOMPARE(scalar(current, QStringLiteral("SELECT token FROM token_history")).toString(),
                     QStringLiteral("18446744073709551615"));
        }
        QCOMPARE(scalar(current, QStringLiteral("SELECT count(*) FROM lock_observations")).toInt(),
                 0);
    }

    void refusesANewerSchema_data() { StoreBackends::addRows(); }
    void refusesANewerSchema() {
        QFETCH(QString, backend);
        const StoreLocation location = m_backends.freshStore(backend);
        const int newer = AppDatabase::latestSchemaVersion() + 1;
        {
            AppDatabase db(location);
            QVERIFY(db.open().has_value());
            QVERIFY(execAll(
                db, {db.isPostgres()
                         ? QStringLiteral("UPDATE volcano_schema SET version = %1").arg(newer)
                         : QStringLiteral("PRAGMA user_version = %1").arg(newer)}));
        }
        AppDatabase db(location);
        const auto opened = db.open();
        QVERIFY(!opened.has_value());
        QVERIFY2(opened.error().message.contains(QStringLiteral("refusing a newer schema")),
                 qPrintable(opened.error().message));
        QVERIFY(opened.error().message.contains(QStringLiteral("version %1").arg(newer)));
        QVERIFY(!db.isOpen());
        if (location.isPostgres())
            QVERIFY(!opened.error().message.contains(m_backends.postgres().password()));
    }

    void fencingTokensRoundTripExactly_data() {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<FencingToken>("token");
        for (const char* backend : {"sqlite", "postgres"}) {
            for (FencingToken token :
                 {FencingToken(1), (FencingToken(1) << 53) + 1, kTwoTo63, kMaxToken})
                QTest::addRow("%s %llu", backend, static_cast<unsigned long long>(token))
                    << QString::fromLatin1(backend) << token;
        }
    }

    void fencingTokensRoundTripExactly() {
        QFETCH(QString, backend);
        QFETCH(FencingToken, token);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        TeamStore store(db);
        const TeamStore::Batch batch{QStringLiteral("rec-a"),
                                     token,
                                     {heldRow(QStringLiteral("jobs:leader"), token)},
                                     {},
                                     {}};
        const auto written = store.write(batch, 1'784'563'210'300);
        QVERIFY2(written.has_value(), qPrintable(written ? QString() : written.error().message));
        QCOMPARE(*written, TeamStore::WriteOutcome::Written);
        QCOMPARE(store.fenceToken(), std::optional(token));

        const auto rows = store.observationsAfter(0, 10);
        QVERIFY(rows.has_value());
        QCOMPARE(rows->size(), 1);
        QCOMPARE(rows->first().fencingToken, std::optional(token));
        QCOMPARE(rows->first().recorderToken, token);

        QSqlQuery view(db.database());
        QVERIFY(view.exec(QStringLiteral("SELECT key, held, fencing_token, recorder,"
                                         " recorder_token FROM lock_observations")));
        QVERIFY(view.next());
        QCOMPARE(view.value(0).toString(), QStringLiteral("jobs:leader"));
        QCOMPARE(view.value(1).toBool(), true);
        QCOMPARE(view.value(2).toString(), QString::number(token));
        QCOMPARE(view.value(3).toString(), QStringLiteral("rec-a"));
        QCOMPARE(view.value(4).toString(), QString::number(token));
    }

    void viewShowsTimesAndAFreeLockAsNulls_data() { StoreBackends::addRows(); }
    void viewShowsTimesAndAFreeLockAsNulls() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        RecordedObservation free;
        free.key = QStringLiteral("jobs:free");
        free.observedAt = QDateTime::fromMSecsSinceEpoch(1'784'563'210'250, Qt::UTC);
        RecordedObservation held = heldRow(QStringLiteral("jobs:held"), 42);
        QVERIFY(
            TeamStore(db).write({QStringLiteral("rec-a"), 7, {free, held}, {}, {}}, 0).has_value());
        QSqlQuery view(db.database());
        const QString times = db.isPostgres()
                                  ? QStringLiteral("to_char(observed_at AT TIME ZONE 'UTC', "
                                                   "'YYYY-MM-DD\"T\"HH24:MI:SS.MS'), "
                                                   "to_char(expires_at AT TIME ZONE 'UTC', "
                                                   "'YYYY-MM-DD\"T\"HH24:MI:SS.MS')")
                                  : QStringLiteral("observed_at, expires_at");
        QVERIFY(view.exec(QStringLiteral("SELECT key, held, fencing_token, %1 FROM"
                                         " lock_observations ORDER BY key")
                              .arg(times)));
        QVERIFY(view.next());
        QCOMPARE(view.value(0).toString(), QStringLiteral("jobs:free"));
        QCOMPARE(view.value(1).toBool(), false);
        QVERIFY(view.value(2).isNull());
        QVERIFY(view.value(3).toString().startsWith(QStringLiteral("2026-07-20T16:00:10.250")));
        QVERIFY(view.value(4).isNull());
        QVERIFY(view.next());
        QCOMPARE(view.value(2).toString(), QStringLiteral("42"));
        QVERIFY(view.value(4).toString().startsWith(QStringLiteral("2026-07-20T16:00:40.250")));
    }

    // lock_holder_changes: acquisitions after a free read and handovers between held reads,
    // derived from the observations in write order.
    void holderChangesAreDerivedFromTheReads_data() { StoreBackends::addRows(); }
    void holderChangesAreDerivedFromTheReads() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        TeamStore::Batch batch{QStringLiteral("rec-a"), 3, {}, {}, {}};
        const QList<std::optional<FencingToken>> reads = {
            std::nullopt, 5, 5, kMaxToken - 1, kMaxToken, std::nullopt, 12};
        for (const auto& token : reads) {
            RecordedObservation row =
                token ? heldRow(QStringLiteral("k"), *token) : RecordedObservation{};
            row.key = QStringLiteral("k");
            row.observedAt = QDateTime::fromMSecsSinceEpoch(1'784'563'210'000, Qt::UTC);
            batch.observations.append(row);
        }
        batch.observations.append(heldRow(QStringLiteral("other"), 40)); // first read: no change
        QCOMPARE(TeamStore(db).write(batch, 0).value(), TeamStore::WriteOutcome::Written);
        QSqlQuery changes(db.database());
        QVERIFY(changes.exec(QStringLiteral("SELECT key, kind, previous_fencing_token,"
                                            " fencing_token FROM lock_holder_changes")));
        QStringList seen;
        while (changes.next())
            seen << QStringLiteral("%1 %2 %3>%4")
                        .arg(changes.value(0).toString(), changes.value(1).toString(),
                             changes.value(2).toString(), changes.value(3).toString());
        seen.sort();
        QCOMPARE(seen,
                 (QStringList{QStringLiteral("k acquired >12"), QStringLiteral("k acquired >5"),
                              QStringLiteral("k handover 18446744073709551614>"
                                             "18446744073709551615"),
                              QStringLiteral("k handover 5>18446744073709551614")}));
    }

    void teamWatchlistAddsOnceAndRemoves_data() { StoreBackends::addRows(); }
    void teamWatchlistAddsOnceAndRemoves() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        TeamWatchlist watchlist(db);
        const QStringList keys = {QStringLiteral("jobs:a"), QStringLiteral("jobs:b")};
        QCOMPARE(watchlist.add(keys, 1000).value(), keys);
        QCOMPARE(watchlist.add({QStringLiteral("jobs:b"), QStringLiteral("jobs:c")}, 2000).value(),
                 QStringList{QStringLiteral("jobs:c")});
        QCOMPARE(watchlist.remove({QStringLiteral("jobs:a"), QStringLiteral("nope")}).value(),
                 QStringList{QStringLiteral("jobs:a")});
        QCOMPARE(watchlist.keys().value(),
                 (QStringList{QStringLiteral("jobs:b"), QStringLiteral("jobs:c")}));
    }

    // The console's role may only INSERT and SELECT the audit log, and the operator of a row
    // is the database user, whatever the client writes.
    void auditLogIsAppendOnlyByPrivilege() {
        const StoreLocation location = m_backends.freshStore(QStringLiteral("postgres"));
        {
            AppDatabase admin(location);
            QVERIFY(admin.open().has_value());
        }
        PostgresServer& server = m_backends.postgres();
        QVERIFY(
            server.createRole(QStringLiteral("alice_oncall"), QStringLiteral("pw-alice"), true));
        QString error;
        QVERIFY2(server.execAdmin(location.database(),
                                  QStringLiteral("GRANT volcano_console TO alice_oncall"), &error),
                 qPrintable(error));
        StoreLocation asAlice = location;
        asAlice = StoreLocation::parse(QStringLiteral("postgresql://alice_oncall:pw-alice@%1:%2/%3")
                                           .arg(server.host())
                                           .arg(server.port())
                                           .arg(location.database()))
                      .value();
        AppDatabase alice(asAlice);
        QVERIFY2(alice.open().has_value(), "alice connects (schema already current)");
        QSqlQuery query(alice.database());
        QVERIFY2(query.exec(QStringLiteral(
                     "INSERT INTO audit_log (time_ms, profile_id, profile_name, key, action,"
                     " request_id, outcome, http_status, operator) VALUES (1, 'p', 'team', 'k',"
                     " 'force_release', 'r1', 'released', 204, 'mallory')")),
                 qPrintable(query.lastError().text()));
        QCOMPARE(scalar(alice, QStringLiteral("SELECT operator FROM audit_log")).toString(),
                 QStringLiteral("alice_oncall"));
        QVERIFY(!query.exec(QStringLiteral("UPDATE audit_log SET reason = 'x'")));
        QVERIFY2(query.lastError().text().contains(QStringLiteral("permission denied")),
                 qPrintable(query.lastError().text()));
        QVERIFY(!query.exec(QStringLiteral("DELETE FROM audit_log")));
        QVERIFY(!query.exec(QStringLiteral("DELETE FROM observations")));
        // Alerts: the console reads them and edits the team's rules; only recorders record.
        QVERIFY2(query.exec(QStringLiteral("INSERT INTO alert_rules (id, document, updated_at_ms,"
                                           " updated_by) VALUES (1, '{}', 1, 'alice')")),
                 qPrintable(query.lastError().text()));
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM alert_events")));
        QVERIFY(!query.exec(QStringLiteral("INSERT INTO alert_events (status, rule, kind, severity,"
                                           " since_ms, at_ms, text, recorder) VALUES ('firing',"
                                           " 'r', 'no_holder', 'page', 1, 1, 't', 'fake')")));
        QVERIFY(query.lastError().text().contains(QStringLiteral("permission denied")));
        QVERIFY(!query.exec(QStringLiteral("UPDATE webhook_deliveries SET state = 'delivered'")));
        QVERIFY(!query.exec(QStringLiteral("DELETE FROM active_alerts")));
        // Even the owner cannot rewrite history: the trigger stops it.
        AppDatabase owner(location);
        QVERIFY(owner.open().has_value());
        QSqlQuery ownerQuery(owner.database());
        QVERIFY(!ownerQuery.exec(QStringLiteral("UPDATE audit_log SET reason = 'x'")));
        QVERIFY(ownerQuery.lastError().text().contains(QStringLiteral("append-only")));
    }

    void wrongPasswordSaysSoWithoutTheSecret() {
        PostgresServer& server = m_backends.postgres();
        const auto location = StoreLocation::parse(
            QStringLiteral("postgresql://%1:not-the-password-xyzzy@%2:%3/postgres")
                .arg(server.user(), server.host())
                .arg(server.port()));
        QVERIFY(location.has_value());
        AppDatabase db(location.value());
        const auto opened = db.open();
        QVERIFY(!opened.has_value());
        QVERIFY2(opened.error().message.contains(QStringLiteral("password authentication failed")),
                 qPrintable(opened.error().message));
        QVERIFY(!opened.error().message.contains(QStringLiteral("xyzzy")));
    }

    // verify-full with the test CA over TLS works; with a CA that did not sign the server's
    // certificate the connection is refused, and the message says it is the certificate.
    void tlsIsVerified() {
        PostgresServer& server = m_backends.postgres();
        const QString base = QStringLiteral("postgresql://%1:%2@localhost:%3/postgres")
                                 .arg(server.user(), server.password())
                                 .arg(server.port());
        AppDatabase trusted(
            StoreLocation::parse(base + QStringLiteral("?sslmode=verify-full&sslrootcert=") +
                                 server.caFile())
                .value());
        const auto opened = trusted.open();
        QVERIFY2(opened.has_value(), qPrintable(opened ? QString() : opened.error().message));
        QSqlQuery ssl(trusted.database());
        QVERIFY(
            ssl.exec(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")));
        QVERIFY(ssl.next() && ssl.value(0).toBool());

        AppDatabase untrusted(
            StoreLocation::parse(base + QStringLiteral("?sslmode=verify-full&sslrootcert="
                                                       "/etc/ssl/certs/ca-certificates.crt"))
                .value());
        const auto refused = untrusted.open();
        QVERIFY(!refused.has_value());
        QVERIFY2(refused.error().message.contains(QStringLiteral("certificate")),
                 qPrintable(refused.error().message));
        QVERIFY(!refused.error().message.contains(server.password()));
    }

    void unreachableServerFailsFast() {
        AppDatabase db(StoreLocation::parse(
                           QStringLiteral("postgresql://u:p@127.0.0.1:1/db?connect_timeout=2"))
                           .value());
        QElapsedTimer timer;
        timer.start();
        const auto opened = db.open();
        QVERIFY(!opened.has_value());
        QVERIFY2(opened.error().message.contains(QStringLiteral("postgresql://u@127.0.0.1:1/db")),
                 qPrintable(opened.error().message));
        QVERIFY(timer.elapsed() < 5000);
    }

private:
    StoreBackends m_backends;
};

QTEST_GUILESS_MAIN(TestTeamStoreSchema)
#include "tst_teamstore_schema.moc"
