// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Where a console's alerts go (docs/alerts.md, docs/console.md). Solo mode: the console
// sends its webhooks itself, through an outbox in its own SQLite file, with the URL's
// credentials in a REAL Secret Service (scripts/with-keyring.sh), never in a file or the
// store. Team mode: the console evaluates nothing and shows what the recorders recorded in
// a REAL PostgreSQL store (scripts/with-postgres.sh), announcing only what is new.

#include "alerts/AlertStore.h"
#include "alerts/WebhookSender.h"
#include "client/Clock.h"
#include "console/AlertDelivery.h"
#include "console/AlertMonitor.h"
#include "console/Notifier.h"
#include "protocol/OperationResult.h"
#include "secrets/SecretStore.h"
#include "store/AppDatabase.h"
#include "store/StoreLocation.h"
#include "support/ManualClock.h"
#include "support/PostgresServer.h"
#include "support/ScriptedHttpServer.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace volcano;
using namespace volcano::test;
using alerts::AlertEvent;

namespace {

const QDateTime kT0 = QDateTime::fromMSecsSinceEpoch(1'784'556'000'000, Qt::UTC);

AlertEvent alertEvent(AlertEvent::Status status, const QString& key, int atSeconds) {
    return {status,
            QStringLiteral("leader missing"),
            alerts::RuleKind::NoHolder,
            key,
            QStringLiteral("page"),
            kT0,
            kT0.addSecs(atSeconds)};
}

} // namespace

class TestAlertDelivery : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QCOMPARE(qEnvironmentVariable("VOLCANO_KEYRING_AVAILABLE"), QStringLiteral("1"));
        if (!PostgresServer::isConfigured())
            QFAIL(qPrintable(PostgresServer::unconfiguredMessage()));
        m_service = QStringLiteral("volcano-lock-console-test-") +
                    QUuid::createUuid().toString(QUuid::WithoutBraces);
    }

    // Saved once (the rules dialog), then a restart: the credentials come back from the
    // keychain and go out in the Authorization header only.
    void soloWebhookCredentialsLiveInTheKeychain() {
        AppDatabase db(m_dir.filePath(QStringLiteral("console.sqlite")));
        QVERIFY(db.open().has_value());
        ScriptedHttpServer receiver;
        QVERIFY(receiver.listen());
        receiver.setFallback(ScriptedAction::reply(200));
        QUrl url = receiver.baseUrl(QStringLiteral("/hook"));
        url.setUserInfo(QStringLiteral("oncall:s3cret-pw"));

        QList<alerts::WebhookTarget> forFile;
        {
            SecretStore secrets;
            secrets.setServiceName(m_service);
            ui::AlertDelivery delivery(db, Clock::system(), secrets);
            QSignalSpy written(&secrets, &SecretStore::secretWritten);
            forFile = delivery.splitCredentials({alerts::WebhookTarget{url}});
            QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, 30000);
            QVERIFY(written.constFirst().at(1).toBool()); // in the keyring, not in memory
        }
        QCOMPARE(forFile.size(), 1);
        QVERIFY(forFile.constFirst().credentials().isEmpty());
        QVERIFY(!forFile.constFirst().url.toString().contains(QStringLiteral("s3cret")));

        SecretStore secrets; // as after a restart
        secrets.setServiceName(m_service);
        ui::AlertDelivery delivery(db, Clock::system(), secrets);
        QSignalSpy delivered(&delivery.sender(), &alerts::WebhookSender::delivered);
        delivery.setWebhooks(forFile);
        delivery.record(alertEvent(AlertEvent::Status::Firing, QStringLiteral("jobs:a"), 10));
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 30000);
        QCOMPARE(receiver.requests().size(), 1);
        QCOMPARE(receiver.requests().constFirst().header("Authorization"),
                 QByteArray("Basic ") + QByteArray("oncall:s3cret-pw").toBase64());
        QVERIFY(!receiver.requests().constFirst().target.contains("s3cret"));
        QSqlQuery query(db.database());
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM webhook_deliveries WHERE"
                                          " target LIKE '%s3cret%' OR payload LIKE '%s3cret%'")) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        secrets.remove(SecretRef::webhookCredential(forFile.constFirst().targetId()));
    }

    // A console in team mode shows the store's active and resolved alerts, announces only
    // what a recorder records after it looked, and evaluates nothing itself.
    void teamConsoleFollowsTheStore() {
        const auto location =
            StoreLocation::parse(m_postgres.createDatabase(QStringLiteral("alerts")));
        QVERIFY(location.has_value());
        AppDatabase store(*location);
        QVERIFY(store.open().has_value());
        alerts::AlertStore recorded(store);
        const alerts::AlertStore::Writer leader{QStringLiteral("rec-1"), FencingToken(7)};
        QVERIFY(
            recorded
                .record(leader,
                        {alertEvent(AlertEvent::Status::Firing, QStringLiteral("jobs:a"), 10),
                         alertEvent(AlertEvent::Status::Firing, QStringLiteral("jobs:b"), 10),
                         alertEvent(AlertEvent::Status::Resolved, QStringLiteral("jobs:b"), 20)},
                        {}, 0)
                .has_value());

        ManualClock clock;
        ui::Notifier notifier;
        QSignalSpy announced(&notifier, &ui::Notifier::notified);
        ui::AlertMonitor monitor(clock, notifier);
        QVERIFY(monitor.followStore(&store).has_value());
        QCOMPARE(monitor.activeCount(), 1);
        QCOMPARE(monitor.activeAlerts().constFirst().key, QStringLiteral("jobs:a"));
        QCOMPARE(monitor.resolvedAlerts().size(), 1);
        clock.advance(ui::AlertMonitor::kEvaluateEveryMs);
        QCOMPARE(announced.size(), 0); // history is shown, not announced again

        QVERIFY(
            recorded
                .record(leader,
                        {alertEvent(AlertEvent::Status::Resolved, QStringLiteral("jobs:a"), 30)},
                        {}, 0)
                .has_value());
        clock.advance(ui::AlertMonitor::kEvaluateEveryMs);
        QTRY_COMPARE(announced.size(), 1);
        QCOMPARE(monitor.activeCount(), 0);
        QCOMPARE(monitor.resolvedAlerts().size(), 2);

        // Its own rules are not evaluated while it follows the store.
        alerts::AlertRule rule;
        rule.name = QStringLiteral("own");
        rule.kind = alerts::RuleKind::NoHolder;
        rule.seconds = 1;
        monitor.setRules({{rule}, {}});
        OperationResult read;
        read.key = QStringLiteral("jobs:c");
        read.httpStatus = 200;
        read.sentAtUtc = clock.utcNow();
        read.state = LockState{};
        monitor.observe(read);
        clock.advance(5000);
        QCOMPARE(monitor.activeCount(), 0);

        // Back to solo mode: it evaluates again, from nothing.
        QVERIFY(monitor.followStore(nullptr).has_value());
        QCOMPARE(monitor.resolvedAlerts().size(), 0);
        read.sentAtUtc = clock.utcNow();
        monitor.observe(read);
        clock.advance(3000);
        QCOMPARE(monitor.activeCount(), 1);
    }

private:
    QTemporaryDir m_dir;
    PostgresServer m_postgres;
    QString m_service;
};

QTEST_GUILESS_MAIN(TestAlertDelivery)
#include "tst_alertdelivery.moc"
