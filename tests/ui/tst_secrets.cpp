// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// After a full console session — polling, a test lease taken, renewed and released, a force
// release, audit and watchlist exports, the request log copied — no service key and no lock
// token appears in any file the console wrote (database, WAL, settings, exports), in any log
// line it printed (debug included), or in the request log: secrets live only in the keychain
// (here the in-memory store) and in the client's memory.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/ForceReleaseProcedure.h"
#include "console/TestLeaseManager.h"
#include "lease/LeaseKeeper.h"
#include "store/AuditLog.h"
#include "store/RequestLog.h"
#include "store/Watchlist.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/logs/RequestLogView.h"
#include "ui/watch/ForceReleaseDialog.h"
#include "ui/widgets/CopyTableView.h"

#include <QClipboard>
#include <QDirIterator>
#include <QFile>
#include <QGuiApplication>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMutex>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace volcano;
using namespace volcano::test;
using Step = volcano::ui::ForceReleaseProcedure::Step;

namespace {

QMutex logMutex;
QStringList capturedLog;
QtMessageHandler previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    {
        const QMutexLocker lock(&logMutex);
        capturedLog << QString::fromLatin1(context.category) + QLatin1Char(' ') + message;
    }
    if (previousHandler)
        previousHandler(type, context, message);
}

QStringList filesUnder(const QString& root) {
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

} // namespace

class TestSecrets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
        // Every category, debug included: the most a support bundle could ever contain.
        QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true"));
        previousHandler = qInstallMessageHandler(captureMessage);
    }

    void cleanupTestCase() { qInstallMessageHandler(previousHandler); }

    void noSecretLeavesAFullSession() {
        QTemporaryDir consoleDir;
        ConsoleFixture::Setup setup;
        setup.consoleDir = consoleDir.path();
        setup.keys = {QStringLiteral("jobs:leader"), QStringLiteral("jobs:dead")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QStringList secrets{console.sandbox().serviceKey()};

        // A worker's lease, later force-released from the console.
        const QString workerToken = QUuid::createUuid().toString(QUuid::WithoutBraces);
        QVERIFY(ConsoleFixture::wait(
                    console.worker().acquire(QStringLiteral("jobs:dead"), 60, workerToken))
                    .ok());
        secrets << workerToken;

        // A test lease: taken, renewed, released.
        ui::TestLeaseManager& leases = console.app().testLeases();
        ui::TestLeaseManager::Request request;
        request.key = QStringLiteral("jobs:leader");
        request.ttlSeconds = 6;
        const auto taken = leases.take(request);
        QVERIFY2(taken, qPrintable(taken ? QString() : taken.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(
            leases.keeper(request.key) && leases.keeper(request.key)->renewalsDone() >= 1, 10000);
        secrets << leases.keeper(request.key)->lockToken();
        leases.release(request.key);
        QTRY_COMPARE_WITH_TIMEOUT(leases.keeper(request.key)->state(), LeaseKeeper::State::Released,
                                  8000);

        // A force release through the dialog.
        ui::ForceReleaseDialog* dialog =
            console.window().openForceRelease(QStringLiteral("jobs:dead"));
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Ready, 8000);
        QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("drill: the holder is dead"));
        QTest::keyClicks(dialog->keyEdit(), QStringLiteral("jobs:dead"));
        // What Copy as CLI / curl put on the clipboard is scanned with the rest.
        dialog->copyCliButton()->click();
        const QString copiedCli = QGuiApplication::clipboard()->text();
        dialog->copyCurlButton()->click();
        const QString copiedCurl = QGuiApplication::clipboard()->text();
        QVERIFY(copiedCurl.contains(QStringLiteral("$VOLCANO_SERVICE_KEY")));
        for (const QString& secret : std::as_const(secrets)) {
            QVERIFY(!copiedCli.contains(secret));
            QVERIFY(!copiedCurl.contains(secret));
        }
        dialog->confirmButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->procedure()->step(), Step::Finished, 8000);
        dialog->close();

        // Everything an operator can export or copy.
        const QDir dir(consoleDir.path());
        QVERIFY(console.app().audit().exportTo(dir.filePath(QStringLiteral("audit.csv")),
                                               AuditLog::Format::Csv));
        QVERIFY(console.app().audit().exportTo(dir.filePath(QStringLiteral("audit.json")),
                                               AuditLog::Format::Json));
        Watchlist& watchlist = console.app().watchlist();
        for (const QString& name : {QStringLiteral("keys.txt"), QStringLiteral("keys.json")}) {
            const QString path = dir.filePath(name);
            QVERIFY(watchlist.exportFile(path, Watchlist::formatForPath(path)));
        }
        ui::CopyTableView* requests =
            requireChild<ui::RequestLogView>(console.window(), QStringLiteral("requestLogView"))
                ->table();
        requests->selectAll();
        const QString copiedRequests = requests->selectedRowsText();
        QVERIFY(copiedRequests.contains(QStringLiteral("/locks/")));
        // The test lease's acquire and release, and the force release's intent and outcome:
        // renewals are counted on the lease, not audited.
        QCOMPARE(console.app().audit().count(), 4);
        console.window().close();
        QTRY_VERIFY(!console.window().isVisible());

        const QStringList files = filesUnder(consoleDir.path());
        QVERIFY2(files.size() >= 6, qPrintable(files.join(u'\n')));
        QStringList log;
        {
            const QMutexLocker lock(&logMutex);
            log = capturedLog;
        }
        QVERIFY(log.size() > 20);
        for (const QString& secret : secrets) {
            const QByteArray bytes = secret.toUtf8();
            for (const QString& path : files) {
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                QVERIFY2(!file.readAll().contains(bytes),
                         qPrintable(QStringLiteral("a secret is in %1").arg(path)));
            }
            for (const QString& line : log)
                QVERIFY2(!line.contains(secret), "a secret is in a log line");
            QVERIFY(!copiedRequests.contains(secret));
            const RequestLog& requestLog = console.app().requestLog();
            for (int i = 0; i < requestLog.count(); ++i) {
                const RequestRecord& record = requestLog.at(i);
                QVERIFY(!record.path.contains(secret) && !record.code.contains(secret));
            }
        }
    }
};

QTEST_MAIN(TestSecrets)
#include "tst_secrets.moc"
