// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Alerts in the store (schema version 6) on both backends: an event, its webhook deliveries
// and the active set change together, fenced by the recorder token; the outbox is bounded;
// the team's rule file round-trips. And the WebhookSender over a real HTTP receiver: retries
// with back-off on a manual clock, credentials in a header and never in the store.

#include "StoreBackends.h"
#include "alerts/AlertStore.h"
#include "alerts/WebhookSender.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"
#include "support/ManualClock.h"
#include "support/ScriptedHttpServer.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace volcano;
using namespace volcano::alerts;
using namespace volcano::test;
using Outcome = AlertStore::Outcome;

namespace {

const QDateTime kT0 = QDateTime::fromMSecsSinceEpoch(1'784'563'200'000, Qt::UTC);

AlertEvent event(AlertEvent::Status status, const QString& key, int atSeconds) {
    return {status,
            QStringLiteral("leader missing"),
            RuleKind::NoHolder,
            key,
            QStringLiteral("page"),
            kT0,
            kT0.addSecs(atSeconds)};
}

AlertEvent firing(const QString& key, int atSeconds = 10) {
    return event(AlertEvent::Status::Firing, key, atSeconds);
}

AlertEvent resolved(const QString& key, int atSeconds = 20) {
    return event(AlertEvent::Status::Resolved, key, atSeconds);
}

int count(AppDatabase& db, const QString& sql) {
    QSqlQuery query(db.database());
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestAlertStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        if (!PostgresServer::isConfigured())
            QFAIL(qPrintable(PostgresServer::unconfiguredMessage()));
    }

    void eventDeliveriesAndActiveChangeTogether_data() { StoreBackends::addRows(); }
    void eventDeliveriesAndActiveChangeTogether() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        AlertStore store(db);
        const AlertStore::Writer console{QStringLiteral("console"), std::nullopt};
        const QStringList targets = {QStringLiteral("a"), QStringLiteral("b")};

        QCOMPARE(store.record(console, {firing(QStringLiteral("jobs:x"))}, targets, 1000).value(),
                 Outcome::Written);
        QCOMPARE(store.active().value(), QList<AlertEvent>{firing(QStringLiteral("jobs:x"))});
        const auto due = store.dueDeliveries(1000, 10).value();
        QCOMPARE(due.size(), 2);
        QCOMPARE(due.constFirst().target, QStringLiteral("a"));
        QVERIFY(due.constFirst().payload.contains("\"status\":\"firing\""));
        QVERIFY(store.dueDeliveries(999, 10).value().isEmpty());
        QCOMPARE(store.nextDueMs().value(), std::optional<qint64>(1000));

        QCOMPARE(store.markDelivered(console, due.constFirst().id, 200, 1100).value(),
                 Outcome::Written);
        QCOMPARE(store
                     .markFailed(console, due.constLast().id, 503, QStringLiteral("HTTP 503"), 3000,
                                 1100)
                     .value(),
                 Outcome::Written);
        QVERIFY(store.dueDeliveries(2999, 10).value().isEmpty());
        QCOMPARE(store.dueDeliveries(3000, 10).value().constFirst().attempts, 1);

