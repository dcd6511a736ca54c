// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The console binary's command line, run as a user runs it (offscreen): --help and
// --version follow QCommandLineParser, --sandbox connects to the embedded demo sandbox,
// --profile NAME connects to that profile, and bad values exit 2 with a reason.
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

QProcessEnvironment offscreen() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return environment;
}

// What an SSH session without X forwarding has: no DISPLAY, no WAYLAND_DISPLAY, no
// QT_QPA_PLATFORM.
QProcessEnvironment withoutDisplay() {
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    QProcessEnvironment environment;
    for (const QString& name : {QStringLiteral("PATH"), QStringLiteral("HOME")})
        environment.insert(name, system.value(name));
    return environment;
}

Run runConsole(const QStringList& arguments, int timeoutMs = 60000,
               const QProcessEnvironment& environment = offscreen()) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(VOLCANO_CONSOLE_BIN), arguments);
    Run run;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString describe(const Run& run) {
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(run.exitCode)
        .arg(run.out, run.err);
}

// Every key in the embedded sandbox's config (it exists while that sandbox runs).
QStringList embeddedSecrets(const QString& dataDir) {
    QFile file(QDir(dataDir).filePath(QStringLiteral("sandbox/embedded-config.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject config = QJsonDocument::fromJson(file.readAll()).object();
    QStringList secrets{config.value(QLatin1StringView("admin_key")).toString()};
    const QJsonArray projects = config.value(QLatin1StringView("projects")).toArray();
    for (const auto& project : projects) {
        const QJsonArray keys = project.toObject().value(QLatin1StringView("keys")).toArray();
        for (const auto& key : keys)
            secrets << key.toObject().value(QLatin1StringView("key")).toString();
    }
    secrets.removeAll(QString());
    return secrets;
}

// Processes whose command line mentions path (the embedded sandbox of that data folder).
int processesMentioning(const QString& path) {
    int found = 0;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& pid : pids) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (pid.toInt() > 0 && cmdline.open(QIODevice::ReadOnly) &&
            cmdline.readAll().contains(path.toUtf8()))
            ++found;
    }
    return found;
}

} // namespace

