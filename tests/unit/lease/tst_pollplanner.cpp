// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LockStates.h"
#include "lease/PollPlanner.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <vector>

using volcano::ApiError;
using volcano::FailureKind;
using volcano::LockState;
using volcano::PlannedRead;
using volcano::PollPlanner;
using volcano::PollPlannerSettings;
using volcano::ReadReason;
using volcano::test::freeLock;
using volcano::test::heldLock;

Q_DECLARE_METATYPE(volcano::ReadReason)

namespace {

const qint64 kT0 = QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC).toMSecsSinceEpoch();
constexpr qint64 kMinute = 60'000;

using World = std::function<LockState(const QString& key, qint64 atMs)>;

struct Read {
    QString key;
    qint64 atMs = 0;
    ReadReason reason = ReadReason::Refresh;
};

QStringList keyNames(int count, const QString& prefix = QStringLiteral("k")) {
    QStringList keys;
    for (int i = 0; i < count; ++i)
        keys.append(prefix + QString::number(i));
    return keys;
}

// Reads are answered at once: the planner is asked, the read is "sent" when due.
QList<Read> run(PollPlanner& planner, qint64 fromMs, qint64 toMs, const World& world) {
    QList<Read> reads;
    qint64 now = fromMs;
    for (int guard = 0; guard < 1'000'000; ++guard) {
        const auto next = planner.nextRead(now);
        if (!next || next->atMs >= toMs)
            break;
        now = std::max(now, next->atMs);
        planner.readSent(next->key, now, next->reason);
        planner.readSucceeded(next->key, now, world(next->key, now));
        reads.append(Read{next->key, now, next->reason});
    }
    return reads;
}

std::map<qint64, int> readsPerMinute(const QList<Read>& reads) {
    std::map<qint64, int> perMinute;
    for (const Read& read : reads)
        ++perMinute[PollPlanner::minuteStartOf(read.atMs)];
    return perMinute;
}

QList<Read> readsOf(const QList<Read>& reads, const QString& key) {
    QList<Read> result;
    for (const Read& read : reads) {
        if (read.key == key)
            result.append(read);
    }
    return result;
}

ApiError failure(FailureKind kind, std::optional<int> retryAfter = std::nullopt) {
    ApiError error;
    error.kind = kind;
    error.retryAfterSeconds = retryAfter;
    return error;
}

} // namespace

class TestPollPlanner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void firstReadsGoInKeyOrder();
    void budgetIsSpentButNeverExceeded();
    void takeoverReadJustAfterExpiryPlusGrace_data();
    void takeoverReadJustAfterExpiryPlusGrace();
    void readInGraceIsRepeatedWithBackOff();
    void selectedKeyIsReadFastest();
    void selectedKeyTakesAtMostAQuarterOfTheBudget();
    void freedLockIsFollowedUp();
    void recentlyChangingKeysAreReadMoreThanStableOnes();
    void refreshNeverTakesATimeCriticalSlot();
    void rateLimitedPausesUntilRetryAfter();
    void unavailableAndTransportBackOffExponentially();
    void reservationsLeaveRoomForRenewals();
    void requestedReadGoesFirst();
    void plannedReadOfAKey();
    void plannedReadWaitsForTheNextMinuteWhenSpent();
    void priorityKeysAreReadFirstInTheFirstPass();
    void overtakenAnswerIsIgnored();
    void budgetNeverExceededUnderRandomWorkloads_data();
    void budgetNeverExceededUnderRandomWorkloads();
    void faithfulLeaderIsNotReadAtEveryExpiry();
    void keyWhoseHolderCrashedBeforeIsReadJustAfterTakeoverTime();
    void churningKeyIsNotMistakenForACrashingOne();
    void keysThatNeverChangeLeaveTheBudgetToKeysThatDo();
    void steadyLeadersTakenOverRaiseTheirClassRate();
    void keyThatSometimesLapsesGetsTakeoverReadsWhenNotAllAreAffordable();
    void firstPassIsNotHeldUpByTakeoverReadsOfTheKeysReadSoFar();
    void everyHeldLockGetsTakeoverReadsWhileTheyFitThreeQuartersOfTheBudget();
    void faithfulLeadersAboveThreeQuartersOfTheBudgetGetNoTakeoverReads();
    void heldLocksReadBeforeTakeoverReadsWereAffordableGetThemOnceTheyAre();
    void takeoverReadsAreCostedFromTheFirstReadOfALease();
    void readsArePacedOverTheMinute();
    void readsAreCountedByReasonOverTheLastMinute();
    void keyWhoseHoldersComeAndGoIsReadWithinATenureWhileFree();
    void newKeyIsWatchedForLapsesWhenKeysWithItsLeaseLengthLapse();
    void idleLocksSeenFreeLeaveTheBudgetToKeysThatChange();
    void newHolderIsSeenSoonAfterATakeoverWhenAStandbyWaits();
    void locksNobodyWaitsForAreNotReadAgainAfterTheirTakeoverReads();
    void keyFirstSeenGivenUpIsWatchedWhileFree();
    void leaseSeenRunningOutIsReadBeforeQueuedTakeoverReads();
    void leadersWhoseTokensDateTheirHoldMinutesBackAreSteadySooner();
};

