// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lockctl watch (core's PollScheduler, headless) and plan (core's CapacityPlanner),
// driven as a script would: the real binary against a real sandbox (manual clock).
#include "LockCtlDriver.h"
#include "protocol/Rfc3339.h"
#include "support/JsonFields.h"
#include "support/SandboxProcess.h"
#include "support/TestArgs.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryFile>
#include <QTest>

#include <signal.h>

using namespace volcano;
using namespace volcano::test;

namespace {

constexpr qint64 kFencingStart = 9007199254740993; // 2^53 + 1

// A watch line for key whose "held" is held (and, when given, whose token is token).
QRegularExpression watchLine(const QString& key, bool held) {
    return QRegularExpression(QStringLiteral("\"key\":\"%1\",\"held\":%2")
                                  .arg(QRegularExpression::escape(key),
                                       held ? QStringLiteral("true") : QStringLiteral("false")));
}

qint64 minuteOf(const QDateTime& time) {
    return time.toSecsSinceEpoch() / 60;
}

} // namespace

class TestLockCtlWatchPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();

    void planAgreesWithTheContractTable_data();
    void planAgreesWithTheContractTable();
    void planAccountsForContendersPollingAndHeadroom_data();
    void planAccountsForContendersPollingAndHeadroom();
    void planNeedsNoServer();
    void planRejectsBadInput_data();
    void planRejectsBadInput();

    void watchPrintsFirstReadsAndChanges();
    void watchReadsTheKeysFile();
    void watchRejectsABadKeysFile_data();
    void watchRejectsABadKeysFile();
    void watchNeedsAReadableKeysFile();
    void watchKeepsToItsBudget();
    void watchRidesOutAnOutage();
    void watchExitsOnAuthFailure();

private:
    LockCtlDriver cli() const { return LockCtlDriver(m_sandbox.baseUrl(), m_sandbox.serviceKey()); }
    // plan asks no server, and refuses --url.
    LockCtlDriver planner() const {
        LockCtlDriver driver = cli();
        driver.setPassUrl(false);
        return driver;
    }
    int rateLimitRemaining();

    SandboxProcess m_sandbox{[] {
        SandboxProcess::Options options;
        options.fencingStart = quint64(kFencingStart);
        return options;
    }()};
};

void TestLockCtlWatchPlan::initTestCase() {
    QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString()));
}

void TestLockCtlWatchPlan::init() {
    QCOMPARE(m_sandbox.advanceClock(60), 204); // a fresh quota window per test
    QCOMPARE(m_sandbox.setRegionAvailable(true), 204);
}

int TestLockCtlWatchPlan::rateLimitRemaining() {
    const auto reply =
        m_sandbox.raw("GET", "/locks/quota-probe",
                      {{"Authorization", "Bearer " + m_sandbox.serviceKey().toUtf8()}});
    bool ok = false;
    const int remaining = reply.header("RateLimit-Remaining").toInt(&ok);
    return ok ? remaining : -1;
}

void TestLockCtlWatchPlan::planAgreesWithTheContractTable_data() {
    // contract.md, "Quota planning".
    QTest::addColumn<QString>("ttl");
    QTest::addColumn<QString>("renewalsPerHolder");
    QTest::addColumn<int>("atFullLimit");
    QTest::addColumn<int>("at80Percent");
    QTest::newRow("ttl 5") << QStringLiteral("5") << QStringLiteral("36") << 16 << 13;
    QTest::newRow("ttl 10") << QStringLiteral("10") << QStringLiteral("18") << 33 << 26;
    QTest::newRow("ttl 15") << QStringLiteral("15") << QStringLiteral("12") << 50 << 40;
    QTest::newRow("ttl 30") << QStringLiteral("30") << QStringLiteral("6") << 100 << 80;
    QTest::newRow("ttl 60") << QStringLiteral("60") << QStringLiteral("3") << 200 << 160;
    QTest::newRow("ttl 120") << QStringLiteral("120") << QStringLiteral("1.5") << 400 << 320;
    QTest::newRow("ttl 300") << QStringLiteral("300") << QStringLiteral("0.6") << 1000 << 800;
}

