// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// `volcano-lock-recorder run --rules FILE` as the on-call team relies on it (spec/recorder.md,
// docs/alerts.md): the real recorder, sandbox and PostgreSQL store, and a real HTTP receiver
// for the webhook. An alert is POSTed once when it fires and once when it resolves: a
// receiver that was down gets it by retry, a recorder stopped with a delivery pending leaves
// it to the next one, and a new leader neither fires nor sends again what the old one did.

#include "RecorderWorld.h"
#include "alerts/AlertStore.h"
#include "client/LockClient.h"
#include "support/ScriptedHttpServer.h"
#include "support/WaitFor.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace volcano;
using namespace volcano::test;

namespace {

constexpr int kTtlSeconds = 5;
constexpr int kNoHolderSeconds = 2;
const QRegularExpression kLeaderLine(QStringLiteral("^role: leader \\(fencing_token (\\d+)\\)$"));
const QRegularExpression kStandbyLine(QStringLiteral("^role: standby$"));
const QRegularExpression kDeliveredLine(QStringLiteral("^webhook: delivered alert \\d+ to "));
const QRegularExpression kFailedLine(QStringLiteral("^webhook: alert \\d+ to .* failed"));

QJsonObject bodyOf(const RecordedRequest& request) {
    return QJsonDocument::fromJson(request.body).object();
}

} // namespace

