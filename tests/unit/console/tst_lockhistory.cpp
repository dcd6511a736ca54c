// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AppDatabase.h"
#include "store/LockHistory.h"

#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <limits>
#include <memory>

using namespace volcano;

// Fencing tokens seen per (profile, key), persisted and bounded.
class TestLockHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void recordsAndReadsBack();
    void keepsTokensExact_data();
    void keepsTokensExact();
    void separatesProfilesAndKeys();
    void survivesReopen();
    void limitReturnsNewestOldestFirst();
    void retentionDropsOldest();
    void countsEvents();
    void clears();
    void eventNamesRoundTrip();
    void batchesAppendsInOneTransactionPerPass();
    void lastSeesQueuedObservations();
    void readsWriteTheQueueFirst();
    void flushesOnDestruction();

private:
    // Counts the commits on the history's SQLite connection (sqlite3_commit_hook).
    void countCommits();
    int rowsInDatabase() const;

    int m_commits = 0;
    TokenObservation observation(const QString& key, TokenEvent event, FencingToken token,
                                 int second);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_db;
    std::unique_ptr<LockHistory> m_history;
    const QDateTime m_start = QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC);
};

void TestLockHistory::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    m_history = std::make_unique<LockHistory>(*m_db);
}

void TestLockHistory::cleanup() {
    if (m_db && m_db->isOpen()) {
        const QVariant handle = m_db->database().driver()->handle();
        if (auto* const* connection = static_cast<sqlite3* const*>(handle.constData()))
            sqlite3_commit_hook(*connection, nullptr, nullptr);
    }
    m_history.reset();
    m_db.reset();
    m_dir.reset();
}

TokenObservation TestLockHistory::observation(const QString& key, TokenEvent event,
                                              FencingToken token, int second) {
    TokenObservation seen;
    seen.key = key;
    seen.event = event;
    seen.token = token;
    seen.observedAt = m_start.addSecs(second);
    seen.expiresAt = m_start.addSecs(second + 30);
    return seen;
}

void TestLockHistory::recordsAndReadsBack() {
    QSignalSpy recorded(m_history.get(), &LockHistory::recorded);
    TokenObservation first = observation(QStringLiteral("k"), TokenEvent::FirstSeen, 10, 0);
    TokenObservation second = observation(QStringLiteral("k"), TokenEvent::Handover, 12, 5);
    second.previousToken = 10;
    TokenObservation freed = observation(QStringLiteral("k"), TokenEvent::Freed, 12, 9);
    freed.previousToken = 12;
    freed.expiresAt.reset();
    QVERIFY(m_history->record(QStringLiteral("p"), first));
    QVERIFY(m_history->record(QStringLiteral("p"), second));
    QVERIFY(m_history->record(QStringLiteral("p"), freed));
    QVERIFY(first.id > 0);
    QVERIFY(second.id > first.id);
    QCOMPARE(recorded.count(), 3);
    QCOMPARE(recorded.at(1).at(0).toString(), QStringLiteral("p"));
    QCOMPARE(recorded.at(1).at(1).value<TokenObservation>(), second);

    const QList<TokenObservation> rows =
        m_history->observations(QStringLiteral("p"), QStringLiteral("k"));
    QCOMPARE(rows, (QList<TokenObservation>{first, second, freed}));
    QCOMPARE(*m_history->last(QStringLiteral("p"), QStringLiteral("k")), freed);
    QVERIFY(!m_history->last(QStringLiteral("p"), QStringLiteral("other")));
}

void TestLockHistory::keepsTokensExact_data() {
    QTest::addColumn<FencingToken>("token");
    QTest::newRow("2^52+1") << FencingToken((1ULL << 52) + 1);
    QTest::newRow("2^53+1") << FencingToken((1ULL << 53) + 1);
    QTest::newRow("2^63") << FencingToken(1ULL << 63);
    QTest::newRow("2^64-1") << std::numeric_limits<FencingToken>::max();
}

void TestLockHistory::keepsTokensExact() {
    QFETCH(FencingToken, token);
    TokenObservation seen = observation(QStringLiteral("k"), TokenEvent::Handover, token, 0);
    seen.previousToken = token - 1;
    QVERIFY(m_history->record(QStringLiteral("p"), seen));
    const auto back = m_history->last(QStringLiteral("p"), QStringLiteral("k"));
    QCOMPARE(back->token, token);
    QCOMPARE(*back->previousToken, token - 1);
}

