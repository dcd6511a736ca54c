// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lockctl driven as a script would drive it: the real binary in a QProcess against a
// real sandbox process (manual clock), checking exit codes, stdout and stderr.
#include "LockCtlDriver.h"
#include "client/LockClient.h"
#include "protocol/Rfc3339.h"
#include "support/JsonFields.h"
#include "support/Loopback.h"
#include "support/SandboxProcess.h"
#include "support/ScriptedHttpServer.h"
#include "support/TestArgs.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

const QRegularExpression
    kUuid(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"));

QDateTime timeOf(const QString& text) {
    return rfc3339::parse(text).value_or(QDateTime());
}

// "2026-07-20T14:00:10Z (in 30 s)" -> the timestamp.
QDateTime expiryOfFact(const std::optional<QString>& fact) {
    return fact ? timeOf(fact->section(u' ', 0, 0)) : QDateTime();
}

} // namespace

class TestLockCtl : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void helpAndVersion_data();
    void helpAndVersion();
    void invalidInputExits2_data();
    void invalidInputExits2();
    void invalidInputSendsNothing();
    void getFreeLock();
    void acquireRenewReleaseCycle();
    void acquireWithGivenToken();
    void jsonFieldsAreExact();
    void conflictsExit3_data();
    void conflictsExit3();
    void rateLimitExits4();
    void regionUnavailableExits5();
    void deadUrlExits5();
    void silentServerTimesOutExit5();
    void unexpectedAnswerExits1_data();
    void unexpectedAnswerExits1();
    void authFailuresExit6_data();
    void authFailuresExit6();
    void missingServiceKeyExits6();
    void scopedKeyWithLocksManageWorks();
    void volcanoUrlEnvironment();
    void forceReleaseNeedsYes();
    void forceReleaseDropsAnyHolder();
    void forceReleaseLostAnswerIsUnknown();
    void serviceKeyNeverPrinted();

private:
    QString uniqueKey();
    LockCtlDriver cli() const { return LockCtlDriver(m_sandbox.baseUrl(), m_sandbox.serviceKey()); }
    int rateLimitRemaining();

    SandboxProcess m_sandbox;
    int m_keys = 0;
};

void TestLockCtl::initTestCase() {
    QVERIFY2(QFileInfo::exists(LockCtlDriver::program()), qPrintable(LockCtlDriver::program()));
    QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString()));
}

void TestLockCtl::init() {
    // A fresh quota window for every test: the manual clock otherwise stays in one minute.
    QCOMPARE(m_sandbox.advanceClock(60), 204);
    QCOMPARE(m_sandbox.setRegionAvailable(true), 204);
}

QString TestLockCtl::uniqueKey() {
    return QStringLiteral("cli.%1.%2")
        .arg(QString::fromLatin1(QTest::currentTestFunction()))
        .arg(++m_keys);
}

int TestLockCtl::rateLimitRemaining() {
    const auto reply =
        m_sandbox.raw("GET", "/locks/quota-probe",
                      {{"Authorization", "Bearer " + m_sandbox.serviceKey().toUtf8()}});
    bool ok = false;
    const int remaining = reply.header("RateLimit-Remaining").toInt(&ok);
    return ok ? remaining : -1;
}

void TestLockCtl::helpAndVersion_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << args("--help") << QStringLiteral("Usage: volcano-lockctl");
    QTest::newRow("-h") << args("-h") << QStringLiteral("Usage: volcano-lockctl");
    QTest::newRow("command --help")
        << args("acquire", "--help") << QStringLiteral("Usage: volcano-lockctl");
    QTest::newRow("--version") << args("--version") << QStringLiteral("volcano-lockctl ");
    QTest::newRow("-v") << args("-v") << QStringLiteral("volcano-lockctl ");
}

void TestLockCtl::helpAndVersion() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    LockCtlDriver driver = cli();
    driver.setPassUrl(false);
    const LockCtlRun run = driver.run(arguments);
    QVERIFY2(run.finished && run.exitCode == 0, run.describe().constData());
    QVERIFY2(run.outText().startsWith(expected), run.describe().constData());
    QVERIFY(run.err.isEmpty());
    if (arguments.contains(QStringLiteral("--version")) ||
        arguments.contains(QStringLiteral("-v"))) {
        static const QRegularExpression version(
            QStringLiteral("^volcano-lockctl \\d+\\.\\d+\\.\\d+\n$"));
        QVERIFY2(version.match(run.outText()).hasMatch(), run.describe().constData());
        return;
    }
    for (const char* word : {"get KEY", "acquire KEY", "renew KEY", "release KEY",
                             "force-release KEY --yes --reason TEXT", "hold KEY", "watch",
                             "plan --ttl", "VOLCANO_SERVICE_KEY", "VOLCANO_URL", "Exit codes"})
        QVERIFY2(run.outText().contains(QString::fromLatin1(word)), word);
}