class TestRecorderAlerts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(m_world.start(), qPrintable(m_world.errorString()));
        QVERIFY(m_receiver.listen());
        setReceiverUp(true);
        // What the receiver took (answered 200), apart from the attempts it refused.
        connect(&m_receiver, &ScriptedHttpServer::requestReceived, this,
                [this](const RecordedRequest& request) {
                    if (m_receiverUp)
                        m_taken.append(request);
                });
    }

    void invalidRuleFileStopsTheStart() {
        const QString path = writeFile(QStringLiteral("bad.json"),
                                       "{\"rules\": [{\"name\": \"x\", \"kind\": \"no_holder\"}]}");
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(m_world.storeArgs({QStringLiteral("--rules"), path})));
        QCOMPARE(recorder->waitForExit(15000), 2);
        const QString log = recorder->lines().join(QLatin1Char('\n'));
        QVERIFY2(log.contains(QStringLiteral("--rules")) && log.contains(QStringLiteral("x")),
                 qPrintable(log));
    }

    void firesAndResolvesOnceEach() {
        addKeys({QStringLiteral("solo:free")});
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(m_world.storeArgs(
            runArgs(QStringLiteral("solo:*"), QStringLiteral("rec-solo")) +
            QStringList{QStringLiteral("--metrics"), QStringLiteral("127.0.0.1:0")})));
        const auto port = recorder->waitForLine(
            QRegularExpression(QStringLiteral("^metrics: serving /metrics on port (\\d+)$")),
            10000);
        QVERIFY2(port, qPrintable(recorder->lines().join(QLatin1Char('\n'))));
        const auto token = recorder->waitForLine(kLeaderLine, 15000);
        QVERIFY2(token, qPrintable(recorder->lines().join(QLatin1Char('\n'))));
        const QByteArray none = "volcano_alerts_active{rule=\"solo:* missing\"} 0\n";
        QVERIFY(RecorderWorld::fetchMetrics(port->toUShort()).contains(none));

        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(QStringLiteral("solo:free")).size(), 1, 15000);
        QVERIFY(RecorderWorld::fetchMetrics(port->toUShort())
                    .contains("volcano_alerts_active{rule=\"solo:* missing\"} 1\n"));
        const QJsonObject fired = hooksFor(QStringLiteral("solo:free")).constFirst();
        QCOMPARE(fired.value(QStringLiteral("status")).toString(), QStringLiteral("firing"));
        QCOMPARE(fired.value(QStringLiteral("rule")).toString(), QStringLiteral("solo:* missing"));
        QCOMPARE(fired.value(QStringLiteral("kind")).toString(), QStringLiteral("no_holder"));
        QCOMPARE(fired.value(QStringLiteral("severity")).toString(), QStringLiteral("page"));
        QVERIFY(
            fired.value(QStringLiteral("text")).toString().contains(QStringLiteral("solo:free")));
        const QDateTime since = timeOf(fired, QStringLiteral("since"));
        const QDateTime firedAt = timeOf(fired, QStringLiteral("fired_at"));
        QVERIFY2(since.isValid() && since.msecsTo(firedAt) >= kNoHolderSeconds * 1000,
                 QJsonDocument(fired).toJson().constData());

        const auto client = m_world.sandbox().client();
        QVERIFY(waitFor(client->acquire(QStringLiteral("solo:free"), 60)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(QStringLiteral("solo:free")).size(), 2, 15000);
        const QJsonObject resolved = hooksFor(QStringLiteral("solo:free")).constLast();
        QCOMPARE(resolved.value(QStringLiteral("status")).toString(), QStringLiteral("resolved"));
        QCOMPARE(timeOf(resolved, QStringLiteral("since")), since);

        QVERIFY(RecorderWorld::fetchMetrics(port->toUShort()).contains(none));
        QTest::qWait(2000); // nothing more comes
        QCOMPARE(hooksFor(QStringLiteral("solo:free")).size(), 2);
        QCOMPARE(storeRows(QStringLiteral("SELECT count(*) FROM alert_events WHERE key ="
                                          " 'solo:free' AND recorder_token = %1")
                               .arg(*token)),
                 2);
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
    }

    // One alert's life across a failover, a receiver outage and a restart: every event is
    // received exactly once, in order.
    void nothingLostNothingTwice() {
        const QString key = QStringLiteral("team:free");
        addKeys({key});
        const QStringList args = runArgs(QStringLiteral("team:*"), {});
        auto first = startRecorder(args, QStringLiteral("rec-a"));
        QVERIFY(first->waitForLine(kLeaderLine, 15000));
        auto second = startRecorder(args, QStringLiteral("rec-b"));
        QVERIFY(second->waitForLine(kStandbyLine, 15000));
        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(key).size(), 1, 15000);
        // Killed between the receiver's answer and marking the row, a leader leaves the
        // delivery pending and it is sent again (docs/alerts.md: at least once), so the
        // kill waits for the row.
        QVERIFY2(first->waitForLine(kDeliveredLine, 15000),
                 qPrintable(first->lines().join(QLatin1Char('\n'))));

        // The leader dies with the alert active: the new leader takes it over silently.
        first->sendSignal(SIGKILL);
        first->waitForExit(5000);
        QVERIFY2(second->waitForLine(kLeaderLine, 20000),
                 qPrintable(second->lines().join(QLatin1Char('\n'))));
        QTest::qWait((kNoHolderSeconds + 3) * 1000);
        QCOMPARE(hooksFor(key).size(), 1);

        // The receiver is down when the alert resolves: retried until it is back.
        setReceiverUp(false);
        const auto client = m_world.sandbox().client();
        const OperationResult grant = waitFor(client->acquire(key, 60));
        QVERIFY(grant.ok());
        QVERIFY2(second->waitForLine(kFailedLine, 15000),
                 qPrintable(second->lines().join(QLatin1Char('\n'))));
        setReceiverUp(true);
        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(key).size(), 2, 15000);

        // Fires again while the receiver is down, and the recorder is restarted before it
        // could deliver: the next one delivers, and does not fire it a second time.
        setReceiverUp(false);
        QVERIFY(waitFor(client->release(key, grant.lockToken)).ok());
        QVERIFY2(second->waitForLine(kFailedLine, 15000),
                 qPrintable(second->lines().join(QLatin1Char('\n'))));
        second->sendSignal(SIGTERM);
        QCOMPARE(second->waitForExit(15000), 0);
        setReceiverUp(true);
        auto third = startRecorder(args, QStringLiteral("rec-c"));
        QVERIFY2(third->waitForLine(kLeaderLine, 20000),
                 qPrintable(third->lines().join(QLatin1Char('\n'))));
        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(key).size(), 3, 15000);
        QTest::qWait((kNoHolderSeconds + 3) * 1000);

        const QList<QJsonObject> hooks = hooksFor(key);
        QStringList statuses;
        for (const QJsonObject& hook : hooks)
            statuses.append(hook.value(QStringLiteral("status")).toString());
        QCOMPARE(statuses, (QStringList{QStringLiteral("firing"), QStringLiteral("resolved"),
                                        QStringLiteral("firing")}));
        QCOMPARE(storeRows(QStringLiteral("SELECT count(*) FROM webhook_deliveries d JOIN"
                                          " alert_events e ON e.id = d.event_id WHERE e.key ="
                                          " 'team:free' AND d.state = 'delivered'")),
                 3);
        QVERIFY(storeRows(QStringLiteral("SELECT max(d.attempts) FROM webhook_deliveries d JOIN"
                                         " alert_events e ON e.id = d.event_id WHERE e.key ="
                                         " 'team:free'")) >= 2);
        second->sendSignal(SIGTERM);
        third->sendSignal(SIGTERM);
        QCOMPARE(third->waitForExit(15000), 0);
    }

    // Without --rules the team's rules in the store apply, and an edit there (here: the
    // severity) takes effect while the recorder runs: the old alert resolves, the new fires.
    void followsTheTeamRulesInTheStore() {
        const QString key = QStringLiteral("shared:free");
        addKeys({key});
        alerts::AlertStore store(m_world.store());
        QVERIFY(store.saveRules(teamRules(QStringLiteral("page")), QStringLiteral("test"), 0)
                    .has_value());
        auto recorder =
            startRecorder({QStringLiteral("--leader-ttl"), QString::number(kTtlSeconds)},
                          QStringLiteral("rec-store"));
        QVERIFY2(recorder->waitForLine(kLeaderLine, 15000),
                 qPrintable(recorder->lines().join(QLatin1Char('\n'))));
        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(key).size(), 1, 15000);
        QCOMPARE(hooksFor(key).constFirst().value(QStringLiteral("severity")).toString(),
                 QStringLiteral("page"));

        QVERIFY(store.saveRules(teamRules(QStringLiteral("ticket")), QStringLiteral("test"), 0)
                    .has_value());
        QTRY_COMPARE_WITH_TIMEOUT(hooksFor(key).size(), 3, 20000);
        const QList<QJsonObject> hooks = hooksFor(key);
        QCOMPARE(hooks.at(1).value(QStringLiteral("status")).toString(),
                 QStringLiteral("resolved"));
        QCOMPARE(hooks.at(1).value(QStringLiteral("severity")).toString(), QStringLiteral("page"));
        QCOMPARE(hooks.at(2).value(QStringLiteral("status")).toString(), QStringLiteral("firing"));
        QCOMPARE(hooks.at(2).value(QStringLiteral("severity")).toString(),
                 QStringLiteral("ticket"));
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
    }

