// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The main window at 1280×800, the smallest screen the console is made for: the quota and
// planner charts have the room to show their axes, the planner's verdict is read whole, the
// detail panel keeps its width whatever its texts say, the watchlist's columns and the
// toolbar's Profiles button are not cut off.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LiveState.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/LockDetailPanel.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/StateStyle.h"

#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace volcano;
using namespace volcano::test;

namespace {

const QSize kSmallScreen(1280, 800);
const QString kLongKey = QStringLiteral("jobs:") + QString(123, QLatin1Char('x'));

// The window at 1280×800 with every layout request handled.
void atSmallScreen(ui::MainWindow& window) {
    window.resize(kSmallScreen);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), kSmallScreen);
}

// The widget is shown whole: nothing of it is clipped by a parent or a scroll area.
bool shownWhole(const QWidget* widget) {
    if (!widget->isVisible())
        return false;
    const QRect rect = widget->rect();
    QWidget* window = widget->window();
    const QRect onWindow(widget->mapTo(window, rect.topLeft()), rect.size());
    for (const QWidget* parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        const QRect parentRect(parent->mapTo(window, QPoint(0, 0)), parent->size());
        if (!parentRect.contains(onWindow))
            return false;
    }
    return true;
}

// The chart's axis labels and titles, as drawn; "…" marks one cut for lack of room.
QStringList chartTexts(QChartView* chart) {
    QStringList texts;
    const QList<QGraphicsItem*> items = chart->scene()->items();
    for (const QGraphicsItem* item : items) {
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            text && text->isVisible())
            texts << text->toPlainText();
    }
    return texts;
}

