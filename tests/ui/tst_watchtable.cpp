// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The watchlist table against a real sandbox: keys added by keyboard dialogs, states that
// follow the sandbox's manual clock, exact fencing-token sorting, countdown repaints.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "console/TimeText.h"
#include "lease/PollPlanner.h"
#include "lease/PollScheduler.h"
#include "store/Watchlist.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/AddKeyDialog.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/MessageBox.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::WatchTableModel;

namespace {

int proxyRowOf(const QTableView& view, const QString& key) {
    for (int row = 0; row < view.model()->rowCount(); ++row) {
        if (view.model()->index(row, WatchTableModel::KeyColumn).data().toString() == key)
            return row;
    }
    return -1;
}

// A cell as the table's accessibility interface tells a screen reader.
QString heardText(ConsoleFixture& console, const QString& key, int column) {
    auto* view = requireChild<QTableView>(console.window(), QStringLiteral("watchTable"));
    const QModelIndex index = view->model()->index(proxyRowOf(*view, key), column);
    // Offscreen there is no platform accessibility, so Qt never tells the table's accessible
    // interface that the proxy was reset (an AT-SPI bridge would, and the interface would drop
    // its cells): drop it here, and read the cell as a screen reader reads it after that.
    if (QAccessibleInterface* cached = QAccessible::queryAccessibleInterface(view))
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(cached));
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(view);
    QAccessibleTableInterface* cells = table ? table->tableInterface() : nullptr;
    QAccessibleInterface* cell = cells ? cells->cellAt(index.row(), index.column()) : nullptr;
    return cell ? cell->text(QAccessible::Name) : QString();
}

// The State cell as the table shows it, and as a screen reader hears it: the two must agree.
QString stateText(ConsoleFixture& console, const QString& key) {
    const QString shown = console.shownText(key, WatchTableModel::StateColumn);
    const QString heard = heardText(console, key, WatchTableModel::StateColumn);
    return heard == shown ? shown : QStringLiteral("shown '%1', heard '%2'").arg(shown, heard);
}

QString rowToolTip(ConsoleFixture& console, const QString& key) {
    auto* model = requireChild<WatchTableModel>(console.window(), QStringLiteral("watchModel"));
    return model->index(model->rowOf(key), WatchTableModel::StateColumn)
        .data(Qt::ToolTipRole)
        .toString();
}