void TestLockCtl::invalidInputExits2_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("code");
    const QString token = LockClient::newUuid();
    const QString usage = QStringLiteral("usage");
    QTest::newRow("no command") << QStringList() << usage;
    QTest::newRow("unknown command") << args("frobnicate", "k") << usage;
    QTest::newRow("unknown option") << args("get", "k", "--bogus") << usage;
    QTest::newRow("get without key") << args("get") << usage;
    QTest::newRow("get with two keys") << args("get", "a", "b") << usage;
    QTest::newRow("option of another command") << args("get", "k", "--ttl", "30") << usage;
    QTest::newRow("acquire without ttl") << args("acquire", "k") << usage;
    QTest::newRow("renew without token") << args("renew", "k", "--ttl", "30") << usage;
    QTest::newRow("renew without ttl") << args("renew", "k", "--token", token) << usage;
    QTest::newRow("release without token") << args("release", "k") << usage;
    QTest::newRow("hold without ttl") << args("hold", "k") << usage;
    QTest::newRow("timeout zero") << args("get", "k", "--timeout", "0") << usage;
    QTest::newRow("timeout not a number") << args("get", "k", "--timeout", "soon") << usage;
    QTest::newRow("renew fraction 1.5")
        << args("hold", "k", "--ttl", "30", "--renew-fraction", "1.5") << usage;
    QTest::newRow("key with slash") << args("get", "a/b") << QStringLiteral("invalid_lock_key");
    QTest::newRow("key with space")
        << args("acquire", "a b", "--ttl", "30") << QStringLiteral("invalid_lock_key");
    QTest::newRow("key of 129 characters")
        << args("get", QString(129, u'k')) << QStringLiteral("invalid_lock_key");
    QTest::newRow("empty key") << args("get", "") << QStringLiteral("invalid_lock_key");
    QTest::newRow("ttl 4") << args("acquire", "k", "--ttl", "4") << QStringLiteral("invalid_ttl");
    QTest::newRow("ttl 7776001") << args("acquire", "k", "--ttl", "7776001")
                                 << QStringLiteral("invalid_ttl");
    QTest::newRow("ttl 30s") << args("acquire", "k", "--ttl", "30s")
                             << QStringLiteral("invalid_ttl");
    QTest::newRow("ttl negative") << args("acquire", "k", "--ttl", "-30")
                                  << QStringLiteral("invalid_ttl");
    QTest::newRow("renew ttl 0") << args("renew", "k", "--token", token, "--ttl", "0")
                                 << QStringLiteral("invalid_ttl");
    QTest::newRow("hold ttl 2") << args("hold", "k", "--ttl", "2") << QStringLiteral("invalid_ttl");
    QTest::newRow("token not a uuid")
        << args("release", "k", "--token", "not-a-uuid") << QStringLiteral("invalid_lock_token");
    QTest::newRow("token in braces")
        << args("renew", "k", "--ttl", "30", "--token", QStringLiteral("{%1}").arg(token))
        << QStringLiteral("invalid_lock_token");
    QTest::newRow("acquire token too short")
        << args("acquire", "k", "--ttl", "30", "--token", token.chopped(1))
        << QStringLiteral("invalid_lock_token");
    QTest::newRow("watch without keys") << args("watch") << usage;
    QTest::newRow("watch budget 0") << args("watch", "k", "--budget", "0") << usage;
    QTest::newRow("force-release without --yes")
        << args("force-release", "k") << QStringLiteral("confirmation_required");
    QTest::newRow("force-release without --reason")
        << args("force-release", "k", "--yes") << QStringLiteral("reason_required");
    QTest::newRow("force-release with a one-word reason")
        << args("force-release", "k", "--yes", "--reason", "dead")
        << QStringLiteral("reason_required");
    QTest::newRow("force-release with a blank reason")
        << args("force-release", "k", "--yes", "--reason", "   ")
        << QStringLiteral("reason_required");
}

