// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lockctl hold: the real binary keeps a lease on a real sandbox (manual clock).
// hold's own timers run on the real clock, so these tests use the shortest TTL (5 s) with a
// small --renew-fraction where only the behaviour matters, and wait for one default-fraction
// renewal (about 1.7 s) in total.
#include "LockCtlDriver.h"
#include "protocol/Rfc3339.h"
#include "support/JsonFields.h"
#include "support/SandboxProcess.h"
#include "support/TestArgs.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTest>
#include <QUuid>

#include <signal.h>

using namespace volcano;
using namespace volcano::test;

namespace {

QRegularExpression eventPattern(const char* event) {
    return QRegularExpression(QStringLiteral("\"event\":\"%1\"").arg(QString::fromLatin1(event)));
}

QString shiftedTime(const QString& rfc3339Text, double seconds) {
    const auto time = rfc3339::parse(rfc3339Text);
    return time ? rfc3339::format(time->addMSecs(qint64(seconds * 1000))) : QString();
}

} // namespace

class TestLockCtlHold : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void releasesOnSignal_data();
    void releasesOnSignal();
    void renewsAtAThirdOfTheTtl();
    void renewalsFollowTheServerClock();
    void usesTheGivenToken();
    void exits3WhenForceReleasedAndTaken_data();
    void exits3WhenForceReleasedAndTaken();
    void exits3WhenTheLeaseExpiredOnTheServer();
    void exits3WhenTheLockIsHeld();
    void exits5WhenTheRegionIsDown();
    void reportsAReleaseThatFailed();

private:
    QString uniqueKey();
    LockCtlDriver cli() const { return LockCtlDriver(m_sandbox.baseUrl(), m_sandbox.serviceKey()); }
    QJsonObject read(const QString& key);

    SandboxProcess m_sandbox;
    int m_keys = 0;
};

void TestLockCtlHold::initTestCase() {
    QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString()));
}

void TestLockCtlHold::init() {
    QCOMPARE(m_sandbox.advanceClock(60), 204); // a fresh quota window per test
    QCOMPARE(m_sandbox.setRegionAvailable(true), 204);
}

QString TestLockCtlHold::uniqueKey() {
    return QStringLiteral("hold.%1.%2")
        .arg(QString::fromLatin1(QTest::currentTestFunction()))
        .arg(++m_keys);
}

QJsonObject TestLockCtlHold::read(const QString& key) {
    return cli().run(args("get", key, "--json")).outJson();
}

void TestLockCtlHold::releasesOnSignal_data() {
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
}

void TestLockCtlHold::releasesOnSignal() {
    QFETCH(int, signalNumber);
    const QString key = uniqueKey();
    auto hold = cli().start(args("hold", key, "--ttl", "30"));
    const QString acquired = hold->waitForLine(QRegularExpression(QStringLiteral("^acquired: ")));
    QVERIFY2(!acquired.isEmpty(), hold->waitForExit(100).describe().constData());
    QVERIFY2(acquired.contains(QStringLiteral("fencing token ")), qPrintable(acquired));
    QVERIFY2(acquired.contains(QStringLiteral("(in 30 s)")), qPrintable(acquired));
    QVERIFY2(acquired.contains(QStringLiteral("lock token ")), qPrintable(acquired));
    QCOMPARE(read(key).value(QStringLiteral("held")), QJsonValue(true));

    hold->sendSignal(signalNumber);
    const LockCtlRun run = hold->waitForExit();
    QVERIFY2(run.finished && run.exitCode == 0, run.describe().constData());
    QVERIFY2(run.outLines().constLast() == QStringLiteral("released: %1").arg(key),
             run.describe().constData());
    QCOMPARE(read(key), QJsonObject({{QStringLiteral("held"), false}}));
}

