// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AppDatabase.h"
#include "store/Watchlist.h"
#include "support/ManualClock.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace volcano;

// The per-profile catalog of watched keys, in a real SQLite file.
class TestWatchlist : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void addValidates_data();
    void addValidates();
    void addRefusesDuplicate();
    void addWithoutProfileFails();
    void previewThenAdd();
    void addKeysWithoutProfileAddsNothing();
    void batchEmitsOneSignal();
    void removeAndSignal();
    void notifyFlagPersists();
    void orderAndDataSurviveReopen();
    void profilesAreSeparate();
    void exportImportRoundTrip_data();
    void exportImportRoundTrip();
    void importJson_data();
    void importJson();
    void importRejectsMalformedJson_data();
    void importRejectsMalformedJson();
    void importMissingFile();
    void importTextRejectsLinesWithTwoKeys();
    void exportJsonShape();
    void tenThousandKeys();

private:
    std::unique_ptr<Watchlist> reopen();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_db;
    test::ManualClock m_clock;
    std::unique_ptr<Watchlist> m_list;
};

void TestWatchlist::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    m_list = std::make_unique<Watchlist>(*m_db, &m_clock);
    m_list->setProfile(QStringLiteral("profile-a"));
}

void TestWatchlist::cleanup() {
    m_list.reset();
    m_db.reset();
    m_dir.reset();
}

std::unique_ptr<Watchlist> TestWatchlist::reopen() {
    m_list.reset();
    m_db.reset();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    if (!m_db->open())
        return nullptr;
    auto list = std::make_unique<Watchlist>(*m_db, &m_clock);
    list->setProfile(QStringLiteral("profile-a"));
    return list;
}

void TestWatchlist::addValidates_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("stored"); // empty: rejected
    QTest::addColumn<QString>("reasonMentions");

    QTest::newRow("plain") << QStringLiteral("jobs:leader") << QStringLiteral("jobs:leader")
                           << QString();
    QTest::newRow("trimmed") << QStringLiteral("  shard-0\t") << QStringLiteral("shard-0")
                             << QString();
    QTest::newRow("128 chars") << QString(128, u'k') << QString(128, u'k') << QString();
    QTest::newRow("slash") << QStringLiteral("a/b") << QString() << QStringLiteral("'/'");
    QTest::newRow("empty") << QString() << QString() << QStringLiteral("empty");
    QTest::newRow("129 chars") << QString(129, u'k') << QString() << QStringLiteral("at most 128");
    QTest::newRow("unicode") << QStringLiteral("caf\u00e9") << QString()
                             << QStringLiteral("'\u00e9'");
}

void TestWatchlist::addValidates() {
    QFETCH(QString, input);
    QFETCH(QString, stored);
    QFETCH(QString, reasonMentions);

    const auto added = m_list->add(input);
    if (stored.isEmpty()) {
        QVERIFY(!added.has_value());
        QVERIFY2(added.error().message.contains(reasonMentions), qPrintable(added.error().message));
        QCOMPARE(m_list->count(), 0);
    } else {
        QVERIFY2(added, qPrintable(added ? QString() : added.error().message));
        QCOMPARE(m_list->keyNames(), QStringList{stored});
        QCOMPARE(m_list->find(stored)->addedAt, m_clock.utcNow());
    }
}

void TestWatchlist::addRefusesDuplicate() {
    QVERIFY(m_list->add(QStringLiteral("k1")));
    const auto again = m_list->add(QStringLiteral(" k1 "));
    QVERIFY(!again.has_value());
    QVERIFY2(again.error().message.contains(QStringLiteral("already")),
             qPrintable(again.error().message));
    QCOMPARE(m_list->count(), 1);
}

void TestWatchlist::addWithoutProfileFails() {
    Watchlist orphan(*m_db, &m_clock);
    const auto added = orphan.add(QStringLiteral("k1"));
    QVERIFY(!added.has_value());
    QVERIFY2(added.error().message.contains(QStringLiteral("profile")),
             qPrintable(added.error().message));
}

// Paste and import preview first (KeyListParser against the current list) and store only
// what the preview listed.
void TestWatchlist::previewThenAdd() {
    QVERIFY(m_list->add(QStringLiteral("old")));
    QSignalSpy added(m_list.get(), &Watchlist::keysAdded);
    const KeyList preview =
        m_list->previewText(QStringLiteral("new-1\nold\nbad/key new-2\nnew-2\nnew-1\ncaf\u00e9"));
    QCOMPARE(preview.keys, (QStringList{QStringLiteral("new-1"), QStringLiteral("new-2")}));
    QCOMPARE(preview.alreadyWatched, QStringList{QStringLiteral("old")});
    QCOMPARE(preview.rejected.size(), 2);
    QCOMPARE(preview.rejected.at(0).line, 3);
    QCOMPARE(preview.rejected.at(0).text, QStringLiteral("bad/key new-2"));
    QCOMPARE(preview.rejected.at(1).line, 6);
    QCOMPARE(preview.repeated.size(), 1);
    QCOMPARE(m_list->keyNames(), QStringList{QStringLiteral("old")}); // nothing stored yet
    QCOMPARE(added.count(), 0);

    // A key watched between the preview and the confirmation is not added twice.
    QVERIFY(m_list->add(QStringLiteral("new-2")));
    const KeyImportResult result = m_list->addKeys(preview);
    QVERIFY(result.ok());
    QCOMPARE(result.accepted, QStringList{QStringLiteral("new-1")});
    QCOMPARE(result.alreadyWatched, (QStringList{QStringLiteral("old"), QStringLiteral("new-2")}));
    QCOMPARE(result.rejected, preview.rejected);
    QCOMPARE(m_list->keyNames(), (QStringList{QStringLiteral("old"), QStringLiteral("new-2"),
                                              QStringLiteral("new-1")}));
}

