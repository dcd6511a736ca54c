// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Paste and import against a real sandbox: the preview lists what will be added, what is
// already watched and every rejected line before anything is added; Cancel adds nothing.
#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "store/Watchlist.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/watch/WatchTableView.h"
#include "ui/widgets/FileDialog.h"
#include "ui/widgets/MessageBox.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace volcano;
using namespace volcano::test;

namespace {

// What a list view shows, top to bottom.
QStringList shownKeys(const QDialog& dialog, const QString& name) {
    const QAbstractItemModel* model = requireChild<QListView>(dialog, name)->model();
    QStringList keys;
    for (int row = 0; row < model->rowCount(); ++row)
        keys << model->index(row, 0).data().toString();
    return keys;
}

// The rejected table as "line|text|reason" rows.
QStringList shownRejected(const QDialog& dialog) {
    const QAbstractItemModel* model =
        requireChild<QTreeView>(dialog, QStringLiteral("keyListRejected"))->model();
    QStringList rows;
    for (int row = 0; row < model->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model->columnCount(); ++column)
            cells << model->index(row, column).data().toString();
        rows << cells.join(u'|');
    }
    return rows;
}

QPushButton* addButton(const QDialog& dialog) {
    return requireChild<QPushButton>(dialog, QStringLiteral("addKeysButton"));
}

void writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(content), content.size());
}

} // namespace

