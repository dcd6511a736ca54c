// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/LockWatcher.h"
#include "lease/ClockOffsetEstimator.h"
#include "store/AppDatabase.h"
#include "store/LockHistory.h"
#include "support/ManualClock.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace volcano;

Q_DECLARE_METATYPE(volcano::FailureKind)
Q_DECLARE_METATYPE(volcano::TokenEvent)
Q_DECLARE_METATYPE(volcano::EndCause)

// Per-key state from fed results: the handover/free/anomaly rules, stale-never-free on
// failures, expired-in-grace on the server's clock, and history across sessions.
class TestLockWatcher : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void startsUnknown();
    void ignoresUnwatchedKeys();
    void heldThenFree();
    void tokenRiseIsOneHandover();
    void freeThenHeldIsAcquisition();
    void tokenBackwardsIsAnomaly_data();
    void tokenBackwardsIsAnomaly();
    void sameTokenIsNoEvent();
    void failureNeverFrees_data();
    void failureNeverFrees();
    void firstReadFailingStaysUnknown();
    void degradedUntilAGoodRead();
    void invalidInputIsNotDegraded();
    void expiredInGraceOnServerClock_data();
    void expiredInGraceOnServerClock();
    void grantsAndReleasesCountAsReads();
    void failedMutationsChangeNothing();
    void countdownsUseOffset();
    void historyRecordsAndSeedsNextSession();
    void setKeysKeepsExistingEntries();
    void entriesStayPutAndSayWhenTheyGo();
    void liveStateAgesWithServerClock_data();
    void liveStateAgesWithServerClock();
    void staleButEndedLeaseIsNotHeld();
    void renewalsInferredFromReads();
    void overdueRenewalIsAtRisk();
    void cadenceNearTtlIsNeverAtRisk();
    void newHolderStartsNewPattern();
    void endCauses_data();
    void endCauses();
    void holderChangesCountAcquisitions();

private:
    OperationResult readHeldUntil(const QString& key, FencingToken token,
                                  const QDateTime& expiresAt);
    OperationResult readHeld(const QString& key, FencingToken token, qint64 expiresInSec = 30);
    OperationResult readFree(const QString& key);
    OperationResult readFailed(const QString& key, FailureKind kind, int status);

    std::unique_ptr<test::ManualClock> m_clock;
    std::unique_ptr<ClockOffsetEstimator> m_offset;
    std::unique_ptr<LockWatcher> m_watcher;
    const QString m_key = QStringLiteral("jobs:leader");
};

void TestLockWatcher::init() {
    m_clock = std::make_unique<test::ManualClock>();
    m_offset = std::make_unique<ClockOffsetEstimator>(m_clock.get());
    m_watcher = std::make_unique<LockWatcher>(m_offset.get(), m_clock.get());
    m_watcher->setKeys({m_key, QStringLiteral("other")});
}

void TestLockWatcher::cleanup() {
    m_watcher.reset();
    m_offset.reset();
    m_clock.reset();
}

OperationResult TestLockWatcher::readHeld(const QString& key, FencingToken token,
                                          qint64 expiresInSec) {
    OperationResult result;
    result.operation = Operation::Read;
    result.key = key;
    result.requestId = QStringLiteral("rid-held");
    result.httpStatus = 200;
    result.sentAtUtc = m_clock->utcNow();
    result.serverDate =
        QDateTime::fromSecsSinceEpoch(m_clock->utcNow().toSecsSinceEpoch(), Qt::UTC);
    result.state = LockState{true, m_clock->utcNow().addSecs(expiresInSec), token};
    return result;
}

OperationResult TestLockWatcher::readFree(const QString& key) {
    OperationResult result = readHeld(key, 0);
    result.state = LockState{};
    return result;
}

OperationResult TestLockWatcher::readFailed(const QString& key, FailureKind kind, int status) {
    OperationResult result;
    result.operation = Operation::Read;
    result.key = key;
    result.requestId = QStringLiteral("rid-failed");
    result.httpStatus = status;
    result.sentAtUtc = m_clock->utcNow();
    ApiError error;
    error.kind = kind;
    error.httpStatus = status;
    if (status == 503) {
        error.code = ErrorCode::RegionUnavailable;
        error.codeText = QStringLiteral("region_unavailable");
    } else if (status == 429) {
        error.code = ErrorCode::RateLimited;
        error.codeText = QStringLiteral("rate_limited");
        error.retryAfterSeconds = 12;
    }
    result.error = error;
    return result;
}

