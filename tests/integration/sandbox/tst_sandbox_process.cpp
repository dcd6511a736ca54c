// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The real volcano-lock-sandbox binary: its command line, start-up output, signals,
// durability across restarts and crashes, and what it writes to its log.
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "support/SandboxProcess.h"
#include "support/TestArgs.h"
#include "support/WaitFor.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>

using namespace volcano;
using namespace volcano::test;

namespace {

const QString kToken = QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8f");
const QByteArray kServiceAuth = QByteArrayLiteral("Bearer sk_demo_service");

// The sandbox started with exactly these arguments (no generated config).
SandboxProcess::Options commandLine(const QStringList& arguments) {
    SandboxProcess::Options options;
    options.commandLine = arguments;
    return options;
}

SandboxProcess::RawReply rawAcquire(SandboxProcess& sandbox, const QByteArray& path,
                                    const QString& token, qint64 ttl = 30) {
    return sandbox.raw("POST", path,
                       {{"Authorization", kServiceAuth},
                        {"X-Volcano-Lock-Token", token.toLatin1()},
                        {"Content-Type", "application/json"}},
                       "{\"ttl_seconds\":" + QByteArray::number(ttl) + "}");
}

QByteArray codeOf(const SandboxProcess::RawReply& reply) {
    return QJsonDocument::fromJson(reply.body)
        .object()
        .value(QLatin1StringView("code"))
        .toString()
        .toLatin1();
}

} // namespace