void TestLockCtl::invalidInputExits2() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, code);
    const LockCtlRun json = cli().run(arguments + args("--json"));
    QVERIFY2(json.finished && json.exitCode == 2, json.describe().constData());
    QVERIFY2(json.out.isEmpty(), json.describe().constData());
    const QJsonObject error = json.errJson();
    QCOMPARE(keysOf(error), names({"code", "message", "status"}));
    QCOMPARE(error.value(QStringLiteral("code")).toString(), code);
    QCOMPARE(error.value(QStringLiteral("status")).toInteger(-1), 0);
    QVERIFY(!error.value(QStringLiteral("message")).toString().isEmpty());

    const LockCtlRun plain = cli().run(arguments);
    QVERIFY2(plain.finished && plain.exitCode == 2, plain.describe().constData());
    QVERIFY2(plain.errText().startsWith(QStringLiteral("error: ")), plain.describe().constData());
    if (code != QStringLiteral("usage"))
        QVERIFY2(plain.errText().contains(code), plain.describe().constData());
    if (code == QStringLiteral("confirmation_required")) {
        QVERIFY2(plain.errText().contains(QStringLiteral("fencing token")),
                 plain.describe().constData());
        QVERIFY2(plain.errText().contains(QStringLiteral("--yes")), plain.describe().constData());
    }
    if (code == QStringLiteral("reason_required")) {
        QVERIFY2(plain.errText().contains(QStringLiteral("--reason")),
                 plain.describe().constData());
        QVERIFY2(plain.errText().contains(QStringLiteral("nothing was sent")),
                 plain.describe().constData());
    }
}

void TestLockCtl::invalidInputSendsNothing() {
    const int before = rateLimitRemaining();
    QVERIFY2(before > 0, "the sandbox sends RateLimit-Remaining");
    const QString token = LockClient::newUuid();
    for (const QStringList& arguments :
         {args("get", "a/b"), args("acquire", "k", "--ttl", "4"),
          args("renew", "k", "--ttl", "30", "--token", "nope"),
          args("release", "k", "--token", token.left(35)), args("force-release", "k"),
          args("force-release", "k", "--yes"),
          args("force-release", "k", "--yes", "--reason", "x")}) {
        const LockCtlRun run = cli().run(arguments);
        QVERIFY2(run.exitCode == 2, run.describe().constData());
    }
    // Only the probe itself counted.
    QCOMPARE(rateLimitRemaining(), before - 1);
}

void TestLockCtl::getFreeLock() {
    const QString key = uniqueKey();
    const LockCtlRun plain = cli().run(args("get", key));
    QVERIFY2(plain.exitCode == 0, plain.describe().constData());
    QCOMPARE(plain.fact(QStringLiteral("key")), key);
    QCOMPARE(plain.fact(QStringLiteral("held")), QStringLiteral("no"));
    QVERIFY(!plain.fact(QStringLiteral("fencing token")));
    QVERIFY(!plain.fact(QStringLiteral("expires at")));

    const LockCtlRun json = cli().run(args("get", key, "--json"));
    QVERIFY2(json.exitCode == 0, json.describe().constData());
    QCOMPARE(json.out.trimmed(), QByteArrayLiteral("{\"held\":false}"));
    QVERIFY(json.err.isEmpty());
}

void TestLockCtl::acquireRenewReleaseCycle() {
    const QString key = uniqueKey();
    const LockCtlRun acquired = cli().run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(acquired.exitCode == 0, acquired.describe().constData());
    QCOMPARE(acquired.fact(QStringLiteral("acquired")), key);
    const QString token = acquired.fact(QStringLiteral("lock token")).value_or(QString());
    QVERIFY2(kUuid.match(token).hasMatch(), acquired.describe().constData());
    const QString fencing = acquired.fact(QStringLiteral("fencing token")).value_or(QString());
    static const QRegularExpression digitsOnly(QStringLiteral("^\\d+$"));
    QVERIFY2(digitsOnly.match(fencing).hasMatch(), acquired.describe().constData());
    const auto expiresFact = acquired.fact(QStringLiteral("expires at"));
    QVERIFY2(expiresFact && expiresFact->endsWith(QStringLiteral("Z (in 30 s)")),
             acquired.describe().constData());
    const QDateTime expiresAt = expiryOfFact(expiresFact);
    QVERIFY(expiresAt.isValid());

    const LockCtlRun held = cli().run(args("get", key));
    QVERIFY2(held.exitCode == 0, held.describe().constData());
    QCOMPARE(held.fact(QStringLiteral("held")), QStringLiteral("yes"));
    QCOMPARE(held.fact(QStringLiteral("fencing token")), fencing);
    QCOMPARE(held.fact(QStringLiteral("expires at")), expiresFact);

    QCOMPARE(m_sandbox.advanceClock(10), 204);
    const LockCtlRun later = cli().run(args("get", key));
    QVERIFY2(later.fact(QStringLiteral("expires at"))
                 .value_or(QString())
                 .endsWith(QStringLiteral("(in 20 s)")),
             later.describe().constData());

    const LockCtlRun renewed = cli().run(args("renew", key, "--token", token, "--ttl", "60"));
    QVERIFY2(renewed.exitCode == 0, renewed.describe().constData());
    QCOMPARE(renewed.fact(QStringLiteral("renewed")), key);
    QCOMPARE(renewed.fact(QStringLiteral("fencing token")), fencing);
    QVERIFY2(!renewed.fact(QStringLiteral("lock token")), renewed.describe().constData());
    const auto renewedFact = renewed.fact(QStringLiteral("expires at"));
    QVERIFY2(renewedFact && renewedFact->endsWith(QStringLiteral("(in 60 s)")),
             renewed.describe().constData());
    // Absolute from the renewal, not added: 10 s later + 60 s.
    QCOMPARE(expiryOfFact(renewedFact), expiresAt.addSecs(40));

    const LockCtlRun released = cli().run(args("release", key, "--token", token));
    QVERIFY2(released.exitCode == 0, released.describe().constData());
    QCOMPARE(released.fact(QStringLiteral("released")), key);
    QCOMPARE(cli().run(args("get", key)).fact(QStringLiteral("held")), QStringLiteral("no"));

    const LockCtlRun again = cli().run(args("release", key, "--token", token));
    QVERIFY2(again.exitCode == 0, again.describe().constData()); // release is idempotent
}