void TestLockWatcher::startsUnknown() {
    const WatchEntry* entry = m_watcher->entry(m_key);
    QVERIFY(entry);
    QCOMPARE(entry->state, WatchState::Unknown);
    QVERIFY(!entry->fencingToken);
    QVERIFY(!m_watcher->isDegraded());
    QCOMPARE(m_watcher->count(), 2);
}

void TestLockWatcher::ignoresUnwatchedKeys() {
    QSignalSpy changed(m_watcher.get(), &LockWatcher::entryChanged);
    m_watcher->applyResult(readHeld(QStringLiteral("not-watched"), 5));
    QCOMPARE(changed.count(), 0);
    QVERIFY(!m_watcher->entry(QStringLiteral("not-watched")));
}

void TestLockWatcher::heldThenFree() {
    QSignalSpy states(m_watcher.get(), &LockWatcher::stateChanged);
    QSignalSpy freed(m_watcher.get(), &LockWatcher::freed);
    QSignalSpy changed(m_watcher.get(), &LockWatcher::entryChanged);
    m_watcher->applyResult(readHeld(m_key, 100));
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->state, WatchState::Held);
    QCOMPARE(*entry->fencingToken, FencingToken(100));
    QCOMPARE(entry->lastGoodRead, m_clock->utcNow());
    QCOMPARE(entry->lastChange, m_clock->utcNow());
    QCOMPARE(entry->lastRequestId, QStringLiteral("rid-held"));

    m_clock->advance(5000);
    m_watcher->applyResult(readHeld(m_key, 100, 25)); // renewed: no change
    QCOMPARE(entry->lastChange, m_clock->utcNow().addSecs(-5));
    QCOMPARE(entry->lastGoodRead, m_clock->utcNow());

    m_clock->advance(5000);
    m_watcher->applyResult(readFree(m_key));
    entry = m_watcher->entry(m_key);
    QCOMPARE(entry->state, WatchState::Free);
    QVERIFY(!entry->expiresAt);
    QCOMPARE(*entry->fencingToken, FencingToken(100)); // the last holder, for display
    QCOMPARE(entry->lastChange, m_clock->utcNow());
    QCOMPARE(freed.count(), 1);
    QCOMPARE(freed.at(0).at(1).value<FencingToken>(), FencingToken(100));
    QCOMPARE(states.count(), 2);
    QCOMPARE(states.at(1).at(1).value<WatchState>(), WatchState::Held);
    QCOMPARE(states.at(1).at(2).value<WatchState>(), WatchState::Free);
    QCOMPARE(changed.count(), 3);
    // Free again: not a second "freed".
    m_watcher->applyResult(readFree(m_key));
    QCOMPARE(freed.count(), 1);
}

void TestLockWatcher::tokenRiseIsOneHandover() {
    QSignalSpy handovers(m_watcher.get(), &LockWatcher::handedOver);
    QSignalSpy observed(m_watcher.get(), &LockWatcher::observed);
    m_watcher->applyResult(readHeld(m_key, 100));
    // A jump of many tokens between two reads: other keys share the sequence, so it is
    // counted as one handover ("at least one").
    m_watcher->applyResult(readHeld(m_key, 157));
    m_watcher->applyResult(readHeld(m_key, 158));
    QCOMPARE(handovers.count(), 2);
    QCOMPARE(handovers.at(0).at(1).value<FencingToken>(), FencingToken(100));
    QCOMPARE(handovers.at(0).at(2).value<FencingToken>(), FencingToken(157));
    QCOMPARE(m_watcher->entry(m_key)->handovers, 2);
    QCOMPARE(observed.count(), 3);
    QCOMPARE(observed.at(0).at(1).value<TokenObservation>().event, TokenEvent::FirstSeen);
    QCOMPARE(observed.at(1).at(1).value<TokenObservation>().event, TokenEvent::Handover);
}

