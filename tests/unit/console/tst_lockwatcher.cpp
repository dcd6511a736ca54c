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

private:
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

QTEST_GUILESS_MAIN(TestLockWatcher)
#include "tst_lockwatcher.moc"