void TestLockCtl::acquireWithGivenToken() {
    const QString key = uniqueKey();
    const QString token = LockClient::newUuid();
    const LockCtlRun first = cli().run(args("acquire", key, "--ttl", "30", "--token", token));
    QVERIFY2(first.exitCode == 0, first.describe().constData());
    QCOMPARE(first.fact(QStringLiteral("lock token")), token);

    // The same token again is the same acquisition: same fencing token, absolute new expiry.
    const LockCtlRun again = cli().run(args("acquire", key, "--ttl", "10", "--token", token));
    QVERIFY2(again.exitCode == 0, again.describe().constData());
    QCOMPARE(again.fact(QStringLiteral("fencing token")),
             first.fact(QStringLiteral("fencing token")));
    QVERIFY2(again.fact(QStringLiteral("expires at"))
                 .value_or(QString())
                 .endsWith(QStringLiteral("(in 10 s)")),
             again.describe().constData());
}

void TestLockCtl::jsonFieldsAreExact() {
    constexpr qint64 kStart = 9007199254740993; // 2^53 + 1: a double would make it ...992
    SandboxProcess::Options options;
    options.fencingStart = quint64(kStart);
    SandboxProcess sandbox(options);
    QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
    const LockCtlDriver driver(sandbox.baseUrl(), sandbox.serviceKey());
    const QString key = QStringLiteral("exact.json");
    const QByteArray digits = QByteArray::number(kStart);
    static const QRegularExpression exactToken(
        QStringLiteral("\"fencing_token\":%1[,}]").arg(QString::fromLatin1(digits)));

    const LockCtlRun acquired = driver.run(args("acquire", key, "--ttl", "30", "--json"));
    QVERIFY2(acquired.exitCode == 0 && acquired.err.isEmpty(), acquired.describe().constData());
    QVERIFY2(exactToken.match(acquired.outText()).hasMatch(), acquired.describe().constData());
    const QJsonObject grant = acquired.outJson();
    QCOMPARE(keysOf(grant), names({"expires_at", "fencing_token", "lock_token"}));
    QCOMPARE(grant.value(QStringLiteral("fencing_token")).toInteger(), kStart);
    QVERIFY(timeOf(grant.value(QStringLiteral("expires_at")).toString()).isValid());
    const QString token = grant.value(QStringLiteral("lock_token")).toString();
    QVERIFY2(kUuid.match(token).hasMatch(), acquired.describe().constData());

    // get --json carries exactly the server's read body.
    const LockCtlRun read = driver.run(args("get", key, "--json"));
    QVERIFY2(read.exitCode == 0 && read.err.isEmpty(), read.describe().constData());
    QVERIFY2(exactToken.match(read.outText()).hasMatch(), read.describe().constData());
    const auto server = sandbox.raw("GET", "/locks/" + key.toUtf8(),
                                    {{"Authorization", "Bearer " + sandbox.serviceKey().toUtf8()}});
    QCOMPARE(server.status, 200);
    const QJsonObject serverBody = QJsonDocument::fromJson(server.body).object();
    QCOMPARE(keysOf(read.outJson()), names({"held", "expires_at", "fencing_token"}));
    QCOMPARE(read.outJson(), serverBody);
    QCOMPARE(read.outJson().value(QStringLiteral("expires_at")),
             grant.value(QStringLiteral("expires_at")));

    const LockCtlRun renewed =
        driver.run(args("renew", key, "--token", token, "--ttl", "45", "--json"));
    QVERIFY2(renewed.exitCode == 0 && renewed.err.isEmpty(), renewed.describe().constData());
    QVERIFY2(exactToken.match(renewed.outText()).hasMatch(), renewed.describe().constData());
    QCOMPARE(keysOf(renewed.outJson()), names({"expires_at", "fencing_token"}));

    const LockCtlRun released = driver.run(args("release", key, "--token", token, "--json"));
    QVERIFY2(released.exitCode == 0 && released.err.isEmpty(), released.describe().constData());
    QCOMPARE(released.out.trimmed(), QByteArrayLiteral("{}"));
    const LockCtlRun forced = driver.run(
        args("force-release", key, "--yes", "--reason", "stuck after host loss", "--json"));
    QVERIFY2(forced.exitCode == 0 && forced.err.isEmpty(), forced.describe().constData());
    QCOMPARE(forced.out.trimmed(), QByteArrayLiteral("{}"));

    const LockCtlRun free = driver.run(args("get", key, "--json"));
    const auto serverFree =
        sandbox.raw("GET", "/locks/" + key.toUtf8(),
                    {{"Authorization", "Bearer " + sandbox.serviceKey().toUtf8()}});
    QCOMPARE(free.outJson(), QJsonDocument::fromJson(serverFree.body).object());
    QCOMPARE(free.out.trimmed(), QByteArrayLiteral("{\"held\":false}"));
}