void TestLockWatcher::freeThenHeldIsAcquisition() {
    QSignalSpy handovers(m_watcher.get(), &LockWatcher::handedOver);
    QSignalSpy acquired(m_watcher.get(), &LockWatcher::acquired);
    m_watcher->applyResult(readHeld(m_key, 100));
    m_watcher->applyResult(readFree(m_key));
    m_watcher->applyResult(readHeld(m_key, 230));
    QCOMPARE(handovers.count(), 0);
    QCOMPARE(acquired.count(), 1);
    QCOMPARE(acquired.at(0).at(1).value<FencingToken>(), FencingToken(230));
    QCOMPARE(m_watcher->entry(m_key)->handovers, 0);
    // Seen free first, then held: also an acquisition, with no earlier token.
    m_watcher->applyResult(readFree(QStringLiteral("other")));
    m_watcher->applyResult(readHeld(QStringLiteral("other"), 5));
    QCOMPARE(acquired.count(), 2);
}

void TestLockWatcher::tokenBackwardsIsAnomaly_data() {
    QTest::addColumn<bool>("freeInBetween");
    QTest::addColumn<FencingToken>("next");
    QTest::newRow("lower while held") << false << FencingToken(99);
    QTest::newRow("lower after a free") << true << FencingToken(42);
    QTest::newRow("same token reused after a free") << true << FencingToken(100);
}

void TestLockWatcher::tokenBackwardsIsAnomaly() {
    QFETCH(bool, freeInBetween);
    QFETCH(FencingToken, next);
    QSignalSpy anomalies(m_watcher.get(), &LockWatcher::anomaly);
    QSignalSpy handovers(m_watcher.get(), &LockWatcher::handedOver);
    m_watcher->applyResult(readHeld(m_key, 100));
    if (freeInBetween)
        m_watcher->applyResult(readFree(m_key));
    m_watcher->applyResult(readHeld(m_key, next));
    QCOMPARE(anomalies.count(), 1);
    QCOMPARE(anomalies.at(0).at(1).value<FencingToken>(), FencingToken(100));
    QCOMPARE(anomalies.at(0).at(2).value<FencingToken>(), next);
    QCOMPARE(m_watcher->entry(m_key)->anomalies, 1);
    QCOMPARE(handovers.count(), 0);
    // Later comparisons are against the token now seen, not the old one.
    m_watcher->applyResult(readHeld(m_key, next + 1));
    QCOMPARE(anomalies.count(), 1);
    QCOMPARE(handovers.count(), 1);
}

void TestLockWatcher::sameTokenIsNoEvent() {
    QSignalSpy observed(m_watcher.get(), &LockWatcher::observed);
    m_watcher->applyResult(readHeld(m_key, 100));
    for (int i = 0; i < 3; ++i)
        m_watcher->applyResult(readHeld(m_key, 100));
    QCOMPARE(observed.count(), 1);
}

void TestLockWatcher::failureNeverFrees_data() {
    QTest::addColumn<FailureKind>("kind");
    QTest::addColumn<int>("status");
    QTest::newRow("503 region unavailable") << FailureKind::Unavailable << 503;
    QTest::newRow("429 rate limited") << FailureKind::RateLimited << 429;
    QTest::newRow("transport error") << FailureKind::Transport << 0;
    QTest::newRow("timeout") << FailureKind::Timeout << 0;
    QTest::newRow("401") << FailureKind::Unauthorized << 401;
    QTest::newRow("garbage answer") << FailureKind::BadResponse << 500;
}