class TestKeyLists : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void pastePreviewFollowsTheText() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("watched")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* actions = requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"));

        QApplication::clipboard()->setText(QStringLiteral("from.clipboard\n"));
        actions->pasteKeys->trigger();
        auto* dialog = requireChild<QDialog>(window, QStringLiteral("pasteKeysDialog"));
        QVERIFY(dialog->isVisible());
        QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListToAdd")),
                 QStringList{QStringLiteral("from.clipboard")});
        for (const QString& list :
             {QStringLiteral("keyListToAdd"), QStringLiteral("keyListAlreadyWatched")})
            QVERIFY(!requireChild<QAbstractItemView>(*dialog, list)->accessibleName().isEmpty());
        QVERIFY(!requireChild<QAbstractItemView>(*dialog, QStringLiteral("keyListRejected"))
                     ->accessibleName()
                     .isEmpty());

        // Typed key by key, the preview follows every change.
        auto* text = requireChild<QPlainTextEdit>(*dialog, QStringLiteral("pasteKeysText"));
        text->clear();
        QVERIFY(!addButton(*dialog)->isEnabled());
        QCOMPARE(addButton(*dialog)->text(), QStringLiteral("Add keys"));
        QTest::keyClicks(text, QStringLiteral("alpha"));
        QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListToAdd")),
                 QStringList{QStringLiteral("alpha")});
        QCOMPARE(addButton(*dialog)->text(), QStringLiteral("Add 1 key"));
        QTest::keyClicks(text, QStringLiteral(" beta"));
        QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListToAdd")), QStringList{});
        QCOMPARE(shownRejected(*dialog).size(), 1);
        QVERIFY2(shownRejected(*dialog).constFirst().startsWith(QStringLiteral("1|alpha beta|")),
                 qPrintable(shownRejected(*dialog).constFirst()));
        QVERIFY(!addButton(*dialog)->isEnabled());

        // A pasted block: comments, CRLF, a repeat, a watched key, two bad lines.
        text->setPlainText(QStringLiteral("# on call\r\nalpha\r\nwatched\r\nbad/key\r\n\r\n"
                                          "beta, gamma  # two keys\r\nbeta\r\nalpha\r\n"));
        QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListToAdd")),
                 (QStringList{QStringLiteral("alpha"), QStringLiteral("beta")}));
        QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListAlreadyWatched")),
                 QStringList{QStringLiteral("watched")});
        const QStringList rejected = shownRejected(*dialog);
        QCOMPARE(rejected.size(), 2);
        QVERIFY2(rejected.at(0).startsWith(QStringLiteral("4|bad/key|character 4 ('/')")),
                 qPrintable(rejected.at(0)));
        QVERIFY2(rejected.at(1).startsWith(QStringLiteral("6|beta, gamma|")),
                 qPrintable(rejected.at(1)));
        QVERIFY2(rejected.at(1).endsWith(QStringLiteral("write one key per line")),
                 qPrintable(rejected.at(1)));
        const QString headline =
            requireChild<QLabel>(*dialog, QStringLiteral("keyListHeadline"))->text();
        QCOMPARE(headline, QStringLiteral("2 keys to add; 1 already watched; 2 lines rejected; 1 "
                                          "key repeated (counted once)."));
        QVERIFY(addButton(*dialog)->isEnabled());
        QCOMPARE(addButton(*dialog)->text(), QStringLiteral("Add 2 keys"));

        // Cancel adds nothing.
        requireChild<QPushButton>(*dialog, QStringLiteral("cancelKeysButton"))->click();
        QTRY_VERIFY(!window.findChild<QDialog*>(QStringLiteral("pasteKeysDialog")));
        QCOMPARE(console.app().watchlist().keyNames(), QStringList{QStringLiteral("watched")});

        // Add stores exactly the keys shown, and the table selects the first.
        QApplication::clipboard()->setText(QStringLiteral("alpha\nbad/key\nbeta\nwatched\n"));
        actions->pasteKeys->trigger();
        dialog = requireChild<QDialog>(window, QStringLiteral("pasteKeysDialog"));
        QCOMPARE(addButton(*dialog)->text(), QStringLiteral("Add 2 keys"));
        addButton(*dialog)->click();
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
        QTRY_VERIFY(!window.findChild<QDialog*>(QStringLiteral("pasteKeysDialog")));
        QCOMPARE(console.app().watchlist().keyNames(),
                 (QStringList{QStringLiteral("watched"), QStringLiteral("alpha"),
                              QStringLiteral("beta")}));
        QCOMPARE(
            requireChild<ui::WatchTableModel>(window, QStringLiteral("watchModel"))->rowCount(), 3);
        QCOMPARE(
            requireChild<ui::WatchTableView>(window, QStringLiteral("watchTable"))->currentKey(),
            QStringLiteral("alpha"));
    }

    void importPreviewsTheFile_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("positionHeader");
        QTest::addColumn<QStringList>("rejectedStarts");
        QTest::newRow("text") << QStringLiteral("keys.txt")
                              << QByteArray("# team keys\nimp.one\nwatched\nimp.two  # nightly\n"
                                            "a b\n\nimp.one\nbad/key\n")
                              << QStringLiteral("Line")
                              << QStringList{QStringLiteral("5|a b|"),
                                             QStringLiteral("8|bad/key|")};
        QTest::newRow("json") << QStringLiteral("keys.json")
                              << QByteArray(
                                     R"({"keys": ["imp.one", "watched", 7, "imp.two", "a b"]})")
                              << QStringLiteral("Item")
                              << QStringList{QStringLiteral("3|7|not a string"),
                                             QStringLiteral("5|a b|")};
    }

    void importPreviewsTheFile() {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, positionHeader);
        QFETCH(QStringList, rejectedStarts);
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("watched")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::MainWindow& window = console.window();
        auto* actions = requireChild<ui::ConsoleActions>(window, QStringLiteral("consoleActions"));
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        writeFile(path, content);

        for (const bool confirm : {false, true}) {
            ui::FileDialog::setNextFileName(path);
            actions->importKeys->trigger();
            auto* dialog = requireChild<QDialog>(window, QStringLiteral("importKeysDialog"));
            QVERIFY(dialog->isVisible());
            QVERIFY(requireChild<QLabel>(*dialog, QStringLiteral("importKeysFile"))
                        ->text()
                        .contains(name));
            QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListToAdd")),
                     (QStringList{QStringLiteral("imp.one"), QStringLiteral("imp.two")}));
            QCOMPARE(shownKeys(*dialog, QStringLiteral("keyListAlreadyWatched")),
                     QStringList{QStringLiteral("watched")});
            const auto* rejectedView =
                requireChild<QTreeView>(*dialog, QStringLiteral("keyListRejected"));
            QCOMPARE(rejectedView->model()->headerData(0, Qt::Horizontal).toString(),
                     positionHeader);
            const QStringList rejected = shownRejected(*dialog);
            QCOMPARE(rejected.size(), rejectedStarts.size());
            for (qsizetype i = 0; i < rejected.size(); ++i)
                QVERIFY2(rejected.at(i).startsWith(rejectedStarts.at(i)),
                         qPrintable(rejected.at(i)));
            QCOMPARE(addButton(*dialog)->text(), QStringLiteral("Add 2 keys"));
            // Nothing is added while the preview is open.
            QCOMPARE(console.app().watchlist().keyNames(), QStringList{QStringLiteral("watched")});

            const QString button =
                confirm ? QStringLiteral("addKeysButton") : QStringLiteral("cancelKeysButton");
            requireChild<QPushButton>(*dialog, button)->click();
            QTRY_VERIFY(!window.findChild<QDialog*>(QStringLiteral("importKeysDialog")));
            const QStringList expected =
                confirm ? QStringList{QStringLiteral("watched"), QStringLiteral("imp.one"),
                                      QStringLiteral("imp.two")}
                        : QStringList{QStringLiteral("watched")};
            QCOMPARE(console.app().watchlist().keyNames(), expected);
        }
    }

    // A file that is no key list at all opens no preview: the warning says why.
    void importOfAMalformedFileAddsNothing() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keys.json"));
        writeFile(path, R"({"keys": ["a")");
        ui::FileDialog::setNextFileName(path);
        ui::MessageBox::setNextAnswer(QMessageBox::Ok);
        requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"))
            ->importKeys->trigger();
        QVERIFY(!console.window().findChild<QDialog*>(QStringLiteral("importKeysDialog")));
        QCOMPARE(console.app().watchlist().count(), 0);
    }
};

QTEST_MAIN(TestKeyLists)
#include "tst_keylists.moc"