void TestWatchlist::addKeysWithoutProfileAddsNothing() {
    Watchlist orphan(*m_db, &m_clock);
    const KeyImportResult result = orphan.addKeys(orphan.previewText(QStringLiteral("a\nb")));
    QVERIFY(!result.ok());
    QCOMPARE(orphan.count(), 0);
}

void TestWatchlist::batchEmitsOneSignal() {
    QSignalSpy added(m_list.get(), &Watchlist::keysAdded);
    m_list->addMany({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).toStringList(),
             (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    m_list->addMany({QStringLiteral("a"), QStringLiteral("bad/one")});
    QCOMPARE(added.count(), 1); // nothing new: no signal
}

void TestWatchlist::removeAndSignal() {
    m_list->addMany(
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")});
    QSignalSpy removed(m_list.get(), &Watchlist::keysRemoved);
    QVERIFY(m_list->remove(QStringLiteral("b")));
    QVERIFY(!m_list->remove(QStringLiteral("b")));
    QCOMPARE(m_list->removeMany({QStringLiteral("d"), QStringLiteral("zzz"), QStringLiteral("a")}),
             (QStringList{QStringLiteral("d"), QStringLiteral("a")}));
    QCOMPARE(removed.count(), 2);
    QCOMPARE(removed.at(1).at(0).toStringList(),
             (QStringList{QStringLiteral("d"), QStringLiteral("a")}));
    QCOMPARE(m_list->keyNames(), QStringList{QStringLiteral("c")});
    QVERIFY(!m_list->contains(QStringLiteral("a")));
    auto reopened = reopen();
    QVERIFY(reopened);
    QCOMPARE(reopened->keyNames(), QStringList{QStringLiteral("c")});
}

void TestWatchlist::notifyFlagPersists() {
    m_list->addMany({QStringLiteral("a"), QStringLiteral("b")});
    QSignalSpy changed(m_list.get(), &Watchlist::notifyChanged);
    QVERIFY(m_list->setNotifyOnChange(QStringLiteral("b"), true));
    QVERIFY(!m_list->setNotifyOnChange(QStringLiteral("unknown"), true));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("b"));
    QCOMPARE(changed.at(0).at(1).toBool(), true);
    auto reopened = reopen();
    QVERIFY(reopened);
    QVERIFY(reopened->notifiesOnChange(QStringLiteral("b")));
    QVERIFY(!reopened->notifiesOnChange(QStringLiteral("a")));
}

void TestWatchlist::orderAndDataSurviveReopen() {
    m_list->addMany({QStringLiteral("zeta"), QStringLiteral("alpha"), QStringLiteral("mid")});
    m_clock.advance(5000);
    QVERIFY(m_list->add(QStringLiteral("later")));
    const QDateTime laterAt = m_clock.utcNow();
    auto reopened = reopen();
    QVERIFY(reopened);
    QCOMPARE(reopened->keyNames(), (QStringList{QStringLiteral("zeta"), QStringLiteral("alpha"),
                                                QStringLiteral("mid"), QStringLiteral("later")}));
    QCOMPARE(reopened->find(QStringLiteral("later"))->addedAt, laterAt);
    // Adding after a reopen keeps the order going.
    QVERIFY(reopened->add(QStringLiteral("last")));
    QCOMPARE(reopened->keyNames().constLast(), QStringLiteral("last"));
}

void TestWatchlist::profilesAreSeparate() {
    m_list->addMany({QStringLiteral("a"), QStringLiteral("b")});
    QSignalSpy reset(m_list.get(), &Watchlist::reset);
    m_list->setProfile(QStringLiteral("profile-b"));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_list->count(), 0);
    QVERIFY(m_list->add(QStringLiteral("a")));
    m_list->setProfile(QStringLiteral("profile-a"));
    QCOMPARE(m_list->keyNames(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
}

void TestWatchlist::exportImportRoundTrip_data() {
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<Watchlist::FileFormat>("format");
    QTest::newRow("text") << QStringLiteral("keys.txt") << Watchlist::FileFormat::Text;
    QTest::newRow("json") << QStringLiteral("keys.json") << Watchlist::FileFormat::Json;
}

void TestWatchlist::exportImportRoundTrip() {
    QFETCH(QString, fileName);
    QFETCH(Watchlist::FileFormat, format);

    const QStringList keys = {QStringLiteral("jobs:scheduler-leader"), QStringLiteral("a.b_c-d"),
                              QString(128, u'x'), QStringLiteral("shard-0")};
    QVERIFY(m_list->addMany(keys).rejected.isEmpty());
    const QString path = m_dir->filePath(fileName);
    const auto exported = m_list->exportFile(path, format);
    QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().message));
    QCOMPARE(Watchlist::formatForPath(path), format);

    m_list->setProfile(QStringLiteral("profile-import"));
    const KeyImportResult result = m_list->importFile(path);
    QVERIFY(result.ok());
    QCOMPARE(result.accepted, keys);
    QVERIFY(result.rejected.isEmpty());
    QCOMPARE(m_list->keyNames(), keys);
}

void TestWatchlist::importJson_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("accepted");
    QTest::addColumn<int>("rejected");

    QTest::newRow("object with keys") << QByteArray(R"({"keys": ["a", "b"]})")
                                      << QStringList{QStringLiteral("a"), QStringLiteral("b")} << 0;
    QTest::newRow("plain array") << QByteArray(R"(["a", "b"])")
                                 << QStringList{QStringLiteral("a"), QStringLiteral("b")} << 0;
    QTest::newRow("non-string items rejected") << QByteArray(R"(["a", 42, null, {"k": 1}, "b/c"])")
                                               << QStringList{QStringLiteral("a")} << 4;
    QTest::newRow("empty array") << QByteArray("[]") << QStringList{} << 0;
}

