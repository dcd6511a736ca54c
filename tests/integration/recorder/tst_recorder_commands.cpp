// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lock-recorder's one-shot commands and its exit codes (spec/recorder.md): init-store
// is idempotent, keys add|remove|list edit the team watchlist (an invalid key: exit 2,
// nothing added), and every way of starting wrong says why with the right code.

#include "RecorderWorld.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

QString describe(const RecorderProcess::Result& result) {
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(result.exitCode)
        .arg(result.out, result.err);
}

} // namespace

class TestRecorderCommands : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_world.start(), qPrintable(m_world.errorString())); }

    void initStoreIsIdempotent() {
        const auto recorder = m_world.recorder();
        for (int run = 0; run < 2; ++run) {
            const auto result = recorder->run(m_world.storeArgs({QStringLiteral("init-store")}));
            QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
            QVERIFY(result.out.contains(
                QStringLiteral("schema version %1").arg(AppDatabase::latestSchemaVersion())));
        }
    }

    void keysAddListRemove() {
        const auto recorder = m_world.recorder();
        auto added = recorder->run(m_world.storeArgs(
            {QStringLiteral("keys"), QStringLiteral("add"), QStringLiteral("jobs:a"),
             QStringLiteral("jobs:b"), QStringLiteral("jobs:a")}));
        QVERIFY2(added.exitCode == 0, qPrintable(describe(added)));
        QVERIFY(added.out.contains(QStringLiteral("added 2 of 2 keys")));
        const auto listed =
            recorder->run(m_world.storeArgs({QStringLiteral("keys"), QStringLiteral("list")}));
        QCOMPARE(listed.exitCode, 0);
        QCOMPARE(listed.out, QStringLiteral("jobs:a\njobs:b\n"));
        const auto removed = recorder->run(m_world.storeArgs(
            {QStringLiteral("keys"), QStringLiteral("remove"), QStringLiteral("jobs:a")}));
        QCOMPARE(removed.exitCode, 0);
        QCOMPARE(
            recorder->run(m_world.storeArgs({QStringLiteral("keys"), QStringLiteral("list")})).out,
            QStringLiteral("jobs:b\n"));
    }

    void anInvalidKeyAddsNothing() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("keys.txt"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("# team keys\njobs:c\n\nbad key!\njobs:d\n");
        out.close();
        const auto recorder = m_world.recorder();
        const auto result = recorder->run(m_world.storeArgs(
            {QStringLiteral("keys"), QStringLiteral("add"), QStringLiteral("--keys-file"), file}));
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(file + QStringLiteral(":4: ")), qPrintable(result.err));
        QVERIFY(result.err.contains(QStringLiteral("nothing was changed")));
        const auto listed =
            recorder->run(m_world.storeArgs({QStringLiteral("keys"), QStringLiteral("list")}));
        QVERIFY(!listed.out.contains(QStringLiteral("jobs:c")));
    }

    void exitCodes_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("no command")
            << QStringList{QStringLiteral("--store"), QStringLiteral("x.db")} << 2
            << QStringLiteral("a command is required");
        QTest::newRow("bad store URL")
            << QStringList{QStringLiteral("keys"), QStringLiteral("list"),
                           QStringLiteral("--store"), QStringLiteral("mysql://h/db")}
            << 2 << QStringLiteral("Unknown store URL scheme");
        QTest::newRow("unknown sslmode")
            << QStringList{QStringLiteral("init-store"), QStringLiteral("--store"),
                           QStringLiteral("postgresql://h/db?sslmode=sometimes")}
            << 2 << QStringLiteral("Unknown sslmode");
        QTest::newRow("store unreachable")
            << QStringList{QStringLiteral("init-store"), QStringLiteral("--store"),
                           QStringLiteral("postgresql://u:p@127.0.0.1:1/db")}
            << 5 << QStringLiteral("cannot open postgresql://u@127.0.0.1:1/db");
        QTest::newRow("budget out of range")
            << QStringList{QStringLiteral("run"), QStringLiteral("--store"), QStringLiteral("x.db"),
                           QStringLiteral("--budget"), QStringLiteral("601")}
            << 2 << QStringLiteral("--budget 601");
        QTest::newRow("ttl out of range")
            << QStringList{QStringLiteral("run"), QStringLiteral("--store"), QStringLiteral("x.db"),
                           QStringLiteral("--leader-ttl"), QStringLiteral("2")}
            << 2 << QStringLiteral("--leader-ttl 2");
    }

    void exitCodes() {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const auto result = m_world.recorder()->run(arguments);
        QVERIFY2(result.exitCode == exitCode, qPrintable(describe(result)));
        QVERIFY2(result.err.contains(says), qPrintable(result.err));
    }

    void wrongDatabasePasswordIsAnAuthFailure() {
        PostgresServer& server = m_world.postgres();
        const QString url = QStringLiteral("postgresql://%1:wrong-secret-1234@%2:%3/postgres")
                                .arg(server.user(), server.host())
                                .arg(server.port());
        const auto result =
            m_world.recorder()->run({QStringLiteral("init-store"), QStringLiteral("--store"), url});
        QVERIFY2(result.exitCode == 6, qPrintable(describe(result)));
        QVERIFY(result.err.contains(QStringLiteral("password authentication failed")));
        QVERIFY(!result.err.contains(QStringLiteral("wrong-secret-1234")));
    }

    void passwordFromPgpassword() {
        PostgresServer& server = m_world.postgres();
        auto recorder = m_world.recorder();
        recorder->environment().insert(QStringLiteral("PGPASSWORD"), server.password());
        const QString url = QStringLiteral("postgresql://%1@%2:%3/postgres?sslmode=disable")
                                .arg(server.user(), server.host())
                                .arg(server.port());
        const auto result = recorder->run(
            {QStringLiteral("keys"), QStringLiteral("list"), QStringLiteral("--store"), url});
        QVERIFY2(result.exitCode == 0, qPrintable(describe(result)));
    }

    void serviceKeyProblems() {
        QTemporaryDir dir;
        const QString keyFile = dir.filePath(QStringLiteral("key"));
        QFile file(keyFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(m_world.sandbox().serviceKey().toUtf8() + '\n');
        file.close();
        QVERIFY(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
        auto recorder = m_world.recorder();
        recorder->environment().remove(QStringLiteral("VOLCANO_SERVICE_KEY"));
        auto result = recorder->run(m_world.storeArgs({QStringLiteral("run")}));
        QCOMPARE(result.exitCode, 6);
        QVERIFY(result.err.contains(QStringLiteral("VOLCANO_SERVICE_KEY")));
        result = recorder->run(m_world.storeArgs(
            {QStringLiteral("run"), QStringLiteral("--service-key-file"), keyFile}));
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains(QStringLiteral("readable by other users")));
    }

    void refusedServiceKeyExits6() {
        auto recorder = m_world.recorder();
        recorder->environment().insert(QStringLiteral("VOLCANO_SERVICE_KEY"),
                                       m_world.sandbox().anonKey());
        QVERIFY(recorder->start(m_world.storeArgs()));
        QCOMPARE(recorder->waitForExit(20000), 6);
        QVERIFY(!recorder->lines().join(QLatin1Char('\n')).contains(m_world.sandbox().anonKey()));
    }

    void unreachableApiExits5() {
        auto recorder = m_world.recorder();
        recorder->environment().insert(QStringLiteral("VOLCANO_URL"),
                                       QStringLiteral("http://127.0.0.1:1"));
        QVERIFY(recorder->start(m_world.storeArgs()));
        QCOMPARE(recorder->waitForExit(60000), 5);
    }

private:
    RecorderWorld m_world;
};

QTEST_GUILESS_MAIN(TestRecorderCommands)
#include "tst_recorder_commands.moc"