void TestLockWatcher::failureNeverFrees() {
    QFETCH(FailureKind, kind);
    QFETCH(int, status);
    QSignalSpy freed(m_watcher.get(), &LockWatcher::freed);
    m_watcher->applyResult(readHeld(m_key, 100));
    const QDateTime goodAt = m_clock->utcNow();
    const auto expiresAt = m_watcher->entry(m_key)->expiresAt;
    m_clock->advance(3000);
    m_watcher->applyResult(readFailed(m_key, kind, status));
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->state, WatchState::Stale);
    QCOMPARE(entry->lastKnownState, WatchState::Held);
    QVERIFY(entry->isHeld());
    QCOMPARE(*entry->fencingToken, FencingToken(100));
    QCOMPARE(entry->expiresAt, expiresAt);
    QCOMPARE(entry->lastGoodRead, goodAt);
    QCOMPARE(entry->lastAttempt, m_clock->utcNow());
    QCOMPARE(entry->lastError->kind, kind);
    QCOMPARE(entry->lastRequestId, QStringLiteral("rid-failed"));
    QCOMPARE(freed.count(), 0);
    // Recovery: the next good read ends the staleness without inventing an event.
    m_watcher->applyResult(readHeld(m_key, 100));
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Held);
    QVERIFY(!m_watcher->entry(m_key)->lastError);
}

void TestLockWatcher::firstReadFailingStaysUnknown() {
    m_watcher->applyResult(readFailed(m_key, FailureKind::Unavailable, 503));
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->state, WatchState::Unknown);
    QVERIFY(entry->lastError);
    QVERIFY(!entry->lastGoodRead.isValid());
}

void TestLockWatcher::degradedUntilAGoodRead() {
    QSignalSpy degraded(m_watcher.get(), &LockWatcher::degradedChanged);
    m_watcher->applyResult(readHeld(m_key, 100));
    const QDateTime goodAt = m_watcher->lastGoodReadAt();
    QCOMPARE(goodAt, m_clock->utcNow());
    m_clock->advance(1000);
    m_watcher->applyResult(readFailed(m_key, FailureKind::Unavailable, 503));
    QVERIFY(m_watcher->isDegraded());
    QVERIFY2(m_watcher->degradedReason().contains(QStringLiteral("region_unavailable (503)")),
             qPrintable(m_watcher->degradedReason()));
    QCOMPARE(m_watcher->lastGoodReadAt(), goodAt);
    QCOMPARE(degraded.count(), 1);
    QCOMPARE(degraded.at(0).at(0).toBool(), true);
    m_watcher->applyResult(readFailed(QStringLiteral("other"), FailureKind::Unavailable, 503));
    QCOMPARE(degraded.count(), 1); // same reason: no repeat
    m_watcher->applyResult(readFailed(m_key, FailureKind::RateLimited, 429));
    QCOMPARE(degraded.count(), 2); // new reason
    QVERIFY(m_watcher->degradedReason().contains(QStringLiteral("12 s")));
    m_watcher->applyResult(readHeld(m_key, 100));
    QVERIFY(!m_watcher->isDegraded());
    QCOMPARE(degraded.count(), 3);
    QCOMPARE(degraded.at(2).at(0).toBool(), false);
}

void TestLockWatcher::invalidInputIsNotDegraded() {
    m_watcher->applyResult(readFailed(m_key, FailureKind::InvalidInput, 0));
    QVERIFY(!m_watcher->isDegraded());
    QVERIFY(m_watcher->entry(m_key)->lastError);
}

void TestLockWatcher::expiredInGraceOnServerClock_data() {
    QTest::addColumn<qint64>("serverAheadMs"); // server clock at the read vs expires_at base
    QTest::addColumn<WatchState>("state");
    QTest::newRow("before expiry") << qint64(-1) << WatchState::Held;
    QTest::newRow("at expiry") << qint64(0) << WatchState::ExpiredInGrace;
    QTest::newRow("half a second into grace") << qint64(500) << WatchState::ExpiredInGrace;
}

void TestLockWatcher::expiredInGraceOnServerClock() {
    QFETCH(qint64, serverAheadMs);
    QFETCH(WatchState, state);
    // The server's (manual) clock is far ahead of the console's; only the Date header and
    // expires_at tell the watcher where it is.
    const QDateTime serverNow = m_clock->utcNow().addSecs(3600).addMSecs(serverAheadMs);
    const QDateTime expiresAt = m_clock->utcNow().addSecs(3600);
    OperationResult result = readHeld(m_key, 7);
    result.state->expiresAt = expiresAt;
    result.serverDate = QDateTime::fromSecsSinceEpoch(serverNow.toSecsSinceEpoch(), Qt::UTC);
    m_watcher->applyResult(result);
    QCOMPARE(m_watcher->entry(m_key)->state, state);
    QCOMPARE(LockWatcher::classify(LockState{}, serverNow), WatchState::Free);
}