class TestSandboxProcess : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void refusesBadCommandLines_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("non-loopback listen")
            << args("--listen", "0.0.0.0:0", "--db", ":memory:") << "--allow-remote";
        QTest::newRow("bad clock") << args("--clock", "slow", "--db", ":memory:") << "--clock";
        QTest::newRow("bad rate limit")
            << args("--rate-limit", "-3", "--db", ":memory:") << "--rate-limit";
        QTest::newRow("data with db") << args("--data", "/tmp/a", "--db", ":memory:") << "--data";
        QTest::newRow("unknown option") << args("--db", ":memory:", "--turbo") << "turbo";
        QTest::newRow("missing config")
            << args("--db", ":memory:", "--config", "/nonexistent/volcano.json")
            << "/nonexistent/volcano.json";
    }

    void refusesBadCommandLines() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        SandboxProcess launch(commandLine(arguments));
        QCOMPARE(launch.runToExit(), 2);
        QVERIFY2(launch.standardError().contains(mentions), qPrintable(launch.standardError()));
        QVERIFY(launch.stdoutLines().isEmpty());
    }

    void printsOneListeningLine() {
        SandboxProcess config; // writes the two-project test config
        SandboxProcess launch(commandLine(
            {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--db"),
             QStringLiteral(":memory:"), QStringLiteral("--config"), config.configPath()}));
        QVERIFY2(launch.start(), qPrintable(launch.standardError()));
        QCOMPARE(launch.stopWith(SIGTERM), 0);
        const QStringList lines = launch.stdoutLines();
        QCOMPARE(lines.size(), 1);
        static const QRegularExpression listening(
            QStringLiteral("^listening on http://127\\.0\\.0\\.1:[1-9][0-9]*$"));
        QVERIFY2(listening.match(lines.first()).hasMatch(), qPrintable(lines.first()));
    }

    void generatedKeysArePrintedWorkAndAreReused() {
        QTemporaryDir data;
        const QStringList arguments{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                    QStringLiteral("--data"), data.path()};
        SandboxProcess first(commandLine(arguments));
        QVERIFY2(first.start(), qPrintable(first.standardError()));
        const QStringList lines = first.stdoutLines();
        QCOMPARE(lines.size(), 3);
        const QString serviceKey = lines.at(1).section(QStringLiteral(": "), 1);
        const QString adminKey = lines.at(2).section(QStringLiteral(": "), 1);
        QVERIFY2(lines.at(1).startsWith(QLatin1StringView("project demo service-role key: sk_")),
                 qPrintable(lines.at(1)));
        QVERIFY2(lines.at(2).startsWith(QLatin1StringView("admin key: adm_")),
                 qPrintable(lines.at(2)));
        const OperationResult read = waitFor(first.client(serviceKey)->read(QStringLiteral("a")));
        QVERIFY2(read.ok(), qPrintable(read.error ? read.error->advice() : QString()));
        QCOMPARE(first.stopWith(SIGTERM), 0);
        // Printed once, never logged.
        QVERIFY(!first.standardError().contains(serviceKey));
        QVERIFY(!first.standardError().contains(adminKey));

        SandboxProcess second(commandLine(arguments));
        QVERIFY2(second.start(), qPrintable(second.standardError()));
        QCOMPARE(second.stdoutLines().mid(1), lines.mid(1));
        QCOMPARE(second.stopWith(SIGTERM), 0);
    }

    void sigtermAndSigintExitZero_data() {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }

    void sigtermAndSigintExitZero() {
        QFETCH(int, signalNumber);
        SandboxProcess config;
        SandboxProcess launch(commandLine(
            {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--data"),
             config.dataDir(), QStringLiteral("--config"), config.configPath()}));
        QVERIFY2(launch.start(), qPrintable(launch.standardError()));
        auto client = launch.client(config.serviceKey());
        QVERIFY(waitFor(client->acquire(QStringLiteral("jobs:a"), 600, kToken)).ok());
        const QString wal = QDir(config.dataDir()).filePath(QStringLiteral("sandbox.db-wal"));
        QVERIFY(QFile::exists(wal));
        QCOMPARE(launch.stopWith(signalNumber), 0);
        QVERIFY(launch.standardError().contains(QLatin1StringView("shutting down")));
        // SQLite folds the write-ahead log back and removes it when the last connection
        // closes: the database was closed, not abandoned.
        QVERIFY(!QFile::exists(wal));
    }

    void encodedSlashInKeyIsInvalidNotNotFound_data() {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("path");
        QTest::newRow("acquire") << QByteArray("POST") << QByteArray("/locks/a%2Fb/lease");
        QTest::newRow("renew") << QByteArray("PATCH") << QByteArray("/locks/a%2fb/lease");
        QTest::newRow("release") << QByteArray("DELETE") << QByteArray("/locks/a%2Fb/lease");
        QTest::newRow("read") << QByteArray("GET") << QByteArray("/locks/a%2Fb");
        QTest::newRow("force") << QByteArray("DELETE") << QByteArray("/locks/%2F");
    }

    void encodedSlashInKeyIsInvalidNotNotFound() {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, path);
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        const auto reply =
            sandbox.raw(method, path,
                        {{"Authorization", kServiceAuth},
                         {"X-Volcano-Lock-Token", kToken.toLatin1()},
                         {"Content-Type", "application/json"}},
                        method == "POST" || method == "PATCH" ? QByteArray("{\"ttl_seconds\":30}")
                                                              : QByteArray());
        QCOMPARE(reply.status, 400);
        QCOMPARE(codeOf(reply), QByteArray("invalid_lock_key"));
        // An encoded character that is allowed decodes to the key itself.
        QCOMPARE(rawAcquire(sandbox, "/locks/jobs%3Aa/lease", kToken).status, 200);
        const auto read = sandbox.raw("GET", "/locks/jobs:a", {{"Authorization", kServiceAuth}});
        QVERIFY(read.body.startsWith("{\"held\":true"));
    }

    void unknownPathsAndMethods() {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        const auto missing = sandbox.raw("GET", "/v2/locks/a", {{"Authorization", kServiceAuth}});
        QCOMPARE(missing.status, 404);
        QCOMPARE(codeOf(missing), QByteArray("not_found"));
        const auto wrong = sandbox.raw("PUT", "/locks/a", {{"Authorization", kServiceAuth}});
        QCOMPARE(wrong.status, 405);
        QCOMPARE(wrong.header("Allow"), QByteArray("GET, DELETE"));
        QCOMPARE(wrong.header("Content-Type"), QByteArray("application/json"));
        QVERIFY(!wrong.header("Date").isEmpty());
        QVERIFY(!wrong.header("X-Volcano-Request-Id").isEmpty());
    }

    void adminApiRefusesBadRequests_data() {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        const QByteArray admin = "Bearer adm_test_admin";
        QTest::newRow("no admin key") << QByteArray("GET") << QByteArray("/_sandbox/stats")
                                      << QByteArray() << QByteArray() << 401;
        QTest::newRow("service key is not admin")
            << QByteArray("GET") << QByteArray("/_sandbox/stats") << kServiceAuth << QByteArray()
            << 401;
        QTest::newRow("negative advance")
            << QByteArray("POST") << QByteArray("/_sandbox/clock/advance") << admin
            << QByteArray("{\"seconds\":-1}") << 400;
        QTest::newRow("text advance") << QByteArray("POST") << QByteArray("/_sandbox/clock/advance")
                                      << admin << QByteArray("{\"seconds\":\"5\"}") << 400;
        QTest::newRow("no seconds") << QByteArray("POST") << QByteArray("/_sandbox/clock/advance")
                                    << admin << QByteArray("{}") << 400;
        QTest::newRow("region not bool") << QByteArray("PUT") << QByteArray("/_sandbox/region")
                                         << admin << QByteArray("{\"available\":\"no\"}") << 400;
        QTest::newRow("fractional advance")
            << QByteArray("POST") << QByteArray("/_sandbox/clock/advance") << admin
            << QByteArray("{\"seconds\":0.25}") << 204;
        QTest::newRow("negative rewind")
            << QByteArray("POST") << QByteArray("/_sandbox/clock/rewind") << admin
            << QByteArray("{\"seconds\":-1}") << 400;
        QTest::newRow("rewind") << QByteArray("POST") << QByteArray("/_sandbox/clock/rewind")
                                << admin << QByteArray("{\"seconds\":5.5}") << 204;
        QTest::newRow("rewind by service key")
            << QByteArray("POST") << QByteArray("/_sandbox/clock/rewind") << kServiceAuth
            << QByteArray("{\"seconds\":5}") << 401;
    }

    void adminApiRefusesBadRequests() {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, authorization);
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        QList<std::pair<QByteArray, QByteArray>> headers{{"Content-Type", "application/json"}};
        if (!authorization.isEmpty())
            headers.append({"Authorization", authorization});
        const QString before = sandbox.stats().value(QLatin1StringView("now")).toString();
        QCOMPARE(sandbox.raw(method, path, headers, body).status, status);
        const QString after = sandbox.stats().value(QLatin1StringView("now")).toString();
        QCOMPARE(before != after, status == 204);
    }

    void advanceOnSystemClockIsRefused() {
        SandboxProcess::Options options;
        options.manualClock = false;
        SandboxProcess sandbox(options);
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        QCOMPARE(sandbox.advanceClock(10), 409);
        QCOMPARE(sandbox.rewindClock(10), 409);
        QCOMPARE(sandbox.stats().value(QLatin1StringView("clock")).toString(),
                 QStringLiteral("system"));
    }

    void leasesAndFencingSurviveRestart() {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        auto client = sandbox.client();
        const OperationResult held =
            waitFor(client->acquire(QStringLiteral("jobs:a"), 600, kToken));
        QVERIFY(held.ok());
        QVERIFY(waitFor(client->acquire(QStringLiteral("jobs:b"), 600)).ok());
        QVERIFY(sandbox.restart());
        client = sandbox.client();
        const OperationResult read = waitFor(client->read(QStringLiteral("jobs:a")));
        QVERIFY(read.ok() && read.state && read.state->held);
        QCOMPARE(*read.state->expiresAt, held.grant->expiresAt);
        QCOMPARE(*read.state->fencingToken, held.grant->fencingToken);
        // The same token still owns it after the restart.
        QVERIFY(waitFor(client->renew(QStringLiteral("jobs:a"), kToken, 600)).ok());
        const OperationResult next = waitFor(client->acquire(QStringLiteral("jobs:c"), 600));
        // Above everything handed out before; a restart skips the rest of a reserved block.
        QVERIFY(next.grant->fencingToken > held.grant->fencingToken + 1);
        QVERIFY(next.grant->fencingToken <= held.grant->fencingToken + 2 + 1024);
    }

    // SIGKILL right after a grant: the committed fencing token is never handed out again.
    void fencingTokensSurviveACrash() {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        auto client = sandbox.client();
        const OperationResult granted = waitFor(client->acquire(QStringLiteral("jobs:a"), 60));
        QVERIFY(granted.ok());
        ::kill(static_cast<pid_t>(sandbox.processId()), SIGKILL);
        sandbox.stop(); // reaps it
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        client = sandbox.client();
        const OperationResult after = waitFor(client->acquire(QStringLiteral("jobs:b"), 60));
        QVERIFY(after.ok());
        QVERIFY(after.grant->fencingToken > granted.grant->fencingToken);
        const OperationResult read = waitFor(client->read(QStringLiteral("jobs:a")));
        QCOMPARE(read.state->fencingToken, std::optional(granted.grant->fencingToken));
    }

    void memoryDatabaseKeepsNothing() {
        SandboxProcess config;
        const QStringList arguments{QStringLiteral("--listen"),
                                    QStringLiteral("127.0.0.1:0"),
                                    QStringLiteral("--db"),
                                    QStringLiteral(":memory:"),
                                    QStringLiteral("--config"),
                                    config.configPath(),
                                    QStringLiteral("--fencing-start"),
                                    QStringLiteral("7")};
        SandboxProcess first(commandLine(arguments));
        QVERIFY2(first.start(), qPrintable(first.standardError()));
        auto client = first.client(config.serviceKey());
        const OperationResult granted = waitFor(client->acquire(QStringLiteral("jobs:a"), 600));
        QCOMPARE(granted.grant->fencingToken, FencingToken(7));
        QCOMPARE(first.stopWith(SIGTERM), 0);

        SandboxProcess second(commandLine(arguments));
        QVERIFY2(second.start(), qPrintable(second.standardError()));
        client = second.client(config.serviceKey());
        const OperationResult read = waitFor(client->read(QStringLiteral("jobs:a")));
        QVERIFY(read.ok() && read.state && !read.state->held);
        QCOMPARE(second.stopWith(SIGTERM), 0);
        const QStringList files = QDir(config.dataDir()).entryList(QDir::Files);
        QCOMPARE(files, QStringList{QStringLiteral("sandbox-config.json")});
    }

    void fencingStartAboveTwoToTheFiftyThreeIsExact() {
        SandboxProcess::Options options;
        options.fencingStart = (quint64{1} << 53) + 1;
        SandboxProcess sandbox(options);
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        const auto first = rawAcquire(sandbox, "/locks/jobs:a/lease", kToken);
        QCOMPARE(first.status, 200);
        QVERIFY2(first.body.contains("\"fencing_token\":9007199254740993}"),
                 first.body.constData());
        const auto read = sandbox.raw("GET", "/locks/jobs:a", {{"Authorization", kServiceAuth}});
        QVERIFY2(read.body.contains("\"fencing_token\":9007199254740993}"), read.body.constData());
        const auto second = rawAcquire(sandbox, "/locks/jobs:b/lease",
                                       QStringLiteral("0b6a3f1e-2c44-4d7b-9a51-6f0e2d8c7b10"));
        QVERIFY2(second.body.contains("\"fencing_token\":9007199254740994}"),
                 second.body.constData());
    }

    // Several clients (so several connections) race for one free key: one winner.
    void concurrentAcquiresHaveExactlyOneWinner() {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        std::vector<std::unique_ptr<LockClient>> clients;
        for (int i = 0; i < 5; ++i)
            clients.push_back(sandbox.client());
        QList<QSignalSpy*> spies;
        for (int i = 0; i < 50; ++i) {
            PendingCall* call = clients[i % clients.size()]->acquire(QStringLiteral("race"), 30);
            spies << new QSignalSpy(call, &PendingCall::finished);
        }
        int granted = 0;
        int held = 0;
        for (QSignalSpy* spy : std::as_const(spies)) {
            QVERIFY(spy->count() == 1 || spy->wait(15000));
            const auto result = spy->first().first().value<OperationResult>();
            granted += result.ok() ? 1 : 0;
            held += result.isError(ErrorCode::LockHeld) ? 1 : 0;
        }
        qDeleteAll(spies);
        QCOMPARE(granted, 1);
        QCOMPARE(held, 49);
    }

    void requestLogNamesTheRequestButNoSecret() {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        const auto reply = sandbox.raw("POST", "/locks/jobs:log/lease",
                                       {{"Authorization", kServiceAuth},
                                        {"X-Volcano-Lock-Token", kToken.toLatin1()},
                                        {"X-Volcano-Request-Id", "req-0001"},
                                        {"Content-Type", "application/json"}},
                                       "{\"ttl_seconds\":30}");
        QCOMPARE(reply.status, 200);
        sandbox.raw("GET", "/_sandbox/stats", {{"Authorization", "Bearer adm_test_admin"}});
        QCOMPARE(sandbox.stop(), 0);
        const QString log = sandbox.standardError();
        QVERIFY2(log.contains(QLatin1StringView("POST /locks/jobs:log/lease 200 - id=req-0001")),
                 qPrintable(log));
        QVERIFY(!log.contains(sandbox.serviceKey()));
        QVERIFY(!log.contains(sandbox.adminKey()));
        QVERIFY(!log.contains(kToken));
    }
};

QTEST_GUILESS_MAIN(TestSandboxProcess)
#include "tst_sandbox_process.moc"
