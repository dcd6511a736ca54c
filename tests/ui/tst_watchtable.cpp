// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The watchlist table against a real sandbox: keys added by keyboard dialogs, states that
// follow the sandbox's manual clock, exact fencing-token sorting, countdown repaints.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "store/Watchlist.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/AddKeyDialog.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/MessageBox.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::WatchTableModel;

class TestWatchTable : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void addedKeysFollowTheSandboxClock() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* model = requireChild<WatchTableModel>(window, QStringLiteral("watchModel"));
        auto* refresh =
            requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"))->refresh;
        QAbstractItemModelTester modelTester(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            requireChild<ui::WatchSortFilterProxy>(window, QStringLiteral("watchProxy")),
            QAbstractItemModelTester::FailureReportingMode::QtTest);

        ui::AddKeyDialog add(console.app().watchlist(), &window);
        QTest::keyClicks(add.keyEdit(), QStringLiteral("jobs:leader"));
        QVERIFY(add.addButton()->isEnabled());
        add.accept();
        QCOMPARE(add.result(), int(QDialog::Accepted));
        QCOMPARE(model->rowCount(), 1);

        const OperationResult grant =
            ConsoleFixture::wait(console.worker().acquire(QStringLiteral("jobs:leader"), 10));
        QVERIFY(grant.ok());
        const FencingToken token = grant.grant->fencingToken;
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("jobs:leader")),
                                  WatchState::Held, 8000);
        QCOMPARE(
            console.shownText(QStringLiteral("jobs:leader"), WatchTableModel::FencingTokenColumn),
            QString::number(token));
        QCOMPARE(console.shownText(QStringLiteral("jobs:leader"), WatchTableModel::StateColumn),
                 QStringLiteral("held"));

        // Past expires_at but inside the one-second takeover grace.
        QCOMPARE(console.sandbox().advanceClock(10.5), 204);
        refresh->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("jobs:leader")),
                                  WatchState::ExpiredInGrace, 8000);
        QCOMPARE(console.shownText(QStringLiteral("jobs:leader"), WatchTableModel::StateColumn),
                 QStringLiteral("expired"));

        QCOMPARE(console.sandbox().advanceClock(1.0), 204);
        refresh->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("jobs:leader")),
                                  WatchState::Free, 8000);
        QCOMPARE(console.shownText(QStringLiteral("jobs:leader"), WatchTableModel::StateColumn),
                 QStringLiteral("free"));
    }

    void addKeyDialogExplainsInvalidKeys_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("valid") << QStringLiteral("billing:run-1.a_b") << true;
        QTest::newRow("slash") << QStringLiteral("a/b") << false;
        QTest::newRow("space inside") << QStringLiteral("a b") << false;
        QTest::newRow("too long") << QString(129, u'k') << false;
        QTest::newRow("already watched") << QStringLiteral("watched") << false;
    }

    void addKeyDialogExplainsInvalidKeys() {
        QFETCH(QString, typed);
        QFETCH(bool, accepted);
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("watched")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::AddKeyDialog add(console.app().watchlist(), &console.window());
        add.keyEdit()->setText(typed);
        QCOMPARE(add.addButton()->isEnabled(), accepted);
        QCOMPARE(add.problemText().isEmpty(), accepted);
    }

    void removeAsksAndRemovesSelectedRows() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        QAbstractItemModelTester tester(
            requireChild<ui::WatchSortFilterProxy>(window, QStringLiteral("watchProxy")),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.selectKey(QStringLiteral("b"));
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"))
            ->removeKeys->trigger();
        QCOMPARE(console.app().watchlist().keyNames(),
                 QStringList({QStringLiteral("a"), QStringLiteral("c")}));
        QCOMPARE(requireChild<WatchTableModel>(window, QStringLiteral("watchModel"))->rowCount(),
                 2);
        QVERIFY(!console.app().session().watcher().isWatching(QStringLiteral("b")));
    }

    void fencingTokensSortExactlyAbove2To53() {
        // Above 2^53 doubles are 2 apart: 2^53+3, 2^53+4 and 2^53+5 all become 2^53+4, so a
        // sort through doubles would tie the three tokens and fall back to the key order.
        ConsoleFixture::Setup setup;
        setup.sandbox.fencingStart = (quint64{1} << 53) + 3;
        setup.keys = {QStringLiteral("k-first"), QStringLiteral("k-second"),
                      QStringLiteral("k-third")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        // Acquire in the opposite order of the key names' sort order.
        for (const QString& key :
             {QStringLiteral("k-third"), QStringLiteral("k-second"), QStringLiteral("k-first")})
            QVERIFY(ConsoleFixture::wait(console.worker().acquire(key, 60)).ok());
        for (const QString& key : setup.keys)
            QTRY_COMPARE_WITH_TIMEOUT(console.shownState(key), WatchState::Held, 8000);

        auto* table = requireChild<QTableView>(console.window(), QStringLiteral("watchTable"));
        table->sortByColumn(WatchTableModel::FencingTokenColumn, Qt::AscendingOrder);
        auto* proxy =
            requireChild<ui::WatchSortFilterProxy>(console.window(), QStringLiteral("watchProxy"));
        const auto keyAt = [proxy](int row) {
            return proxy->index(row, 0).data(WatchTableModel::KeyRole).toString();
        };
        QCOMPARE(keyAt(0), QStringLiteral("k-third"));
        QCOMPARE(keyAt(1), QStringLiteral("k-second"));
        QCOMPARE(keyAt(2), QStringLiteral("k-first"));
        QCOMPARE(proxy->index(0, WatchTableModel::FencingTokenColumn).data().toString(),
                 QStringLiteral("9007199254740995"));
        table->sortByColumn(WatchTableModel::FencingTokenColumn, Qt::DescendingOrder);
        QCOMPARE(keyAt(0), QStringLiteral("k-first"));
    }

    void conditionFilterFollowsTheLiveState() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("short"), QStringLiteral("long"), QStringLiteral("idle")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(QStringLiteral("short"), 10)).ok());
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(QStringLiteral("long"), 120)).ok());
        console.app().session().refreshAll();
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("short")), WatchState::Held,
                                  8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("long")), WatchState::Held,
                                  8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("idle")), WatchState::Free,
                                  8000);
        ui::MainWindow& window = console.window();
        auto* condition = requireChild<QComboBox>(window, QStringLiteral("watchConditionFilter"));
        auto* proxy = requireChild<ui::WatchSortFilterProxy>(window, QStringLiteral("watchProxy"));
        const auto shownKeys = [proxy] {
            QStringList keys;
            for (int row = 0; row < proxy->rowCount(); ++row)
                keys << proxy->index(row, 0).data(WatchTableModel::KeyRole).toString();
            keys.sort();
            return keys;
        };
        const auto choose = [condition](WatchTableModel::RowFilter filter) {
            condition->setCurrentIndex(condition->findData(int(filter)));
        };
        choose(WatchTableModel::RowFilter::Free);
        QCOMPARE(shownKeys(), QStringList{QStringLiteral("idle")});
        choose(WatchTableModel::RowFilter::ExpiringSoon);
        QCOMPARE(shownKeys(), QStringList{QStringLiteral("short")});
        choose(WatchTableModel::RowFilter::ChangedRecently);
        QCOMPARE(shownKeys(), (QStringList{QStringLiteral("idle"), QStringLiteral("long"),
                                           QStringLiteral("short")}));

        // The short lease runs out on the server: a read shows it past expires_at.
        QCOMPARE(console.sandbox().advanceClock(10.5), 204);
        console.app().session().refreshAll();
        choose(WatchTableModel::RowFilter::AtRiskOrEnded);
        QTRY_COMPARE_WITH_TIMEOUT(shownKeys(), QStringList{QStringLiteral("short")}, 8000);
        choose(WatchTableModel::RowFilter::All);
        QCOMPARE(proxy->rowCount(), 3);
    }

    void filterMatchesKeySubstrings() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("billing:a"), QStringLiteral("billing:b"),
                      QStringLiteral("shard-1")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* filter = requireChild<QLineEdit>(window, QStringLiteral("watchFilter"));
        auto* proxy = requireChild<ui::WatchSortFilterProxy>(window, QStringLiteral("watchProxy"));
        requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"))
            ->filter->trigger();
        QTest::keyClicks(filter, QStringLiteral("BILL"));
        QCOMPARE(proxy->rowCount(), 2);
        filter->clear();
        QCOMPARE(proxy->rowCount(), 3);
    }

    void countdownRepaintsOnlyTheTimedColumns() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a"), QStringLiteral("b")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* model = requireChild<WatchTableModel>(console.window(), QStringLiteral("watchModel"));
        // Let the first reads settle so only the ticking remains.
        QTRY_VERIFY_WITH_TIMEOUT(console.shownState(QStringLiteral("b")) == WatchState::Free, 8000);
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        model->refreshCountdowns();
        QCOMPARE(changed.size(), 1);
        const auto topLeft = changed.first().at(0).value<QModelIndex>();
        const auto bottomRight = changed.first().at(1).value<QModelIndex>();
        // The state ages with the clock (held -> expired -> takeover possible) like the
        // countdown; the other columns only change with a read.
        QCOMPARE(topLeft.column(), int(WatchTableModel::StateColumn));
        QCOMPARE(bottomRight.column(), int(WatchTableModel::ExpiresInColumn));
        QCOMPARE(topLeft.row(), 0);
        QCOMPARE(bottomRight.row(), 1);
    }

    void countdownIsCorrectedByTheClockOffset() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("lease")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(QStringLiteral("lease"), 120)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("lease")), WatchState::Held,
                                  8000);
        // The sandbox clock stands still while ours runs: only the estimated offset keeps the
        // countdown near 120 s. Move the server 60 s ahead and the countdown must follow.
        QCOMPARE(console.sandbox().advanceClock(60), 204);
        requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"))
            ->refresh->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto left =
                    console.app().session().watcher().expiresInMs(QStringLiteral("lease"));
                return left && *left > 55'000 && *left <= 61'000;
            }(),
            8000);
        const QString shown =
            console.shownText(QStringLiteral("lease"), WatchTableModel::ExpiresInColumn);
        QVERIFY2(shown.startsWith(QStringLiteral("5")) || shown.startsWith(QStringLiteral("1 min")),
                 qPrintable(shown));
    }
};

QTEST_MAIN(TestWatchTable)
#include "tst_watchtable.moc"