void TestLockCtlWatchPlan::planAgreesWithTheContractTable() {
    QFETCH(QString, ttl);
    QFETCH(QString, renewalsPerHolder);
    QFETCH(int, atFullLimit);
    QFETCH(int, at80Percent);
    const LockCtlRun plain = planner().run(args("plan", "--ttl", ttl));
    QVERIFY2(plain.exitCode == 0 && plain.err.isEmpty(), plain.describe().constData());
    QCOMPARE(plain.fact(QStringLiteral("renewals per minute per holder")), renewalsPerHolder);
    QCOMPARE(plain.fact(QStringLiteral("max holders at 100 %")), QString::number(atFullLimit));
    QCOMPARE(plain.fact(QStringLiteral("max holders at 80 %")), QString::number(at80Percent));
    QCOMPARE(plain.fact(QStringLiteral("max holders")), QString::number(atFullLimit));
    QCOMPARE(plain.fact(QStringLiteral("worst-case takeover after a crash")),
             QStringLiteral("%1 s after the last successful renewal").arg(ttl.toInt() + 1));

    const LockCtlRun headroom = planner().run(args("plan", "--ttl", ttl, "--headroom", "20"));
    QCOMPARE(headroom.fact(QStringLiteral("max holders")), QString::number(at80Percent));

    const LockCtlRun json = planner().run(args("plan", "--ttl", ttl, "--json"));
    QVERIFY2(json.exitCode == 0, json.describe().constData());
    const QJsonObject plan = json.outJson();
    QCOMPARE(plan.value(QStringLiteral("renewals_per_minute_per_holder")).toDouble(),
             renewalsPerHolder.toDouble());
    QCOMPARE(plan.value(QStringLiteral("max_holders_at_100_percent")).toInt(), atFullLimit);
    QCOMPARE(plan.value(QStringLiteral("max_holders_at_80_percent")).toInt(), at80Percent);
    QCOMPARE(plan.value(QStringLiteral("max_holders")).toInt(), atFullLimit);
    QCOMPARE(plan.value(QStringLiteral("limit_per_minute")).toInt(), 600);
    QCOMPARE(plan.value(QStringLiteral("worst_case_takeover_ms")).toInteger(),
             (ttl.toInt() + 1) * 1000LL);
    bool pointForTtl = false;
    const QJsonArray points = plan.value(QStringLiteral("max_holders_by_ttl")).toArray();
    for (const auto& point : points) {
        if (point[QStringLiteral("ttl_seconds")].toInt() == ttl.toInt()) {
            pointForTtl = true;
            QCOMPARE(point[QStringLiteral("max_holders")].toInt(), atFullLimit);
        }
    }
    QVERIFY(pointForTtl);
}

void TestLockCtlWatchPlan::planAccountsForContendersPollingAndHeadroom_data() {
    QTest::addColumn<QString>("holders");
    QTest::addColumn<double>("total");
    QTest::addColumn<bool>("fits");
    // ttl 15: 12 renewals a minute per holder; 4 contenders every 5 s: 48; polling 60;
    // headroom 20 %: 480 usable, so (480 - 48 - 60) / 12 = 31 holders fit.
    QTest::newRow("30 holders fit") << QStringLiteral("30") << 468.0 << true;
    QTest::newRow("31 holders fit") << QStringLiteral("31") << 480.0 << true;
    QTest::newRow("32 holders do not") << QStringLiteral("32") << 492.0 << false;
}

void TestLockCtlWatchPlan::planAccountsForContendersPollingAndHeadroom() {
    QFETCH(QString, holders);
    QFETCH(double, total);
    QFETCH(bool, fits);
    const QStringList common =
        args("plan", "--ttl", "15", "--holders", holders, "--contenders", "4", "--retry-interval",
             "5", "--budget", "60", "--headroom", "20");
    const LockCtlRun json = planner().run(common + args("--json"));
    QVERIFY2(json.exitCode == 0, json.describe().constData());
    const QJsonObject plan = json.outJson();
    QCOMPARE(plan.value(QStringLiteral("renewals_per_minute")).toDouble(), holders.toInt() * 12.0);
    QCOMPARE(plan.value(QStringLiteral("contender_acquires_per_minute")).toDouble(), 48.0);
    QCOMPARE(plan.value(QStringLiteral("polling_per_minute")).toInt(), 60);
    QCOMPARE(plan.value(QStringLiteral("total_per_minute")).toDouble(), total);
    QCOMPARE(plan.value(QStringLiteral("usable_per_minute")).toDouble(), 480.0);
    QCOMPARE(plan.value(QStringLiteral("fits")).toBool(), fits);
    QCOMPARE(plan.value(QStringLiteral("max_holders")).toInt(), 31);

    const LockCtlRun plain = planner().run(common);
    QCOMPARE(plain.fact(QStringLiteral("fits")),
             fits ? QStringLiteral("yes") : QStringLiteral("no"));
    QCOMPARE(plain.fact(QStringLiteral("max holders")), QStringLiteral("31"));
    QVERIFY2(plain.fact(QStringLiteral("total per minute"))
                 .value_or(QString())
                 .startsWith(QStringLiteral("%1 of 600").arg(total)),
             plain.describe().constData());
}