void TestLockCtl::conflictsExit3_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<bool>("ownToken");
    QTest::addColumn<double>("advanceSeconds");
    QTest::addColumn<QString>("code");
    const QString held = QStringLiteral("lock_held");
    const QString lost = QStringLiteral("lock_ownership_lost");
    QTest::newRow("acquire while another token holds")
        << QStringLiteral("acquire") << false << 0.0 << held;
    QTest::newRow("acquire in the takeover grace second")
        << QStringLiteral("acquire") << false << 30.5 << held;
    QTest::newRow("renew with another token") << QStringLiteral("renew") << false << 0.0 << lost;
    QTest::newRow("release with another token")
        << QStringLiteral("release") << false << 0.0 << lost;
    QTest::newRow("renew after expiry") << QStringLiteral("renew") << true << 31.0 << lost;
    QTest::newRow("renew in the last second") << QStringLiteral("renew") << true << 29.5 << lost;
}

void TestLockCtl::conflictsExit3() {
    QFETCH(QString, command);
    QFETCH(bool, ownToken);
    QFETCH(double, advanceSeconds);
    QFETCH(QString, code);
    const QString key = uniqueKey();
    const LockCtlRun owner = cli().run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(owner.exitCode == 0, owner.describe().constData());
    if (advanceSeconds > 0)
        QCOMPARE(m_sandbox.advanceClock(advanceSeconds), 204);
    const QString token = ownToken ? owner.fact(QStringLiteral("lock token")).value_or(QString())
                                   : LockClient::newUuid();
    QStringList arguments = args(command, key, "--token", token);
    if (command != QStringLiteral("release"))
        arguments << QStringLiteral("--ttl") << QStringLiteral("30");

    const LockCtlRun json = cli().run(arguments + args("--json"));
    QVERIFY2(json.exitCode == 3, json.describe().constData());
    QVERIFY2(json.out.isEmpty(), json.describe().constData());
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(), code);
    QCOMPARE(json.errJson().value(QStringLiteral("status")).toInteger(), 409);

    const LockCtlRun plain = cli().run(arguments);
    QVERIFY2(plain.exitCode == 3, plain.describe().constData());
    QVERIFY2(plain.errText().contains(code + QStringLiteral(" (409)")),
             plain.describe().constData());
    QVERIFY2(plain.errText().contains(QStringLiteral(" — ")),
             plain.describe().constData()); // what to do
}

