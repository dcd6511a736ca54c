// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The main window as a keyboard user and an on-call engineer meet it: shortcuts for every
// action, state kept between runs, read-only profiles, notifications, the first run.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LiveState.h"
#include "console/LockWatcher.h"
#include "console/Notifier.h"
#include "platform/EmbeddedSandbox.h"
#include "store/ProfileStore.h"
#include "store/Watchlist.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/ConsoleStatusBar.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/MessageBox.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

// A console of its own in dir, on the embedded sandbox (its first run sets up the demo).
ui::ConsoleOptions embeddedOptions(const QTemporaryDir& dir) {
    ui::ConsoleOptions options;
    options.databasePath = dir.filePath(QStringLiteral("console.sqlite"));
    options.settingsPath = dir.filePath(QStringLiteral("console.ini"));
    options.sandboxDataDir = dir.filePath(QStringLiteral("sandbox"));
    options.memoryOnlySecrets = true;
    options.sandboxProgram = QStringLiteral(VOLCANO_SANDBOX_BIN);
    return options;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void everyActionHasAUniqueShortcut() {
        ui::ConsoleActions actions;
        QSet<QString> seen;
        for (QAction* action : actions.all()) {
            const QString shortcut = action->shortcut().toString(QKeySequence::PortableText);
            QVERIFY2(!shortcut.isEmpty(), qPrintable(action->text()));
            QVERIFY2(!seen.contains(shortcut), qPrintable(shortcut));
            seen.insert(shortcut);
        }
    }

    void shortcutsAreTheDocumentedOnes_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QKeySequence>("expected");
        QTest::newRow("add key") << "addKey" << QKeySequence(QStringLiteral("Ctrl+N"));
        QTest::newRow("paste keys") << "pasteKeys" << QKeySequence(QStringLiteral("Ctrl+Shift+V"));
        QTest::newRow("remove") << "removeKeys" << QKeySequence(QStringLiteral("Del"));
        QTest::newRow("refresh") << "refresh" << QKeySequence(QStringLiteral("F5"));
        QTest::newRow("force release")
            << "forceRelease" << QKeySequence(QStringLiteral("Ctrl+Shift+R"));
        QTest::newRow("filter") << "filter" << QKeySequence(QStringLiteral("Ctrl+F"));
        QTest::newRow("profiles") << "profiles" << QKeySequence(QStringLiteral("Ctrl+P"));
        QTest::newRow("audit log") << "auditLog" << QKeySequence(QStringLiteral("Ctrl+L"));
        QTest::newRow("request log") << "requestLog" << QKeySequence(QStringLiteral("Ctrl+J"));
        QTest::newRow("quit") << "quit" << QKeySequence(QStringLiteral("Ctrl+Q"));
        QTest::newRow("import") << "importKeys" << QKeySequence(QStringLiteral("Ctrl+O"));
    }

    void shortcutsAreTheDocumentedOnes() {
        QFETCH(QString, name);
        QFETCH(QKeySequence, expected);
        ui::ConsoleActions actions;
        const QHash<QString, QAction*> byName{
            {QStringLiteral("addKey"), actions.addKey},
            {QStringLiteral("pasteKeys"), actions.pasteKeys},
            {QStringLiteral("removeKeys"), actions.removeKeys},
            {QStringLiteral("refresh"), actions.refresh},
            {QStringLiteral("forceRelease"), actions.forceRelease},
            {QStringLiteral("filter"), actions.filter},
            {QStringLiteral("profiles"), actions.profiles},
            {QStringLiteral("auditLog"), actions.auditLog},
            {QStringLiteral("requestLog"), actions.requestLog},
            {QStringLiteral("quit"), actions.quit},
            {QStringLiteral("importKeys"), actions.importKeys}};
        QVERIFY(byName.contains(name));
        QCOMPARE(byName.value(name)->shortcut(), expected);
    }

    void keyboardShortcutsDriveTheWindow() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a"), QStringLiteral("b")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* requestDock = requireChild<QDockWidget>(window, QStringLiteral("requestLogDock"));
        auto* table = requireChild<QTableView>(window, QStringLiteral("watchTable"));
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        requestDock->hide();
        QTest::keyClick(&window, Qt::Key_J, Qt::ControlModifier);
        QVERIFY(requestDock->isVisible());
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(requireChild<QLineEdit>(window, QStringLiteral("watchFilter"))->hasFocus());
        table->setFocus();
        window.selectKey(QStringLiteral("a"));
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(console.app().watchlist().keyNames(), QStringList{QStringLiteral("b")});
    }

    void windowStateIsKeptBetweenRuns() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        {
            ui::MainWindow first(console.app());
            first.show();
            first.resize(1000, 700);
            first.findChild<QSplitter*>(QStringLiteral("mainSplitter"))->setSizes({600, 400});
            auto* table = requireChild<QTableView>(first, QStringLiteral("watchTable"));
            table->sortByColumn(ui::WatchTableModel::FencingTokenColumn, Qt::DescendingOrder);
            table->setColumnWidth(ui::WatchTableModel::KeyColumn, 333);
            auto* auditDock = requireChild<QDockWidget>(first, QStringLiteral("auditLogDock"));
            auditDock->show();
            auditDock->raise();
            first.close();
        }
        ui::MainWindow second(console.app());
        second.show();
        QCOMPARE(second.size(), QSize(1000, 700));
        const QList<int> sizes =
            second.findChild<QSplitter*>(QStringLiteral("mainSplitter"))->sizes();
        QCOMPARE(sizes.size(), 2);
        QVERIFY2(qAbs(sizes.at(0) - 600) <= 30, qPrintable(QString::number(sizes.at(0))));
        auto* table = requireChild<QTableView>(second, QStringLiteral("watchTable"));
        QHeaderView* header = table->horizontalHeader();
        QCOMPARE(header->sortIndicatorSection(), int(ui::WatchTableModel::FencingTokenColumn));
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(table->columnWidth(ui::WatchTableModel::KeyColumn), 333);
        QVERIFY(requireChild<QDockWidget>(second, QStringLiteral("auditLogDock"))->isVisible());
    }

    void readOnlyProfileIsShownPlainlyAndDisablesMutations() {
        ConsoleFixture::Setup setup;
        setup.readOnly = true;
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* actions = requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"));
        auto* banner = requireChild<ui::MessageBanner>(window, QStringLiteral("readOnlyBanner"));
        auto* statusBar =
            requireChild<ui::ConsoleStatusBar>(window, QStringLiteral("consoleStatusBar"));
        window.selectKey(QStringLiteral("a"));
        for (QAction* action : actions->mutating())
            QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("Read-only")));
        QVERIFY2(statusBar->statusText().contains(QStringLiteral("READ-ONLY")),
                 qPrintable(statusBar->statusText()));
        // Reading still works there.
        QVERIFY(actions->refresh->isEnabled());
    }

    void writableProfileEnablesForceRelease() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        window.selectKey(QStringLiteral("a"));
        QVERIFY(requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"))
                    ->forceRelease->isEnabled());
        QVERIFY(
            requireChild<ui::MessageBanner>(window, QStringLiteral("readOnlyBanner"))->isHidden());
        QVERIFY(!requireChild<ui::ConsoleStatusBar>(window, QStringLiteral("consoleStatusBar"))
                     ->statusText()
                     .contains(QStringLiteral("READ-ONLY")));
    }

    void statusBarNamesProfileProjectAndKeychain() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const QString status =
            requireChild<ui::ConsoleStatusBar>(console.window(), QStringLiteral("consoleStatusBar"))
                ->statusText();
        // The toolbar names the profile; the status bar its project.
        QVERIFY2(!status.contains(QStringLiteral("Profile:")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("Project: demo")), qPrintable(status));
        // The fixture's console runs with the keychain switched off (--no-keychain).
        QCOMPARE(requireChild<QLabel>(console.window(), QStringLiteral("keychainStatus"))->text(),
                 QStringLiteral("Keys: memory only"));
    }

    void handoverOfAWatchedKeyNotifies() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("leader"), QStringLiteral("quiet")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult first =
            ConsoleFixture::wait(console.worker().acquire(QStringLiteral("leader"), 60));
        QVERIFY(first.ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("leader")), WatchState::Held,
                                  8000);
        console.window().selectKey(QStringLiteral("leader"));
        requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"))
            ->toggleNotify->trigger();
        QVERIFY(console.app().watchlist().notifiesOnChange(QStringLiteral("leader")));
        QVERIFY(!console.app().watchlist().notifiesOnChange(QStringLiteral("quiet")));

        QSignalSpy notified(&console.app().notifier(), &ui::Notifier::notified);
        // A takeover between two reads: force release and a new holder at once.
        QVERIFY(ConsoleFixture::wait(console.worker().forceRelease(QStringLiteral("leader"))).ok());
        const OperationResult second =
            ConsoleFixture::wait(console.worker().acquire(QStringLiteral("leader"), 60));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(QStringLiteral("quiet"), 60)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!notified.isEmpty(), 8000);
        const QString title = notified.first().at(0).toString();
        const QString message = notified.first().at(1).toString();
        QVERIFY2(title.contains(QStringLiteral("leader")), qPrintable(title));
        QVERIFY2(message.contains(QString::number(second.grant->fencingToken)),
                 qPrintable(message));
        // No tray offscreen: the window shows it.
        auto* banner =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("noticeBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("leader")));
        // The table counts the change of holder, whether it saw the lock free in between.
        QTRY_VERIFY_WITH_TIMEOUT(
            console.shownText(QStringLiteral("leader"), ui::WatchTableModel::HolderChangesColumn)
                    .toInt() >= 1,
            8000);
        QTest::qWait(1000);
        for (const QList<QVariant>& call : std::as_const(notified))
            QVERIFY(!call.at(0).toString().contains(QStringLiteral("quiet")));
    }

    void firstRunUsesTheEmbeddedDemoSandbox() {
        QTemporaryDir dir;
        ui::ConsoleApp app(embeddedOptions(dir));
        QVERIFY(app.open());
        ui::MainWindow window(app);
        window.show();
        QSignalSpy activated(&app, &ui::ConsoleApp::activated);
        app.start();
        QVERIFY(app.isFirstRun());
        QVERIFY(activated.wait(15000));
        const auto profile = app.profiles().current();
        QVERIFY(profile);
        QVERIFY(profile->embeddedSandbox);
        QCOMPARE(profile->baseUrl, app.sandbox().baseUrl());
        QCOMPARE(app.watchlist().keyNames(), EmbeddedSandbox::demoKeys());
        QVERIFY(requireChild<ui::MessageBanner>(window, QStringLiteral("noticeBanner"))
                    ->text()
                    .contains(QStringLiteral("demo sandbox")));
        // Live locks within seconds: the demo workers hold some of them.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                auto* model =
                    requireChild<ui::WatchTableModel>(window, QStringLiteral("watchModel"));
                model->flushPendingChanges();
                for (int row = 0; row < model->rowCount(); ++row) {
                    if (model->index(row, 0).data(ui::WatchTableModel::StateRole).toInt() ==
                        int(WatchState::Held))
                        return true;
                }
                return false;
            }(),
            15000);
    }

    // The next start shows the stored watchlist at once, every key unread, while the embedded
    // sandbox is still starting (bench/console_bench: half a second with 100,000 keys); the
    // session takes the keys over and polls once the sandbox answers.
    void storedWatchlistShowsWhileTheSandboxStarts() {
        QTemporaryDir dir;
        {
            ui::ConsoleApp first(embeddedOptions(dir));
            QVERIFY(first.open());
            QSignalSpy activated(&first, &ui::ConsoleApp::activated);
            first.start();
            QVERIFY(activated.wait(15000));
        }
        ui::ConsoleApp app(embeddedOptions(dir));
        QVERIFY(app.open());
        ui::MainWindow window(app);
        window.show();
        QSignalSpy activated(&app, &ui::ConsoleApp::activated);
        app.start();
        auto* model = requireChild<ui::WatchTableModel>(window, QStringLiteral("watchModel"));
        const auto demoKeys = EmbeddedSandbox::demoKeys();
        QCOMPARE(activated.count(), 0);
        QVERIFY(!app.session().isActive());
        QCOMPARE(model->rowCount(), int(demoKeys.size()));
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->index(row, 0).data(ui::WatchTableModel::LiveStateRole).toInt(),
                     int(LiveState::NotRead));
        QVERIFY(activated.wait(15000));
        QVERIFY(app.session().isActive());
        QCOMPARE(app.session().watcher().keys(), demoKeys);
        QCOMPARE(model->rowCount(), int(demoKeys.size()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