void TestLockCtlHold::renewsAtAThirdOfTheTtl() {
    const QString key = uniqueKey();
    auto hold = cli().start(args("hold", key, "--ttl", "5", "--json"));
    const QJsonObject acquired = jsonLine(hold->waitForLine(eventPattern("acquired")));
    QVERIFY2(!acquired.isEmpty(), hold->waitForExit(100).describe().constData());
    QElapsedTimer sinceAcquired;
    sinceAcquired.start();
    QCOMPARE(acquired.value(QStringLiteral("key")).toString(), key);
    const QString expiresAt = acquired.value(QStringLiteral("expires_at")).toString();

    // The server's clock moves one second: the renewal's expiry moves with it.
    QCOMPARE(m_sandbox.advanceClock(1), 204);
    const QJsonObject renewed = jsonLine(hold->waitForLine(eventPattern("renewed"), 5000));
    const qint64 elapsed = sinceAcquired.elapsed();
    QVERIFY2(!renewed.isEmpty(), hold->waitForExit(100).describe().constData());
    // ttl / 3 = 1667 ms after the acquire was sent; generous bounds for a loaded machine.
    QVERIFY2(elapsed >= 1200 && elapsed <= 3400, qPrintable(QString::number(elapsed)));
    QCOMPARE(renewed.value(QStringLiteral("expires_at")).toString(), shiftedTime(expiresAt, 1));
    QCOMPARE(renewed.value(QStringLiteral("fencing_token")).toInteger(),
             acquired.value(QStringLiteral("fencing_token")).toInteger());
    QVERIFY(!renewed.contains(QStringLiteral("lock_token")));

    hold->sendSignal(SIGINT);
    const LockCtlRun run = hold->waitForExit();
    QVERIFY2(run.exitCode == 0, run.describe().constData());
    QVERIFY2(run.outLines().constLast().contains(QStringLiteral("\"event\":\"released\"")),
             run.describe().constData());
}

void TestLockCtlHold::renewalsFollowTheServerClock() {
    const QString key = uniqueKey();
    auto hold = cli().start(args("hold", key, "--ttl", "5", "--renew-fraction", "0.1", "--json"));
    const QJsonObject acquired = jsonLine(hold->waitForLine(eventPattern("acquired")));
    QVERIFY2(!acquired.isEmpty(), hold->waitForExit(100).describe().constData());
    const QString firstExpiry = acquired.value(QStringLiteral("expires_at")).toString();

    // Past the first lease's expiry on the server clock, in steps the renewals keep up with.
    for (const double total : {2.0, 4.0, 6.0, 8.0}) {
        QCOMPARE(m_sandbox.advanceClock(2), 204);
        const QString expected = shiftedTime(firstExpiry, total);
        const QString line = hold->waitForLine(
            QRegularExpression(QStringLiteral("\"event\":\"renewed\".*\"expires_at\":\"%1\"")
                                   .arg(QRegularExpression::escape(expected))),
            5000);
        QVERIFY2(!line.isEmpty(), qPrintable(hold->linesSoFar().join(u'\n')));
    }
    const QJsonObject state = read(key);
    QCOMPARE(state.value(QStringLiteral("held")), QJsonValue(true));
    QCOMPARE(state.value(QStringLiteral("fencing_token")).toInteger(),
             acquired.value(QStringLiteral("fencing_token")).toInteger());

    hold->sendSignal(SIGINT);
    QCOMPARE(hold->waitForExit().exitCode, 0);
    QCOMPARE(read(key).value(QStringLiteral("held")), QJsonValue(false));
}

void TestLockCtlHold::usesTheGivenToken() {
    const QString key = uniqueKey();
    const QString token = QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto hold = cli().start(args("hold", key, "--ttl", "30", "--token", token, "--json"));
    const QJsonObject acquired = jsonLine(hold->waitForLine(eventPattern("acquired")));
    QCOMPARE(acquired.value(QStringLiteral("lock_token")).toString(), token);
    // The lease is this token's: a plain release with it works from another process.
    const LockCtlRun released = cli().run(args("release", key, "--token", token));
    QVERIFY2(released.exitCode == 0, released.describe().constData());
    hold->sendSignal(SIGINT);
    QCOMPARE(hold->waitForExit().exitCode, 0); // releasing a free lock is fine
}

void TestLockCtlHold::exits3WhenForceReleasedAndTaken_data() {
    QTest::addColumn<bool>("json");
    QTest::newRow("plain") << false;
    QTest::newRow("json") << true;
}