void TestLockCtl::rateLimitExits4() {
    SandboxProcess::Options options;
    options.rateLimit = 3;
    SandboxProcess sandbox(options);
    QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
    const LockCtlDriver driver(sandbox.baseUrl(), sandbox.serviceKey());
    for (int i = 0; i < 3; ++i) {
        const LockCtlRun run = driver.run(args("get", "quota.key"));
        QVERIFY2(run.exitCode == 0, run.describe().constData());
    }
    const LockCtlRun plain = driver.run(args("get", "quota.key"));
    QVERIFY2(plain.exitCode == 4, plain.describe().constData());
    static const QRegularExpression retryIn(QStringLiteral("retry in (\\d+) s"));
    const auto retry = retryIn.match(plain.errText());
    QVERIFY2(retry.hasMatch(), plain.describe().constData());
    QVERIFY(retry.captured(1).toInt() >= 1 && retry.captured(1).toInt() <= 60);
    QVERIFY2(plain.errText().contains(QStringLiteral("rate_limited (429)")),
             plain.describe().constData());

    const LockCtlRun json = driver.run(args("acquire", "quota.key", "--ttl", "30", "--json"));
    QVERIFY2(json.exitCode == 4, json.describe().constData());
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("rate_limited"));
    QCOMPARE(json.errJson().value(QStringLiteral("status")).toInteger(), 429);
    QVERIFY2(json.errJson()
                 .value(QStringLiteral("message"))
                 .toString()
                 .contains(QStringLiteral("retry in")),
             json.describe().constData());

    QCOMPARE(sandbox.advanceClock(60), 204); // the next UTC minute: a fresh window
    const LockCtlRun after = driver.run(args("get", "quota.key"));
    QVERIFY2(after.exitCode == 0, after.describe().constData());
}

void TestLockCtl::regionUnavailableExits5() {
    const QString key = uniqueKey();
    QCOMPARE(m_sandbox.setRegionAvailable(false), 204);
    const LockCtlRun json = cli().run(args("get", key, "--json"));
    QVERIFY2(json.exitCode == 5, json.describe().constData());
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("region_unavailable"));
    QCOMPARE(json.errJson().value(QStringLiteral("status")).toInteger(), 503);
    const LockCtlRun plain = cli().run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(plain.exitCode == 5, plain.describe().constData());
    QVERIFY2(plain.errText().contains(QStringLiteral("region_unavailable (503)")),
             plain.describe().constData());

    QCOMPARE(m_sandbox.setRegionAvailable(true), 204);
    QCOMPARE(cli().run(args("get", key)).exitCode, 0);
}

void TestLockCtl::deadUrlExits5() {
    const QUrl dead(QStringLiteral("http://127.0.0.1:%1").arg(freeLoopbackPort()));
    const LockCtlDriver driver(dead, m_sandbox.serviceKey());
    const LockCtlRun json = driver.run(args("get", "k", "--json"));
    QVERIFY2(json.exitCode == 5, json.describe().constData());
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("connection_failed"));
    QCOMPARE(json.errJson().value(QStringLiteral("status")).toInteger(-1), 0);
    const LockCtlRun plain = driver.run(args("acquire", "k", "--ttl", "30"));
    QVERIFY2(plain.exitCode == 5, plain.describe().constData());
    QVERIFY2(plain.errText().contains(dead.toString()), plain.describe().constData());
}

void TestLockCtl::silentServerTimesOutExit5() {
    ScriptedHttpServer silent;
    silent.setFallback(ScriptedAction::stall());
    QVERIFY(silent.listen());
    const LockCtlDriver driver(silent.baseUrl(), m_sandbox.serviceKey());
    const LockCtlRun run = driver.run(args("get", "k", "--timeout", "300", "--json"));
    QVERIFY2(run.exitCode == 5, run.describe().constData());
    QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(), QStringLiteral("timeout"));
    QVERIFY(silent.connectionCount() >= 1);
}

void TestLockCtl::unexpectedAnswerExits1_data() {
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("status");
    QTest::newRow("200 with a body that is not JSON")
        << QByteArrayLiteral("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n"
                             "Content-Length: 5\r\nConnection: close\r\n\r\nhello")
        << QStringLiteral("bad_response") << 200;
    QTest::newRow("redirect") << QByteArrayLiteral(
                                     "HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:1/\r\n"
                                     "Content-Length: 0\r\nConnection: close\r\n\r\n")
                              << QStringLiteral("redirect_refused") << 302;
    const QByteArray body = QByteArrayLiteral("{\"code\":\"boom\",\"message\":\"it broke\"}");
    QTest::newRow("500 with an unknown code")
        << QByteArrayLiteral("HTTP/1.1 500 Internal Server Error\r\n"
                             "Content-Type: application/json\r\nConnection: close\r\n"
                             "Content-Length: ") +
               QByteArray::number(body.size()) + QByteArrayLiteral("\r\n\r\n") + body
        << QStringLiteral("boom") << 500;
}