void TestLockCtlWatchPlan::planNeedsNoServer() {
    LockCtlDriver driver = planner();
    driver.unsetServiceKey();
    const LockCtlRun run = driver.run(args("plan", "--ttl", "30"));
    QVERIFY2(run.exitCode == 0, run.describe().constData());
    QCOMPARE(run.fact(QStringLiteral("renewals per minute per holder")), QStringLiteral("6"));
}

void TestLockCtlWatchPlan::planRejectsBadInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("code");
    QTest::newRow("no ttl") << args("plan") << QStringLiteral("usage");
    QTest::newRow("ttl 4") << args("plan", "--ttl", "4") << QStringLiteral("invalid_ttl");
    QTest::newRow("a key") << args("plan", "k", "--ttl", "30") << QStringLiteral("usage");
    QTest::newRow("contenders without interval")
        << args("plan", "--ttl", "30", "--contenders", "3") << QStringLiteral("usage");
    QTest::newRow("headroom 100") << args("plan", "--ttl", "30", "--headroom", "100")
                                  << QStringLiteral("usage");
    QTest::newRow("negative holders")
        << args("plan", "--ttl", "30", "--holders", "-1") << QStringLiteral("usage");
    QTest::newRow("renew fraction 0")
        << args("plan", "--ttl", "30", "--renew-fraction", "0") << QStringLiteral("usage");
    QTest::newRow("--url") << args("plan", "--ttl", "30", "--url", "http://127.0.0.1:1")
                           << QStringLiteral("usage");
}

void TestLockCtlWatchPlan::planRejectsBadInput() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, code);
    const LockCtlRun run = planner().run(arguments + args("--json"));
    QVERIFY2(run.exitCode == 2 && run.out.isEmpty(), run.describe().constData());
    QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(), code);
}

void TestLockCtlWatchPlan::watchPrintsFirstReadsAndChanges() {
    const QString held = QStringLiteral("watch.held");
    const QString free = QStringLiteral("watch.free");
    const LockCtlRun owner = cli().run(args("acquire", held, "--ttl", "60", "--json"));
    QVERIFY2(owner.exitCode == 0, owner.describe().constData());
    const QString ownerToken = owner.outJson().value(QStringLiteral("lock_token")).toString();

    auto watch = cli().start(args("watch", held, free, "--budget", "600"));
    // The first read of each key counts as a change.
    const QJsonObject first = jsonLine(watch->waitForLine(watchLine(held, true)));
    QCOMPARE(keysOf(first), names({"observed_at", "key", "held", "fencing_token", "expires_at"}));
    QCOMPARE(first.value(QStringLiteral("fencing_token")).toInteger(),
             owner.outJson().value(QStringLiteral("fencing_token")).toInteger());
    QCOMPARE(first.value(QStringLiteral("expires_at")),
             owner.outJson().value(QStringLiteral("expires_at")));
    QVERIFY(rfc3339::parse(first.value(QStringLiteral("observed_at")).toString()));
    const QJsonObject firstFree = jsonLine(watch->waitForLine(watchLine(free, false)));
    QCOMPARE(keysOf(firstFree), names({"observed_at", "key", "held"}));

    // Changes: the free key is taken, the held one released.
    const LockCtlRun taker = cli().run(args("acquire", free, "--ttl", "60", "--json"));
    QVERIFY2(taker.exitCode == 0, taker.describe().constData());
    const QString takenLine = watch->waitForLine(watchLine(free, true));
    QVERIFY2(!takenLine.isEmpty(), qPrintable(watch->linesSoFar().join(u'\n')));
    const QByteArray takerToken =
        QByteArray::number(taker.outJson().value(QStringLiteral("fencing_token")).toInteger());
    QVERIFY2(takenLine.contains(
                 QStringLiteral("\"fencing_token\":%1,").arg(QString::fromLatin1(takerToken))),
             qPrintable(takenLine)); // exact, above 2^53
    QCOMPARE(cli().run(args("release", held, "--token", ownerToken)).exitCode, 0);
    QVERIFY(!watch->waitForLine(watchLine(held, false)).isEmpty());

    watch->sendSignal(SIGINT);
    const LockCtlRun run = watch->waitForExit();
    QVERIFY2(run.finished && run.exitCode == 0, run.describe().constData());
    QVERIFY2(run.err.isEmpty(), run.describe().constData());
    // Unchanged reads print nothing: exactly the four changes above.
    QCOMPARE(run.outLines().size(), 4);
}