class TestConsoleCommandLine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void versionFollowsQtConventions_data() {
        QTest::addColumn<QString>("option");
        QTest::newRow("--version") << QStringLiteral("--version");
        QTest::newRow("-v") << QStringLiteral("-v");
    }

    void versionFollowsQtConventions() {
        QFETCH(QString, option);
        const Run run = runConsole({option});
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        static const QRegularExpression version(
            QStringLiteral("^volcano-lock-console \\d+\\.\\d+\\.\\d+\n$"));
        QVERIFY2(version.match(run.out).hasMatch(), qPrintable(describe(run)));
    }

    void helpListsEveryOption() {
        const Run run = runConsole({QStringLiteral("--help")});
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        for (const char* option :
             {"-h, --help", "-v, --version", "--profile <NAME>", "--sandbox", "--data-dir <DIR>",
              "--no-keychain", "--budget <N>", "--show <PANEL>", "--test-lease <KEY>",
              "--force-release <KEY>", "--screenshot <FILE>"})
            QVERIFY2(run.out.contains(QLatin1String(option)), option);
    }

    void helpAndVersionNeedNoDisplay_data() {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("expected");
        QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--show <PANEL>");
        QTest::newRow("-h") << QStringLiteral("-h")
                            << QStringLiteral("Usage: ") + QStringLiteral(VOLCANO_CONSOLE_BIN);
        QTest::newRow("--version")
            << QStringLiteral("--version") << QStringLiteral("volcano-lock-console ");
        QTest::newRow("-v") << QStringLiteral("-v") << QStringLiteral("volcano-lock-console ");
        QTest::newRow("--help-all")
            << QStringLiteral("--help-all") << QStringLiteral("-platform <platformName[:options]>");
    }

    void helpAndVersionNeedNoDisplay() {
        QFETCH(QString, option);
        QFETCH(QString, expected);
        const Run run = runConsole({option}, 60000, withoutDisplay());
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        QVERIFY2(run.out.contains(expected), qPrintable(describe(run)));
    }

    void badValuesExit2WithAReason_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown panel")
            << QStringList{QStringLiteral("--show"), QStringLiteral("bogus")}
            << QStringLiteral("--show takes one of: requests, audit, leases, quota, planner");
        QTest::newRow("profile and sandbox")
            << QStringList{QStringLiteral("--profile"), QStringLiteral("x"),
                           QStringLiteral("--sandbox")}
            << QStringLiteral("exclude each other");
    }

    void badValuesExit2WithAReason() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const Run run =
            runConsole(arguments + QStringList{QStringLiteral("--data-dir"), dir.path()});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(reason), qPrintable(describe(run)));
    }

    void sandboxThenProfileByName() {
        QTemporaryDir dir;
        const QString first = QDir(dir.path()).filePath(QStringLiteral("first.png"));
        // --sandbox on a fresh folder: the embedded demo profile is created and connected.
        Run run = runConsole({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--sandbox"),
                              QStringLiteral("--no-keychain"), QStringLiteral("--screenshot"),
                              first, QStringLiteral("--screenshot-after"), QStringLiteral("4")});
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(QStringLiteral("watching 7 keys of profile \"Demo sandbox")),
                 qPrintable(describe(run)));
        QVERIFY(!QImage(first).isNull());

        // An unknown name: exit 2, naming the profiles there are.
        run = runConsole({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--profile"),
                          QStringLiteral("Production")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral(
                     "no profile named \"Production\"; profiles: Demo sandbox (this machine)")),
                 qPrintable(describe(run)));

        // The existing profile by its name.
        const QString second = QDir(dir.path()).filePath(QStringLiteral("second.png"));
        run = runConsole({QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--profile"),
                          QStringLiteral("Demo sandbox (this machine)"),
                          QStringLiteral("--no-keychain"), QStringLiteral("--screenshot"), second,
                          QStringLiteral("--screenshot-after"), QStringLiteral("4")});
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(QStringLiteral("of profile \"Demo sandbox (this machine)\"")),
                 qPrintable(describe(run)));
        QVERIFY(!QImage(second).isNull());
    }

    // A console killed by a fatal signal while connected (service key in memory): it leaves
    // a report with the signal and a backtrace in <data-dir>/crashes — and no key in it or on
    // stderr; its embedded sandbox goes with it; the next start says so once.
    void crashLeavesAReportWithoutSecrets_data() {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("name");
        QTest::newRow("SIGSEGV") << int(SIGSEGV) << QStringLiteral("SIGSEGV");
        QTest::newRow("SIGABRT (qFatal)") << int(SIGABRT) << QStringLiteral("SIGABRT");
    }

    void crashLeavesAReportWithoutSecrets() {
        QFETCH(int, signal);
        QFETCH(QString, name);
        QTemporaryDir dir;
        QProcess console;
        console.setProcessEnvironment(offscreen());
        console.start(QStringLiteral(VOLCANO_CONSOLE_BIN),
                      {QStringLiteral("--data-dir"), dir.path(), QStringLiteral("--sandbox"),
                       QStringLiteral("--no-keychain")});
        QByteArray err;
        QElapsedTimer waited;
        waited.start();
        while (!err.contains("watching 7 keys") && waited.elapsed() < 60000) {
            console.waitForReadyRead(200);
            err += console.readAllStandardError();
        }
        QVERIFY2(err.contains("watching 7 keys"), err.constData());
        const QStringList secrets = embeddedSecrets(dir.path());
        QCOMPARE(secrets.size(), 2); // the service key the console holds, and the admin key
        QCOMPARE(processesMentioning(dir.path() + QStringLiteral("/sandbox")), 1);

        QVERIFY(::kill(pid_t(console.processId()), signal) == 0);
        QVERIFY(console.waitForFinished(20000));
        QCOMPARE(console.exitStatus(), QProcess::CrashExit);
        err += console.readAllStandardError();

        const QDir crashes(QDir(dir.path()).filePath(QStringLiteral("crashes")));
        const QStringList reports = crashes.entryList({QStringLiteral("crash-*.txt")});
        QCOMPARE(reports.size(), 1);
        QFile reportFile(crashes.filePath(reports.constFirst()));
        QVERIFY(reportFile.open(QIODevice::ReadOnly));
        QCOMPARE(reportFile.permissions() & (QFile::ReadGroup | QFile::ReadOther), 0);
        const QByteArray report = reportFile.readAll();
        QVERIFY2(report.startsWith("volcano-lock-console "), report.constData());
        QVERIFY2(report.contains(QByteArray(" crashed: " + name.toLatin1())), report.constData());
        QVERIFY2(report.contains("backtrace:\n"), report.constData());
        QVERIFY2(report.count('\n') > 8, report.constData()); // frames, not just a header
        QVERIFY2(err.contains("crash report: "), err.constData());
        for (const QString& secret : secrets) {
            QVERIFY2(!report.contains(secret.toUtf8()), "a key is in the crash report");
            QVERIFY2(!err.contains(secret.toUtf8()), "a key is on stderr");
        }
        // The embedded sandbox did not outlive its console. Wait for it before reading the
        // session's files: until it has gone, its database journal comes and goes.
        QTRY_COMPARE_WITH_TIMEOUT(processesMentioning(dir.path() + QStringLiteral("/sandbox")), 0,
                                  10000);
        // Nor in any other file of the session but the sandbox's own config, which must hold
        // them (the database, settings, request log of the sandbox, the report).
        QDirIterator files(dir.path(), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            if (path.endsWith(QStringLiteral("/embedded-config.json")))
                continue;
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QByteArray content = file.readAll();
            for (const QString& secret : secrets)
                QVERIFY2(!content.contains(secret.toUtf8()), qPrintable(path));
        }

        // The next start tells the user once.
        const QString shot = QDir(dir.path()).filePath(QStringLiteral("after.png"));
        const QStringList again{
            QStringLiteral("--data-dir"),         dir.path(),
            QStringLiteral("--sandbox"),          QStringLiteral("--no-keychain"),
            QStringLiteral("--screenshot"),       shot,
            QStringLiteral("--screenshot-after"), QStringLiteral("2")};
        Run run = runConsole(again);
        QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
        QVERIFY2(run.err.contains(QStringLiteral("stopped unexpectedly last time (%1)").arg(name)),
                 qPrintable(describe(run)));
        run = runConsole(again);
        QVERIFY2(!run.err.contains(QStringLiteral("stopped unexpectedly")),
                 qPrintable(describe(run)));
    }
};

QTEST_GUILESS_MAIN(TestConsoleCommandLine)
#include "tst_console_commandline.moc"