        QCOMPARE(store.record(console, {resolved(QStringLiteral("jobs:x"))}, targets, 2000).value(),
                 Outcome::Written);
        QVERIFY(store.active().value().isEmpty());
        // b's resolution waits behind b's firing, which is being retried; a's goes at once.
        const auto dueNow = store.dueDeliveries(2500, 10).value();
        QCOMPARE(dueNow.size(), 1);
        QCOMPARE(dueNow.constFirst().target, QStringLiteral("a"));
        QVERIFY(dueNow.constFirst().payload.contains("\"status\":\"resolved\""));
        QCOMPARE(store.dueDeliveries(3000, 10).value().size(), 2);
        const QList<AlertEvent> history = store.recentEvents(10).value();
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.constFirst().status, AlertEvent::Status::Resolved);
        const auto rows = store.deliveries().value();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).state, QStringLiteral("delivered"));
        QCOMPARE(rows.at(0).httpStatus, std::optional(200));
        QCOMPARE(rows.at(1).lastError, QStringLiteral("HTTP 503"));
    }

    // A deposed leader (a lower recorder token than the store's fence) records and marks
    // nothing.
    void lowerRecorderTokenChangesNothing_data() { StoreBackends::addRows(); }
    void lowerRecorderTokenChangesNothing() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        AlertStore store(db);
        const AlertStore::Writer old{QStringLiteral("rec-1"), FencingToken(9)};
        const AlertStore::Writer leader{QStringLiteral("rec-2"), FencingToken(10)};
        QCOMPARE(
            store.record(old, {firing(QStringLiteral("k"))}, {QStringLiteral("a")}, 1000).value(),
            Outcome::Written);
        QCOMPARE(TeamStore(db).claimFence(leader.name, *leader.token, 1500).value(),
                 TeamStore::WriteOutcome::Written);
        QCOMPARE(
            store.record(old, {resolved(QStringLiteral("k"))}, {QStringLiteral("a")}, 2000).value(),
            Outcome::Fenced);
        const qint64 delivery = store.dueDeliveries(5000, 1).value().constFirst().id;
        QCOMPARE(store.markDelivered(old, delivery, 200, 2000).value(), Outcome::Fenced);
        QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM alert_events")), 1);
        QCOMPARE(store.active().value().size(), 1);
        QCOMPARE(store.dueDeliveries(5000, 10).value().size(), 1);
        QCOMPARE(store.markDelivered(leader, delivery, 200, 2000).value(), Outcome::Written);
        QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM alert_events WHERE"
                                          " recorder_token = 9")),
                 1);
    }

    void outboxIsBoundedPerTarget_data() { StoreBackends::addRows(); }
    void outboxIsBoundedPerTarget() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        AlertStore store(db);
        QList<AlertEvent> burst;
        for (int i = 0; i < AlertStore::kMaxPendingPerTarget + 5; ++i)
            burst.append(firing(QStringLiteral("k%1").arg(i)));
        QCOMPARE(store
                     .record({QStringLiteral("console"), std::nullopt}, burst,
                             {QStringLiteral("a")}, 1000)
                     .value(),
                 Outcome::Written);
        QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM webhook_deliveries WHERE"
                                          " state = 'pending'")),
                 AlertStore::kMaxPendingPerTarget);
        // The oldest went.
        QCOMPARE(
            count(db, QStringLiteral("SELECT count(*) FROM webhook_deliveries d JOIN"
                                     " alert_events e ON e.id = d.event_id WHERE d.state ="
                                     " 'dropped' AND e.key IN ('k0', 'k1', 'k2', 'k3', 'k4')")),
            5);
        QCOMPARE(store.dueDeliveries(1000, 1).value().constFirst().payload.contains("\"k5\""),
                 true);
    }

    void teamRulesRoundTrip_data() { StoreBackends::addRows(); }
    void teamRulesRoundTrip() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        AlertStore store(db);
        QCOMPARE(store.loadRules().value(), std::optional<RuleSet>());
        const auto rules = RuleSet::fromJson(
            "{\"rules\": [{\"name\": \"stuck\", \"kind\": \"held_too_long\", \"seconds\": 60}],"
            " \"webhooks\": [{\"url\": \"http://127.0.0.1:9/hook\"}]}");
        QVERIFY(rules.has_value());
        QVERIFY(store.saveRules(*rules, QStringLiteral("alice"), 1000).has_value());
        QCOMPARE(store.loadRules().value(), std::optional<RuleSet>(*rules));
        RuleSet invalid = *rules;
        invalid.rules.append(invalid.rules.constFirst()); // a duplicate name
        QVERIFY(!store.saveRules(invalid, QStringLiteral("alice"), 2000).has_value());
        QCOMPARE(store.loadRules().value(), std::optional<RuleSet>(*rules));
    }

    // Refused twice (a 500, then a 503), then taken: three attempts, 1 s and 2 s apart on
    // the sender's clock, one delivery row, credentials only in the Authorization header.
    void senderRetriesWithBackoffAndKeepsCredentialsOut() {
        AppDatabase db(m_backends.freshStore(QStringLiteral("sqlite")));
        QVERIFY(db.open().has_value());
        AlertStore store(db);
        ScriptedHttpServer receiver;
        QVERIFY(receiver.listen());
        receiver.enqueue(ScriptedAction::reply(500));
        receiver.enqueue(ScriptedAction::reply(503));
        receiver.setFallback(ScriptedAction::reply(204));
        QUrl url = receiver.baseUrl(QStringLiteral("/services/T0/B0/s3cr3tpath"));
        url.setUserName(QStringLiteral("hook"));
        url.setPassword(QStringLiteral("pa55word"));
        const WebhookTarget target{url};

        ManualClock clock;
        clock.setUtcNow(kT0);
        const AlertStore::Writer writer{QStringLiteral("console"), std::nullopt};
        QVERIFY(store
                    .record(writer, {firing(QStringLiteral("jobs:x"))}, {target.targetId()},
                            kT0.toMSecsSinceEpoch())
                    .has_value());
        WebhookSender sender(store, clock);
        sender.setTargets({target});
        QSignalSpy failed(&sender, &WebhookSender::failed);
        QSignalSpy delivered(&sender, &WebhookSender::delivered);
        sender.setWriter(writer);
        clock.advance(0);
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.constLast().at(2).toLongLong(), 1000);
        clock.advance(999);
        QTest::qWait(100);
        QCOMPARE(receiver.requests().size(), 1);
        clock.advance(1);
        QTRY_COMPARE(failed.size(), 2);
        QCOMPARE(failed.constLast().at(2).toLongLong(), 2000);
        clock.advance(2000);
        QTRY_COMPARE(delivered.size(), 1);
        QCOMPARE(delivered.constFirst().at(1).toInt(), 204);
        QCOMPARE(receiver.requests().size(), 3);

        const RecordedRequest& request = receiver.requests().constLast();
        QCOMPARE(request.target, QByteArray("/services/T0/B0/s3cr3tpath"));
        QCOMPARE(request.header("Authorization"),
                 QByteArray("Basic ") + "hook:pa55word"_qba.toBase64());
        QCOMPARE(request.header("Content-Type"), QByteArray("application/json"));
        const auto rows = store.deliveries().value();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.constFirst().state, QStringLiteral("delivered"));
        QCOMPARE(rows.constFirst().delivery.attempts, 3);
        for (const char* secret : {"s3cr3tpath", "pa55word"})
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM webhook_deliveries WHERE"
                                              " target LIKE '%%1%' OR payload LIKE '%%1%'")
                                   .arg(QLatin1StringView(secret))),
                     0);
    }

private:
    StoreBackends m_backends;
};

QTEST_GUILESS_MAIN(TestAlertStore)
#include "tst_alertstore.moc"