// The detail of the key (selected) says the state in words, for eyes and screen readers.
void checkDetailSays(ConsoleFixture& console, const QString& key, const QString& word) {
    console.window().selectKey(key);
    auto* fields = requireChild<QWidget>(console.window(), QStringLiteral("lockDetailPanel"));
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const QLabel* label : fields->findChildren<QLabel*>()) {
                if (label->accessibleName() == QStringLiteral("State: %1").arg(word) &&
                    label->text().contains(word))
                    return true;
            }
            return false;
        }(),
        3000);
}

} // namespace

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

    // On the console's own (manual) clock in step with the sandbox's, with no read in between
    // (polling stopped, as when the minute's budget is spent): a held row says "expired" at
    // expires_at, not before, and "takeover possible" once the grace second has surely
    // passed; the table, its tooltip, the detail and what a screen reader is told say the
    // same words. Polling again, the row says when it is read next, and the read frees it.
    void stateAgesAtExpiryWithoutARead() {
        const QString key = QStringLiteral("jobs:crashed");
        ConsoleFixture::Setup setup;
        setup.keys = {key};
        setup.manualConsoleClock = true;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(key, 10)).ok());
        for (int step = 0; step < 40 && console.shownState(key) != WatchState::Held; ++step) {
            QVERIFY(console.advanceBoth(250)); // reads go out as the console's clock reaches them
            QTest::qWait(40);
        }
        QCOMPARE(console.shownState(key), WatchState::Held);
        ui::ConsoleSession& session = console.app().session();
        session.scheduler().stop();
        const LockWatcher& watcher = session.watcher();
        const WatchEntry* entry = watcher.entry(key);
        QVERIFY(entry != nullptr);

        const qint64 toExpiry = *watcher.liveClock(*entry).expiresInMs;
        QVERIFY(toExpiry > 3000);
        // The countdown shown ticks; what a screen reader hears stays until a threshold.
        QVERIFY(console.advanceBoth(toExpiry - 3000));
        const QString shownBefore = console.shownText(key, WatchTableModel::ExpiresInColumn);
        QCOMPARE(heardText(console, key, WatchTableModel::ExpiresInColumn),
                 QStringLiteral("10 s or less left"));
        QVERIFY(console.advanceBoth(1000));
        QVERIFY(console.shownText(key, WatchTableModel::ExpiresInColumn) != shownBefore);
        QCOMPARE(heardText(console, key, WatchTableModel::ExpiresInColumn),
                 QStringLiteral("10 s or less left"));
        QVERIFY(console.advanceBoth(2000 - 1));
        QCOMPARE(watcher.liveClock(*entry).expiresInMs, std::optional<qint64>(1));
        const QString before = stateText(console, key);
        QVERIFY2(before == QStringLiteral("held") || before == QStringLiteral("at risk"),
                 qPrintable(before));
        QVERIFY(console.advanceBoth(1));
        QCOMPARE(watcher.liveState(*entry), LiveState::Expired);
        QCOMPARE(stateText(console, key), QStringLiteral("expired"));
        QCOMPARE(heardText(console, key, WatchTableModel::ExpiresInColumn),
                 QStringLiteral("expired"));
        checkDetailSays(console, key, QStringLiteral("expired"));

        const qint64 toTakeover = *watcher.liveClock(*entry).takeoverInMs;
        QVERIFY(toTakeover >= 1000); // the grace second, and the clock's uncertainty
        QVERIFY(console.advanceBoth(toTakeover - 1));
        QCOMPARE(stateText(console, key), QStringLiteral("expired"));
        QVERIFY(console.advanceBoth(1));
        QCOMPARE(watcher.liveState(*entry), LiveState::TakeoverPossible);
        QCOMPARE(stateText(console, key), QStringLiteral("takeover possible"));
        QCOMPARE(heardText(console, key, WatchTableModel::ExpiresInColumn),
                 QStringLiteral("takeover possible"));
        checkDetailSays(console, key, QStringLiteral("takeover possible"));
        QVERIFY(
            rowToolTip(console, key).contains(QStringLiteral("Next read: none by this console")));

        session.scheduler().start();
        QTRY_VERIFY(rowToolTip(console, key).contains(QStringLiteral("Next read: ")) &&
                    !rowToolTip(console, key).contains(QStringLiteral("none by this console")));
        // The row itself says when it is read next, where its countdown was.
        const QString next = console.shownText(key, WatchTableModel::ExpiresInColumn);
        QVERIFY2(next.startsWith(QStringLiteral("read in ")) ||
                     next == QStringLiteral("reading now"),
                 qPrintable(next));
        for (int step = 0; step < 40 && console.shownState(key) != WatchState::Free; ++step) {
            QVERIFY(console.advanceBoth(250));
            QTest::qWait(40);
        }
        QCOMPARE(stateText(console, key), QStringLiteral("free"));
    }

    // The status bar says why rows are not read: a budget too small for the keys ("each key
    // read about every ..."), and, once a minute's reads are spent, until when. On a manual
    // clock: a whole minute, step by step.
    void statusBarSaysWhyReadsStop() {
        ConsoleFixture::Setup setup;
        for (int i = 0; i < 40; ++i)
            setup.keys << QStringLiteral("fleet:%1").arg(i, 2, 10, QLatin1Char('0'));
        setup.budgetPerMinute = 10;
        setup.manualConsoleClock = true;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ConsoleSession& session = console.app().session();
        const int capacity = session.scheduler().planner().readCapacityPerMinute();
        QVERIFY(capacity > 0 && capacity <= 10);
        auto* coverage = requireChild<QLabel>(console.window(), QStringLiteral("coverageWarning"));
        QTRY_VERIFY_WITH_TIMEOUT(coverage->isVisible(), 3000);
        QVERIFY2(coverage->text().startsWith(QStringLiteral("Each key read about every")),
                 qPrintable(coverage->text()));
        QCOMPARE(coverage->toolTip(),
                 QStringLiteral("40 keys at %1 reads a minute: each key about every %2")
                     .arg(capacity)
                     .arg(ui::timetext::duration(40LL * 60'000 / capacity)));

        // From the start of a minute, second by second until its reads are spent.
        const qint64 now = console.consoleClock()->utcNow().toMSecsSinceEpoch();
        QVERIFY(console.advanceBoth(60'000 - now % 60'000));
        const QDateTime minuteEnd = console.consoleClock()->utcNow().addSecs(60);
        for (int second = 0; second < 59 && session.scheduler().readsThisMinute() < capacity;
             ++second) {
            QVERIFY(console.advanceBoth(1000));
            QTest::qWait(20);
        }
        QCOMPARE(session.scheduler().readsThisMinute(), capacity);
        QVERIFY2(console.consoleClock()->utcNow() > minuteEnd.addSecs(-30),
                 "a budget is a rate: the reads are spread over the minute");
        auto* polling = requireChild<QLabel>(console.window(), QStringLiteral("pollingStatus"));
        const QString spent = QStringLiteral("budget spent until %1")
                                  .arg(ui::timetext::clockTime(minuteEnd, minuteEnd));
        QTRY_VERIFY2_WITH_TIMEOUT(polling->text().contains(spent),
                                  qPrintable(polling->text() + QStringLiteral(" / ") + spent),
                                  3000);
        QVERIFY(console.advanceBoth(minuteEnd.toMSecsSinceEpoch() -
                                    console.consoleClock()->utcNow().toMSecsSinceEpoch()));
        QTRY_VERIFY_WITH_TIMEOUT(!polling->text().contains(QStringLiteral("budget spent")), 3000);
    }

    // A holder that renews every 10 s, then stops: the row turns "at risk" while its lease
    // still runs (its renewal is overdue) and the "At risk or ended" filter finds it; reads
    // failing (a region outage) make it stale, and the "Stale" filter finds it. Both clocks
    // manual, stepped a second at a time.
    void atRiskAndStaleRowsAreFound() {
        const QString key = QStringLiteral("svc:leader");
        ConsoleFixture::Setup setup;
        setup.keys = {key, QStringLiteral("svc:idle")};
        setup.manualConsoleClock = true;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult grant = ConsoleFixture::wait(console.worker().acquire(key, 30));
        QVERIFY(grant.ok());
        auto stepSeconds = [&console](int seconds) {
            for (int i = 0; i < seconds; ++i) {
                if (!console.advanceBoth(1000))
                    return false;
                QTest::qWait(30); // the reads due in that second are answered
            }
            return true;
        };
        for (int renewal = 0; renewal < 3; ++renewal) {
            QVERIFY(stepSeconds(10));
            QVERIFY(ConsoleFixture::wait(console.worker().renew(key, grant.lockToken, 30)).ok());
        }
        QVERIFY(stepSeconds(2));
        const LockWatcher& watcher = console.app().session().watcher();
        const WatchEntry* entry = watcher.entry(key);
        QVERIFY(entry != nullptr);
        QVERIFY2(entry->renewals.renewalsSeen() >= 2,
                 qPrintable(QString::number(entry->renewals.renewalsSeen())));
        QCOMPARE(stateText(console, key), QStringLiteral("held"));

        // The holder stops renewing: overdue well before its lease runs out.
        int waited = 0;
        for (; waited < 25 && watcher.liveState(*entry) != LiveState::AtRisk; ++waited)
            QVERIFY(stepSeconds(1));
        QCOMPARE(watcher.liveState(*entry), LiveState::AtRisk);
        QVERIFY2(*watcher.liveClock(*entry).expiresInMs > 0, "at risk while the lease runs");
        QCOMPARE(stateText(console, key), QStringLiteral("at risk"));
        auto* condition =
            requireChild<QComboBox>(console.window(), QStringLiteral("watchConditionFilter"));
        auto* view = requireChild<QTableView>(console.window(), QStringLiteral("watchTable"));
        condition->setCurrentIndex(
            condition->findData(int(WatchTableModel::RowFilter::AtRiskOrEnded)));
        QCOMPARE(view->model()->rowCount(), 1);
        QCOMPARE(proxyRowOf(*view, key), 0);

        QCOMPARE(console.sandbox().setRegionAvailable(false), 204);
        for (int i = 0; i < 20 && !entry->isStale(); ++i)
            QVERIFY(stepSeconds(1));
        QVERIFY(entry->isStale());
        condition->setCurrentIndex(condition->findData(int(WatchTableModel::RowFilter::Stale)));
        QTRY_COMPARE(view->model()->rowCount(), 2); // every read fails: both keys are stale
        QVERIFY(proxyRowOf(*view, key) >= 0);
        QVERIFY2(stateText(console, key).startsWith(QStringLiteral("stale")),
                 qPrintable(stateText(console, key)));
        QCOMPARE(console.sandbox().setRegionAvailable(true), 204);
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