void TestLockCtl::unexpectedAnswerExits1() {
    QFETCH(QByteArray, response);
    QFETCH(QString, code);
    QFETCH(int, status);
    ScriptedHttpServer server;
    server.setFallback(ScriptedAction::raw(response));
    QVERIFY(server.listen());
    const LockCtlDriver driver(server.baseUrl(), m_sandbox.serviceKey());
    const LockCtlRun run = driver.run(args("get", "k", "--json"));
    QVERIFY2(run.exitCode == 1, run.describe().constData());
    QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(), code);
    QCOMPARE(run.errJson().value(QStringLiteral("status")).toInteger(), status);
}

void TestLockCtl::authFailuresExit6_data() {
    QTest::addColumn<QString>("serviceKey");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("hint");
    const QString kinds = QStringLiteral("service-role key, or a scoped key with locks.manage");
    QTest::newRow("anon key") << m_sandbox.anonKey() << QStringLiteral("forbidden_key_kind") << 403
                              << kinds;
    QTest::newRow("user access token")
        << m_sandbox.userTokenKey() << QStringLiteral("forbidden_key_kind") << 403 << kinds;
    QTest::newRow("platform token")
        << m_sandbox.platformTokenKey() << QStringLiteral("forbidden_key_kind") << 403 << kinds;
    QTest::newRow("scoped key without locks.manage")
        << m_sandbox.scopedOtherKey() << QStringLiteral("missing_scope") << 403 << kinds;
    QTest::newRow("unknown key") << QStringLiteral("sk_nobody_knows_this")
                                 << QStringLiteral("unauthorized") << 401
                                 << QStringLiteral("VOLCANO_SERVICE_KEY");
}

void TestLockCtl::authFailuresExit6() {
    QFETCH(QString, serviceKey);
    QFETCH(QString, code);
    QFETCH(int, status);
    QFETCH(QString, hint);
    LockCtlDriver driver = cli();
    driver.setServiceKey(serviceKey);
    const LockCtlRun json = driver.run(args("acquire", uniqueKey(), "--ttl", "30", "--json"));
    QVERIFY2(json.exitCode == 6, json.describe().constData());
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(), code);
    QCOMPARE(json.errJson().value(QStringLiteral("status")).toInteger(), status);
    const LockCtlRun plain = driver.run(args("get", uniqueKey()));
    QVERIFY2(plain.exitCode == 6, plain.describe().constData());
    QVERIFY2(plain.errText().contains(hint), plain.describe().constData());
    QVERIFY2(!QString(plain.errText() + json.errText()).contains(serviceKey),
             "the key is never printed");
}

void TestLockCtl::missingServiceKeyExits6() {
    LockCtlDriver driver = cli();
    driver.unsetServiceKey();
    const LockCtlRun json = driver.run(args("get", "k", "--json"));
    QVERIFY2(json.exitCode == 6, json.describe().constData());
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("missing_service_key"));
    const LockCtlRun plain = driver.run(args("get", "k"));
    QVERIFY2(plain.exitCode == 6, plain.describe().constData());
    QVERIFY2(plain.errText().contains(QStringLiteral("locks.manage")),
             plain.describe().constData());
    // An empty variable is no key either.
    driver.setServiceKey(QString());
    QCOMPARE(driver.run(args("get", "k")).exitCode, 6);
}

void TestLockCtl::scopedKeyWithLocksManageWorks() {
    LockCtlDriver driver = cli();
    driver.setServiceKey(m_sandbox.scopedManageKey());
    const QString key = uniqueKey();
    const LockCtlRun run = driver.run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(run.exitCode == 0, run.describe().constData());
    // Project "other" has its own lock of the same name.
    driver.setServiceKey(m_sandbox.otherProjectKey());
    QCOMPARE(driver.run(args("get", key)).fact(QStringLiteral("held")), QStringLiteral("no"));
}

void TestLockCtl::volcanoUrlEnvironment() {
    const QString key = uniqueKey();
    const QString dead = QStringLiteral("http://127.0.0.1:%1").arg(freeLoopbackPort());
    LockCtlDriver driver = cli();
    driver.setPassUrl(false);
    driver.setEnvironmentValue(QStringLiteral("VOLCANO_URL"), m_sandbox.baseUrl().toString());
    const LockCtlRun fromEnv = driver.run(args("get", key));
    QVERIFY2(fromEnv.exitCode == 0, fromEnv.describe().constData());

    driver.setEnvironmentValue(QStringLiteral("VOLCANO_URL"), dead);
    const LockCtlRun deadEnv = driver.run(args("get", key));
    QVERIFY2(deadEnv.exitCode == 5 && deadEnv.errText().contains(dead),
             deadEnv.describe().constData());

    // --url wins over VOLCANO_URL.
    const LockCtlRun flag = driver.run(args("get", key, "--url", m_sandbox.baseUrl().toString()));
    QVERIFY2(flag.exitCode == 0, flag.describe().constData());
}