void TestWatchlist::importJson() {
    QFETCH(QByteArray, json);
    QFETCH(QStringList, accepted);
    QFETCH(int, rejected);

    const QString path = m_dir->filePath(QStringLiteral("in.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    const KeyImportResult result = m_list->importFile(path);
    QVERIFY(result.ok());
    QCOMPARE(result.accepted, accepted);
    QCOMPARE(result.rejected.size(), rejected);
    for (const auto& rejection : result.rejected)
        QVERIFY2(!rejection.reason.isEmpty(), qPrintable(rejection.text));
}

void TestWatchlist::importRejectsMalformedJson_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not json") << QByteArray("a, b");
    QTest::newRow("truncated") << QByteArray(R"({"keys": ["a")");
    QTest::newRow("object without keys") << QByteArray(R"({"names": ["a"]})");
    QTest::newRow("keys not an array") << QByteArray(R"({"keys": "a"})");
    QTest::newRow("bare string") << QByteArray(R"("a")");
}

void TestWatchlist::importRejectsMalformedJson() {
    QFETCH(QByteArray, json);
    const QString path = m_dir->filePath(QStringLiteral("bad.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    const KeyImportResult result = m_list->importFile(path);
    QVERIFY(!result.ok());
    QVERIFY(result.error->contains(path));
    QCOMPARE(m_list->count(), 0);
}

void TestWatchlist::importMissingFile() {
    const KeyImportResult result = m_list->importFile(m_dir->filePath(QStringLiteral("nope.txt")));
    QVERIFY(!result.ok());
    QVERIFY2(result.error->contains(QStringLiteral("cannot read")), qPrintable(*result.error));
}

void TestWatchlist::importTextRejectsLinesWithTwoKeys() {
    const QString path = m_dir->filePath(QStringLiteral("keys.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# team keys\r\njobs:a, jobs:b\r\njobs:c  # nightly\r\n");
    file.close();
    const KeyImportResult result = m_list->importFile(path);
    QVERIFY(result.ok());
    QCOMPARE(result.accepted, QStringList{QStringLiteral("jobs:c")});
    QCOMPARE(result.rejected.size(), 1);
    QCOMPARE(result.rejected.constFirst().line, 2);
    QCOMPARE(result.rejected.constFirst().text, QStringLiteral("jobs:a, jobs:b"));
    QCOMPARE(m_list->keyNames(), QStringList{QStringLiteral("jobs:c")});
}

void TestWatchlist::exportJsonShape() {
    m_list->addMany({QStringLiteral("a"), QStringLiteral("b")});
    const QJsonDocument document = QJsonDocument::fromJson(m_list->exportJson());
    QVERIFY(document.isObject());
    QCOMPARE(document.object().value(QStringLiteral("keys")).toVariant().toStringList(),
             (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(m_list->exportText(), QByteArray("a\nb\n"));
}

void TestWatchlist::tenThousandKeys() {
    QStringList keys;
    for (int i = 0; i < 10'000; ++i)
        keys.append(QStringLiteral("key-%1").arg(i));
    QSignalSpy added(m_list.get(), &Watchlist::keysAdded);
    const KeyImportResult result = m_list->addMany(keys);
    QCOMPARE(result.accepted.size(), 10'000);
    QCOMPARE(added.count(), 1);
    auto reopened = reopen();
    QVERIFY(reopened);
    QCOMPARE(reopened->count(), 10'000);
    QCOMPARE(reopened->keyNames().constLast(), QStringLiteral("key-9999"));
}

QTEST_GUILESS_MAIN(TestWatchlist)
#include "tst_watchlist.moc"