void TestLockWatcher::grantsAndReleasesCountAsReads() {
    OperationResult acquired;
    acquired.operation = Operation::Acquire;
    acquired.key = m_key;
    acquired.httpStatus = 200;
    acquired.sentAtUtc = m_clock->utcNow();
    acquired.grant = LeaseGrant{m_clock->utcNow().addSecs(30), 321};
    m_watcher->applyResult(acquired);
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Held);
    QCOMPARE(*m_watcher->entry(m_key)->fencingToken, FencingToken(321));

    QSignalSpy freed(m_watcher.get(), &LockWatcher::freed);
    OperationResult forced;
    forced.operation = Operation::ForceRelease;
    forced.key = m_key;
    forced.httpStatus = 204;
    m_watcher->applyResult(forced);
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Free);
    QCOMPARE(freed.count(), 1);
}

void TestLockWatcher::failedMutationsChangeNothing() {
    m_watcher->applyResult(readHeld(m_key, 100));
    QSignalSpy changed(m_watcher.get(), &LockWatcher::entryChanged);
    OperationResult failed = readFailed(m_key, FailureKind::Unavailable, 503);
    failed.operation = Operation::ForceRelease;
    m_watcher->applyResult(failed);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Held);
    QVERIFY(!m_watcher->isDegraded());
}