void TestLockCtl::forceReleaseNeedsYes() {
    const QString key = uniqueKey();
    const LockCtlRun owner = cli().run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(owner.exitCode == 0, owner.describe().constData());
    const LockCtlRun refused =
        cli().run(args("force-release", key, "--reason", "stuck after host loss"));
    QVERIFY2(refused.exitCode == 2, refused.describe().constData());
    QVERIFY2(refused.errText().contains(QStringLiteral("mutual exclusion")),
             refused.describe().constData());
    // --yes without a reason: refused too, and the holder keeps its lease.
    const LockCtlRun unexplained = cli().run(args("force-release", key, "--yes"));
    QVERIFY2(unexplained.exitCode == 2, unexplained.describe().constData());
    QVERIFY2(unexplained.out.isEmpty(), unexplained.describe().constData());
    QVERIFY2(unexplained.errText().contains(QStringLiteral("needs --reason")),
             unexplained.describe().constData());
    QCOMPARE(cli().run(args("get", key)).fact(QStringLiteral("held")), QStringLiteral("yes"));
}

void TestLockCtl::forceReleaseDropsAnyHolder() {
    const QString key = uniqueKey();
    const LockCtlRun owner = cli().run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(owner.exitCode == 0, owner.describe().constData());
    const QString token = owner.fact(QStringLiteral("lock token")).value_or(QString());

    const LockCtlRun forced =
        cli().run(args("force-release", key, "--yes", "--reason", "stuck after host loss"));
    QVERIFY2(forced.exitCode == 0, forced.describe().constData());
    QCOMPARE(forced.fact(QStringLiteral("force-released")), key);
    QCOMPARE(cli().run(args("get", key)).fact(QStringLiteral("held")), QStringLiteral("no"));

    // The displaced holder finds out at its next renewal.
    const LockCtlRun stale = cli().run(args("renew", key, "--token", token, "--ttl", "30"));
    QVERIFY2(stale.exitCode == 3 && stale.errText().contains(QStringLiteral("lock_ownership_lost")),
             stale.describe().constData());
    const LockCtlRun next = cli().run(args("acquire", key, "--ttl", "30"));
    QVERIFY2(next.exitCode == 0, next.describe().constData());
    QVERIFY(next.fact(QStringLiteral("fencing token"))->toULongLong() >
            owner.fact(QStringLiteral("fencing token"))->toULongLong());

    // Also fine on a free lock.
    QCOMPARE(
        cli()
            .run(args("force-release", uniqueKey(), "--yes", "--reason", "stuck after host loss"))
            .exitCode,
        0);
}

// The server reads the DELETE and closes without an answer: one request, never repeated; the
// CLI says the outcome is unknown and what a follow-up read shows.
void TestLockCtl::forceReleaseLostAnswerIsUnknown() {
    ScriptedHttpServer server;
    QVERIFY(server.listen());
    server.enqueue(ScriptedAction::close());
    server.enqueue(ScriptedAction::json(200, QByteArrayLiteral(R"({"held":false})")));
    const LockCtlRun run = LockCtlDriver(server.baseUrl(), QStringLiteral("sk_lost_answer"))
                               .run(args("force-release", "jobs:lost", "--yes", "--reason",
                                         "INC-3: the holder's host is gone"));
    QVERIFY2(run.finished && run.exitCode == 5, run.describe().constData());
    QVERIFY2(run.errText().contains(QStringLiteral("outcome unknown: ")),
             run.describe().constData());
    QVERIFY2(run.errText().contains(QStringLiteral("a follow-up read shows jobs:lost free now")),
             run.describe().constData());
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(server.requests().at(0).method, QByteArrayLiteral("DELETE"));
    QCOMPARE(server.requests().at(1).method, QByteArrayLiteral("GET"));
}

void TestLockCtl::serviceKeyNeverPrinted() {
    const QString key = uniqueKey();
    QStringList outputs;
    const LockCtlDriver driver = cli();
    for (const QStringList& arguments :
         {args("acquire", key, "--ttl", "30"), args("acquire", key, "--ttl", "30", "--json"),
          args("get", key), args("get", key, "--json"),
          args("force-release", key, "--yes", "--reason", "stuck after host loss"),
          args("get", "bad/key"), args("--help")}) {
        const LockCtlRun run = driver.run(arguments);
        outputs << run.outText() << run.errText();
    }
    QVERIFY(!outputs.join(u'\n').contains(m_sandbox.serviceKey()));
}

QTEST_GUILESS_MAIN(TestLockCtl)
#include "tst_lockctl_commands.moc"