void TestLockCtlWatchPlan::watchReadsTheKeysFile() {
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write("# on-call keys\r\nfile.one\r\n  file.two\r\n\r\nfile.three  # the nightly job\r\n"
               "file.two\r\n");
    file.close();
    auto watch = cli().start(args("watch", "--keys-file", file.fileName(), "file.one"));
    for (const char* key : {"file.one", "file.two", "file.three"})
        QVERIFY2(!watch->waitForLine(watchLine(QString::fromLatin1(key), false)).isEmpty(), key);
    watch->sendSignal(SIGTERM);
    const LockCtlRun run = watch->waitForExit();
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines().size(), 3); // file.one and file.two once, though named twice
}

void TestLockCtlWatchPlan::watchRejectsABadKeysFile_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("content");
    // The error names file:line (text) or "file: item N" (JSON), the entry and the reason.
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("bad character") << QStringLiteral(".txt") << QByteArray("good.key\nbad/key\n")
                                   << QStringLiteral(":2: lock key 'bad/key': ")
                                   << QStringLiteral("character 4 ('/') is not allowed");
    QTest::newRow("two keys on one line")
        << QStringLiteral(".txt") << QByteArray("# keys\r\ngood.key\r\nfile.one, file.two\r\n")
        << QStringLiteral(":3: lock key 'file.one, file.two': ")
        << QStringLiteral("write one key per line");
    QTest::newRow("space inside") << QStringLiteral(".txt") << QByteArray("a b  # comment")
                                  << QStringLiteral(":1: lock key 'a b': ")
                                  << QStringLiteral("character 2 (' ')");
    QTest::newRow("first of several")
        << QStringLiteral(".txt") << QByteArray("x/1\nok\nx/2\nx/3\n")
        << QStringLiteral(":1: lock key 'x/1': ") << QStringLiteral("(and 2 more invalid lines)");
    QTest::newRow("json item") << QStringLiteral(".json") << QByteArray(R"({"keys": ["a", 3]})")
                               << QStringLiteral(": item 2: lock key '3': ")
                               << QStringLiteral("not a string");
}

// An invalid entry anywhere in the file: exit 2 naming it, and nothing polled at all.
void TestLockCtlWatchPlan::watchRejectsABadKeysFile() {
    QFETCH(QString, suffix);
    QFETCH(QByteArray, content);
    QFETCH(QString, where);
    QFETCH(QString, mentions);
    QTemporaryFile file(QDir::temp().filePath(QStringLiteral("keys-XXXXXX") + suffix));
    QVERIFY(file.open());
    file.write(content);
    file.close();

    const int before = rateLimitRemaining();
    const LockCtlRun bad = cli().run(args("watch", "--keys-file", file.fileName(), "named.key"));
    QVERIFY2(bad.exitCode == 2, bad.describe().constData());
    QVERIFY2(bad.errText().contains(file.fileName() + where), bad.describe().constData());
    QVERIFY2(bad.errText().contains(mentions), bad.describe().constData());
    QVERIFY2(bad.out.isEmpty(), bad.describe().constData());
    QCOMPARE(rateLimitRemaining(), before - 1); // only this probe: the CLI sent nothing

    const LockCtlRun json =
        cli().run(args("watch", "--keys-file", file.fileName(), "named.key", "--json"));
    QCOMPARE(json.exitCode, 2);
    QCOMPARE(json.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("invalid_lock_key"));
    QVERIFY2(json.errJson().value(QStringLiteral("message")).toString().contains(where),
             json.describe().constData());
}