void TestLockCtlHold::exits3WhenForceReleasedAndTaken() {
    QFETCH(bool, json);
    const QString key = uniqueKey();
    QStringList arguments = args("hold", key, "--ttl", "5", "--renew-fraction", "0.1");
    if (json)
        arguments << QStringLiteral("--json");
    auto hold = cli().start(arguments);
    QVERIFY(!hold->waitForLine(QRegularExpression(QStringLiteral("acquired"))).isEmpty());

    // Another client breaks in: force release, then a new holder takes the lock.
    QCOMPARE(cli()
                 .run(args("force-release", key, "--yes", "--reason", "stuck after host loss"))
                 .exitCode,
             0);
    const LockCtlRun thief = cli().run(args("acquire", key, "--ttl", "30", "--json"));
    QVERIFY2(thief.exitCode == 0, thief.describe().constData());

    const LockCtlRun run = hold->waitForExit(5000);
    QVERIFY2(run.finished && run.exitCode == 3, run.describe().constData());
    if (json) {
        const QJsonObject error = QJsonDocument::fromJson(run.err.trimmed()).object();
        QCOMPARE(error.value(QStringLiteral("code")).toString(),
                 QStringLiteral("lock_ownership_lost"));
        QCOMPARE(error.value(QStringLiteral("status")).toInteger(), 409);
        QVERIFY2(run.outText().contains(QStringLiteral("\"event\":\"lost\"")),
                 run.describe().constData());
    } else {
        QVERIFY2(run.errText().contains(QStringLiteral("lock_ownership_lost")),
                 run.describe().constData());
        QVERIFY2(run.errText().contains(QStringLiteral("stop the protected work")),
                 run.describe().constData());
    }
    QVERIFY2(!run.outText().contains(QStringLiteral("released")), run.describe().constData());
    // The new holder keeps its lease: hold did not release someone else's.
    const QJsonObject state = read(key);
    QCOMPARE(state.value(QStringLiteral("held")), QJsonValue(true));
    QCOMPARE(state.value(QStringLiteral("fencing_token")).toInteger(),
             thief.outJson().value(QStringLiteral("fencing_token")).toInteger());
}

void TestLockCtlHold::exits3WhenTheLeaseExpiredOnTheServer() {
    const QString key = uniqueKey();
    auto hold = cli().start(args("hold", key, "--ttl", "5", "--renew-fraction", "0.1"));
    QVERIFY(!hold->waitForLine(QRegularExpression(QStringLiteral("^acquired: "))).isEmpty());
    QCOMPARE(m_sandbox.advanceClock(10), 204); // past expires_at + the grace second
    const LockCtlRun run = hold->waitForExit(5000);
    QVERIFY2(run.finished && run.exitCode == 3, run.describe().constData());
    QVERIFY2(run.errText().contains(QStringLiteral("lock_ownership_lost")),
             run.describe().constData());
}

void TestLockCtlHold::exits3WhenTheLockIsHeld() {
    const QString key = uniqueKey();
    QCOMPARE(cli().run(args("acquire", key, "--ttl", "30")).exitCode, 0);
    const LockCtlRun run = cli().run(args("hold", key, "--ttl", "30", "--json"));
    QVERIFY2(run.exitCode == 3, run.describe().constData());
    QVERIFY2(run.out.isEmpty(), run.describe().constData());
    QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(), QStringLiteral("lock_held"));
}

void TestLockCtlHold::exits5WhenTheRegionIsDown() {
    QCOMPARE(m_sandbox.setRegionAvailable(false), 204);
    const LockCtlRun run = cli().run(args("hold", uniqueKey(), "--ttl", "30"));
    QVERIFY2(run.exitCode == 5, run.describe().constData());
    QVERIFY2(run.errText().contains(QStringLiteral("region_unavailable")),
             run.describe().constData());
}

void TestLockCtlHold::reportsAReleaseThatFailed() {
    const QString key = uniqueKey();
    auto hold = cli().start(args("hold", key, "--ttl", "30", "--json"));
    QVERIFY(!hold->waitForLine(eventPattern("acquired")).isEmpty());
    QCOMPARE(m_sandbox.setRegionAvailable(false), 204);
    hold->sendSignal(SIGINT);
    const LockCtlRun run = hold->waitForExit();
    QVERIFY2(run.finished && run.exitCode == 5, run.describe().constData());
    QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("region_unavailable"));
    QVERIFY2(!run.outText().contains(QStringLiteral("released")), run.describe().constData());
    QCOMPARE(m_sandbox.setRegionAvailable(true), 204);
    QCOMPARE(read(key).value(QStringLiteral("held")), QJsonValue(true)); // until it expires
}

QTEST_GUILESS_MAIN(TestLockCtlHold)
#include "tst_lockctl_hold.moc"
