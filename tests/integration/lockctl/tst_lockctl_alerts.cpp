// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lockctl's watch rules (docs/alerts.md), driven as a script would: `alerts list`
// checks a rule file; `watch --rules` prints alert lines beside the observations of a real
// sandbox and serves /metrics (promtool accepts it); `alerts test` replays a history written
// to a real store file and says what would have fired, at the instant it would have.
#include "LockCtlDriver.h"
#include "client/LockClient.h"
#include "protocol/Rfc3339.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"
#include "support/JsonFields.h"
#include "support/Promtool.h"
#include "support/SandboxProcess.h"
#include "support/TestArgs.h"
#include "support/WaitFor.h"

#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

using namespace volcano;
using namespace volcano::test;

namespace {

const QDateTime kT0 = QDateTime::fromMSecsSinceEpoch(1'784'556'000'000, Qt::UTC); // :00

QByteArray rulesJson(const QString& webhook = QStringLiteral("http://127.0.0.1:9/hook")) {
    return QStringLiteral(
               "{\"rules\": ["
               "{\"name\": \"leader missing\", \"kind\": \"no_holder\", \"keys\": \"jobs:*\","
               " \"seconds\": 10, \"severity\": \"page\"},"
               "{\"name\": \"stuck\", \"kind\": \"held_too_long\", \"seconds\": 20},"
               "{\"name\": \"busy\", \"kind\": \"quota\", \"percent\": 50}],"
               " \"webhooks\": [{\"url\": \"%1\"}]}")
        .arg(webhook)
        .toUtf8();
}

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

QByteArray fetch(const QUrl& url) {
    QNetworkAccessManager network;
    QNetworkReply* reply = network.get(QNetworkRequest(url));
    QSignalSpy done(reply, &QNetworkReply::finished);
    done.wait(5000);
    const QByteArray body = reply->readAll();
    delete reply;
    return body;
}

RecordedObservation read(const QString& key, int atSeconds, std::optional<FencingToken> token,
                         int expiresInSeconds = 0) {
    RecordedObservation row;
    row.key = key;
    row.observedAt = kT0.addSecs(atSeconds);
    row.held = token.has_value();
    row.fencingToken = token;
    if (token)
        row.expiresAt = row.observedAt.addSecs(expiresInSeconds);
    return row;
}

QStringList summaryOf(const QStringList& lines) {
    QStringList events;
    for (const QString& line : lines) {
        const QJsonObject object = jsonLine(line);
        if (object.value(QStringLiteral("type")).toString() != QStringLiteral("alert"))
            continue;
        const QString status = object.value(QStringLiteral("status")).toString();
        const QString at =
            object
                .value(status == QStringLiteral("firing") ? QStringLiteral("fired_at")
                                                          : QStringLiteral("resolved_at"))
                .toString();
        events.append(QStringLiteral("%1 %2 %3 at %4")
                          .arg(status, object.value(QStringLiteral("rule")).toString(),
                               object.value(QStringLiteral("key")).toString(QStringLiteral("-")))
                          .arg(rfc3339::parse(at).value_or(QDateTime()).toSecsSinceEpoch() -
                               kT0.toSecsSinceEpoch()));
    }
    return events;
}

} // namespace

