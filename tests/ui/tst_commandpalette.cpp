// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The command palette (Ctrl+K): fuzzy matching ranks what a user means first; in a whole
// console against the real sandbox it runs any action of the menus and jumps to any watched
// key, by keyboard alone.

#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/widgets/CommandPalette.h"
#include "ui/widgets/FuzzyMatch.h"

#include <QApplication>
#include <QLineEdit>
#include <QPointer>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::FuzzyMatch;

class TestCommandPalette : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void fuzzyMatching_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("better");
        QTest::addColumn<QString>("worse"); // empty: must not match at all
        QTest::newRow("word starts") << "fr"
                                     << "Force Release…"
                                     << "Refresh";
        QTest::newRow("two words") << "for rel"
                                   << "Force Release…"
                                   << "Remove Keys…";
        QTest::newRow("consecutive") << "time"
                                     << "Timeline"
                                     << "Take Test Lease…";
        QTest::newRow("key parts") << "sl"
                                   << "shard:leader"
                                   << "reports:nightly-slow";
        QTest::newRow("case") << "QUOTA"
                              << "Quota"
                              << "";
        QTest::newRow("order matters") << "ab"
                                       << "a-b"
                                       << "ba";
        QTest::newRow("shorter first") << "shard"
                                       << "shard"
                                       << "shard-10";
        QTest::newRow("a later start needs room") << "ab"
                                                  << "xab"
                                                  << "";
    }

    void fuzzyMatching() {
        QFETCH(QString, pattern);
        QFETCH(QString, better);
        QFETCH(QString, worse);
        const auto good = FuzzyMatch::score(pattern, better);
        QVERIFY2(good.has_value(), qPrintable(better));
        if (worse.isEmpty())
            return;
        const auto bad = FuzzyMatch::score(pattern, worse);
        QVERIFY2(!bad || *bad < *good, qPrintable(QStringLiteral("%1 vs %2").arg(*good).arg(*bad)));
        QVERIFY(!FuzzyMatch::score(QStringLiteral("zzz"), better));
        QCOMPARE(FuzzyMatch::score(QString(), better),
                 FuzzyMatch::score(QStringLiteral(" "), better));
    }

    void runsActionsAndJumpsToKeysByKeyboard() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("jobs:leader"), QStringLiteral("shard:7"),
                      QStringLiteral("shard:leader")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        window.activateWindow();
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        auto* palette = window.findChild<ui::CommandPalette*>(QStringLiteral("commandPalette"));
        QVERIFY(palette);
        QTRY_VERIFY(palette->isVisible());
        QLineEdit* search = palette->searchField();
        QTest::keyClicks(search, QStringLiteral("timel"));
        QCOMPARE(palette->shownTexts().value(0), QStringLiteral("Timeline"));
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_VERIFY(!window.findChild<ui::CommandPalette*>(QStringLiteral("commandPalette")));
        auto* tabs = requireChild<QTabWidget>(window, QStringLiteral("mainTabs"));
        QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("timelinePanel"));

        // A watched key: Down to the second match, Enter selects it in the Locks tab.
        palette = window.showCommandPalette();
        QTest::keyClicks(palette->searchField(), QStringLiteral("shard"));
        QCOMPARE(palette->shownTexts(),
                 (QStringList{QStringLiteral("shard:7"), QStringLiteral("shard:leader")}));
        QTest::keyClick(palette->searchField(), Qt::Key_Down);
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QTRY_COMPARE(tabs->currentWidget()->objectName(), QStringLiteral("mainSplitter"));
        auto* table = requireChild<QTableView>(window, QStringLiteral("watchTable"));
        QCOMPARE(table->currentIndex().siblingAtColumn(0).data().toString(),
                 QStringLiteral("shard:leader"));

        // Escape closes without running anything; disabled actions are not offered.
        palette = window.showCommandPalette();
        QTest::keyClicks(palette->searchField(), QStringLiteral("quit"));
        QCOMPARE(palette->shownTexts().value(0), QStringLiteral("Quit"));
        QPointer<ui::CommandPalette> closing = palette;
        QTest::keyClick(palette->searchField(), Qt::Key_Escape);
        QTRY_VERIFY(!closing);
        QVERIFY(window.isVisible());
    }
};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"