// Run with QVERIFY; the caller checks QTest::currentTestFailed().
void verifyReadable(QChartView* chart) {
    QVERIFY(shownWhole(chart));
    QVERIFY2(chart->height() >= 250, qPrintable(QString::number(chart->height())));
    QVERIFY2(chart->width() >= 480, qPrintable(QString::number(chart->width())));
    const QStringList texts = chartTexts(chart);
    QVERIFY2(texts.size() >= 4, qPrintable(texts.join(u'|')));
    for (const QString& text : texts)
        QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(texts.join(u'|')));
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void quotaChartIsReadable() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        atSmallScreen(window);
        QVERIFY(window.showPanel(QStringLiteral("quota")));
        auto* chart = requireChild<QChartView>(window, QStringLiteral("quotaChart"));
        QTRY_VERIFY(chart->isVisible() && chart->height() >= 250);
        QCoreApplication::processEvents(); // the chart lays its axes out
        verifyReadable(chart);
        QVERIFY(!QTest::currentTestFailed());
    }

    void plannerChartAndVerdictAreReadable() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        atSmallScreen(window);
        QVERIFY(window.showPanel(QStringLiteral("planner")));
        auto* chart = requireChild<QChartView>(window, QStringLiteral("plannerChart"));
        QTRY_VERIFY(chart->isVisible() && chart->height() >= 250);
        QCoreApplication::processEvents(); // the chart lays its axes out
        verifyReadable(chart);
        QVERIFY(!QTest::currentTestFailed());
        // The verdict wraps and every line of it is on the screen.
        auto* verdict = requireChild<QLabel>(window, QStringLiteral("plannerVerdict"));
        QVERIFY(verdict->wordWrap());
        QVERIFY(verdict->text().contains(QStringLiteral("Over budget"))); // 600 reads a minute
        QVERIFY(shownWhole(verdict));
        QVERIFY2(verdict->height() >= verdict->heightForWidth(verdict->width()),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(verdict->height())
                                .arg(verdict->heightForWidth(verdict->width()))));
    }

    void detailPanelKeepsItsWidthWhateverItsTextsSay() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a"), kLongKey};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        atSmallScreen(window);
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(QStringLiteral("a"), 30)).ok());
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(kLongKey, 30)).ok());
        window.selectKey(QStringLiteral("a"));
        console.app().session().refreshAll();
        ui::LockDetailPanel* detail = window.detailPanel();
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        auto* splitter = requireChild<QSplitter>(window, QStringLiteral("mainSplitter"));
        const QList<int> sizes = splitter->sizes();
        const int width = detail->width();

        // A 128-character key, then every read failing: "stale (last: held)" and an error.
        window.selectKey(kLongKey);
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        QCOMPARE(console.sandbox().setFaults({{QStringLiteral("unavailable_rate"), 1.0}}), 204);
        console.app().session().refreshAll();
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("stale (last: held)"), 15000);
        auto* lastError = requireChild<QLabel>(*detail, QStringLiteral("latestError"));
        QTRY_VERIFY(!lastError->text().isEmpty());
        QCoreApplication::processEvents();
        QCOMPARE(detail->width(), width);
        QCOMPARE(splitter->sizes(), sizes);
        // The long error wraps within the panel instead of running out of it.
        QVERIFY(lastError->wordWrap());
        QVERIFY(lastError->geometry().right() < detail->width());
    }

    void lastReadColumnIsShownWhole() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a"), QStringLiteral("b")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        atSmallScreen(window);
        console.app().session().refreshAll();
        QTRY_VERIFY_WITH_TIMEOUT(
            !console.shownText(QStringLiteral("b"), ui::WatchTableModel::LastReadColumn).isEmpty(),
            8000);
        auto* table = requireChild<QTableView>(window, QStringLiteral("watchTable"));
        const QAbstractItemView* view = table; // sizeHintForColumn() is public here
        const int column = ui::WatchTableModel::LastReadColumn;
        const QHeaderView* header = table->horizontalHeader();
        const int needed =
            std::max(header->sectionSizeHint(column), view->sizeHintForColumn(column));
        QVERIFY2(table->columnWidth(column) >= needed,
                 qPrintable(QStringLiteral("%1 < %2").arg(table->columnWidth(column)).arg(needed)));
        QVERIFY(header->sectionViewportPosition(column) + table->columnWidth(column) <=
                table->viewport()->width());
    }

    // "expired-in-g…" was cut off: every word the State column can show, with its icon,
    // fits the column at its default width, as the table's own delegate lays it out.
    void everyStateWordFitsItsColumn() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        atSmallScreen(window);
        auto* table = requireChild<QTableView>(window, QStringLiteral("watchTable"));
        const int width = table->columnWidth(ui::WatchTableModel::StateColumn);
        QStandardItemModel words;
        for (const LiveState state :
             {LiveState::NotRead, LiveState::Free, LiveState::Held, LiveState::AtRisk,
              LiveState::Expired, LiveState::TakeoverPossible, LiveState::Stale})
            words.appendRow(new QStandardItem(ui::StateStyle::icon(state), liveStateName(state)));
        for (const QString& text : allLiveStateTexts())
            words.appendRow(new QStandardItem(ui::StateStyle::icon(LiveState::Stale), text));
        QStyleOptionViewItem option;
        option.initFrom(table);
        option.font = table->font();
        option.decorationSize = table->iconSize().isValid() ? table->iconSize() : QSize(16, 16);
        option.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::HasDecoration;
        option.widget = table;
        for (int row = 0; row < words.rowCount(); ++row) {
            const QModelIndex index = words.index(row, 0);
            const int needed = table->itemDelegate()->sizeHint(option, index).width();
            QVERIFY2(needed <= width, qPrintable(QStringLiteral("'%1' needs %2 px of %3")
                                                     .arg(index.data().toString())
                                                     .arg(needed)
                                                     .arg(width)));
        }
    }

    void profilesButtonIsNotInTheOverflow() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        atSmallScreen(window);
        auto* toolBar = requireChild<QToolBar>(window, QStringLiteral("mainToolBar"));
        auto* actions = requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"));
        QWidget* profiles = toolBar->widgetForAction(actions->profiles);
        QVERIFY(profiles);
        QVERIFY(shownWhole(profiles));
        // Nothing of the toolbar went into the overflow menu.
        auto* overflow = toolBar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY(!overflow || !overflow->isVisible());
        QWidget* budget = requireChild<QWidget>(window, QStringLiteral("pollingBudget"));
        QVERIFY(shownWhole(budget));
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
