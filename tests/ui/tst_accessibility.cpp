// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// What a screen reader finds, through QAccessible (the interfaces AT-SPI serves): every
// interactive element of the main window, each of its tabs and docks, and every dialog has a
// name; and the watch table read cell by cell says what the model says, states in words.

#include "ConsoleFixture.h"
#include "alerts/RuleSet.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "protocol/KeyListParser.h"
#include "store/ProfileStore.h"
#include "ui/MainWindow.h"
#include "ui/ProfilesDialog.h"
#include "ui/UiResources.h"
#include "ui/alerts/AlertRulesDialog.h"
#include "ui/watch/AddKeyDialog.h"
#include "ui/watch/ForceReleaseDialog.h"
#include "ui/watch/ImportKeysDialog.h"
#include "ui/watch/KeyListDialog.h"
#include "ui/watch/PasteKeysDialog.h"
#include "ui/watch/WatchTableModel.h"

#include <QAccessible>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

bool needsName(QAccessible::Role role) {
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::EditableText:
    case QAccessible::Slider:
    case QAccessible::PageTab:
    case QAccessible::ColumnHeader:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Link:
    case QAccessible::MenuItem:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Chart:
        return true;
    default:
        return false;
    }
}

// Cells and items take their names from the data; walking them all says nothing more.
bool skipsChildren(QAccessible::Role role) {
    return role == QAccessible::Cell || role == QAccessible::ListItem ||
           role == QAccessible::TreeItem || role == QAccessible::Row ||
           role == QAccessible::ScrollBar;
}

QString describeWidget(const QWidget* widget) {
    const QString name =
        widget->objectName().isEmpty() ? widget->accessibleName() : widget->objectName();
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(widget->metaObject()->className()),
                                         name);
}

QString describe(QAccessibleInterface* iface) {
    QObject* object = iface->object();
    QString path;
    for (QObject* o = object; o; o = o->parent()) {
        if (!o->objectName().isEmpty()) {
            path = o->objectName();
            break;
        }
    }
    return QStringLiteral("%1 (role %2, in %3)")
        .arg(object ? QString::fromLatin1(object->metaObject()->className())
                    : QStringLiteral("(no object)"))
        .arg(int(iface->role()))
        .arg(path.isEmpty() ? QStringLiteral("?") : path);
}

void collectUnnamed(QAccessibleInterface* iface, QStringList& unnamed, int depth = 0) {
    if (!iface || depth > 40 || iface->state().invisible)
        return;
    const bool chartView = iface->object() && iface->object()->inherits("QChartView");
    if ((needsName(iface->role()) || chartView) &&
        iface->text(QAccessible::Name).trimmed().isEmpty())
        unnamed << describe(iface);
    if (skipsChildren(iface->role()))
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        collectUnnamed(iface->child(i), unnamed, depth + 1);
}

// Tab from the top-left control through the dialog: none is reached after one that sits
// below it (top to bottom, then left to right within a row; a column further right may
// start again at the top).
QStringList tabOrderProblems(QWidget* dialog) {
    dialog->show();
    QTest::qWait(20);
    QList<QWidget*> chain;
    QWidget* first = dialog->nextInFocusChain();
    for (QWidget* widget = first; widget && widget != dialog; widget = widget->nextInFocusChain()) {
        if (widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus) &&
            widget->window() == dialog && !widget->focusProxy())
            chain.append(widget);
        if (widget->nextInFocusChain() == first)
            break;
    }
    // The chain is a ring: read it from the control nearest the top left.
    const auto topLeft = std::min_element(chain.begin(), chain.end(), [&](QWidget* a, QWidget* b) {
        const QPoint pa = a->mapTo(dialog, QPoint(0, 0));
        const QPoint pb = b->mapTo(dialog, QPoint(0, 0));
        return std::pair(pa.y(), pa.x()) < std::pair(pb.y(), pb.x());
    });
    std::rotate(chain.begin(), topLeft, chain.end());
    QStringList problems;
    constexpr int kSameRow = 12; // pixels: controls on one row may sit a little apart
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QPoint before = chain[i - 1]->mapTo(dialog, QPoint(0, 0));
        const QPoint after = chain[i]->mapTo(dialog, QPoint(0, 0));
        // Up is fine only into a column further right (a list beside its form).
        const bool newColumn = after.x() >= before.x() + chain[i - 1]->width();
        const bool backwards =
            (after.y() < before.y() - kSameRow && !newColumn) ||
            (std::abs(after.y() - before.y()) <= kSameRow && after.x() < before.x());
        if (backwards)
            problems << QStringLiteral("%1: %2 (%3,%4) then %5 (%6,%7)")
                            .arg(QString::fromLatin1(dialog->metaObject()->className()),
                                 describeWidget(chain[i - 1]))
                            .arg(before.x())
                            .arg(before.y())
                            .arg(describeWidget(chain[i]))
                            .arg(after.x())
                            .arg(after.y());
    }
    return problems;
}

ConsoleFixture::Setup withLeaderAndOther() {
    ConsoleFixture::Setup setup;
    setup.keys = {QStringLiteral("jobs:leader"), QStringLiteral("jobs:other")};
    return setup;
}

