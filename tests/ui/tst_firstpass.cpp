// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The first pass over a watchlist bigger than a minute's budget, against a real sandbox: the
// status bar says how far it is and about how long the rest takes, rows not read yet say so,
// keys matching the table's filter are read first, and the progress goes away when done.
#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "store/Watchlist.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/ConsoleStatusBar.h"
#include "ui/widgets/ElidedLabel.h"

#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::WatchTableModel;

namespace {

constexpr int kKeys = 300;

QString keyName(int i) {
    return QStringLiteral("fp:key-%1").arg(i, 3, 10, QLatin1Char('0'));
}

QStringList keyNames() {
    QStringList keys;
    for (int i = 0; i < kKeys; ++i)
        keys << keyName(i);
    return keys;
}

} // namespace

class TestFirstPass : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void statusBarShowsTheFirstPassAndFilteredKeysGoFirst() {
        ConsoleFixture::Setup setup;
        setup.keys = keyNames();
        setup.budgetPerMinute = 120; // 300 keys: about two and a half minutes
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* statusBar =
            requireChild<ui::ConsoleStatusBar>(window, QStringLiteral("consoleStatusBar"));
        auto* progress = requireChild<ui::ElidedLabel>(window, QStringLiteral("firstPassStatus"));
        const LockWatcher& watcher = console.app().session().watcher();
        const auto isRead = [&watcher](const QString& key) {
            const WatchEntry* entry = watcher.entry(key);
            return entry && entry->lastGoodRead.isValid();
        };

        // "First pass: 12 of 300 keys read · about 2 min left"
        static const QRegularExpression shown(
            QStringLiteral("^First pass: (\\d+) of 300 keys read · about \\d+ min left$"));
        QTRY_VERIFY2_WITH_TIMEOUT(shown.match(progress->fullText()).hasMatch() &&
                                      shown.match(progress->fullText()).captured(1).toInt() > 0,
                                  qPrintable(progress->fullText()), 15000);
        QVERIFY(progress->isVisibleTo(&window));
        QVERIFY2(statusBar->statusText().contains(progress->fullText()),
                 qPrintable(statusBar->statusText()));
        QVERIFY(progress->toolTip().contains(QStringLiteral("estimate")));
        // Where the last minute's reads went, by the planner's reason: first reads here.
        auto* readMix = requireChild<QLabel>(window, QStringLiteral("readMixStatus"));
        static const QRegularExpression mix(QStringLiteral("^reads: \\d+ first"));
        QTRY_VERIFY2(mix.match(readMix->text()).hasMatch(), qPrintable(readMix->text()));
        QVERIFY2(statusBar->statusText().contains(readMix->text()),
                 qPrintable(statusBar->statusText()));

        // A row not read yet says so, and what it waits for.
        const QString last = keyName(kKeys - 1);
        QVERIFY(!isRead(last));
        QCOMPARE(console.shownText(last, WatchTableModel::StateColumn),
                 QStringLiteral("not read yet"));
        auto* model = requireChild<WatchTableModel>(window, QStringLiteral("watchModel"));
        QVERIFY(model->index(model->rowOf(last), WatchTableModel::StateColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("waiting for its first read")));

        // The filter matches fp:key-290 .. fp:key-299: they are read before fp:key-150.
        auto* filter = requireChild<QLineEdit>(window, QStringLiteral("watchFilter"));
        QTest::keyClicks(filter, QStringLiteral("key-29"));
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (int i = 290; i < 300; ++i) {
                    if (!isRead(keyName(i)))
                        return false;
                }
                return true;
            }(),
            30000);
        QVERIFY2(!isRead(keyName(150)), "the first pass did not read the filtered keys first");
        QCOMPARE(console.shownText(keyName(295), WatchTableModel::StateColumn),
                 QStringLiteral("free"));

        // Once every watched key has been read the progress goes away: here by removing the
        // keys still waiting.
        filter->clear();
        QStringList unread;
        for (const QString& key : keyNames()) {
            if (!isRead(key))
                unread << key;
        }
        console.app().watchlist().removeMany(unread);
        QTRY_VERIFY2_WITH_TIMEOUT(!progress->isVisibleTo(&window), qPrintable(progress->fullText()),
                                  5000);
        QVERIFY2(!statusBar->statusText().contains(QStringLiteral("First pass")),
                 qPrintable(statusBar->statusText()));
    }
};

QTEST_MAIN(TestFirstPass)
#include "tst_firstpass.moc"