void TestLockWatcher::countdownsUseOffset() {
    // The server's clock runs 4 s ahead of the console's.
    OperationResult lease;
    lease.operation = Operation::Acquire;
    lease.key = QStringLiteral("mine");
    lease.httpStatus = 200;
    lease.sentAtUtc = m_clock->utcNow();
    lease.grant = LeaseGrant{m_clock->utcNow().addSecs(4 + 30), 1};
    m_offset->addLeaseSample(lease, 30);
    QCOMPARE(*m_offset->offsetMs(), qint64(4000));

    OperationResult read = readHeld(m_key, 9);
    read.state->expiresAt = m_clock->utcNow().addSecs(4 + 20); // 20 s left on the server
    read.serverDate = m_clock->utcNow().addSecs(4);
    m_watcher->applyResult(read);
    QCOMPARE(*m_watcher->expiresInMs(m_key), qint64(20'000));
    // Takeover also waits out the estimate's uncertainty (here under a millisecond's rounding).
    QCOMPARE(*m_watcher->takeoverInMs(m_key), qint64(21'000) + m_offset->uncertaintyMs());
    QVERIFY(m_offset->uncertaintyMs() <= 1);
    m_clock->advance(25'000);
    QCOMPARE(*m_watcher->expiresInMs(m_key), qint64(-5000));
    QVERIFY(!m_watcher->expiresInMs(QStringLiteral("other")));
    QCOMPARE(*m_watcher->entry(m_key)->takeoverAt(), read.state->expiresAt->addSecs(1));
}

void TestLockWatcher::historyRecordsAndSeedsNextSession() {
    QTemporaryDir dir;
    AppDatabase db(dir.filePath(QStringLiteral("console.sqlite")));
    QVERIFY(db.open());
    LockHistory history(db);
    m_watcher->setHistory(&history, QStringLiteral("p"));
    m_watcher->applyResult(readHeld(m_key, 100));
    m_watcher->applyResult(readHeld(m_key, 150));
    m_watcher->applyResult(readFree(m_key));
    const auto rows = history.observations(QStringLiteral("p"), m_key);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).event, TokenEvent::FirstSeen);
    QCOMPARE(rows.at(1).event, TokenEvent::Handover);
    QCOMPARE(*rows.at(1).previousToken, FencingToken(100));
    QCOMPARE(rows.at(2).event, TokenEvent::Freed);
    QCOMPARE(rows.at(2).token, FencingToken(150));

    // A new session (console restart) continues from the history: the first read there is
    // compared with the last token seen before.
    LockWatcher next(m_offset.get(), m_clock.get());
    next.setKeys({m_key, QStringLiteral("other")});
    next.setHistory(&history, QStringLiteral("p"));
    QSignalSpy acquired(&next, &LockWatcher::acquired);
    QSignalSpy anomalies(&next, &LockWatcher::anomaly);
    next.applyResult(readHeld(m_key, 160));
    QCOMPARE(acquired.count(), 1); // it was last seen free
    next.applyResult(readHeld(QStringLiteral("other"), 1));
    QCOMPARE(history.last(QStringLiteral("p"), QStringLiteral("other"))->event,
             TokenEvent::FirstSeen);

    LockWatcher third(m_offset.get(), m_clock.get());
    third.setKeys({m_key});
    third.setHistory(&history, QStringLiteral("p"));
    QSignalSpy thirdAnomalies(&third, &LockWatcher::anomaly);
    third.applyResult(readHeld(m_key, 5)); // e.g. the server's data was wiped
    QCOMPARE(thirdAnomalies.count(), 1);
    QCOMPARE(history.countEvents(QStringLiteral("p"), m_key, TokenEvent::Anomaly), 1);
    QCOMPARE(anomalies.count(), 0);
}

void TestLockWatcher::setKeysKeepsExistingEntries() {
    m_watcher->applyResult(readHeld(m_key, 100));
    m_watcher->setKeys({QStringLiteral("new"), m_key});
    QCOMPARE(m_watcher->keys(), (QStringList{m_key, QStringLiteral("new")}));
    QCOMPARE(*m_watcher->entry(m_key)->fencingToken, FencingToken(100));
    QVERIFY(!m_watcher->isWatching(QStringLiteral("other")));
    m_watcher->removeKeys({m_key});
    QVERIFY(!m_watcher->entry(m_key));
    m_watcher->clear();
    QCOMPARE(m_watcher->count(), 0);
}

// The table keeps pointers to entries: an entry stays where it is while others come and go,
// and the watcher says when entries go. attemptedCount() tells blank entries from read ones.
void TestLockWatcher::entriesStayPutAndSayWhenTheyGo() {
    const QString other = QStringLiteral("other");
    m_watcher->setKeys({m_key, other});
    QCOMPARE(m_watcher->attemptedCount(), 0);
    const WatchEntry* watched = m_watcher->entry(m_key);
    QSignalSpy updated(m_watcher.get(), &LockWatcher::entryUpdated);
    m_watcher->applyResult(readHeld(m_key, 7));
    QCOMPARE(updated.count(), 1);
    m_watcher->applyResult(readFailed(other, FailureKind::Unavailable, 503));
    QCOMPARE(m_watcher->attemptedCount(), 2);
    QStringList many;
    for (int i = 0; i < 5000; ++i)
        many << QStringLiteral("k%1").arg(i);
    m_watcher->addKeys(many); // grows the table: the entry must not move
    QCOMPARE(m_watcher->entry(m_key), watched);
    QCOMPARE(*watched->fencingToken, FencingToken(7));

    QSignalSpy removed(m_watcher.get(), &LockWatcher::entriesRemoved);
    m_watcher->removeKeys({other, QStringLiteral("never watched")});
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.at(0).at(0).toStringList(), QStringList{other});
    QCOMPARE(m_watcher->attemptedCount(), 1);
    m_watcher->removeKeys({QStringLiteral("never watched")});
    QCOMPARE(removed.count(), 1); // nothing went, nothing said

    QSignalSpy cleared(m_watcher.get(), &LockWatcher::entriesCleared);
    m_watcher->clear();
    QCOMPARE(cleared.count(), 1);
    QCOMPARE(m_watcher->attemptedCount(), 0);
}

OperationResult TestLockWatcher::readHeldUntil(const QString& key, FencingToken token,
                                               const QDateTime& expiresAt) {
    OperationResult result = readHeld(key, token);
    result.state->expiresAt = expiresAt;
    return result;
}

void TestLockWatcher::liveStateAgesWithServerClock_data() {
    QTest::addColumn<qint64>("afterMs");
    QTest::addColumn<LiveState>("expected");
    // The lease read at 0 expires at 10 s; takeover is possible from 11 s (expires_at + 1 s).
    QTest::newRow("just read") << qint64(0) << LiveState::Held;
    QTest::newRow("a millisecond before expires_at") << qint64(9'999) << LiveState::Held;
    QTest::newRow("at expires_at") << qint64(10'000) << LiveState::Expired;
    QTest::newRow("in the grace second") << qint64(10'999) << LiveState::Expired;
    QTest::newRow("at expires_at + 1 s") << qint64(11'000) << LiveState::TakeoverPossible;
    QTest::newRow("long after") << qint64(300'000) << LiveState::TakeoverPossible;
}

void TestLockWatcher::liveStateAgesWithServerClock() {
    QFETCH(qint64, afterMs);
    QFETCH(LiveState, expected);
    m_watcher->applyResult(readHeld(m_key, 7, 10));
    m_clock->advance(afterMs);
    QCOMPARE(m_watcher->liveState(m_key), expected);
    // What the last read said does not change without a read.
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Held);
    m_watcher->applyResult(readFree(m_key));
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Free);
}

void TestLockWatcher::staleButEndedLeaseIsNotHeld() {
    m_watcher->applyResult(readHeld(m_key, 7, 10));
    m_watcher->applyResult(readFailed(m_key, FailureKind::Unavailable, 503));
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Stale);
    m_clock->advance(10'000);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Expired);
    m_clock->advance(1'000);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::TakeoverPossible);
    // A failed first read knows nothing to age.
    m_watcher->applyResult(readFailed(QStringLiteral("other"), FailureKind::Unavailable, 503));
    QCOMPARE(m_watcher->liveState(QStringLiteral("other")), LiveState::NotRead);
}

void TestLockWatcher::renewalsInferredFromReads() {
    // A holder with a 30 s TTL renewing every 10 s, read every 10 s.
    const QDateTime start = m_clock->utcNow();
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(30)));
    QCOMPARE(m_watcher->entry(m_key)->renewals.renewalsSeen(), 0);
    for (int step = 1; step <= 3; ++step) {
        m_clock->advance(10'000);
        m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(30 + 10 * step)));
    }
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->renewals.renewalsSeen(), 3);
    QCOMPARE(entry->renewals.lastRenewalSeen(), m_clock->utcNow());
    QCOMPARE(*entry->renewals.cadenceMs(), qint64(10'000));
    QCOMPARE(*entry->renewals.impliedTtlMs(), qint64(30'000));
    QVERIFY(!entry->renewalAtRisk);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Held);
    // Reads that miss renewals see a multiple of the step: the cadence stays the smallest.
    m_clock->advance(20'000);
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(80)));
    QCOMPARE(*m_watcher->entry(m_key)->renewals.cadenceMs(), qint64(10'000));
    QCOMPARE(m_watcher->entry(m_key)->renewals.renewalsSeen(), 4);
}

void TestLockWatcher::overdueRenewalIsAtRisk() {
    const QDateTime start = m_clock->utcNow();
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(30)));
    m_clock->advance(10'000);
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(40)));
    // The next renewal was due at 20 s; a read at 20.5 s is within the tolerance.
    m_clock->advance(10'500);
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(40)));
    QVERIFY2(!m_watcher->entry(m_key)->renewalAtRisk, "within the tolerance: not yet overdue");
    m_clock->advance(1'500); // 22 s: 18 s left, a renewal 2 s overdue
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(40)));
    QVERIFY(m_watcher->entry(m_key)->renewalAtRisk);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::AtRisk);
    // The expiry still ends it, at risk or not.
    m_clock->advance(18'000);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Expired);
    // A late renewal clears the risk.
    m_watcher->applyResult(readHeldUntil(m_key, 7, m_clock->utcNow().addSecs(30)));
    QVERIFY(!m_watcher->entry(m_key)->renewalAtRisk);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Held);
}