void TestLockHistory::separatesProfilesAndKeys() {
    TokenObservation a = observation(QStringLiteral("k"), TokenEvent::FirstSeen, 1, 0);
    TokenObservation b = observation(QStringLiteral("k"), TokenEvent::FirstSeen, 2, 0);
    TokenObservation c = observation(QStringLiteral("j"), TokenEvent::FirstSeen, 3, 0);
    m_history->record(QStringLiteral("p1"), a);
    m_history->record(QStringLiteral("p2"), b);
    m_history->record(QStringLiteral("p1"), c);
    QCOMPARE(m_history->count(QStringLiteral("p1"), QStringLiteral("k")), 1);
    QCOMPARE(m_history->last(QStringLiteral("p2"), QStringLiteral("k"))->token, FencingToken(2));
    QCOMPARE(m_history->last(QStringLiteral("p1"), QStringLiteral("j"))->token, FencingToken(3));
}

void TestLockHistory::survivesReopen() {
    TokenObservation seen = observation(QStringLiteral("k"), TokenEvent::Acquired, 77, 3);
    QVERIFY(m_history->record(QStringLiteral("p"), seen));
    m_history.reset();
    m_db.reset();
    AppDatabase again(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(again.open());
    LockHistory history(again);
    QCOMPARE(*history.last(QStringLiteral("p"), QStringLiteral("k")), seen);
}

void TestLockHistory::limitReturnsNewestOldestFirst() {
    for (int i = 1; i <= 5; ++i) {
        TokenObservation seen = observation(QStringLiteral("k"), TokenEvent::Handover, i, i);
        m_history->record(QStringLiteral("p"), seen);
    }
    const auto rows = m_history->observations(QStringLiteral("p"), QStringLiteral("k"), 2);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).token, FencingToken(4));
    QCOMPARE(rows.at(1).token, FencingToken(5));
}

void TestLockHistory::retentionDropsOldest() {
    m_history->setRetentionPerKey(3);
    for (int i = 1; i <= 7; ++i) {
        TokenObservation seen = observation(QStringLiteral("k"), TokenEvent::Handover, i, i);
        m_history->record(QStringLiteral("p"), seen);
        TokenObservation other = observation(QStringLiteral("j"), TokenEvent::Handover, i, i);
        if (i <= 2)
            m_history->record(QStringLiteral("p"), other);
    }
    const auto rows = m_history->observations(QStringLiteral("p"), QStringLiteral("k"));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).token, FencingToken(5));
    QCOMPARE(rows.at(2).token, FencingToken(7));
    QCOMPARE(m_history->count(QStringLiteral("p"), QStringLiteral("j")), 2);
}

void TestLockHistory::countsEvents() {
    const QList<TokenEvent> events = {TokenEvent::FirstSeen, TokenEvent::Handover,
                                      TokenEvent::Handover, TokenEvent::Anomaly, TokenEvent::Freed};
    int second = 0;
    for (TokenEvent event : events) {
        TokenObservation seen = observation(QStringLiteral("k"), event, 5, ++second);
        m_history->record(QStringLiteral("p"), seen);
    }
    QCOMPARE(m_history->countEvents(QStringLiteral("p"), QStringLiteral("k"), TokenEvent::Handover),
             2);
    QCOMPARE(m_history->countEvents(QStringLiteral("p"), QStringLiteral("k"), TokenEvent::Anomaly),
             1);
    QCOMPARE(m_history->countEvents(QStringLiteral("p"), QStringLiteral("k"), TokenEvent::Acquired),
             0);
}

void TestLockHistory::clears() {
    TokenObservation a = observation(QStringLiteral("k"), TokenEvent::FirstSeen, 1, 0);
    TokenObservation b = observation(QStringLiteral("j"), TokenEvent::FirstSeen, 1, 0);
    m_history->record(QStringLiteral("p"), a);
    m_history->record(QStringLiteral("p"), b);
    QVERIFY(m_history->clear(QStringLiteral("p"), QStringLiteral("k")));
    QCOMPARE(m_history->count(QStringLiteral("p"), QStringLiteral("k")), 0);
    QCOMPARE(m_history->count(QStringLiteral("p"), QStringLiteral("j")), 1);
    QVERIFY(m_history->clearProfile(QStringLiteral("p")));
    QCOMPARE(m_history->count(QStringLiteral("p"), QStringLiteral("j")), 0);
}

void TestLockHistory::eventNamesRoundTrip() {
    for (TokenEvent event : {TokenEvent::FirstSeen, TokenEvent::Acquired, TokenEvent::Handover,
                             TokenEvent::Freed, TokenEvent::Anomaly}) {
        const QString name = tokenEventName(event);
        QVERIFY(!name.isEmpty());
        QCOMPARE(tokenEventFromName(name), std::optional(event));
    }
    QVERIFY(!tokenEventFromName(u"nonsense"));
}