void TestLockCtlWatchPlan::watchNeedsAReadableKeysFile() {
    const LockCtlRun missing = cli().run(args("watch", "--keys-file", "/nonexistent/keys"));
    QVERIFY2(missing.exitCode == 2, missing.describe().constData());
    QVERIFY2(missing.errText().contains(QStringLiteral("cannot read /nonexistent/keys")),
             missing.describe().constData());
    QTemporaryFile malformed(QDir::temp().filePath(QStringLiteral("keys-XXXXXX.json")));
    QVERIFY(malformed.open());
    malformed.write(R"({"keys": ["a")");
    malformed.close();
    const LockCtlRun bad = cli().run(args("watch", "--keys-file", malformed.fileName()));
    QVERIFY2(bad.exitCode == 2, bad.describe().constData());
    QVERIFY2(bad.errText().contains(QStringLiteral("is not a key list")),
             bad.describe().constData());
    QTemporaryFile empty;
    QVERIFY(empty.open());
    empty.write("# nothing yet\n\n");
    empty.close();
    const LockCtlRun none = cli().run(args("watch", "--keys-file", empty.fileName()));
    QVERIFY2(none.exitCode == 2, none.describe().constData());
    QVERIFY2(none.errText().contains(QStringLiteral("at least one key")),
             none.describe().constData());
}

void TestLockCtlWatchPlan::watchKeepsToItsBudget() {
    const int before = rateLimitRemaining();
    QVERIFY(before > 0);
    const QDateTime startedAt = QDateTime::currentDateTimeUtc();
    auto watch =
        cli().start(args("watch", "budget.a", "budget.b", "budget.c", "budget.d", "--budget", "2"));
    QTest::qWait(1500); // long enough for an unbounded poller to read dozens of times
    watch->sendSignal(SIGINT);
    const LockCtlRun run = watch->waitForExit();
    QCOMPARE(run.exitCode, 0);
    // The budget is per UTC minute of the CLI's clock: a minute boundary allows it twice.
    const bool crossedMinute = minuteOf(startedAt) != minuteOf(QDateTime::currentDateTimeUtc());
    const int reads = before - rateLimitRemaining() - 1; // minus the probe
    QVERIFY2(reads >= 1 && reads <= (crossedMinute ? 4 : 2), qPrintable(QString::number(reads)));
    QCOMPARE(run.outLines().size(), reads); // every first read is a change
}

void TestLockCtlWatchPlan::watchRidesOutAnOutage() {
    QCOMPARE(m_sandbox.setRegionAvailable(false), 204);
    auto watch = cli().start(args("watch", "outage.key", "--budget", "600", "--json"));
    QVERIFY(watch->waitForError(QStringLiteral("region_unavailable")));
    QTest::qWait(300);
    QVERIFY(watch->isRunning());
    QCOMPARE(m_sandbox.setRegionAvailable(true), 204);
    // Polling backs off after a 503 and then reads again.
    QVERIFY(!watch->waitForLine(watchLine(QStringLiteral("outage.key"), false), 15000).isEmpty());
    watch->sendSignal(SIGINT);
    const LockCtlRun run = watch->waitForExit();
    QCOMPARE(run.exitCode, 0);
    // The outage was reported once, as JSON, while the watch kept going.
    const QStringList errors = run.errText().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(jsonLine(errors.first()).value(QStringLiteral("code")).toString(),
             QStringLiteral("region_unavailable"));
}

void TestLockCtlWatchPlan::watchExitsOnAuthFailure() {
    LockCtlDriver driver = cli();
    driver.setServiceKey(m_sandbox.anonKey());
    const LockCtlRun run = driver.run(args("watch", "auth.key", "--json"));
    QVERIFY2(run.exitCode == 6, run.describe().constData());
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.errJson().value(QStringLiteral("code")).toString(),
             QStringLiteral("forbidden_key_kind"));
}

QTEST_GUILESS_MAIN(TestLockCtlWatchPlan)
#include "tst_lockctl_watch_plan.moc"
