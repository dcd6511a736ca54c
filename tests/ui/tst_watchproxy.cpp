// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The watch table's sort and filter proxy against a reference: a real watchlist in a SQLite
// file, a LockWatcher on a manual clock, the real WatchTableModel. Random reads, added and
// removed keys, clock steps, sorts and filters; after each step the proxy must show exactly
// the rows the filters accept, in the order WatchTableModel::compare() gives, while
// QAbstractItemModelTester checks every signal it emits.
#include "console/LockWatcher.h"
#include "store/AppDatabase.h"
#include "store/Watchlist.h"
#include "support/ManualClock.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/watch/WatchTableView.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace volcano;
using volcano::ui::WatchSortFilterProxy;
using volcano::ui::WatchTableModel;

class TestWatchProxy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void followsTheReferenceThroughRandomChanges_data();
    void followsTheReferenceThroughRandomChanges();
    void aChangedTokenMovesItsRowAndKeepsTheSelection();
    void aFilterHidingScatteredRowsKeepsTheSelectedKey();

private:
    void addKeys(int count);
    void removeSomeKeys();
    void readSomeKeys(bool many);
    QString applyRandomStep();
    QStringList shownKeys() const;
    QStringList expectedKeys() const;
    OperationResult readOf(const QString& key, bool held, FencingToken token, int ttlSeconds);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_db;
    std::unique_ptr<test::ManualClock> m_clock;
    std::unique_ptr<Watchlist> m_watchlist;
    std::unique_ptr<LockWatcher> m_watcher;
    std::unique_ptr<WatchTableModel> m_model;
    std::unique_ptr<WatchSortFilterProxy> m_proxy;
    QRandomGenerator m_random;
    int m_nextKey = 0;
    int m_readRound = 0;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

void TestWatchProxy::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    m_clock = std::make_unique<test::ManualClock>();
    m_watchlist = std::make_unique<Watchlist>(*m_db, m_clock.get());
    m_watchlist->setProfile(QStringLiteral("profile-a"));
    m_watcher = std::make_unique<LockWatcher>(nullptr, m_clock.get());
    m_model = std::make_unique<WatchTableModel>(*m_watchlist, *m_watcher);
    m_proxy = std::make_unique<WatchSortFilterProxy>();
    m_proxy->setSourceModel(m_model.get());
    m_nextKey = 0;
    m_readRound = 0;
    m_sortColumn = -1;
    m_sortOrder = Qt::AscendingOrder;
}

void TestWatchProxy::cleanup() {
    m_proxy.reset();
    m_model.reset();
    m_watcher.reset();
    m_watchlist.reset();
    m_db.reset();
    m_dir.reset();
}

// Keys that fold to the same text in pairs ("Jobs-7" and "jobs-7"), so sorts break ties.
void TestWatchProxy::addKeys(int count) {
    QStringList keys;
    for (int i = 0; i < count; ++i, ++m_nextKey) {
        const int pair = m_nextKey / 2;
        const QString stem = QStringLiteral("-%1:%2").arg(pair).arg(pair % 5);
        keys << (m_nextKey % 2 ? QStringLiteral("Jobs") : QStringLiteral("jobs")) + stem;
    }
    m_watcher->addKeys(keys);
    m_watchlist->addMany(keys);
}

void TestWatchProxy::removeSomeKeys() {
    QStringList gone;
    for (const QString& key : m_watchlist->keyNames()) {
        if (m_random.bounded(6) == 0)
            gone << key;
    }
    m_watchlist->removeMany(gone);
    m_watcher->removeKeys(gone);
}

OperationResult TestWatchProxy::readOf(const QString& key, bool held, FencingToken token,
                                       int ttlSeconds) {
    OperationResult result;
    result.operation = Operation::Read;
    result.key = key;
    result.httpStatus = 200;
    result.sentAtUtc = m_clock->utcNow();
    result.serverDate = m_clock->utcNow();
    LockState state;
    state.held = held;
    if (held) {
        state.fencingToken = token;
        state.expiresAt = m_clock->utcNow().addSecs(ttlSeconds);
    }
    result.state = state;
    return result;
}