void TestPollPlanner::firstReadsGoInKeyOrder() {
    PollPlanner planner;
    planner.setKeys(keyNames(5));
    const QList<Read> reads =
        run(planner, kT0, kT0 + 10'000, [](const QString&, qint64) { return freeLock(); });
    QVERIFY(reads.size() >= 5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(reads.at(i).key, QStringLiteral("k%1").arg(i));
        QCOMPARE(reads.at(i).reason, ReadReason::First);
    }
    QCOMPARE(reads.first().atMs, kT0);
    // A small watch list is not read in a loop: spare reads of one key are >= 2 s apart.
    for (const QString& key : keyNames(5)) {
        const QList<Read> ofKey = readsOf(reads, key);
        for (int i = 1; i < ofKey.size(); ++i)
            QVERIFY(ofKey.at(i).atMs - ofKey.at(i - 1).atMs >= 2000);
    }
}

void TestPollPlanner::budgetIsSpentButNeverExceeded() {
    PollPlanner planner;
    planner.setBudgetPerMinute(7);
    planner.setKeys(keyNames(200));
    const QList<Read> reads = run(planner, kT0 + 13'000, kT0 + 13'000 + 10 * kMinute,
                                  [](const QString&, qint64) { return freeLock(); });
    const auto perMinute = readsPerMinute(reads);
    for (const auto& [minute, count] : perMinute) {
        QVERIFY2(count <= 7, qPrintable(QStringLiteral("%1 reads in a minute").arg(count)));
        const bool fullMinute = minute >= kT0 + kMinute && minute < kT0 + 10 * kMinute;
        if (fullMinute)
            QCOMPARE(count, 7); // with 200 keys there is always something to read
    }
    // Spread over the minute, not a burst at its start.
    const auto secondMinute = std::count_if(reads.begin(), reads.end(), [](const Read& read) {
        return read.atMs >= kT0 + kMinute && read.atMs < kT0 + kMinute + 20'000;
    });
    QVERIFY2(secondMinute <= 3, qPrintable(QString::number(secondMinute)));
}

void TestPollPlanner::takeoverReadJustAfterExpiryPlusGrace_data() {
    QTest::addColumn<qint64>("serverAheadMs");
    QTest::newRow("clocks agree") << qint64{0};
    QTest::newRow("server 2 s ahead") << qint64{2000};
    QTest::newRow("server 1.5 s behind") << qint64{-1500};
}

void TestPollPlanner::takeoverReadJustAfterExpiryPlusGrace() {
    QFETCH(qint64, serverAheadMs);
    PollPlanner planner;
    planner.setServerClockOffsetMs(serverAheadMs);
    QStringList keys = keyNames(30);
    keys.prepend(QStringLiteral("leader"));
    planner.setKeys(keys);
    // The holder died at once: its lease ends at server time T0 + 30 s, free from + 1 s.
    const qint64 expiresServer = kT0 + 30'000;
    const World world = [&](const QString& key, qint64 consoleMs) {
        if (key != QStringLiteral("leader"))
            return freeLock();
        const qint64 serverMs = consoleMs + serverAheadMs;
        return serverMs < expiresServer + 1000 ? heldLock(expiresServer, 77) : freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 2 * kMinute, world);
    const QList<Read> leader = readsOf(reads, QStringLiteral("leader"));
    QList<qint64> takeovers;
    for (const Read& read : leader) {
        if (read.reason == ReadReason::Takeover)
            takeovers.append(read.atMs);
    }
    // Nothing known about this key yet: a look in the middle of the grace second tells a
    // renewal from a crash; it sees the lease unrenewed, so the read just after expires_at
    // + 1 s follows.
    const qint64 expected = expiresServer + 1000 - serverAheadMs + 300;
    // (A spare-budget read may have seen the lease in its grace second first.)
    QVERIFY(!takeovers.isEmpty() && takeovers.size() <= 2);
    QCOMPARE(takeovers.last(), expected);
    if (takeovers.size() == 2) {
        QCOMPARE(takeovers.first(), expiresServer + 500 - serverAheadMs);
        QVERIFY(world(QStringLiteral("leader"), takeovers.first()).held);
    }
    QVERIFY(!world(QStringLiteral("leader"), expected).held);
    QVERIFY(!planner.lastState(QStringLiteral("leader"))->held);
}

void TestPollPlanner::readInGraceIsRepeatedWithBackOff() {
    // The planner believes the clocks agree, but the server is 1.5 s behind: at the planned
    // takeover read the server still shows the lease in its grace second.
    PollPlannerSettings settings;
    settings.minRefreshIntervalMs = 10 * kMinute; // only the takeover rule reads here
    PollPlanner planner(settings);
    planner.setKeys({QStringLiteral("leader")});
    const qint64 expires = kT0 + 30'000;
    const World world = [&](const QString&, qint64 consoleMs) {
        return consoleMs - 1500 < expires + 1000 ? heldLock(expires, 5) : freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + kMinute, world);
    QList<qint64> takeoverTimes;
    for (const Read& read : reads) {
        if (read.reason == ReadReason::Takeover)
            takeoverTimes.append(read.atMs - kT0);
    }
    // The look inside the grace second (30.5 s) sees the lease unrenewed; the takeover read
    // at 31.3 s still sees it (the server is behind) and is repeated, backing off.
    QCOMPARE(takeoverTimes, (QList<qint64>{30'500, 31'300, 31'800, 32'800}));
}

void TestPollPlanner::selectedKeyIsReadFastest() {
    PollPlanner planner;
    planner.setKeys(keyNames(100));
    planner.setSelectedKey(QStringLiteral("k42"));
    const QList<Read> reads =
        run(planner, kT0, kT0 + 5 * kMinute, [](const QString&, qint64) { return freeLock(); });
    const QList<Read> selected = readsOf(reads, QStringLiteral("k42"));
    QVERIFY(selected.size() >= 59);
    for (int i = 1; i < selected.size(); ++i) {
        QCOMPARE(selected.at(i).reason, ReadReason::Selected);
        QCOMPARE(selected.at(i).atMs - selected.at(i - 1).atMs, qint64{5000});
    }
    for (const QString& key : keyNames(100)) {
        if (key != QStringLiteral("k42"))
            QVERIFY(readsOf(reads, key).size() * 10 < selected.size());
    }
}

void TestPollPlanner::plannedReadOfAKey() {
    PollPlanner planner;
    planner.setKeys({QStringLiteral("sel"), QStringLiteral("held"), QStringLiteral("idle")});
    planner.setSelectedKey(QStringLiteral("sel"));
    QVERIFY(!planner.plannedReadOf(QStringLiteral("unwatched"), kT0));
    for (const QString& key : planner.keys())
        planner.readSent(key, kT0, ReadReason::First);
    QVERIFY(planner.isInFlight(QStringLiteral("sel")));
    QVERIFY(!planner.plannedReadOf(QStringLiteral("sel"), kT0)); // in flight: being read
    planner.readSucceeded(QStringLiteral("sel"), kT0, freeLock());
    planner.readSucceeded(QStringLiteral("held"), kT0, heldLock(kT0 + 20'000, 7));
    planner.readSucceeded(QStringLiteral("idle"), kT0, freeLock());

    const auto selected = planner.plannedReadOf(QStringLiteral("sel"), kT0 + 1000);
    QVERIFY(selected);
    QCOMPARE(selected->reason, ReadReason::Selected);
    QCOMPARE(selected->atMs, kT0 + 5000);
    const auto takeover = planner.plannedReadOf(QStringLiteral("held"), kT0 + 1000);
    QVERIFY(takeover);
    QCOMPARE(takeover->reason, ReadReason::Takeover);
    // A key not known yet: first a look in the middle of the grace second.
    QCOMPARE(takeover->atMs, kT0 + 20'500);
    // A free, stable key waits for the spare budget: no time-critical read is due.
    QVERIFY(!planner.plannedReadOf(QStringLiteral("idle"), kT0 + 1000));
}

void TestPollPlanner::plannedReadWaitsForTheNextMinuteWhenSpent() {
    PollPlanner planner;
    // 8 reads a minute: the selected key is due every 30 s (a quarter of the budget).
    planner.setBudgetPerMinute(8);
    planner.setKeys(keyNames(8));
    planner.setSelectedKey(QStringLiteral("k0"));
    for (const QString& key : planner.keys()) {
        planner.readSent(key, kT0 + 1000, ReadReason::First);
        planner.readSucceeded(key, kT0 + 1000, freeLock());
    }
    QCOMPARE(planner.sentInMinuteOf(kT0 + 2000), 8);
    const auto next = planner.plannedReadOf(QStringLiteral("k0"), kT0 + 2000);
    QVERIFY(next);
    QCOMPARE(next->reason, ReadReason::Selected);
    QCOMPARE(next->atMs, kT0 + kMinute); // due at 31 s, but the minute's reads are spent
}

void TestPollPlanner::selectedKeyTakesAtMostAQuarterOfTheBudget() {
    PollPlanner planner;
    planner.setBudgetPerMinute(8);
    planner.setKeys(keyNames(20));
    planner.setSelectedKey(QStringLiteral("k3"));
    const QList<Read> reads =
        run(planner, kT0, kT0 + 4 * kMinute, [](const QString&, qint64) { return freeLock(); });
    const QList<Read> selected = readsOf(reads, QStringLiteral("k3"));
    for (int i = 1; i < selected.size(); ++i)
        QCOMPARE(selected.at(i).atMs - selected.at(i - 1).atMs, qint64{30'000});
}

void TestPollPlanner::freedLockIsFollowedUp() {
    PollPlannerSettings settings;
    settings.minRefreshIntervalMs = 10 * kMinute;
    settings.followUpDelaysMs = {1000, 2000, 4000, 8000}; // off by default
    PollPlanner planner(settings);
    planner.setKeys({QStringLiteral("job")});
    // Held until T0 + 10 s (released), taken again at T0 + 16 s by a new holder.
    const World world = [](const QString&, qint64 t) {
        if (t < kT0 + 10'000)
            return heldLock(kT0 + 600'000, 1);
        if (t < kT0 + 16'000)
            return freeLock();
        return heldLock(kT0 + 900'000, 2);
    };
    planner.readSent(QStringLiteral("job"), kT0, ReadReason::First);
    QVERIFY(planner.readSucceeded(QStringLiteral("job"), kT0, world({}, kT0)));
    // Someone asked for a read at T0 + 10.5 s: it sees the lock free.
    planner.readSent(QStringLiteral("job"), kT0 + 10'500, ReadReason::Requested);
    QVERIFY(planner.readSucceeded(QStringLiteral("job"), kT0 + 10'500, freeLock()));
    const QList<Read> reads = run(planner, kT0 + 10'500, kT0 + 30'000, world);
    QVERIFY(reads.size() >= 3);
    QCOMPARE(reads.at(0).atMs, kT0 + 11'500);
    QCOMPARE(reads.at(1).atMs, kT0 + 13'500);
    QCOMPARE(reads.at(2).atMs, kT0 + 17'500); // sees the new holder: follow-ups end
    for (int i = 0; i < 3; ++i)
        QCOMPARE(reads.at(i).reason, ReadReason::FollowUp);
    QCOMPARE(reads.size(), 3);
    QCOMPARE(planner.lastState(QStringLiteral("job"))->fencingToken, std::optional<quint64>(2));
}

void TestPollPlanner::recentlyChangingKeysAreReadMoreThanStableOnes() {
    PollPlanner planner;
    planner.setBudgetPerMinute(30);
    QStringList keys = keyNames(39);
    keys.append(QStringLiteral("hot"));
    planner.setKeys(keys);
    // "hot" changes hands every 30 s (long TTL: no takeover reads); the rest never change.
    const World world = [](const QString& key, qint64 t) {
        if (key != QStringLiteral("hot"))
            return freeLock();
        const quint64 holder = static_cast<quint64>((t - kT0) / 30'000);
        return heldLock(kT0 + 3'600'000, 100 + holder);
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 30 * kMinute, world);
    const auto late = [](const Read& read) { return read.atMs >= kT0 + 10 * kMinute; };
    int hot = 0;
    int others = 0;
    for (const Read& read : reads) {
        if (!late(read))
            continue;
        (read.key == QStringLiteral("hot") ? hot : others) += 1;
    }
    const double perStableKey = others / 39.0;
    QVERIFY2(hot > 4 * perStableKey,
             qPrintable(QStringLiteral("hot %1, stable keys %2 each").arg(hot).arg(perStableKey)));
    QVERIFY(planner.changeRatePerHour(QStringLiteral("hot"), kT0 + 30 * kMinute) >
            10 * planner.changeRatePerHour(QStringLiteral("k0"), kT0 + 30 * kMinute));
}

void TestPollPlanner::refreshNeverTakesATimeCriticalSlot() {
    PollPlannerSettings settings;
    settings.takeoverLapseChance = 0; // every takeover read is worth it here
    PollPlanner planner(settings);
    planner.setBudgetPerMinute(5);
    QStringList keys = keyNames(100);
    keys.prepend(QStringLiteral("leader"));
    planner.setKeys(keys);
    const qint64 minute = kT0 + kMinute;
    // Known: "leader" expires at minute + 40 s and nobody renews it.
    planner.readSent(QStringLiteral("leader"), kT0 + 30'000, ReadReason::First);
    planner.readSucceeded(QStringLiteral("leader"), kT0 + 30'000, heldLock(minute + 40'000, 9));
    // A contender takes it the moment it is free, for a long time: no follow-up reads.
    const World world = [&](const QString& key, qint64 t) {
        if (key != QStringLiteral("leader"))
            return freeLock();
        return t < minute + 41'000 ? heldLock(minute + 40'000, 9)
                                   : heldLock(minute + 3'600'000, 10);
    };
    const QList<Read> reads = run(planner, minute, minute + kMinute, world);
    QCOMPARE(reads.size(), 5);
    const QList<Read> leader = readsOf(reads, QStringLiteral("leader"));
    // Nothing is known about this holder yet: the planned read looks in the middle of the
    // grace second (a renewal or a crash tell apart there), and its slot was kept free.
    QCOMPARE(leader.size(), 1);
    QCOMPARE(leader.first().atMs, minute + 40'500);
    QCOMPARE(leader.first().reason, ReadReason::Takeover);
}

void TestPollPlanner::rateLimitedPausesUntilRetryAfter() {
    PollPlanner planner;
    planner.setKeys(keyNames(10));
    planner.readSent(QStringLiteral("k0"), kT0, ReadReason::First);
    planner.readFailed(QStringLiteral("k0"), kT0 + 40, failure(FailureKind::RateLimited, 17));
    QCOMPARE(planner.pausedUntilMs(), std::optional<qint64>(kT0 + 17'040));
    const auto next = planner.nextRead(kT0 + 100);
    QVERIFY(next);
    QCOMPARE(next->atMs, kT0 + 17'040);
    QCOMPARE(next->key, QStringLiteral("k0")); // the refused read was not counted as seen
    QVERIFY(planner.nextRead(kT0 + 20'000)->atMs >= kT0 + 20'000);
}

void TestPollPlanner::unavailableAndTransportBackOffExponentially() {
    PollPlanner planner;
    planner.setKeys(keyNames(3));
    qint64 now = kT0;
    QList<qint64> waits;
    const QList<FailureKind> kinds{FailureKind::Unavailable, FailureKind::Transport,
                                   FailureKind::Timeout, FailureKind::Unavailable};
    for (const FailureKind kind : kinds) {
        const auto next = planner.nextRead(now);
        now = next->atMs;
        planner.readSent(next->key, now, next->reason);
        planner.readFailed(next->key, now, failure(kind));
        waits.append(planner.nextRead(now)->atMs - now);
    }
    QCOMPARE(waits, (QList<qint64>{2000, 4000, 8000, 16000}));
    // A success resets the back-off.
    const auto next = planner.nextRead(now);
    now = next->atMs;
    planner.readSent(next->key, now, next->reason);
    planner.readSucceeded(next->key, now, freeLock());
    planner.readSent(QStringLiteral("k1"), now, ReadReason::Requested);
    planner.readFailed(QStringLiteral("k1"), now, failure(FailureKind::Unavailable));
    QCOMPARE(planner.nextRead(now)->atMs - now, qint64{2000});
}

void TestPollPlanner::reservationsLeaveRoomForRenewals() {
    PollPlanner planner;
    planner.setBudgetPerMinute(10);
    planner.setKeys(keyNames(100));
    planner.setReservation(QStringLiteral("lease a"), 3);
    planner.setReservation(QStringLiteral("lease b"), 1);
    QCOMPARE(planner.reservedPerMinute(), 4);
    QCOMPARE(planner.readCapacityPerMinute(), 6);
    const World free = [](const QString&, qint64) { return freeLock(); };
    auto perMinute = readsPerMinute(run(planner, kT0, kT0 + 3 * kMinute, free));
    for (const auto& [minute, count] : perMinute)
        QCOMPARE(count, 6);
    planner.clearReservation(QStringLiteral("lease a"));
    planner.setReservation(QStringLiteral("lease b"), 0);
    QCOMPARE(planner.readCapacityPerMinute(), 10);
    perMinute = readsPerMinute(run(planner, kT0 + 3 * kMinute, kT0 + 5 * kMinute, free));
    for (const auto& [minute, count] : perMinute)
        QCOMPARE(count, 10);
    planner.setReservation(QStringLiteral("many leases"), 50);
    QCOMPARE(planner.readCapacityPerMinute(), 0);
    QVERIFY(!planner.nextRead(kT0 + 6 * kMinute));
}

void TestPollPlanner::requestedReadGoesFirst() {
    PollPlanner planner;
    planner.setBudgetPerMinute(2);
    planner.setKeys(keyNames(10));
    const World free = [](const QString&, qint64) { return freeLock(); };
    run(planner, kT0, kT0 + 59'000, free); // both reads of the minute spent
    planner.requestRead(QStringLiteral("k7"));
    const auto next = planner.nextRead(kT0 + 59'000);
    QCOMPARE(next->key, QStringLiteral("k7"));
    QCOMPARE(next->reason, ReadReason::Requested);
    QCOMPARE(next->atMs, kT0 + kMinute); // also a requested read waits for budget
}

// The keys matching the table's filter (or selected) get their first read before the rest of
// a long first pass; keys read before are not affected, and an unwatched priority key is
// ignored.
void TestPollPlanner::priorityKeysAreReadFirstInTheFirstPass() {
    PollPlanner planner;
    planner.setBudgetPerMinute(60);
    planner.setKeys(keyNames(200));
    const World free = [](const QString&, qint64) { return freeLock(); };
    // A few keys already read in key order (a small burst at the start, then paced).
    QList<Read> reads = run(planner, kT0, kT0 + 2'500, free);
    const auto firstPass = static_cast<int>(reads.size());
    QVERIFY(firstPass >= 3 && firstPass <= 5);
    QCOMPARE(reads.last().key, QStringLiteral("k%1").arg(firstPass - 1));
    // The filter now matches k150..k159 (and k1, read already, and a key not watched).
    QStringList priority{QStringLiteral("k1"), QStringLiteral("gone")};
    for (int i = 150; i < 160; ++i)
        priority.append(QStringLiteral("k%1").arg(i));
    planner.setPriorityKeys(priority);
    QCOMPARE(planner.priorityKeys(), priority);
    reads = run(planner, kT0 + 2'500, kT0 + kMinute, free);
    QVERIFY(reads.size() >= 12);
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(reads.at(i).key, QStringLiteral("k%1").arg(150 + i));
        QCOMPARE(reads.at(i).reason, ReadReason::First);
    }
    // Then the first pass goes on in key order where it was.
    QCOMPARE(reads.at(10).key, QStringLiteral("k%1").arg(firstPass));
    QCOMPARE(reads.at(10).reason, ReadReason::First);
    // No read beyond the budget for that.
    for (const auto& [minute, count] : readsPerMinute(reads))
        QVERIFY(count <= 60);
}

void TestPollPlanner::overtakenAnswerIsIgnored() {
    PollPlanner planner;
    planner.setKeys({QStringLiteral("a")});
    planner.readSent(QStringLiteral("a"), kT0 + 1000, ReadReason::First);
    QVERIFY(planner.readSucceeded(QStringLiteral("a"), kT0 + 1000, heldLock(kT0 + 60'000, 3)));
    QVERIFY(!planner.readSucceeded(QStringLiteral("a"), kT0 + 500, freeLock()));
    QVERIFY(planner.lastState(QStringLiteral("a"))->held);
    QVERIFY(!planner.readSucceeded(QStringLiteral("gone"), kT0 + 2000, freeLock()));
}

void TestPollPlanner::budgetNeverExceededUnderRandomWorkloads_data() {
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 16; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

// A random world and a random user: keys added and removed, selection, refresh requests,
// budget and reservation changes, slow answers (several in flight), 429s with random
// Retry-After, 503s and transport failures. Whatever happens, no minute gets more reads than
// the capacity at the time of each send, nothing is read while paused, and no key has two
// reads in flight.
void TestPollPlanner::budgetNeverExceededUnderRandomWorkloads() {
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    PollPlanner planner;
    planner.setBudgetPerMinute(random.bounded(1, 121));
    QStringList universe = keyNames(random.bounded(1, 300));
    planner.setKeys(universe.mid(0, random.bounded(1, static_cast<int>(universe.size()) + 1)));

    struct InFlight {
        QString key;
        qint64 sentMs = 0;
        qint64 answerMs = 0;
    };
    constexpr int kMaxInFlight = 8; // as PollScheduler
    QList<InFlight> inFlight;
    std::map<qint64, int> sent;
    qint64 now = kT0 + random.bounded(0, 60'000);
    const qint64 end = now + 45 * kMinute;
    qint64 nextUserEvent = now;
    int reads = 0;
    while (now < end) {
        const auto plan = planner.nextRead(now);
        qint64 nextEvent = nextUserEvent;
        for (const InFlight& read : inFlight)
            nextEvent = std::min(nextEvent, read.answerMs);
        if (plan && inFlight.size() < kMaxInFlight)
            nextEvent = std::min(nextEvent, std::max(now, plan->atMs));
        now = std::max(now, nextEvent);

        if (plan && plan->atMs <= now && inFlight.size() < kMaxInFlight) {
            for (const InFlight& read : inFlight)
                QVERIFY2(read.key != plan->key, "two reads of one key in flight");
            if (const auto paused = planner.pausedUntilMs())
                QVERIFY(now >= *paused);
            const int count = ++sent[PollPlanner::minuteStartOf(now)];
            QVERIFY2(count <= planner.readCapacityPerMinute(),
                     qPrintable(QStringLiteral("%1 reads in a minute, capacity %2")
                                    .arg(count)
                                    .arg(planner.readCapacityPerMinute())));
            planner.readSent(plan->key, now, plan->reason);
            inFlight.append(InFlight{plan->key, now, now + random.bounded(0, 3000)});
            ++reads;
            continue;
        }
        for (int i = 0; i < inFlight.size(); ++i) {
            if (inFlight.at(i).answerMs > now)
                continue;
            const InFlight read = inFlight.takeAt(i--);
            const int outcome = random.bounded(100);
            if (outcome < 3)
                planner.readFailed(read.key, now,
                                   failure(FailureKind::RateLimited, random.bounded(1, 61)));
            else if (outcome < 6)
                planner.readFailed(read.key, now, failure(FailureKind::Unavailable));
            else if (outcome < 8)
                planner.readFailed(read.key, now, failure(FailureKind::Transport));
            else if (outcome < 40)
                planner.readSucceeded(read.key, read.sentMs, freeLock());
            else
                planner.readSucceeded(
                    read.key, read.sentMs,
                    heldLock(now + random.bounded(-2000, 120'000), random.bounded(1, 5)));
        }
        if (now >= nextUserEvent) {
            nextUserEvent = now + random.bounded(1, 20'000);
            const QString key = universe.at(random.bounded(static_cast<int>(universe.size())));
            switch (random.bounded(6)) {
            case 0:
                planner.addKey(key);
                break;
            case 1:
                // (A key removed and added back while its read is in flight is a new key
                // to the planner; keep in-flight keys so the one-read-per-key check holds.)
                if (std::none_of(inFlight.begin(), inFlight.end(),
                                 [&key](const InFlight& read) { return read.key == key; }))
                    planner.removeKey(key);
                break;
            case 2:
                planner.setSelectedKey(random.bounded(2) ? key : QString());
                break;
            case 3:
                planner.requestRead(key);
                break;
            case 4:
                // Changing the budget mid-minute may leave that minute over the new, lower
                // capacity; sends are checked against the capacity when they happen.
                planner.setBudgetPerMinute(random.bounded(1, 121));
                break;
            default:
                planner.setReservation(QStringLiteral("lease"), random.bounded(0, 10));
                break;
            }
        }
    }
    QVERIFY(reads > 0);
}

namespace {

// A holder that renews every ttl/3 from startMs on, forever (token 1).
LockState faithfulLeader(qint64 startMs, qint64 ttlMs, qint64 t) {
    const qint64 renewed = startMs + (t - startMs) / (ttlMs / 3) * (ttlMs / 3);
    return heldLock(renewed + ttlMs, 1);
}

// Holders that crash 20 s after taking the lock (ttl 15 s, renewing every 5 s); the lock then
// stays free for 10 s and the next holder comes. Cycle: 20 + 15 (lease left) + 1 (grace)
// + 10 s. Returns the state and, through freeFromMs, when the current or last tenure's
// lock became free.
constexpr qint64 kCrashCycleMs = 46'000;
LockState crashingHolders(qint64 t, qint64* freeFromMs = nullptr) {
    const qint64 cycle = (t - kT0) / kCrashCycleMs;
    const qint64 start = kT0 + cycle * kCrashCycleMs;
    const qint64 lastRenewal = start + std::min<qint64>(t - start, 20'000) / 5000 * 5000;
    const qint64 free = start + 20'000 + 15'000 + 1000;
    if (freeFromMs)
        *freeFromMs = free;
    if (t < free)
        return heldLock(lastRenewal + 15'000, 100 + static_cast<quint64>(cycle));
    return freeLock();
}

// "crashy" (crashingHolders) among 40 free keys for 30 minutes: its reads.
QList<Read> readsOfACrashingKeyAmongFreeOnes(PollPlanner& planner) {
    QStringList keys = keyNames(40);
    keys.prepend(QStringLiteral("crashy"));
    planner.setKeys(keys);
    const World world = [](const QString& key, qint64 t) {
        return key == QStringLiteral("crashy") ? crashingHolders(t) : freeLock();
    };
    return readsOf(run(planner, kT0, kT0 + 30 * kMinute, world), QStringLiteral("crashy"));
}

} // namespace

// A leader that renews at ttl/3 is confirmed now and then, not read at each expiry: after a
// few reads the planner knows the lease does not run out.
void TestPollPlanner::faithfulLeaderIsNotReadAtEveryExpiry() {
    PollPlanner planner;
    QStringList keys = keyNames(60);
    keys.prepend(QStringLiteral("leader"));
    planner.setKeys(keys);
    const World world = [](const QString& key, qint64 t) {
        return key == QStringLiteral("leader") ? faithfulLeader(kT0 - 5000, 30'000, t) : freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 20 * kMinute, world);
    const QList<Read> leader = readsOf(reads, QStringLiteral("leader"));
    const auto lateTakeovers = std::count_if(leader.begin(), leader.end(), [](const Read& read) {
        return read.atMs >= kT0 + 10 * kMinute && read.reason == ReadReason::Takeover;
    });
    // 10 minutes hold 20 expiries of the leader's lease. With nothing else to read, a budget
    // that easily covers the only held lock's takeover times reads some of them (when no
    // refresh read has moved its expiry on first); most it does not.
    QVERIFY2(lateTakeovers <= 5, qPrintable(QString::number(lateTakeovers)));
    QVERIFY(planner.lapseChance(QStringLiteral("leader")) < 0.05);
}

// A key whose holders crashed before: each lease's end is seen within a second of its
// takeover time (expires_at + 1 s), though other keys want the budget too.
void TestPollPlanner::keyWhoseHolderCrashedBeforeIsReadJustAfterTakeoverTime() {
    PollPlanner planner;
    const QList<Read> crashy = readsOfACrashingKeyAmongFreeOnes(planner);
    int seen = 0;
    int tenures = 0;
    for (qint64 start = kT0 + 10 * kMinute; start < kT0 + 29 * kMinute; start += kCrashCycleMs) {
        qint64 freeFrom = 0;
        crashingHolders(start, &freeFrom);
        ++tenures;
        const auto firstAfter = std::find_if(
            crashy.begin(), crashy.end(), [freeFrom](const Read& r) { return r.atMs >= freeFrom; });
        if (firstAfter != crashy.end() && firstAfter->atMs - freeFrom <= 1000)
            ++seen;
    }
    QVERIFY2(seen >= tenures - 1, qPrintable(QStringLiteral("%1 of %2").arg(seen).arg(tenures)));
    QVERIFY2(planner.lapseChance(QStringLiteral("crashy")) >= 0.2,
             qPrintable(QString::number(planner.lapseChance(QStringLiteral("crashy")))));
}

// Holders that release before their lease ends are not taken for crashed ones: no takeover
// reads are spent on them.
void TestPollPlanner::churningKeyIsNotMistakenForACrashingOne() {
    PollPlanner planner;
    QStringList keys = keyNames(20);
    keys.prepend(QStringLiteral("churn"));
    planner.setKeys(keys);
    // A new holder every 40 s: holds 30 s renewing every 10 s (ttl 30 s), then releases.
    const World world = [](const QString& key, qint64 t) {
        if (key != QStringLiteral("churn"))
            return freeLock();
        const qint64 cycle = (t - kT0) / 40'000;
        const qint64 start = kT0 + cycle * 40'000;
        if (t - start >= 30'000)
            return freeLock();
        return heldLock(start + (t - start) / 10'000 * 10'000 + 30'000,
                        10 + static_cast<quint64>(cycle));
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 20 * kMinute, world);
    QVERIFY(planner.lapseChance(QStringLiteral("churn")) < 0.1);
    const auto lateTakeovers = std::count_if(reads.begin(), reads.end(), [](const Read& read) {
        return read.atMs >= kT0 + 10 * kMinute && read.reason == ReadReason::Takeover;
    });
    QVERIFY2(lateTakeovers <= 2, qPrintable(QString::number(lateTakeovers)));
}

namespace {

// A new holder every 40 s: holds 20 s renewing every 10 s (ttl 30 s), then releases.
LockState churning(qint64 t, qint64 offsetMs) {
    const qint64 since = t - kT0 + offsetMs;
    const qint64 cycle = since / 40'000;
    const qint64 start = t - since % 40'000;
    if (since % 40'000 >= 20'000)
        return freeLock();
    return heldLock(start + (t - start) / 10'000 * 10'000 + 30'000,
                    1000 + static_cast<quint64>(cycle));
}

} // namespace

// 30 leaders holding on and 30 locks nobody takes beside 6 churning keys: once the quiet keys
// are known as such (a few minutes), most reads go to the keys that change. Valued one by
// one, each quiet key's "nothing in 10 minutes" fits one change an hour; together they show
// that keys like them hardly change.
void TestPollPlanner::keysThatNeverChangeLeaveTheBudgetToKeysThatDo() {
    PollPlanner planner;
    const QStringList leaders = keyNames(30, QStringLiteral("leader"));
    const QStringList idle = keyNames(30, QStringLiteral("idle"));
    const QStringList churn = keyNames(6, QStringLiteral("churn"));
    planner.setKeys(leaders + idle + churn);
    const World world = [](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("leader")))
            return faithfulLeader(kT0 - 3'600'000, 30'000, t);
        if (key.startsWith(QStringLiteral("churn")))
            return churning(t, key.mid(5).toLongLong() * 7000);
        return freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 30 * kMinute, world);
    const auto late = std::count_if(reads.begin(), reads.end(), [](const Read& read) {
        return read.atMs >= kT0 + 15 * kMinute;
    });
    const auto lateQuiet = std::count_if(reads.begin(), reads.end(), [](const Read& read) {
        return read.atMs >= kT0 + 15 * kMinute && !read.key.startsWith(QStringLiteral("churn"));
    });
    // By the sqrt rule the 60 quiet keys' share is 60 sqrt(r) / (60 sqrt(r) + 6 sqrt(R)): at
    // the ~0.1 changes/h their class shows by then, a fifth (valued one by one, at 0.15-0.27
    // changes/h, they took a quarter).
    QVERIFY2(
        lateQuiet * 5 <= late,
        qPrintable(QStringLiteral("%1 of %2 reads went to quiet keys").arg(lateQuiet).arg(late)));
    // Every quiet key is still looked at now and then.
    for (const QString& key : leaders + idle)
        QVERIFY2(!readsOf(reads, key).isEmpty(), qPrintable(key));
    QVERIFY(planner.changeRatePerHour(QStringLiteral("leader0"), kT0 + 30 * kMinute) < 0.12);
    QVERIFY(planner.changeRatePerHour(QStringLiteral("idle0"), kT0 + 30 * kMinute) < 0.12);
}

// 30 leaders that took their locks three minutes before the console started, beside 6
// churning keys whose new holders date the project's fencing tokens (one every 40 s): the
// leaders' tokens show them holding on for minutes, so they are valued as steady keys from
// their second read on (when the tokens' pace is known), not after two minutes of watching,
// and the reads go to the churning keys.
void TestPollPlanner::leadersWhoseTokensDateTheirHoldMinutesBackAreSteadySooner() {
    PollPlanner planner;
    const QStringList leaders = keyNames(30, QStringLiteral("leader"));
    const QStringList churn = keyNames(6, QStringLiteral("churn"));
    planner.setKeys(churn + leaders);
    const World world = [](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("churn")))
            return churning(t, key.mid(5).toLongLong() * 7000);
        LockState state = faithfulLeader(kT0 - 3 * kMinute, 30'000, t);
        state.fencingToken = 995; // churn tokens start at 1000, one every 40 s
        return state;
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 3 * kMinute, world);
    // Every leader has been read twice by minute 2; from then on, valued one by one (a hold
    // of a few minutes may end soon), they took 27 reads of the third minute; as steady keys,
    // 13.
    const auto leaderReads = std::count_if(reads.begin(), reads.end(), [](const Read& read) {
        return read.atMs >= kT0 + 2 * kMinute && read.key.startsWith(QStringLiteral("leader"));
    });
    QVERIFY2(leaderReads <= 20, qPrintable(QStringLiteral("%1 leader reads").arg(leaderReads)));
}

// The other side: when leaders that held on for minutes start being taken over, the leaders
// that still hold on are valued higher too (the class's rate rises with its members' changes).
void TestPollPlanner::steadyLeadersTakenOverRaiseTheirClassRate() {
    PollPlanner planner;
    const QStringList leaders = keyNames(20, QStringLiteral("leader"));
    planner.setKeys(leaders);
    const qint64 takeoversFrom = kT0 + 10 * kMinute;
    // From minute 10 on, leader i (i > 0) is taken over by a standby at minute 10 + i / 2.
    const World world = [takeoversFrom](const QString& key, qint64 t) {
        const qint64 i = key.mid(6).toLongLong();
        const qint64 takeover = takeoversFrom + i * kMinute / 2;
        if (i == 0 || t < takeover)
            return faithfulLeader(kT0 - 3'600'000, 30'000, t);
        LockState state = faithfulLeader(takeover, 30'000, t);
        state.fencingToken = 500 + static_cast<quint64>(i);
        return state;
    };
    run(planner, kT0, takeoversFrom, world);
    const double before = planner.changeRatePerHour(QStringLiteral("leader0"), takeoversFrom);
    run(planner, takeoversFrom, kT0 + 20 * kMinute, world);
    const double after = planner.changeRatePerHour(QStringLiteral("leader0"), kT0 + 20 * kMinute);
    QVERIFY2(after > 5 * before,
             qPrintable(QStringLiteral("%1 -> %2 changes/h").arg(before).arg(after)));
}

// A key whose holder lets a lease run out now and then (about one lease in ten: below the
// chance that alone earns takeover reads), among 30 leaders on 10 s leases whose takeover
// times would cost three times the budget and 10 churning keys that want the spare reads: the
// key that lapsed before gets the takeover reads.
void TestPollPlanner::keyThatSometimesLapsesGetsTakeoverReadsWhenNotAllAreAffordable() {
    PollPlanner planner;
    QStringList keys = keyNames(30, QStringLiteral("leader"));
    keys.append(keyNames(10, QStringLiteral("churn")));
    keys.append(QStringLiteral("flaky"));
    planner.setKeys(keys);
    // flaky: ttl 15 s renewed every 5 s; the holder crashes 150 s after taking the lock, the
    // lock is free for 10 s, then the next holder comes.
    constexpr qint64 kCycle = 150'000 + 15'000 + 1000 + 10'000;
    const auto flaky = [](qint64 t, qint64* freeFromMs) {
        const qint64 cycle = (t - kT0) / kCycle;
        const qint64 start = kT0 + cycle * kCycle;
        const qint64 lastRenewal = start + std::min<qint64>(t - start, 150'000) / 5000 * 5000;
        *freeFromMs = start + 150'000 + 15'000 + 1000;
        return t < *freeFromMs ? heldLock(lastRenewal + 15'000, 100 + static_cast<quint64>(cycle))
                               : freeLock();
    };
    const World world = [&flaky](const QString& key, qint64 t) {
        qint64 ignored = 0;
        if (key.startsWith(QStringLiteral("churn")))
            return churning(t, key.mid(5).toLongLong() * 4000);
        return key == QStringLiteral("flaky") ? flaky(t, &ignored)
                                              : faithfulLeader(kT0 - 3'600'000, 10'000, t);
    };
    // Learning it takes long: a lapse seen only later (the lock free, or a new holder) may
    // as well have been a release, and counts as a lapse in full only once a read happens to
    // land in the lease's grace second. Here that took about 45 minutes.
    const QList<Read> reads = run(planner, kT0, kT0 + 90 * kMinute, world);
    const QList<Read> flakyReads = readsOf(reads, QStringLiteral("flaky"));
    int seen = 0;
    int tenures = 0;
    for (qint64 start = kT0 + 50 * kMinute; start + kCycle < kT0 + 90 * kMinute; start += kCycle) {
        qint64 freeFrom = 0;
        flaky(start, &freeFrom);
        ++tenures;
        const auto firstAfter =
            std::find_if(flakyReads.begin(), flakyReads.end(),
                         [freeFrom](const Read& r) { return r.atMs >= freeFrom; });
        if (firstAfter != flakyReads.end() && firstAfter->atMs - freeFrom <= 1000)
            ++seen;
    }
    QVERIFY2(seen >= tenures - 1, qPrintable(QStringLiteral("%1 of %2").arg(seen).arg(tenures)));
    QVERIFY2(planner.lapseChance(QStringLiteral("flaky")) < 0.15,
             qPrintable(QString::number(planner.lapseChance(QStringLiteral("flaky")))));
}

// 120 leaders on ttl 30 s among 240 keys: reading each at its takeover time would cost 240
// reads a minute. The few read early in the first pass must not look affordable (their cost
// is projected over the keys not read yet): the pass takes its 4 minutes, no takeover read
// holds it up.
void TestPollPlanner::firstPassIsNotHeldUpByTakeoverReadsOfTheKeysReadSoFar() {
    PollPlanner planner;
    const QStringList keys = keyNames(240);
    planner.setKeys(keys);
    const World world = [](const QString& key, qint64 t) {
        return QStringView(key).mid(1).toInt() % 2 == 0 ? faithfulLeader(kT0 - 3'600'000, 30'000, t)
                                                        : freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 6 * kMinute, world);
    QSet<QString> seen;
    qint64 passEndMs = 0;
    int takeoversDuringPass = 0;
    for (const Read& read : reads) {
        if (seen.size() == keys.size())
            break;
        seen.insert(read.key);
        passEndMs = read.atMs;
        takeoversDuringPass += read.reason == ReadReason::Takeover ? 1 : 0;
    }
    QCOMPARE(seen.size(), keys.size());
    QCOMPARE(takeoversDuringPass, 0);
    QVERIFY2(passEndMs <= kT0 + 4 * kMinute + 5000, qPrintable(QString::number(passEndMs - kT0)));
}

namespace {

// A leader on ttl 60 s renewing every 20 s that crashes at crashMs; its standby, retrying
// every 2 s, takes the lock 1.5 s after the takeover time (expires_at + 1 s) and holds on.
// Returns the state and, through freeFromMs, the takeover time.
LockState leaderWithStandby(qint64 t, qint64 startMs, qint64 crashMs,
                            qint64* freeFromMs = nullptr) {
    constexpr qint64 kTtl = 60'000;
    const qint64 start = startMs;
    const qint64 lastRenewal = start + (crashMs - start) / (kTtl / 3) * (kTtl / 3);
    const qint64 standbyAt = lastRenewal + kTtl + 1000 + 1500;
    if (freeFromMs)
        *freeFromMs = lastRenewal + kTtl + 1000;
    if (t < crashMs)
        return faithfulLeader(start, kTtl, t);
    if (t < lastRenewal + kTtl + 1000)
        return heldLock(lastRenewal + kTtl, 1);
    if (t < standbyAt)
        return freeLock();
    const qint64 renewed = standbyAt + (t - standbyAt) / (kTtl / 3) * (kTtl / 3);
    return heldLock(renewed + kTtl, 2);
}

// Minutes 6, 8, ... 24: when standby key i's leader crashes (a first lapse: nothing before
// told the planner it might).
qint64 standbyCrashMs(const QString& key) {
    return kT0 + (6 + 2 * QStringView(key).mid(7).toLongLong()) * kMinute + 7000;
}

// Leaders took their locks at different moments, so their leases do not all end together.
qint64 leaderStartMs(const QString& key) {
    return kT0 - 3'600'000 + static_cast<qint64>(qHash(key) % 60'000);
}

using CrashTime = qint64 (*)(const QString& key);

// Keys "leader<i>": faithful leaders on ttl 60 s; "standby<i>": leaders on ttl 60 s that crash
// at crashMs(key), a standby taking over; any other key: free.
World leadersWithStandbys(CrashTime crashMs) {
    return [crashMs](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("standby")))
            return leaderWithStandby(t, leaderStartMs(key), crashMs(key));
        return key.startsWith(QStringLiteral("leader"))
                   ? faithfulLeader(leaderStartMs(key), 60'000, t)
                   : freeLock();
    };
}

// Of the 10 standby keys' crashes, how many a read saw within 2 s of the takeover time.
int standbyCrashesSeenInTime(const QList<Read>& reads, CrashTime crashMs) {
    int seen = 0;
    for (int i = 0; i < 10; ++i) {
        const QString key = QStringLiteral("standby") + QString::number(i);
        qint64 freeFrom = 0;
        leaderWithStandby(kT0, leaderStartMs(key), crashMs(key), &freeFrom);
        const QList<Read> keyReads = readsOf(reads, key);
        const auto firstAfter =
            std::find_if(keyReads.begin(), keyReads.end(),
                         [freeFrom](const Read& r) { return r.atMs >= freeFrom; });
        if (firstAfter != keyReads.end() && firstAfter->atMs - freeFrom <= 2000)
            ++seen;
    }
    return seen;
}

// Keys "leader<i>" that hold faithfully on leases of ttlMs; any other key is free.
World faithfulLeadersOn(qint64 ttlMs) {
    return [ttlMs](const QString& key, qint64 t) {
        return key.startsWith(QStringLiteral("leader"))
                   ? faithfulLeader(leaderStartMs(key), ttlMs, t)
                   : freeLock();
    };
}

bool takeoverReadPlanned(const PollPlanner& planner, const QString& key, qint64 atMs) {
    const auto planned = planner.plannedReadOf(key, atMs);
    return planned && planned->reason == ReadReason::Takeover;
}

} // namespace

// 22 leaders and 10 leaders with a standby, all on ttl 60 s: a read at every held lock's
// takeover time costs about 38 of the 60 reads a minute by the planner's estimate (one per
// 5/6 ttl: a renewing lease has moved on by each takeover read). That fits in three quarters
// of the budget, not in half, so each leader's first crash is seen within 2 s of its takeover
// time, with no lapse before to go by.
void TestPollPlanner::everyHeldLockGetsTakeoverReadsWhileTheyFitThreeQuartersOfTheBudget() {
    PollPlanner planner;
    QStringList keys = keyNames(22, QStringLiteral("leader"));
    keys.append(keyNames(10, QStringLiteral("standby")));
    keys.append(keyNames(20, QStringLiteral("free")));
    planner.setKeys(keys);
    const QList<Read> reads =
        run(planner, kT0, kT0 + 30 * kMinute, leadersWithStandbys(standbyCrashMs));
    const int seen = standbyCrashesSeenInTime(reads, standbyCrashMs);
    QVERIFY2(seen >= 9, qPrintable(QStringLiteral("%1 of 10").arg(seen)));
    for (const auto& [minute, count] : readsPerMinute(reads))
        QVERIFY2(count <= 60, qPrintable(QString::number(count)));
}

// 45 faithful leaders on ttl 60 s and 6 churning keys: takeover reads of every held lock would
// cost about 55 reads a minute, past three quarters of the budget, and would all go to
// holders that renew. The churning keys get the reads instead.
void TestPollPlanner::faithfulLeadersAboveThreeQuartersOfTheBudgetGetNoTakeoverReads() {
    PollPlanner planner;
    QStringList keys = keyNames(45, QStringLiteral("leader"));
    keys.append(keyNames(6, QStringLiteral("churn")));
    planner.setKeys(keys);
    const World world = [](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("churn")))
            return churning(t, key.mid(5).toLongLong() * 7000);
        return faithfulLeader(kT0 - 3'600'000, 60'000, t);
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 20 * kMinute, world);
    const auto late = [&reads](const QString& prefix) {
        return std::count_if(reads.begin(), reads.end(), [&prefix](const Read& r) {
            return r.atMs >= kT0 + 10 * kMinute && r.key.startsWith(prefix);
        });
    };
    const auto leaderReads = late(QStringLiteral("leader"));
    const auto churnReads = late(QStringLiteral("churn"));
    QVERIFY2(churnReads > leaderReads,
             qPrintable(QStringLiteral("churn %1, leaders %2").arg(churnReads).arg(leaderReads)));
}

// 20 faithful leaders on ttl 60 s are watched for 3 minutes (takeover reads of them all cost
// about 24 reads a minute), then 150 keys are added. Until those are read, the cost is
// projected over them (24 x 180 / 30) and looks unaffordable, and setKeys plans every key
// again without takeover reads. Once the pass over the new keys is done, every held key gets
// its takeover reads back at once, not one by one as each is next read (without the
// re-plan: 0 of 20 planned 10 s after the pass, 4 after 30 s, 15 after 50 s).
void TestPollPlanner::heldLocksReadBeforeTakeoverReadsWereAffordableGetThemOnceTheyAre() {
    PollPlanner planner;
    QStringList keys = keyNames(20, QStringLiteral("leader"));
    keys.append(keyNames(10, QStringLiteral("free")));
    planner.setKeys(keys);
    const World world = faithfulLeadersOn(60'000);
    const qint64 addedAt = kT0 + 3 * kMinute;
    run(planner, kT0, addedAt, world);
    keys.append(keyNames(150, QStringLiteral("added")));
    planner.setKeys(keys);
    const qint64 passDoneAt = addedAt + 160'000; // 150 first reads at 60 a minute, and 10 s
    run(planner, addedAt, passDoneAt, world);
    int takeoverPlanned = 0;
    for (int i = 0; i < 20; ++i)
        takeoverPlanned +=
            takeoverReadPlanned(planner, QStringLiteral("leader%1").arg(i), passDoneAt);
    QVERIFY2(takeoverPlanned >= 18, qPrintable(QStringLiteral("%1 of 20").arg(takeoverPlanned)));
}

// 40 leaders on ttl 300 s among 20 free keys: takeover reads of them all cost about 10 reads a
// minute (one per 250 s each), which the first read of each lease already shows (the time
// left at it). Right after the first pass every leader has its takeover read planned; costed
// at a default ttl until a second read, they looked ten times as dear and got none.
void TestPollPlanner::takeoverReadsAreCostedFromTheFirstReadOfALease() {
    PollPlanner planner;
    QStringList keys = keyNames(40, QStringLiteral("leader"));
    keys.append(keyNames(20, QStringLiteral("free")));
    planner.setKeys(keys);
    const qint64 passDoneAt = kT0 + 62'000;
    const QList<Read> reads = run(planner, kT0, passDoneAt, faithfulLeadersOn(300'000));
    int readOnce = 0;
    int takeoverPlanned = 0;
    for (int i = 0; i < 40; ++i) {
        const QString key = QStringLiteral("leader%1").arg(i);
        if (readsOf(reads, key).size() != 1)
            continue;
        ++readOnce;
        takeoverPlanned += takeoverReadPlanned(planner, key, passDoneAt);
    }
    QVERIFY2(readOnce >= 30, qPrintable(QString::number(readOnce)));
    QVERIFY2(takeoverPlanned >= readOnce - 2,
             qPrintable(QStringLiteral("%1 of %2").arg(takeoverPlanned).arg(readOnce)));
}

// A budget is a rate: with 7 keys the 60 reads of a minute go about one a second, not all by
// second 40 with the rest of the minute unread.
void TestPollPlanner::readsArePacedOverTheMinute() {
    PollPlanner planner;
    planner.setKeys(keyNames(7));
    const QList<Read> reads =
        run(planner, kT0, kT0 + 5 * kMinute, [](const QString&, qint64) { return freeLock(); });
    for (const auto& [minute, count] : readsPerMinute(reads))
        QVERIFY2(count <= 60, qPrintable(QString::number(count)));
    qint64 longestGap = 0;
    for (int i = 1; i < reads.size(); ++i) {
        if (reads.at(i).atMs >= kT0 + kMinute)
            longestGap = std::max(longestGap, reads.at(i).atMs - reads.at(i - 1).atMs);
    }
    QVERIFY2(longestGap <= 2000, qPrintable(QString::number(longestGap)));
    for (int second = 60; second < 300; second += 10) {
        const auto inWindow = std::count_if(reads.begin(), reads.end(), [second](const Read& r) {
            return r.atMs >= kT0 + second * 1000 && r.atMs < kT0 + (second + 10) * 1000;
        });
        QVERIFY2(inWindow >= 9 && inWindow <= 11, qPrintable(QString::number(inWindow)));
    }
}

void TestPollPlanner::readsAreCountedByReasonOverTheLastMinute() {
    PollPlanner planner;
    planner.setKeys(keyNames(30));
    planner.setSelectedKey(QStringLiteral("k3"));
    run(planner, kT0, kT0 + 2 * kMinute, [](const QString&, qint64) { return freeLock(); });
    const auto counts = planner.readsByReasonInLastMinute(kT0 + 2 * kMinute);
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    QVERIFY2(total >= 58 && total <= 60, qPrintable(QString::number(total)));
    const int selected = counts[static_cast<size_t>(ReadReason::Selected)];
    QVERIFY(selected >= 11 && selected <= 12); // every 5 s
    QVERIFY(counts[static_cast<size_t>(ReadReason::Refresh)] > 40);
    QCOMPARE(counts[static_cast<size_t>(ReadReason::Takeover)], 0);
    // Reads older than a minute drop out.
    const auto later = planner.readsByReasonInLastMinute(kT0 + 4 * kMinute);
    QCOMPARE(std::accumulate(later.begin(), later.end(), 0), 0);
}

namespace {

// Busy keys: holders take the lock (ttl 30 s, renewed every 10 s) for U(10, 40) s and release
// it; the next one comes U(5, 40) s later. Drawn per key from a seed: a periodic world would
// let the reads fall in step with the tenures, and a count would say more about where they
// happened to fall than about the rule.
class ComeAndGo {
public:
    ComeAndGo(quint32 seed, qint64 fromMs, qint64 toMs) {
        QRandomGenerator random(seed);
        for (qint64 t = fromMs + random.bounded(40'000); t < toMs;) {
            const qint64 releasedMs = t + 10'000 + random.bounded(30'000);
            m_tenures.emplace_back(t, releasedMs);
            t = releasedMs + 5000 + random.bounded(35'000);
        }
    }
    LockState at(qint64 t) const {
        const auto after = std::upper_bound(
            m_tenures.begin(), m_tenures.end(), t,
            [](qint64 at, const std::pair<qint64, qint64>& tenure) { return at < tenure.first; });
        if (after == m_tenures.begin() || t >= std::prev(after)->second)
            return freeLock();
        const qint64 taken = std::prev(after)->first;
        return heldLock(taken + (t - taken) / 10'000 * 10'000 + 30'000,
                        1000 + static_cast<quint64>(after - m_tenures.begin()));
    }
    // Tenures from fromMs to toMs that no read landed in: both their changes went unseen.
    int unseen(const QList<Read>& reads, qint64 fromMs, qint64 toMs) const {
        int unseen = 0;
        for (const auto& tenure : m_tenures) {
            if (tenure.first < fromMs || tenure.second >= toMs)
                continue;
            const bool seen = std::any_of(reads.begin(), reads.end(), [&tenure](const Read& r) {
                return r.atMs >= tenure.first && r.atMs < tenure.second;
            });
            unseen += seen ? 0 : 1;
        }
        return unseen;
    }

private:
    std::vector<std::pair<qint64, qint64>> m_tenures; // taken, released
};

constexpr int kBusyKeys = 8;

// 8 busy keys among 30 leaders and 30 free keys, 20 reads a minute: tenures unseen from
// minute 10 to 50.
int unseenBusyTenures(double freeWatchShare, quint32 seed) {
    PollPlannerSettings settings;
    settings.budgetPerMinute = 20;
    settings.freeWatchShare = freeWatchShare;
    PollPlanner planner(settings);
    QStringList keys = keyNames(30, QStringLiteral("leader"));
    keys.append(keyNames(30, QStringLiteral("free")));
    keys.append(keyNames(kBusyKeys, QStringLiteral("busy")));
    planner.setKeys(keys);
    std::vector<ComeAndGo> busy;
    busy.reserve(kBusyKeys);
    for (int k = 0; k < kBusyKeys; ++k)
        busy.emplace_back(seed * 100 + static_cast<quint32>(k), kT0 - 10 * kMinute,
                          kT0 + 60 * kMinute);
    const World world = [&busy](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("busy")))
            return busy[static_cast<size_t>(QStringView(key).mid(4).toInt())].at(t);
        return key.startsWith(QStringLiteral("leader")) ? faithfulLeader(kT0 - 3'600'000, 30'000, t)
                                                        : freeLock();
    };
    const qint64 fromMs = kT0 + 10 * kMinute;
    const qint64 toMs = kT0 + 50 * kMinute;
    const QList<Read> reads = run(planner, kT0, toMs, world);
    int unseen = 0;
    for (int k = 0; k < kBusyKeys; ++k)
        unseen += busy[static_cast<size_t>(k)].unseen(
            readsOf(reads, QStringLiteral("busy%1").arg(k)), fromMs, toMs);
    return unseen;
}

} // namespace

// watch and the table show only what a read shows: a lock taken and given up again between
// two reads that both find it free changed twice, and nobody saw it. Once a key's tenures are
// known it is read again within most of one while it is free. Summed over 16 worlds (about
// 6,500 tenures), about a quarter fewer go unseen with the rule: on 2026-12-07 1,665 with it,
// 2,156 without (0.72-0.76 of it for seeds 17 to 80 and 1001 to 1016).
//
// Until 2026-12-07 this test used job keys on a fixed 5-minute cycle, 16 runs from eight
// start times, and asked for half as many unseen. Over 96 start times the rule did 10-25 %
// better at some budgets and worse at others: the eight start times had fallen well.
void TestPollPlanner::keyWhoseHoldersComeAndGoIsReadWithinATenureWhileFree() {
    int unseenWithRule = 0;
    int unseenWithout = 0;
    for (quint32 seed = 1; seed <= 16; ++seed) {
        unseenWithRule += unseenBusyTenures(PollPlannerSettings{}.freeWatchShare, seed);
        unseenWithout += unseenBusyTenures(0, seed);
    }
    QVERIFY2(unseenWithout >= 500, qPrintable(QString::number(unseenWithout))); // a hard world
    QVERIFY2(
        unseenWithRule <= 0.85 * unseenWithout,
        qPrintable(
            QStringLiteral("%1 with the rule, %2 without").arg(unseenWithRule).arg(unseenWithout)));
}

namespace {

// A holder on ttl 15 s renewing every 5 s that takes the lock at startMs and crashes holdMs
// later; the lock is then free for gapMs, and the next holder (token + 1) does the same.
// Through freeFromMs: when the lease being held at t runs out (its takeover time).
LockState crashingHolders(qint64 t, qint64 startMs, qint64 holdMs, qint64 gapMs,
                          qint64* freeFromMs = nullptr) {
    constexpr qint64 kTtl = 15'000;
    const qint64 cycleMs = holdMs + kTtl + 1000 + gapMs;
    const qint64 cycle = (t - startMs) / cycleMs;
    const qint64 start = startMs + cycle * cycleMs;
    const qint64 lastRenewal = start + std::min(t - start, holdMs) / 5000 * 5000;
    const qint64 finalRenewal = start + holdMs / 5000 * 5000;
    if (freeFromMs)
        *freeFromMs = finalRenewal + kTtl + 1000;
    if (t >= finalRenewal + kTtl + 1000)
        return freeLock();
    return heldLock(lastRenewal + kTtl, 500 + static_cast<quint64>(cycle));
}

} // namespace

// 100 leaders renewing faithfully on ttl 30 s and 3 keys on ttl 15 s whose holders crash;
// then a new key on ttl 15 s is watched; its holder took it 30 s before and crashes 20 s
// later. Its own reads have shown no lapse yet, but keys with leases that long lapse: it
// gets takeover reads from its first read, and that first crash is seen within 2 s of its
// takeover time.
// (Judged by all keys' lapses together, the leaders' many faithful leases hid the crashing
// keys' lapses: before 2026-12-07 the crash was seen 21 s late.)
void TestPollPlanner::newKeyIsWatchedForLapsesWhenKeysWithItsLeaseLengthLapse() {
    PollPlanner planner;
    QStringList keys = keyNames(100, QStringLiteral("leader"));
    keys.append(keyNames(3, QStringLiteral("crash")));
    planner.setKeys(keys);
    const qint64 newcomerStartMs = kT0 + 20 * kMinute - 30'000;
    const World world = [newcomerStartMs](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("leader")))
            return faithfulLeader(leaderStartMs(key), 30'000, t);
        if (key == QStringLiteral("newcomer"))
            return crashingHolders(t, newcomerStartMs, 50'000, 10 * kMinute);
        return crashingHolders(t, kT0 + QStringView(key).mid(5).toLongLong() * 7000, 30'000,
                               20'000);
    };
    run(planner, kT0, kT0 + 20 * kMinute, world);
    planner.addKey(QStringLiteral("newcomer"));
    const QList<Read> reads = run(planner, kT0 + 20 * kMinute, kT0 + 23 * kMinute, world);
    const QList<Read> newcomer = readsOf(reads, QStringLiteral("newcomer"));
    QVERIFY(!newcomer.isEmpty() && newcomer.first().atMs < kT0 + 20 * kMinute + 20'000);
    qint64 freeFromMs = 0;
    crashingHolders(newcomerStartMs, newcomerStartMs, 50'000, 10 * kMinute, &freeFromMs);
    const auto firstAfter =
        std::find_if(newcomer.begin(), newcomer.end(),
                     [freeFromMs](const Read& r) { return r.atMs >= freeFromMs; });
    QVERIFY(firstAfter != newcomer.end());
    QVERIFY2(firstAfter->atMs - freeFromMs <= 2000,
             qPrintable(QStringLiteral("first read %1 ms after the takeover time")
                            .arg(firstAfter->atMs - freeFromMs)));
}

// 2,000 locks nobody takes and 60 churning keys, as a team might watch a whole queue's job
// locks: the first pass takes over half an hour, and by its end keys first read free have
// rarely been found held since. So a key seen free once is valued as the idle lock it most
// likely is, below the prior (one change in 10 minutes), and the reads go to the churning
// keys rather than to the idle keys' second reads. (At the prior they had 270 of the 1,200
// reads after minute 40; now 342.)
void TestPollPlanner::idleLocksSeenFreeLeaveTheBudgetToKeysThatChange() {
    PollPlanner planner;
    const QStringList churn = keyNames(60, QStringLiteral("churn"));
    planner.setKeys(churn + keyNames(2000, QStringLiteral("idle")));
    const World world = [](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("churn")))
            return churning(t, QStringView(key).mid(5).toLongLong() * 7000);
        return freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 60 * kMinute, world);
    const auto afterFirstPass = [](const Read& read) { return read.atMs >= kT0 + 40 * kMinute; };
    const auto later = std::count_if(reads.begin(), reads.end(), afterFirstPass);
    const auto churnReads = std::count_if(reads.begin(), reads.end(), [&](const Read& read) {
        return afterFirstPass(read) && read.key.startsWith(QStringLiteral("churn"));
    });
    QVERIFY2(churnReads >= 310, qPrintable(QStringLiteral("%1 of %2 reads after minute 40 went to "
                                                          "the churning keys")
                                               .arg(churnReads)
                                               .arg(later)));
}

namespace {

// Leaders on ttl 9 s, renewing every 3 s, that crash 40 s into each tenure: the last renewal
// at 39 s, expiry at 48 s, the takeover time at 49 s. A standby retrying every second takes
// the lock lagMs after the takeover time and does the same. Key i's tenures start
// i x offsetStepMs before the others'.
class StandbyTakeovers {
public:
    static constexpr qint64 kTtlMs = 9000;
    static constexpr qint64 kTakeoverMs = 39'000 + kTtlMs + 1000; // into a tenure
    static constexpr int kKeys = 4;

    StandbyTakeovers(qint64 lagMs, qint64 offsetStepMs)
        : m_lagMs(lagMs)
        , m_offsetStepMs(offsetStepMs) {}

    LockState at(int key, qint64 t) const {
        const qint64 start = tenureStartMs(key, t);
        if (t >= start + kTakeoverMs)
            return freeLock();
        const qint64 renewed = start + std::min<qint64>(t - start, 39'999) / 3000 * 3000;
        // Fencing tokens rise with time across keys, as one project's do.
        return heldLock(renewed + kTtlMs, static_cast<quint64>(start - kT0 + 3'600'000));
    }
    // Of the takeovers from fromMs to toMs: {a read showed the new holder within 2.5 s of the
    // takeover time, all}.
    std::pair<int, int> newHoldersSeen(int key, const QList<Read>& reads, qint64 fromMs,
                                       qint64 toMs) const {
        int seen = 0;
        int takeovers = 0;
        for (qint64 start = tenureStartMs(key, fromMs) + cycleMs(); start < toMs;
             start += cycleMs()) {
            ++takeovers;
            const qint64 takeoverMs = start - m_lagMs;
            seen += std::any_of(reads.begin(), reads.end(),
                                [&](const Read& r) {
                                    return r.atMs >= start && r.atMs <= takeoverMs + 2500;
                                })
                        ? 1
                        : 0;
        }
        return {seen, takeovers};
    }

private:
    qint64 cycleMs() const { return kTakeoverMs + m_lagMs; }
    qint64 tenureStartMs(int key, qint64 t) const {
        const qint64 origin = kT0 - m_offsetStepMs * key;
        return origin + (t - origin) / cycleMs() * cycleMs();
    }

    qint64 m_lagMs;
    qint64 m_offsetStepMs;
};

// 4 such keys among 10 faithful leaders on ttl 60 s and 30 free keys, 60 reads a minute, 20
// minutes: {new holders seen within 2.5 s of the takeover time, takeovers}, from minute 5 on.
std::pair<int, int> newHoldersSeenInTime(const StandbyTakeovers& flaky, qint64 retakeRereadMs) {
    PollPlannerSettings settings;
    settings.retakeRereadMs = retakeRereadMs;
    PollPlanner planner(settings);
    QStringList keys = keyNames(10, QStringLiteral("leader"));
    keys.append(keyNames(30, QStringLiteral("free")));
    keys.append(keyNames(StandbyTakeovers::kKeys, QStringLiteral("flaky")));
    planner.setKeys(keys);
    const World world = [&flaky](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("flaky")))
            return flaky.at(QStringView(key).mid(5).toInt(), t);
        return key.startsWith(QStringLiteral("leader"))
                   ? faithfulLeader(leaderStartMs(key), 60'000, t)
                   : freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 20 * kMinute, world);
    std::pair<int, int> total;
    for (int k = 0; k < StandbyTakeovers::kKeys; ++k) {
        const auto [seen, takeovers] =
            flaky.newHoldersSeen(k, readsOf(reads, QStringLiteral("flaky%1").arg(k)),
                                 kT0 + 5 * kMinute, kT0 + 19 * kMinute);
        total.first += seen;
        total.second += takeovers;
    }
    return total;
}

} // namespace

// Leader election: when a leader crashes, a standby takes the lock within a second of the
// takeover time. The takeover read (300 ms after it) sees the crash, but most often before the
// standby's try; without a read a moment later the new leader was seen only by a spare-budget
// read. Once takeover reads have found standbys there, a takeover read that finds the lock
// free is repeated a second later. Over 8 worlds (standbys 400-900 ms after the takeover
// time), on 2026-12-07: 475 of 539 new holders seen within 2.5 s of the takeover time with the
// re-read, 156 without.
void TestPollPlanner::newHolderIsSeenSoonAfterATakeoverWhenAStandbyWaits() {
    int seen = 0;
    int seenWithout = 0;
    int takeovers = 0;
    for (int world = 0; world < 8; ++world) {
        const StandbyTakeovers flaky(400 + 70 * world, 5300 + 900 * world);
        const auto with = newHoldersSeenInTime(flaky, PollPlannerSettings{}.retakeRereadMs);
        seen += with.first;
        takeovers += with.second;
        seenWithout += newHoldersSeenInTime(flaky, 0).first;
    }
    QVERIFY2(seen >= 0.8 * takeovers, qPrintable(QStringLiteral("%1 of %2 (%3 without the re-read)")
                                                     .arg(seen)
                                                     .arg(takeovers)
                                                     .arg(seenWithout)));
    QVERIFY2(seenWithout <= 0.4 * takeovers, qPrintable(QString::number(seenWithout)));
}

// Crashed holders nobody waits for: the lock stays free for 10 s after each takeover time.
// After a takeover read or two have found it free, the planner stops reading it again a
// second later: at most the first two of its 39 lapses cost such a read.
void TestPollPlanner::locksNobodyWaitsForAreNotReadAgainAfterTheirTakeoverReads() {
    PollPlanner planner;
    const QList<Read> crashy = readsOfACrashingKeyAmongFreeOnes(planner);
    int takeoverReads = 0;
    int rereads = 0;
    for (qint64 start = kT0; start < kT0 + 30 * kMinute; start += kCrashCycleMs) {
        qint64 freeFrom = 0;
        crashingHolders(start, &freeFrom);
        const auto within = [&crashy](qint64 fromMs, qint64 toMs) {
            return std::any_of(crashy.begin(), crashy.end(),
                               [&](const Read& r) { return r.atMs >= fromMs && r.atMs < toMs; });
        };
        takeoverReads += within(freeFrom, freeFrom + 800) ? 1 : 0;
        rereads += within(freeFrom + 1000, freeFrom + 2000) ? 1 : 0;
    }
    QVERIFY2(takeoverReads >= 30, qPrintable(QString::number(takeoverReads)));
    QVERIFY2(rereads <= 2, qPrintable(QString::number(rereads)));
}

namespace {

// Busy key k is first met held by a holder that has had it for an hour and gives it up at
// minute 3 + 10 s x k; from then on holders come and go (ComeAndGo). 8 of them among 30
// leaders and 30 free keys, 20 reads a minute: their tenures that no read landed in during
// the 3 minutes after the first read that found them free.
int unseenTenuresAfterAFirstRelease(quint32 seed) {
    PollPlannerSettings settings;
    settings.budgetPerMinute = 20;
    PollPlanner planner(settings);
    QStringList keys = keyNames(30, QStringLiteral("leader"));
    keys.append(keyNames(30, QStringLiteral("free")));
    keys.append(keyNames(kBusyKeys, QStringLiteral("busy")));
    planner.setKeys(keys);
    const auto releasedMs = [](int k) { return kT0 + 3 * kMinute + 10'000 * k; };
    std::vector<ComeAndGo> busy;
    busy.reserve(kBusyKeys);
    for (int k = 0; k < kBusyKeys; ++k)
        busy.emplace_back(seed * 100 + static_cast<quint32>(k), releasedMs(k) + 5000,
                          kT0 + 20 * kMinute);
    const World world = [&](const QString& key, qint64 t) {
        if (key.startsWith(QStringLiteral("busy"))) {
            const int k = QStringView(key).mid(4).toInt();
            return t < releasedMs(k) ? faithfulLeader(kT0 - 3'600'000, 30'000, t)
                                     : busy[static_cast<size_t>(k)].at(t);
        }
        return key.startsWith(QStringLiteral("leader")) ? faithfulLeader(kT0 - 3'600'000, 30'000, t)
                                                        : freeLock();
    };
    const QList<Read> reads = run(planner, kT0, kT0 + 20 * kMinute, world);
    int unseen = 0;
    for (int k = 0; k < kBusyKeys; ++k) {
        const QList<Read> keyReads = readsOf(reads, QStringLiteral("busy%1").arg(k));
        const auto first = std::find_if(keyReads.begin(), keyReads.end(),
                                        [&](const Read& r) { return r.atMs >= releasedMs(k); });
        // From the first read after the release, if it found the key free (then it has seen a
        // holder give it up, and none take it).
        if (first != keyReads.end() && !world(first->key, first->atMs).held)
            unseen += busy[static_cast<size_t>(k)].unseen(keyReads, first->atMs,
                                                          first->atMs + 3 * kMinute);
    }
    return unseen;
}

} // namespace

// A key whose holder is seen giving it up is one whose holders come and go, though no read
// has seen one take it yet: it gets free-watch reads at once, its tenure taken as two leases.
// Over 48 worlds, on 2026-12-07: 467 tenures unseen in the 3 minutes after the read that first
// found the key free, 580 when a release alone gave no tenure (457-462 and 559-567 for seeds
// 101-148 and 1001-1048).
void TestPollPlanner::keyFirstSeenGivenUpIsWatchedWhileFree() {
    int unseen = 0;
    for (quint32 seed = 1; seed <= 48; ++seed)
        unseen += unseenTenuresAfterAFirstRelease(seed);
    QVERIFY2(unseen <= 510, qPrintable(QString::number(unseen)));
}

// Reads go out at budget/60 a second, so time-critical reads due together queue. A lease seen
// unrenewed in its grace second runs out for sure; its takeover read goes before the queued
// takeover reads of leases that may have been renewed (here six new leaders looked at in
// their grace second), not after them: it came 2-3 s after the takeover time that way
// (bench: issue-4's standby leaders).
void TestPollPlanner::leaseSeenRunningOutIsReadBeforeQueuedTakeoverReads() {
    PollPlannerSettings settings;
    settings.minRefreshIntervalMs = 10 * kMinute; // only time-critical rules read here
    PollPlanner planner(settings);
    const QStringList leaders = keyNames(6, QStringLiteral("leader"));
    planner.setKeys(QStringList{QStringLiteral("dying")} + leaders);
    const qint64 leaderExpiry = kT0 + 20'000;
    const qint64 dyingExpiry = leaderExpiry - 200; // its holder crashed: never renewed
    const qint64 dyingGoneAt = dyingExpiry + 1000;
    const World world = [&](const QString& key, qint64 atMs) {
        if (key == QStringLiteral("dying"))
            return atMs < dyingGoneAt ? heldLock(dyingExpiry, 1) : freeLock();
        return heldLock(atMs < leaderExpiry - 5000 ? leaderExpiry : leaderExpiry + 30'000,
                        static_cast<quint64>(key.back().digitValue()) + 10);
    };
    // Until before the leaders' renewed leases run out.
    const QList<Read> reads = run(planner, kT0, leaderExpiry + 20'000, world);
    QList<qint64> leaderReadsAfterExpiry;
    std::optional<qint64> dyingSeenFreeAt;
    for (const Read& read : reads) {
        if (read.key == QStringLiteral("dying") && read.atMs >= dyingGoneAt && !dyingSeenFreeAt)
            dyingSeenFreeAt = read.atMs;
        else if (read.key != QStringLiteral("dying") && read.atMs > leaderExpiry)
            leaderReadsAfterExpiry.append(read.atMs);
    }
    QVERIFY(dyingSeenFreeAt);
    // Its takeover read is due 300 ms after the takeover time; the next one-second slot.
    QVERIFY2(*dyingSeenFreeAt - dyingGoneAt <= 1300,
             qPrintable(QStringLiteral("seen free %1 ms after the takeover time")
                            .arg(*dyingSeenFreeAt - dyingGoneAt)));
    // The leaders' reads were queued: some of them went after it.
    QCOMPARE(leaderReadsAfterExpiry.size(), leaders.size());
    QVERIFY(std::count_if(leaderReadsAfterExpiry.begin(), leaderReadsAfterExpiry.end(),
                          [&](qint64 atMs) { return atMs > *dyingSeenFreeAt; }) >= 3);
}

QTEST_GUILESS_MAIN(TestPollPlanner)
#include "tst_pollplanner.moc"