void TestLockHistory::countCommits() {
    m_commits = 0;
    const QVariant handle = m_db->database().driver()->handle();
    QCOMPARE(handle.typeName(), "sqlite3*");
    sqlite3* connection = *static_cast<sqlite3* const*>(handle.constData());
    QVERIFY(connection);
    sqlite3_commit_hook(
        connection,
        [](void* counter) {
            ++*static_cast<int*>(counter);
            return 0; // let it commit
        },
        &m_commits);
}

int TestLockHistory::rowsInDatabase() const {
    QSqlQuery query(m_db->database());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM token_history")) && query.next()
               ? query.value(0).toInt()
               : -1;
}

// The first pass over a big watchlist sees thousands of new keys: their first-seen rows go
// in one transaction per event-loop pass (at most kBatchRows each), not one per row.
void TestLockHistory::batchesAppendsInOneTransactionPerPass() {
    countCommits();
    QSignalSpy recorded(m_history.get(), &LockHistory::recorded);
    const int rows = 2 * LockHistory::kBatchRows + 500;
    for (int i = 0; i < rows; ++i)
        m_history->append(QStringLiteral("p"),
                          observation(QStringLiteral("key-%1").arg(i), TokenEvent::FirstSeen,
                                      std::numeric_limits<FencingToken>::max() - quint64(i), i));
    // Two full batches are written at once; the rest waits for the event loop.
    QCOMPARE(m_commits, 2);
    QCOMPARE(m_history->pendingCount(), 500);
    QCOMPARE(recorded.size(), 2 * LockHistory::kBatchRows);
    QTRY_COMPARE(m_history->pendingCount(), 0);
    QCOMPARE(m_commits, 3);
    QCOMPARE(recorded.size(), rows);
    QCOMPARE(rowsInDatabase(), rows);
    for (const QList<QVariant>& signal : std::as_const(recorded))
        QVERIFY(signal.at(1).value<TokenObservation>().id > 0);
    const QList<TokenObservation> last =
        m_history->observations(QStringLiteral("p"), QStringLiteral("key-%1").arg(rows - 1));
    QCOMPARE(last.size(), 1);
    QCOMPARE(last.constFirst().token, std::numeric_limits<FencingToken>::max() - quint64(rows - 1));
    QCOMPARE(m_commits, 3); // reading an empty queue writes nothing
}

// The watcher asks for a key's last token on its first read: a queued row answers without a
// write, so the batch stays one transaction.
void TestLockHistory::lastSeesQueuedObservations() {
    countCommits();
    m_history->append(QStringLiteral("p"),
                      observation(QStringLiteral("k"), TokenEvent::FirstSeen, 10, 0));
    TokenObservation handover = observation(QStringLiteral("k"), TokenEvent::Handover, 12, 5);
    handover.previousToken = 10;
    m_history->append(QStringLiteral("p"), handover);
    const auto last = m_history->last(QStringLiteral("p"), QStringLiteral("k"));
    QVERIFY(last);
    QCOMPARE(last->token, FencingToken{12});
    QVERIFY(!m_history->last(QStringLiteral("other"), QStringLiteral("k")));
    QCOMPARE(m_commits, 0);
}

void TestLockHistory::readsWriteTheQueueFirst() {
    countCommits();
    TokenObservation first = observation(QStringLiteral("k"), TokenEvent::FirstSeen, 10, 0);
    m_history->append(QStringLiteral("p"), first);
    QCOMPARE(m_history->count(QStringLiteral("p"), QStringLiteral("k")), 1);
    QCOMPARE(m_commits, 1);
    // record() writes at once, after what was queued: the order of rows is kept.
    m_history->append(QStringLiteral("p"),
                      observation(QStringLiteral("k"), TokenEvent::Freed, 10, 3));
    TokenObservation acquired = observation(QStringLiteral("k"), TokenEvent::Acquired, 20, 6);
    QVERIFY(m_history->record(QStringLiteral("p"), acquired));
    QVERIFY(acquired.id > 0);
    const QList<TokenObservation> rows =
        m_history->observations(QStringLiteral("p"), QStringLiteral("k"));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(1).event, TokenEvent::Freed);
    QCOMPARE(rows.at(2).event, TokenEvent::Acquired);
}

// Quitting right after a poll round loses nothing: the destructor writes the queue.
void TestLockHistory::flushesOnDestruction() {
    for (int i = 0; i < 25; ++i)
        m_history->append(QStringLiteral("p"), observation(QStringLiteral("key-%1").arg(i),
                                                           TokenEvent::FirstSeen, 100 + i, i));
    m_history.reset(); // no event-loop pass in between
    m_db.reset();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    m_history = std::make_unique<LockHistory>(*m_db);
    QCOMPARE(rowsInDatabase(), 25);
    QCOMPARE(m_history->last(QStringLiteral("p"), QStringLiteral("key-24"))->token,
             FencingToken{124});
}

QTEST_GUILESS_MAIN(TestLockHistory)
#include "tst_lockhistory.moc"