// Tokens from a small range (ties) and on both sides of 2^63; one key or most of them.
void TestWatchProxy::readSomeKeys(bool many) {
    const QStringList keys = m_watchlist->keyNames();
    if (keys.isEmpty())
        return;
    ++m_readRound;
    const auto readOne = [&](const QString& key) {
        const bool held = m_random.bounded(4) != 0;
        // Tokens only grow (as a server's do); keys read in one round share a few values.
        const FencingToken token = (FencingToken{1} << 63) - 3 +
                                   FencingToken(m_readRound) * 1'000'000'000 +
                                   FencingToken(m_random.bounded(3));
        m_watcher->applyResult(readOf(key, held, token, 2 + m_random.bounded(40)));
    };
    if (!many) {
        readOne(keys[m_random.bounded(int(keys.size()))]);
        return;
    }
    for (const QString& key : keys) {
        if (m_random.bounded(10) < 7)
            readOne(key);
    }
}

// Returns what it did, for the failure message.
QString TestWatchProxy::applyRandomStep() {
    QString step;
    switch (m_random.bounded(9)) {
    case 0:
        addKeys(1 + m_random.bounded(m_random.bounded(2) ? 3 : 60));
        step = QStringLiteral("keys added");
        break;
    case 1:
        removeSomeKeys();
        step = QStringLiteral("keys removed");
        break;
    case 2:
        readSomeKeys(true);
        step = QStringLiteral("most keys read");
        break;
    case 3:
    case 4:
        readSomeKeys(false);
        step = QStringLiteral("one key read");
        break;
    case 5:
        m_clock->advance(m_random.bounded(20'000));
        m_model->refreshCountdowns();
        step = QStringLiteral("clock advanced");
        break;
    case 6:
        m_sortColumn = m_random.bounded(-1, int(WatchTableModel::ColumnCount));
        m_sortOrder = m_random.bounded(2) ? Qt::AscendingOrder : Qt::DescendingOrder;
        m_proxy->sort(m_sortColumn, m_sortOrder);
        step = QStringLiteral("sorted by column %1").arg(m_sortColumn);
        break;
    case 7: {
        const QStringList filters = {QString(), QStringLiteral("JOBS-1"), QStringLiteral(":3"),
                                     QStringLiteral("s-2")};
        m_proxy->setKeyFilter(filters[m_random.bounded(int(filters.size()))]);
        step = QStringLiteral("key filter '%1'").arg(m_proxy->keyFilter());
        break;
    }
    default:
        m_proxy->setRowFilter(WatchTableModel::RowFilter(m_random.bounded(6)));
        step = QStringLiteral("row filter %1").arg(int(m_proxy->rowFilter()));
        break;
    }
    m_model->flushPendingChanges();
    return step;
}

QStringList TestWatchProxy::shownKeys() const {
    QStringList keys;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        keys << m_proxy->index(row, 0).data(WatchTableModel::KeyRole).toString();
    return keys;
}

// The same rows and order computed the slow way, from the model's own comparison.
QStringList TestWatchProxy::expectedKeys() const {
    std::vector<int> rows;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const bool keyMatches =
            m_model->keyAt(row).contains(m_proxy->keyFilter(), Qt::CaseInsensitive);
        if (keyMatches && m_model->rowMatches(row, m_proxy->rowFilter()))
            rows.push_back(row);
    }
    if (m_sortColumn >= 0) {
        std::sort(rows.begin(), rows.end(), [this](int a, int b) {
            int order = m_model->compare(a, b, m_sortColumn);
            if (order == 0)
                order = m_model->compare(a, b, WatchTableModel::KeyColumn);
            if (order == 0)
                order = a - b;
            return m_sortOrder == Qt::AscendingOrder ? order < 0 : order > 0;
        });
    }
    QStringList keys;
    for (const int row : rows)
        keys << m_model->keyAt(row);
    return keys;
}

void TestWatchProxy::followsTheReferenceThroughRandomChanges_data() {
    QTest::addColumn<quint32>("seed");
    for (const quint32 seed : {1u, 7u, 2026u, 90210u})
        QTest::addRow("seed %u", seed) << seed;
}

void TestWatchProxy::followsTheReferenceThroughRandomChanges() {
    QFETCH(quint32, seed);
    m_random.seed(seed);
    QAbstractItemModelTester tester(m_proxy.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(m_proxy.get(), &QAbstractItemModel::modelReset);
    QSignalSpy moves(m_proxy.get(), &QAbstractItemModel::layoutChanged);
    QSignalSpy removals(m_proxy.get(), &QAbstractItemModel::rowsRemoved);
    addKeys(600);
    // About a quarter of the keys read free, scattered: showing only those hides more row
    // ranges than removing them one by one pays for.
    readSomeKeys(true);
    m_model->flushPendingChanges();
    m_proxy->setRowFilter(WatchTableModel::RowFilter::Free);
    QCOMPARE(shownKeys(), expectedKeys());
    m_proxy->setRowFilter(WatchTableModel::RowFilter::All);
    QCOMPARE(shownKeys(), expectedKeys());
    for (int step = 0; step < 200; ++step) {
        const QString what = applyRandomStep();
        if (QTest::currentTestFailed())
            return;
        const QStringList shown = shownKeys();
        const QStringList expected = expectedKeys();
        QVERIFY2(shown == expected, qPrintable(QStringLiteral("step %1 (%2): %3 rows shown, %4 "
                                                              "expected")
                                                   .arg(step)
                                                   .arg(what)
                                                   .arg(shown.size())
                                                   .arg(expected.size())));
    }
    // Every way of following a change was taken: row by row, re-sorted, started over.
    QVERIFY(removals.count() > 0);
    QVERIFY(moves.count() > 0);
    QVERIFY(resets.count() > 0);
}

void TestWatchProxy::aChangedTokenMovesItsRowAndKeepsTheSelection() {
    addKeys(200);
    for (int i = 0; i < 200; ++i) {
        const QString key = m_watchlist->keyNames().at(i);
        m_watcher->applyResult(readOf(key, true, FencingToken(1000 + i), 30));
    }
    m_model->flushPendingChanges();
    m_sortColumn = WatchTableModel::FencingTokenColumn;
    m_proxy->sort(m_sortColumn, Qt::AscendingOrder);
    const QString moving = m_watchlist->keyNames().at(3);
    QPersistentModelIndex selected(m_proxy->index(3, WatchTableModel::FencingTokenColumn));
    QCOMPARE(selected.data(WatchTableModel::KeyRole).toString(), moving);

    QSignalSpy resets(m_proxy.get(), &QAbstractItemModel::modelReset);
    QSignalSpy layouts(m_proxy.get(), &QAbstractItemModel::layoutChanged);
    m_watcher->applyResult(readOf(moving, true, FencingToken(1'000'000), 30));
    m_model->flushPendingChanges();

    QCOMPARE(resets.count(), 0);
    QCOMPARE(layouts.count(), 1);
    QCOMPARE(selected.row(), 199);
    QCOMPARE(selected.data(WatchTableModel::KeyRole).toString(), moving);
    QCOMPARE(shownKeys(), expectedKeys());
}

void TestWatchProxy::aFilterHidingScatteredRowsKeepsTheSelectedKey() {
    ui::WatchTableView view(*m_watchlist, *m_watcher);
    QStringList keys;
    for (int i = 0; i < 500; ++i)
        keys << QStringLiteral("svc-%1:shard-%2").arg(i % 7).arg(i);
    m_watcher->addKeys(keys);
    m_watchlist->addMany(keys);
    const QString chosen = QStringLiteral("svc-3:shard-346");
    view.selectKey(chosen);
    QCOMPARE(view.currentKey(), chosen);

    auto* proxy = view.findChild<WatchSortFilterProxy*>(QStringLiteral("watchProxy"));
    QVERIFY(proxy);
    // The watchlist's order: the kept keys are every seventh row.
    view.sortByColumn(-1, Qt::AscendingOrder);
    QSignalSpy resets(proxy, &QAbstractItemModel::modelReset);
    // Every seventh key stays: far more scattered ranges than removing them one by one pays.
    view.setKeyFilter(QStringLiteral("SVC-3"));
    QCOMPARE(resets.count(), 1);
    QCOMPARE(proxy->rowCount(), 71);
    QCOMPARE(view.currentKey(), chosen);
    QCOMPARE(view.selectedKeys(), QStringList{chosen});

    view.setKeyFilter(QString());
    QCOMPARE(proxy->rowCount(), 500);
    QCOMPARE(view.selectedKeys(), QStringList{chosen});
}

QTEST_MAIN(TestWatchProxy)
#include "tst_watchproxy.moc"