// A worker holds jobs:leader and the console shows it held (the force release dialog needs a
// holder).
bool leaderIsHeld(ConsoleFixture& console) {
    if (!ConsoleFixture::wait(console.worker().acquire(QStringLiteral("jobs:leader"), 60)).ok())
        return false;
    return QTest::qWaitFor(
        [&] { return console.shownState(QStringLiteral("jobs:leader")) == WatchState::Held; },
        8000);
}

// Every dialog of the console, made over its window (jobs:leader held).
QList<QWidget*> everyDialog(ConsoleFixture& console) {
    ui::MainWindow& window = console.window();
    ui::ConsoleApp& app = console.app();
    return {new ui::AddKeyDialog(app.watchlist(), &window),
            new ui::PasteKeysDialog(app.watchlist(), &window),
            new ui::ImportKeysDialog(app.watchlist(), QStringLiteral("keys.txt"),
                                     KeyListParser().parseText(u"jobs:a\nbad key\n"), &window),
            new ui::ProfilesDialog(app.profiles(), app.secrets(), &window),
            new ui::AlertRulesDialog(alerts::RuleSet(), &window),
            window.openForceRelease(QStringLiteral("jobs:leader"))};
}

QStringList unnamedIn(QWidget* widget) {
    QStringList unnamed;
    widget->show();
    QTest::qWait(20);
    collectUnnamed(QAccessible::queryAccessibleInterface(widget), unnamed);
    return unnamed;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void everyInteractiveElementHasAName() {
        ConsoleFixture console(withLeaderAndOther());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(leaderIsHeld(console));
        ui::MainWindow& window = console.window();
        window.selectKey(QStringLiteral("jobs:leader"));
        QStringList unnamed;
        for (const QString& panel : ui::MainWindow::panelNames()) {
            QVERIFY2(window.showPanel(panel), qPrintable(panel));
            unnamed += unnamedIn(&window);
        }
        const QList<QWidget*> dialogs = everyDialog(console);
        QVERIFY(!dialogs.contains(nullptr)); // the force release dialog opened
        for (QWidget* dialog : dialogs)
            unnamed += unnamedIn(dialog);
        unnamed += unnamedIn(window.showCommandPalette());
        unnamed.removeDuplicates();
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QString::number(unnamed.size()) + QStringLiteral(" unnamed:\n") +
                            unnamed.join(QLatin1Char('\n'))));
    }

    // Tab moves through every dialog top to bottom, left to right.
    void dialogsTabInReadingOrder() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("jobs:leader")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(leaderIsHeld(console));
        QStringList problems;
        const QList<QWidget*> dialogs = everyDialog(console);
        QVERIFY(!dialogs.contains(nullptr));
        for (QWidget* dialog : dialogs)
            problems += tabOrderProblems(dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // A screen reader reads the watch table cell by cell: the same rows, in the same order,
    // and the same words as the model shows (the state in words, never only a colour).
    void theWatchTableReadsAsTheModel() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a:held"), QStringLiteral("b:free")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(QStringLiteral("a:held"), 60)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("a:held")), WatchState::Held,
                                  8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("b:free")), WatchState::Free,
                                  8000);
        auto* view = requireChild<QTableView>(console.window(), QStringLiteral("watchTable"));
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(view);
        QVERIFY(table && table->tableInterface());
        QAccessibleTableInterface* cells = table->tableInterface();
        const QAbstractItemModel* model = view->model();
        QCOMPARE(cells->rowCount(), model->rowCount());
        QCOMPARE(cells->columnCount(), model->columnCount());
        QVERIFY(!table->text(QAccessible::Name).isEmpty());
        for (int column = 0; column < model->columnCount(); ++column) {
            const QList<QAccessibleInterface*> headers =
                cells->cellAt(0, column)->tableCellInterface()->columnHeaderCells();
            // Qt makes these anew on each call and leaves them to the caller (an AT-SPI
            // bridge caches them): into the cache, to be freed.
            QList<QAccessible::Id> made;
            for (QAccessibleInterface* header : headers)
                made << QAccessible::registerAccessibleInterface(header);
            const QString heard =
                headers.value(0) ? headers.first()->text(QAccessible::Name) : QString();
            for (const QAccessible::Id id : made)
                QAccessible::deleteAccessibleInterface(id);
            QCOMPARE(made.size(), 1);
            QCOMPARE(heard, model->headerData(column, Qt::Horizontal).toString());
        }
        QStringList heardStates;
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                // What the model says aloud (the countdown at thresholds), else what it shows.
                const QModelIndex index = model->index(row, column);
                const QVariant spoken = index.data(Qt::AccessibleTextRole);
                QCOMPARE(cells->cellAt(row, column)->text(QAccessible::Name),
                         spoken.isValid() ? spoken.toString() : index.data().toString());
            }
            heardStates
                << cells->cellAt(row, ui::WatchTableModel::StateColumn)->text(QAccessible::Name);
        }
        heardStates.sort();
        QCOMPARE(heardStates, (QStringList{QStringLiteral("free"), QStringLiteral("held")}));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