void TestLockWatcher::cadenceNearTtlIsNeverAtRisk() {
    // Renewing at 9 s of a 10 s TTL leaves no room to tell late from on time.
    const QDateTime start = m_clock->utcNow();
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(10)));
    m_clock->advance(9'000);
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(19)));
    m_clock->advance(8'000);
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(19)));
    QVERIFY(!m_watcher->entry(m_key)->renewalAtRisk);
    QCOMPARE(m_watcher->liveState(m_key), LiveState::Held);
}

void TestLockWatcher::newHolderStartsNewPattern() {
    const QDateTime start = m_clock->utcNow();
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(30)));
    m_clock->advance(10'000);
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(40)));
    QCOMPARE(m_watcher->entry(m_key)->renewals.renewalsSeen(), 1);
    m_clock->advance(1'000);
    m_watcher->applyResult(readHeldUntil(m_key, 8, start.addSecs(50)));
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->renewals.renewalsSeen(), 0);
    QVERIFY(!entry->renewals.cadenceMs());
    QCOMPARE(*entry->renewals.token(), FencingToken(8));
    m_watcher->applyResult(readFree(m_key));
    QVERIFY(!m_watcher->entry(m_key)->renewals.token());
}

void TestLockWatcher::endCauses_data() {
    QTest::addColumn<QString>("sequence");
    QTest::addColumn<TokenEvent>("event");
    QTest::addColumn<EndCause>("cause");
    // Lease A (token 7): read at 0 with 30 s left (a 30 s TTL renewed at 0).
    QTest::newRow("free before expires_at") << "free@10" << TokenEvent::Freed << EndCause::Released;
    QTest::newRow("free after expires_at") << "free@40" << TokenEvent::Freed << EndCause::Expired;
    QTest::newRow("new holder before expires_at")
        << "held8@20" << TokenEvent::Handover << EndCause::Released;
    QTest::newRow("new holder long after expires_at")
        << "held8@90" << TokenEvent::Handover << EndCause::Expired;
    QTest::newRow("new holder seen late, lease began early")
        << "held8early@45" << TokenEvent::Handover << EndCause::Released;
    QTest::newRow("force release") << "force@5" << TokenEvent::Freed << EndCause::ForceReleased;
    QTest::newRow("own release") << "release@5" << TokenEvent::Freed << EndCause::Released;
}