private:
    alerts::RuleSet teamRules(const QString& severity) const {
        alerts::AlertRule rule;
        rule.name = QStringLiteral("shared missing");
        rule.kind = alerts::RuleKind::NoHolder;
        rule.keys = QStringLiteral("shared:*");
        rule.seconds = kNoHolderSeconds;
        rule.severity = severity;
        return {{rule}, {{m_receiver.baseUrl(QStringLiteral("/hook"))}}};
    }

    // Down: the connection is closed once the request is read, with no answer.
    void setReceiverUp(bool up) {
        m_receiverUp = up;
        m_receiver.setFallback(up ? ScriptedAction::reply(200) : ScriptedAction::close());
    }

    QStringList runArgs(const QString& glob, const QString& name) const {
        const QByteArray rules =
            QStringLiteral("{\"rules\": [{\"name\": \"%1 missing\", \"kind\": \"no_holder\","
                           " \"keys\": \"%1\", \"seconds\": %2, \"severity\": \"page\"}],"
                           " \"webhooks\": [{\"url\": \"%3\"}]}")
                .arg(glob)
                .arg(kNoHolderSeconds)
                .arg(m_receiver.baseUrl(QStringLiteral("/hook")).toString())
                .toUtf8();
        const QString path =
            writeFile(glob.sliced(0, glob.size() - 2) + QStringLiteral(".json"), rules);
        QStringList args = {QStringLiteral("--rules"),      path,
                            QStringLiteral("--leader-ttl"), QString::number(kTtlSeconds),
                            QStringLiteral("--budget"),     QStringLiteral("240")};
        if (!name.isEmpty())
            args += {QStringLiteral("--name"), name};
        return args;
    }

    std::unique_ptr<RecorderProcess> startRecorder(const QStringList& args, const QString& name) {
        auto recorder = m_world.recorder();
        if (!recorder->start(m_world.storeArgs(args + QStringList{QStringLiteral("--name"), name})))
            qWarning("cannot start %s", qPrintable(name));
        return recorder;
    }

    void addKeys(const QStringList& keys) {
        const auto added = m_world.recorder()->run(
            m_world.storeArgs(QStringList{QStringLiteral("keys"), QStringLiteral("add")} + keys));
        QCOMPARE(added.exitCode, 0);
    }

    QString writeFile(const QString& name, const QByteArray& contents) const {
        QFile file(m_files.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
            qWarning("cannot write %s", qPrintable(file.fileName()));
        return file.fileName();
    }

    QList<QJsonObject> hooksFor(const QString& key) const {
        QList<QJsonObject> hooks;
        for (const RecordedRequest& request : m_taken) {
            const QJsonObject body = bodyOf(request);
            if (request.method == "POST" && request.target == "/hook" &&
                body.value(QStringLiteral("key")).toString() == key)
                hooks.append(body);
        }
        return hooks;
    }

    static QDateTime timeOf(const QJsonObject& body, const QString& field) {
        return QDateTime::fromString(body.value(field).toString(), Qt::ISODateWithMs);
    }

    int storeRows(const QString& sql) {
        QSqlQuery query(m_world.store().database());
        if (!query.exec(sql) || !query.next())
            return -1;
        return query.value(0).toInt();
    }

    RecorderWorld m_world;
    ScriptedHttpServer m_receiver;
    QList<RecordedRequest> m_taken;
    bool m_receiverUp = true;
    QTemporaryDir m_files;
};

QTEST_GUILESS_MAIN(TestRecorderAlerts)
#include "tst_recorder_alerts.moc"