class TestLockCtlAlerts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString())); }

    void listShowsEffectiveRulesAndHidesSecrets() {
        const QString file = write(QStringLiteral("rules.json"),
                                   rulesJson(QStringLiteral("https://u:pw@hooks.example.com/T/B/"
                                                            "s3cret")));
        const LockCtlRun plain = offline().run(args("alerts", "list", file));
        QVERIFY2(plain.exitCode == 0, plain.describe().constData());
        QVERIFY(plain.outText().contains(QStringLiteral("leader missing  no_holder  keys jobs:*  "
                                                        "10 s  severity page")));
        QVERIFY(plain.outText().contains(QStringLiteral("webhook https://hooks.example.com/…")));
        const LockCtlRun json = offline().run(args("alerts", "list", file, "--json"));
        QVERIFY2(json.exitCode == 0, json.describe().constData());
        const QJsonArray rules = json.outJson().value(QStringLiteral("rules")).toArray();
        QCOMPARE(rules.size(), 3);
        QCOMPARE(rules.at(1).toObject().value(QStringLiteral("keys")).toString(),
                 QStringLiteral("*"));
        QCOMPARE(rules.at(1).toObject().value(QStringLiteral("severity")).toString(),
                 QStringLiteral("warning"));
        for (const LockCtlRun* run : {&plain, &json})
            QVERIFY(!run->out.contains("s3cret") && !run->out.contains("pw@"));
    }

    void invalidRuleFileExitsTwoNamingTheRule() {
        const QString file = write(QStringLiteral("bad.json"),
                                   "{\"rules\": [{\"name\": \"late\", \"kind\": \"flapping\","
                                   " \"seconds\": 60}]}");
        const QStringList storeOption = args("--store", m_dir.filePath(QStringLiteral("x.db")));
        for (const auto& [command, more] : {std::pair{QStringLiteral("list"), QStringList()},
                                            {QStringLiteral("test"), storeOption}}) {
            const LockCtlRun run = offline().run(args("alerts", command, file, "--json") + more);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(),
                     QStringLiteral("invalid_rules"));
            QVERIFY2(run.errJson()
                         .value(QStringLiteral("message"))
                         .toString()
                         .contains(QStringLiteral("late")),
                     run.describe().constData());
        }
        QCOMPARE(offline().run(args("alerts")).exitCode, 2);
        QCOMPARE(offline().run(args("alerts", "list")).exitCode, 2);
        QCOMPARE(offline()
                     .run(args("alerts", "test", write(QStringLiteral("ok.json"), rulesJson())))
                     .exitCode,
                 2); // no --store
    }

    // The sandbox's manual clock does not move: the free key stays free, the alert fires
    // after the rule's 10 s on the watch's clock and resolves once the key is taken.
    void watchPrintsAlertLinesAndServesMetrics() {
        const QString key = QStringLiteral("jobs:watched");
        const QString file = write(QStringLiteral("watch.json"), rulesJson());
        const quint16 port = freePort();
        auto watch = cli().start(args("watch", key, "--budget", "600", "--rules", file, "--metrics",
                                      QStringLiteral("127.0.0.1:%1").arg(port)));
        const QRegularExpression fired(QStringLiteral("\"rule\":\"leader missing\".*"
                                                      "\"status\":\"firing\""));
        const QJsonObject alert = jsonLine(watch->waitForLine(fired, 20000));
        QVERIFY2(!alert.isEmpty(), qPrintable(watch->linesSoFar().join(u'\n')));
        QCOMPARE(alert.value(QStringLiteral("key")).toString(), key);
        QCOMPARE(alert.value(QStringLiteral("type")).toString(), QStringLiteral("alert"));
        const QJsonObject firstRead = jsonLine(watch->linesSoFar().constFirst());
        QCOMPARE(alert.value(QStringLiteral("since")).toString(),
                 firstRead.value(QStringLiteral("observed_at")).toString());

        const QUrl metricsUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(port));
        const QByteArray text = fetch(metricsUrl);
        QVERIFY2(text.contains("volcano_alerts_active{rule=\"leader missing\"} 1\n"),
                 text.constData());
        QVERIFY(text.contains("volcano_lock_held{key=\"jobs:watched\"} 0\n"));
        QVERIFY(!text.contains("volcano_recorder_leader"));
        const auto problem = promtoolProblem(text);
        QVERIFY2(!problem, qPrintable(problem.value_or(QString())));

        const auto client = m_sandbox.client();
        QVERIFY(waitFor(client->acquire(key, 60)).ok());
        const QRegularExpression resolved(QStringLiteral("\"rule\":\"leader missing\".*"
                                                         "\"status\":\"resolved\""));
        QVERIFY2(!watch->waitForLine(resolved, 15000).isEmpty(),
                 qPrintable(watch->linesSoFar().join(u'\n')));
        watch->sendSignal(SIGINT);
        QCOMPARE(watch->waitForExit().exitCode, 0);
    }

    void watchRefusesAnAddressInUse() {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        const LockCtlRun run =
            cli().run(args("watch", "jobs:x", "--metrics",
                           QStringLiteral("127.0.0.1:%1").arg(taken.serverPort())));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.errText().contains(QStringLiteral("--metrics")), run.describe().constData());
    }

    // A scripted history in a real store file: jobs:a free from :00 (read every 5 s), taken at
    // :30 with token 7 and held (renewed) to :60; the project busy in one minute.
    void testReplaysAHistoryAtTheRightInstants() {
        const QString store = m_dir.filePath(QStringLiteral("team.db"));
        {
            AppDatabase db(store);
            QVERIFY(db.open().has_value());
            TeamStore team(db);
            TeamStore::Batch batch{QStringLiteral("rec"), 1, {}, {}, {}};
            for (int at = 0; at < 30; at += 5)
                batch.observations.append(read(QStringLiteral("jobs:a"), at, std::nullopt));
            for (int at = 30; at <= 60; at += 5)
                batch.observations.append(read(QStringLiteral("jobs:a"), at, FencingToken(7), 15));
            batch.quota = {{kT0.toMSecsSinceEpoch(), QStringLiteral("server"), 320},
                           {kT0.toMSecsSinceEpoch(), QStringLiteral("recorder"), 12}};
            QCOMPARE(team.write(batch, kT0.toMSecsSinceEpoch()).value(),
                     TeamStore::WriteOutcome::Written);
        }
        const QString rules = write(QStringLiteral("replay.json"), rulesJson());
        const LockCtlRun run =
            offline().run(args("alerts", "test", rules, "--store", store, "--json"));
        QVERIFY2(run.exitCode == 0, run.describe().constData());
        QCOMPARE(summaryOf(run.outLines()),
                 (QStringList{QStringLiteral("firing leader missing jobs:a at 10"),
                              QStringLiteral("resolved leader missing jobs:a at 30"),
                              QStringLiteral("firing stuck jobs:a at 50"),
                              // 320 of 600 is above 50 %: known at the minute's end,
                              // over with the minute.
                              QStringLiteral("firing busy - at 59"),
                              QStringLiteral("resolved busy - at 60")}));
        const QJsonObject summary = jsonLine(run.outLines().constLast());
        QCOMPARE(summary.value(QStringLiteral("reads")).toInt(), 13);
        QCOMPARE(summary.value(QStringLiteral("still_active")).toInt(), 1);

        // From :20 to :55: first seen free at :20 and taken at :30, before the rule's 10 s;
        // the minute's quota figure is known only at :59.
        const LockCtlRun span = offline().run(
            args("alerts", "test", rules, "--store", store, "--json", "--from",
                 rfc3339::format(kT0.addSecs(20)), "--to", rfc3339::format(kT0.addSecs(55))));
        QVERIFY2(span.exitCode == 0, span.describe().constData());
        QCOMPARE(summaryOf(span.outLines()),
                 QStringList{QStringLiteral("firing stuck jobs:a at 50")});
    }

    void testSaysWhenTheStoreIsUnreachable() {
        const QString rules = write(QStringLiteral("down.json"), rulesJson());
        const LockCtlRun run = offline().run(
            args("alerts", "test", rules, "--store",
                 QStringLiteral("postgresql://nobody@127.0.0.1:%1/none").arg(freePort())));
        QCOMPARE(run.exitCode, 5);
        QVERIFY2(run.errText().contains(QStringLiteral("127.0.0.1")), run.describe().constData());
        const QString missing = m_dir.filePath(QStringLiteral("typo.db"));
        const LockCtlRun typo = offline().run(args("alerts", "test", rules, "--store", missing));
        QCOMPARE(typo.exitCode, 2);
        QVERIFY(!QFileInfo::exists(missing));
    }

private:
    LockCtlDriver cli() const { return LockCtlDriver(m_sandbox.baseUrl(), m_sandbox.serviceKey()); }
    // alerts list|test ask no server, and refuse --url.
    LockCtlDriver offline() const {
        LockCtlDriver driver = cli();
        driver.setPassUrl(false);
        return driver;
    }

    QString write(const QString& name, const QByteArray& contents) const {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
            qWarning("cannot write %s", qPrintable(file.fileName()));
        return file.fileName();
    }

    SandboxProcess m_sandbox; // manual clock: a free key stays free
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestLockCtlAlerts)
#include "tst_lockctl_alerts.moc"