void TestLockWatcher::endCauses() {
    QFETCH(QString, sequence);
    QFETCH(TokenEvent, event);
    QFETCH(EndCause, cause);
    const QDateTime start = m_clock->utcNow();
    m_watcher->applyResult(readHeldUntil(m_key, 7, start.addSecs(30)));
    QSignalSpy observed(m_watcher.get(), &LockWatcher::observed);
    const QStringList parts = sequence.split(QLatin1Char('@'));
    m_clock->advance(parts[1].toLongLong() * 1000);
    const QString what = parts[0];
    OperationResult result;
    if (what == QLatin1String("free")) {
        result = readFree(m_key);
    } else if (what == QLatin1String("held8")) {
        result = readHeld(m_key, 8, 30);
    } else if (what == QLatin1String("held8early")) {
        // Seen at 45 s with 10 s left: with a 30 s TTL it began by 25 s, before A ended.
        result = readHeld(m_key, 8, 10);
    } else {
        result.operation =
            what == QLatin1String("force") ? Operation::ForceRelease : Operation::Release;
        result.key = m_key;
        result.httpStatus = 204;
        result.sentAtUtc = m_clock->utcNow();
    }
    m_watcher->applyResult(result);
    QCOMPARE(observed.count(), 1);
    const auto observation = observed.at(0).at(1).value<TokenObservation>();
    QCOMPARE(observation.event, event);
    QCOMPARE(observation.cause, cause);
}

void TestLockWatcher::holderChangesCountAcquisitions() {
    m_watcher->applyResult(readHeld(m_key, 7));
    m_watcher->applyResult(readHeld(m_key, 9)); // handover
    m_watcher->applyResult(readFree(m_key));
    m_watcher->applyResult(readHeld(m_key, 12)); // acquisition after a free
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->handovers, 1);
    QCOMPARE(entry->acquisitions, 1);
    QCOMPARE(entry->holderChanges(), 2);
}

QTEST_GUILESS_MAIN(TestLockWatcher)
#include "tst_lockwatcher.moc"
