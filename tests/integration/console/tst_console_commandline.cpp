// The console binary's command line, run as a user runs it (offscreen): --help and
// --version follow QCommandLineParser, --sandbox connects to the embedded demo sandbox,
// --profile NAME connects to that profile, and bad values exit 2 with a reason.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runConsole(const QStringList& arguments, int timeoutMs = 60000) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
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
        const QRegularExpression version(
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
};

QTEST_GUILESS_MAIN(TestConsoleCommandLine)
#include "tst_console_commandline.moc"
