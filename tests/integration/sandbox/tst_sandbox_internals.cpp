// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Pure pieces of the sandbox: path matching, the quota window, the command line and the
// config file (on real files in a temporary folder).
#include "sandbox/KeyRing.h"
#include "sandbox/QuotaLedger.h"
#include "sandbox/Route.h"
#include "sandbox/SandboxConfig.h"
#include "sandbox/SandboxOptions.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::sandbox;

Q_DECLARE_METATYPE(volcano::sandbox::Route::Endpoint)

namespace {

QStringList strings(std::initializer_list<const char*> items) {
    QStringList list;
    for (const char* item : items)
        list << QString::fromUtf8(item);
    return list;
}

} // namespace

class TestSandboxInternals : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void routeMatchesRawPath_data() {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<Route::Endpoint>("endpoint");
        QTest::addColumn<QString>("key");
        using E = Route::Endpoint;
        QTest::newRow("lease") << QByteArray("/locks/jobs:a/lease") << E::Lease << "jobs:a";
        QTest::newRow("lock") << QByteArray("/locks/jobs:a") << E::Lock << "jobs:a";
        QTest::newRow("encoded colon") << QByteArray("/locks/jobs%3Aa") << E::Lock << "jobs:a";
        QTest::newRow("encoded slash stays in the key")
            << QByteArray("/locks/a%2Fb/lease") << E::Lease << "a/b";
        QTest::newRow("empty key") << QByteArray("/locks//lease") << E::Lease << "";
        QTest::newRow("utf-8 key") << QByteArray("/locks/%C3%A9") << E::Lock << "\u00e9";
        QTest::newRow("clock") << QByteArray("/_sandbox/clock/advance") << E::ClockAdvance << "";
        QTest::newRow("rewind") << QByteArray("/_sandbox/clock/rewind") << E::ClockRewind << "";
        QTest::newRow("region") << QByteArray("/_sandbox/region") << E::Region << "";
        QTest::newRow("stats") << QByteArray("/_sandbox/stats") << E::Stats << "";
        QTest::newRow("root") << QByteArray("/") << E::NotFound << "";
        QTest::newRow("locks only") << QByteArray("/locks") << E::NotFound << "";
        QTest::newRow("extra segment") << QByteArray("/locks/a/lease/x") << E::NotFound << "";
        QTest::newRow("wrong tail") << QByteArray("/locks/a/leases") << E::NotFound << "";
        QTest::newRow("unknown admin") << QByteArray("/_sandbox/reset") << E::NotFound << "";
        QTest::newRow("no leading slash") << QByteArray("locks/a") << E::NotFound << "";
    }

    void routeMatchesRawPath() {
        QFETCH(QByteArray, path);
        QFETCH(Route::Endpoint, endpoint);
        QFETCH(QString, key);
        const Route route = Route::match(path);
        QCOMPARE(route.endpoint, endpoint);
        QCOMPARE(route.key, key);
    }

    void routeMethods_data() {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("acquire") << QByteArray("/locks/a/lease") << QByteArray("POST") << true;
        QTest::newRow("renew") << QByteArray("/locks/a/lease") << QByteArray("PATCH") << true;
        QTest::newRow("release") << QByteArray("/locks/a/lease") << QByteArray("DELETE") << true;
        QTest::newRow("get lease") << QByteArray("/locks/a/lease") << QByteArray("GET") << false;
        QTest::newRow("read") << QByteArray("/locks/a") << QByteArray("GET") << true;
        QTest::newRow("force") << QByteArray("/locks/a") << QByteArray("DELETE") << true;
        QTest::newRow("post lock") << QByteArray("/locks/a") << QByteArray("POST") << false;
        QTest::newRow("advance") << QByteArray("/_sandbox/clock/advance") << QByteArray("POST")
                                 << true;
        QTest::newRow("get advance")
            << QByteArray("/_sandbox/clock/advance") << QByteArray("GET") << false;
        QTest::newRow("region") << QByteArray("/_sandbox/region") << QByteArray("PUT") << true;
        QTest::newRow("stats") << QByteArray("/_sandbox/stats") << QByteArray("GET") << true;
    }

    void routeMethods() {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, method);
        QFETCH(bool, allowed);
        QCOMPARE(Route::match(path).allows(method), allowed);
    }

    void quotaCountsPerProjectAndMinute() {
        QuotaLedger ledger(2);
        const qint64 minute = 1'800'000'000'000 - 1'800'000'000'000 % 60'000;
        QVERIFY(!ledger.charge(QStringLiteral("demo"), minute + 100).exceeded());
        QVERIFY(!ledger.charge(QStringLiteral("demo"), minute + 200).exceeded());
        const QuotaWindow third = ledger.charge(QStringLiteral("demo"), minute + 59'500);
        QVERIFY(third.exceeded());
        QCOMPARE(third.remaining(), 0);
        QCOMPARE(third.secondsToReset(), 1);
        QVERIFY(!ledger.charge(QStringLiteral("other"), minute + 300).exceeded());
        const QuotaWindow next = ledger.charge(QStringLiteral("demo"), minute + 60'000);
        QVERIFY(!next.exceeded());
        QCOMPARE(next.used, 1);
        QCOMPARE(next.secondsToReset(), 60);
        QCOMPARE(ledger.peek(QStringLiteral("demo"), minute + 120'000).used, 0);
    }

    void quotaResetIsWholeSecondsRoundedUp_data() {
        QTest::addColumn<qint64>("offsetMs");
        QTest::addColumn<int>("seconds");
        QTest::newRow("start of minute") << qint64(0) << 60;
        QTest::newRow("1 ms in") << qint64(1) << 60;
        QTest::newRow("half way") << qint64(30'000) << 30;
        QTest::newRow("last second") << qint64(59'001) << 1;
        QTest::newRow("last millisecond") << qint64(59'999) << 1;
    }

    void quotaResetIsWholeSecondsRoundedUp() {
        QFETCH(qint64, offsetMs);
        QFETCH(int, seconds);
        QuotaLedger ledger(600);
        const qint64 minute = 1'800'000'000'000 - 1'800'000'000'000 % 60'000;
        QCOMPARE(ledger.peek(QStringLiteral("demo"), minute + offsetMs).secondsToReset(), seconds);
    }

    void commandLineRefusesBadArguments_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("remote listen") << strings({"--listen", "0.0.0.0:8787"}) << "loopback";
        QTest::newRow("lan listen") << strings({"--listen", "192.168.1.5:80"}) << "loopback";
        QTest::newRow("no port") << strings({"--listen", "127.0.0.1"}) << "HOST:PORT";
        QTest::newRow("bad port") << strings({"--listen", "127.0.0.1:70000"}) << "port";
        QTest::newRow("host name") << strings({"--listen", "example.com:80"}) << "IP address";
        QTest::newRow("clock") << strings({"--clock", "fast"}) << "--clock";
        QTest::newRow("rate zero") << strings({"--rate-limit", "0"}) << "--rate-limit";
        QTest::newRow("rate text") << strings({"--rate-limit", "many"}) << "--rate-limit";
        QTest::newRow("fencing zero") << strings({"--fencing-start", "0"}) << "--fencing-start";
        QTest::newRow("fencing too big")
            << strings({"--fencing-start", "18446744073709551616"}) << "--fencing-start";
        QTest::newRow("fencing negative")
            << strings({"--fencing-start", "-1"}) << "--fencing-start";
        QTest::newRow("data and db")
            << strings({"--data", "/tmp/x", "--db", "/tmp/y.db"}) << "exclude";
        QTest::newRow("unknown option") << strings({"--colour"}) << "colour";
        QTest::newRow("positional") << strings({"serve"}) << "serve";
    }

    void commandLineRefusesBadArguments() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const ParsedCommandLine parsed =
            parseCommandLine(QStringList{QStringLiteral("volcano-lock-sandbox")} + arguments);
        QCOMPARE(parsed.action, ParsedCommandLine::Action::Fail);
        QVERIFY2(parsed.text.contains(mentions), qPrintable(parsed.text));
    }

    void commandLineAcceptsEveryOption() {
        const ParsedCommandLine parsed = parseCommandLine(
            {QStringLiteral("volcano-lock-sandbox"), QStringLiteral("--listen"),
             QStringLiteral("[::1]:0"), QStringLiteral("--db"), QStringLiteral(":memory:"),
             QStringLiteral("--config"), QStringLiteral("/tmp/c.json"), QStringLiteral("--clock"),
             QStringLiteral("manual"), QStringLiteral("--rate-limit"), QStringLiteral("5"),
             QStringLiteral("--fencing-start"), QStringLiteral("18446744073709551615"),
             QStringLiteral("--demo")});
        QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
        const SandboxOptions& options = parsed.options;
        QCOMPARE(options.listenAddress, QHostAddress(QHostAddress::LocalHostIPv6));
        QCOMPARE(options.listenPort, quint16(0));
        QVERIFY(options.inMemory());
        QVERIFY(options.generatedConfigPath().isEmpty());
        QCOMPARE(options.configPath, QStringLiteral("/tmp/c.json"));
        QCOMPARE(options.clock, SandboxClock::Mode::Manual);
        QCOMPARE(options.rateLimit, 5);
        QCOMPARE(options.fencingStart, std::numeric_limits<FencingToken>::max());
        QVERIFY(options.demo);
    }

    void commandLineDefaults() {
        const ParsedCommandLine parsed =
            parseCommandLine({QStringLiteral("volcano-lock-sandbox"), QStringLiteral("--data"),
                              QStringLiteral("/tmp/sandbox-data")});
        QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
        QCOMPARE(parsed.options.listenAddress, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(parsed.options.listenPort, quint16(8787));
        QCOMPARE(parsed.options.databasePath, QStringLiteral("/tmp/sandbox-data/sandbox.db"));
        QCOMPARE(parsed.options.clock, SandboxClock::Mode::System);
        QCOMPARE(parsed.options.rateLimit, 600);
        QCOMPARE(parsed.options.fencingStart, limits::kDefaultFencingStart);
        QVERIFY(!parsed.options.demo);
    }

    void remoteListenNeedsAllowRemote() {
        const ParsedCommandLine parsed =
            parseCommandLine({QStringLiteral("volcano-lock-sandbox"), QStringLiteral("--listen"),
                              QStringLiteral("0.0.0.0:0"), QStringLiteral("--allow-remote")});
        QCOMPARE(parsed.action, ParsedCommandLine::Action::Run);
        QCOMPARE(parsed.options.listenAddress, QHostAddress(QHostAddress::AnyIPv4));
    }

    void configRefusesInvalidFiles_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not json") << QByteArray("{") << "JSON";
        QTest::newRow("no admin key")
            << QByteArray(R"({"projects":[{"id":"p","keys":[]}]})") << "admin_key";
        QTest::newRow("no projects")
            << QByteArray(R"({"admin_key":"a","projects":[]})") << "projects";
        QTest::newRow("project without id")
            << QByteArray(R"({"admin_key":"a","projects":[{"keys":[]}]})") << "id";
        QTest::newRow("unknown kind")
            << QByteArray(
                   R"({"admin_key":"a","projects":[{"id":"p","keys":[{"key":"k","kind":"root"}]}]})")
            << "kind";
        QTest::newRow("scopes not strings")
            << QByteArray(R"({"admin_key":"a","projects":[{"id":"p","keys":[)"
                          R"({"key":"k","kind":"scoped","scopes":[1]}]}]})")
            << "scopes";
        QTest::newRow("key used twice")
            << QByteArray(R"({"admin_key":"a","projects":[{"id":"p","keys":[)"
                          R"({"key":"k","kind":"anon"}]},{"id":"q","keys":[)"
                          R"({"key":"k","kind":"service_role"}]}]})")
            << "twice";
        QTest::newRow("admin key reused")
            << QByteArray(R"({"admin_key":"k","projects":[{"id":"p","keys":[)"
                          R"({"key":"k","kind":"service_role"}]}]})")
            << "twice";
        QTest::newRow("project twice")
            << QByteArray(R"({"admin_key":"a","projects":[{"id":"p"},{"id":"p"}]})") << "twice";
    }

    void configRefusesInvalidFiles() {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const auto config = SandboxConfig::fromJson(json);
        QVERIFY(!config);
        QVERIFY2(config.error().message.contains(mentions), qPrintable(config.error().message));
    }

    void keyRingAppliesKindsAndScopes_data() {
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<QString>("project");
        QTest::addColumn<QString>("error");
        QTest::newRow("service") << QByteArray("Bearer sk") << "p"
                                 << "";
        QTest::newRow("scheme case") << QByteArray("bearer sk") << "p"
                                     << "";
        QTest::newRow("scoped manage") << QByteArray("Bearer sc1") << "p"
                                       << "";
        QTest::newRow("scoped other") << QByteArray("Bearer sc2") << "p"
                                      << "missing_scope";
        QTest::newRow("anon") << QByteArray("Bearer an") << "p"
                              << "forbidden_key_kind";
        QTest::newRow("user") << QByteArray("Bearer ut") << "p"
                              << "forbidden_key_kind";
        QTest::newRow("platform") << QByteArray("Bearer pt") << "p"
                                  << "forbidden_key_kind";
        QTest::newRow("unknown") << QByteArray("Bearer nope") << ""
                                 << "unauthorized";
        QTest::newRow("admin is no lock key") << QByteArray("Bearer adm") << ""
                                              << "unauthorized";
        QTest::newRow("basic") << QByteArray("Basic sk") << ""
                               << "unauthorized";
        QTest::newRow("missing") << QByteArray() << ""
                                 << "unauthorized";
    }

    void keyRingAppliesKindsAndScopes() {
        QFETCH(QByteArray, authorization);
        QFETCH(QString, project);
        QFETCH(QString, error);
        const auto config = SandboxConfig::fromJson(
            R"({"admin_key":"adm","projects":[{"id":"p","keys":[
                {"key":"sk","kind":"service_role"},
                {"key":"sc1","kind":"scoped","scopes":["storage.read","locks.manage"]},
                {"key":"sc2","kind":"scoped","scopes":["storage.read"]},
                {"key":"an","kind":"anon"},{"key":"ut","kind":"user_token"},
                {"key":"pt","kind":"platform_token"}]}]})");
        QVERIFY(config);
        const KeyRing keys(*config);
        const KeyRing::Verdict verdict = keys.authorizeLockCall(authorization);
        QCOMPARE(verdict.project, project);
        QCOMPARE(verdict.error ? errorCodeText(*verdict.error) : QString(), error);
        QCOMPARE(keys.isAdmin(authorization), authorization == "Bearer adm");
    }

    void generatedConfigIsPrivateAndReused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keys/generated-config.json"));
        const auto first = SandboxConfig::loadOrGenerate(path);
        QVERIFY2(first, qPrintable(first ? QString() : first.error().message));
        QCOMPARE(QFile::permissions(path), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ReadUser | QFileDevice::WriteUser);
        QCOMPARE(first->projects.size(), 1);
        QCOMPARE(first->projects.first().id, QStringLiteral("demo"));
        QVERIFY(first->projects.first().serviceRoleKey()->startsWith(QLatin1StringView("sk_")));
        QVERIFY(first->adminKey.startsWith(QLatin1StringView("adm_")));
        const auto second = SandboxConfig::loadOrGenerate(path);
        QVERIFY2(second, qPrintable(second ? QString() : second.error().message));
        QCOMPARE(second->adminKey, first->adminKey);
        QCOMPARE(second->projects.first().serviceRoleKey(),
                 first->projects.first().serviceRoleKey());
        QVERIFY(SandboxConfig::generateDemo().adminKey != first->adminKey);
    }
};

QTEST_GUILESS_MAIN(TestSandboxInternals)
#include "tst_sandbox_internals.moc"
