// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LeaseTestRig.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "lease/LeaseKeeper.h"
#include "lease/PollScheduler.h"
#include "support/Loopback.h"
#include "support/WaitFor.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <map>

using volcano::FailureKind;
using volcano::LeaseKeeper;
using volcano::LockClient;
using volcano::LockState;
using volcano::Operation;
using volcano::OperationResult;
using volcano::PendingCall;
using volcano::PollPlanner;
using volcano::PollScheduler;
using volcano::RequestRecord;
using volcano::test::deadUrl;
using volcano::test::LeaseTestRig;
using volcano::test::SandboxProcess;
using volcano::test::waitFor;

namespace {

// A call not finished within 10 s counts as never answered.
OperationResult await(PendingCall* call) {
    return waitFor(call, 10000);
}

// Lets the event loop run until no read is in flight.
bool settle(const PollScheduler& scheduler) {
    return QTest::qWaitFor([&scheduler] { return scheduler.readsInFlight() == 0; }, 10000);
}

// Advances both clocks, stopping at each timer, letting the reads of each stop finish.
bool advance(LeaseTestRig& rig, const PollScheduler& scheduler, qint64 totalMs) {
    return rig.advanceThroughTimers(totalMs, [&scheduler] { return settle(scheduler); });
}

struct ChangeSeen {
    QString key;
    LockState state;
    QDateTime observedAt;
};

QList<ChangeSeen> changesOf(const QSignalSpy& spy) {
    QList<ChangeSeen> changes;
    for (const auto& arguments : spy)
        changes.append(ChangeSeen{arguments.at(0).toString(), arguments.at(1).value<LockState>(),
                                  arguments.at(2).toDateTime()});
    return changes;
}

// Reads (or any operation) the client sent, per UTC minute of the console clock.
std::map<qint64, int> perMinute(const QSignalSpy& records, std::optional<Operation> only) {
    std::map<qint64, int> counts;
    for (const auto& arguments : records) {
        const auto record = arguments.first().value<RequestRecord>();
        if (!only || record.operation == *only)
            ++counts[PollPlanner::minuteStartOf(record.sentAtUtc.toMSecsSinceEpoch())];
    }
    return counts;
}

} // namespace

#define START_RIG(rig) QVERIFY2((rig).start(), qPrintable((rig).errorString()))

class TestPollScheduler : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void firstReadOfEveryKeyIsAChange();
    void readsJustAfterTakeoverTime();
    void pausesOnRateLimitUntilRetryAfter();
    void budgetNeverExceededUnderRandomWorkloads_data();
    void budgetNeverExceededUnderRandomWorkloads();
    void keepsRoomForTestLeaseRenewals();
    void transportFailureIsNotRetriedByTheClient();
};

void TestPollScheduler::firstReadOfEveryKeyIsAChange() {
    LeaseTestRig rig;
    START_RIG(rig);
    auto client = rig.newClient();
    auto other = rig.newClient();
    const OperationResult held = await(other->acquire(QStringLiteral("svc.b"), 600));
    QVERIFY(held.ok());
    PollScheduler scheduler(client.get());
    QSignalSpy changed(&scheduler, &PollScheduler::keyChanged);
    QSignalSpy reads(&scheduler, &PollScheduler::readFinished);
    scheduler.setKeys({QStringLiteral("svc.a"), QStringLiteral("svc.b"), QStringLiteral("svc.c")});
    const QDateTime start = rig.clock().utcNow();
    scheduler.start();
    QVERIFY(settle(scheduler));
    QVERIFY(advance(rig, scheduler, 30'000));
    const QList<ChangeSeen> changes = changesOf(changed);
    QCOMPARE(changes.size(), 3); // then nothing changed
    QCOMPARE(changes.at(0).key, QStringLiteral("svc.a"));
    QCOMPARE(changes.at(0).observedAt, start); // the first read goes at once
    QVERIFY(!changes.at(0).state.held);
    QCOMPARE(changes.at(1).key, QStringLiteral("svc.b"));
    QVERIFY(changes.at(1).state.held);
    QCOMPARE(changes.at(1).state.fencingToken, std::optional(held.grant->fencingToken));
    QCOMPARE(changes.at(1).state.expiresAt, std::optional(held.grant->expiresAt));
    QCOMPARE(changes.at(2).key, QStringLiteral("svc.c"));
    QVERIFY(reads.size() > 3);           // it kept reading...
    QVERIFY(reads.size() <= 3 * 15 + 1); // ...but a small list not faster than every 2 s
}

void TestPollScheduler::readsJustAfterTakeoverTime() {
    LeaseTestRig rig;
    START_RIG(rig);
    auto client = rig.newClient();
    auto holder = rig.newClient();
    const OperationResult held = await(holder->acquire(QStringLiteral("svc.leader"), 20));
    QVERIFY(held.ok()); // and its holder dies: nobody renews
    PollScheduler scheduler(client.get());
    QSignalSpy changed(&scheduler, &PollScheduler::keyChanged);
    QStringList keys{QStringLiteral("svc.leader")};
    for (int i = 0; i < 30; ++i)
        keys.append(QStringLiteral("svc.idle%1").arg(i));
    scheduler.setKeys(keys);
    scheduler.start();
    QVERIFY(advance(rig, scheduler, 40'000));
    const QList<ChangeSeen> changes = changesOf(changed);
    const auto freed = std::find_if(changes.begin(), changes.end(), [](const ChangeSeen& c) {
        return c.key == QStringLiteral("svc.leader") && !c.state.held;
    });
    QVERIFY(freed != changes.end());
    // expires_at + 1 s takeover grace + 0.3 s for clock error: exactly, on the manual clock.
    QCOMPARE(freed->observedAt, held.grant->expiresAt.addMSecs(1'300));
}

void TestPollScheduler::pausesOnRateLimitUntilRetryAfter() {
    SandboxProcess::Options options;
    options.rateLimit = 10;
    LeaseTestRig rig(options);
    START_RIG(rig);
    QVERIFY(rig.advanceToNextMinute(0));
    auto client = rig.newClient();
    PollScheduler scheduler(client.get());
    QSignalSpy paused(&scheduler, &PollScheduler::paused);
    QSignalSpy records(client.get(), &LockClient::requestFinished);
    QStringList keys;
    for (int i = 0; i < 30; ++i)
        keys.append(QStringLiteral("svc.k%1").arg(i));
    scheduler.setKeys(keys);
    scheduler.start();
    QVERIFY(settle(scheduler));
    QVERIFY(advance(rig, scheduler, 30'000));
    QCOMPARE(paused.size(), 1);
    const QDateTime until = paused.first().first().toDateTime();
    QCOMPARE(scheduler.pausedUntil(), std::optional(until));
    // The 11th read of the minute was refused; Retry-After runs to the end of the minute.
    QCOMPARE(records.size(), 11);
    const auto refused = records.last().first().value<RequestRecord>();
    QCOMPARE(refused.httpStatus, 429);
    QCOMPARE(until, refused.sentAtUtc.addSecs(*refused.retryAfterSeconds));
    // Retry-After is whole seconds up to the end of the server's minute.
    const qint64 minuteEnd =
        PollPlanner::minuteStartOf(refused.sentAtUtc.toMSecsSinceEpoch()) + 60'000;
    QVERIFY(until.toMSecsSinceEpoch() >= minuteEnd);
    QVERIFY(until.toMSecsSinceEpoch() < minuteEnd + 1'000);

    const qint64 toUntil = rig.clock().utcNow().msecsTo(until);
    QVERIFY(advance(rig, scheduler, toUntil - 1));
    QCOMPARE(records.size(), 11); // nothing while paused
    QVERIFY(advance(rig, scheduler, 1));
    QVERIFY(records.size() > 11);
    const auto resumed = records.at(11).first().value<RequestRecord>();
    QCOMPARE(resumed.sentAtUtc, until);
    QCOMPARE(resumed.httpStatus, 200);
}

void TestPollScheduler::budgetNeverExceededUnderRandomWorkloads_data() {
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {11u, 22u, 33u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

// Other workers take, renew, release and force-release random keys with random TTLs; the
// user changes the selected key and asks for refreshes; time moves in random steps.
// Whatever happens, the scheduler's reads per UTC minute stay within the budget.
void TestPollScheduler::budgetNeverExceededUnderRandomWorkloads() {
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    LeaseTestRig rig;
    START_RIG(rig);
    auto client = rig.newClient();
    auto workers = rig.newClient();
    PollScheduler scheduler(client.get());
    QSignalSpy records(client.get(), &LockClient::requestFinished);
    QSignalSpy changed(&scheduler, &PollScheduler::keyChanged);
    const int budget = random.bounded(5, 61);
    scheduler.setBudgetPerMinute(budget);
    QStringList keys;
    for (int i = 0; i < 40; ++i)
        keys.append(QStringLiteral("work.q%1").arg(i));
    scheduler.setKeys(keys);
    scheduler.start();
    QVERIFY(settle(scheduler));
    const qint64 end = rig.clock().monotonicMs() + 6 * 60'000;
    while (rig.clock().monotonicMs() < end) {
        const QString key = keys.at(random.bounded(static_cast<int>(keys.size())));
        switch (random.bounded(8)) {
        case 0:
        case 1:
            await(workers->acquire(key, random.bounded(5, 61)));
            break;
        case 2:
            await(workers->release(key, LockClient::newUuid()));
            break;
        case 3:
            await(workers->forceRelease(key));
            break;
        case 4:
            scheduler.setSelectedKey(random.bounded(2) ? key : QString());
            break;
        case 5:
            scheduler.requestRead(key);
            break;
        default:
            break;
        }
        QVERIFY(advance(rig, scheduler, random.bounded(100, 5000)));
    }
    const auto reads = perMinute(records, Operation::Read);
    QVERIFY(reads.size() >= 6);
    for (const auto& [minute, count] : reads)
        QVERIFY2(
            count <= budget,
            qPrintable(QStringLiteral("%1 reads in a minute, budget %2").arg(count).arg(budget)));
    QVERIFY(changed.size() >= 40); // every key's first read, then the workers' changes
}

void TestPollScheduler::keepsRoomForTestLeaseRenewals() {
    LeaseTestRig rig;
    START_RIG(rig);
    QVERIFY(rig.advanceToNextMinute(0));
    auto client = rig.newClient();
    PollScheduler scheduler(client.get());
    scheduler.setBudgetPerMinute(10);
    QStringList keys;
    for (int i = 0; i < 50; ++i)
        keys.append(QStringLiteral("svc.k%1").arg(i));
    scheduler.setKeys(keys);
    LeaseKeeper keeper(client.get());
    scheduler.reserveFor(&keeper);
    QSignalSpy records(client.get(), &LockClient::requestFinished);
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    keeper.start(QStringLiteral("svc.test-lease"), 30);
    QVERIFY(acquired.wait());
    QCOMPARE(scheduler.planner().reservedPerMinute(), 7); // 6 renewals + 1 spare
    scheduler.start();
    const auto idle = [&] {
        return QTest::qWaitFor([&] { return !keeper.requestInFlight(); }, 10000) &&
               settle(scheduler);
    };
    QVERIFY(rig.advanceThroughTimers(3 * 60'000 - 1, idle));
    const auto reads = perMinute(records, Operation::Read);
    const auto renewals = perMinute(records, Operation::Renew);
    const auto everything = perMinute(records, std::nullopt);
    QCOMPARE(static_cast<int>(reads.size()), 3);
    for (const auto& [minute, count] : reads)
        QCOMPARE(count, 3); // 10 - 7 kept for the lease
    QCOMPARE(renewals.size(), size_t{3});
    QCOMPARE(renewals.rbegin()->second, 6); // every 10 s (the first minute had the acquire)
    for (const auto& [minute, count] : everything)
        QVERIFY(count <= 10); // the console's requests stay within its budget
    QCOMPARE(keeper.state(), LeaseKeeper::State::Held);

    QSignalSpy finished(&keeper, &LeaseKeeper::finished);
    keeper.stop();
    QVERIFY(finished.wait());
    QCOMPARE(scheduler.planner().reservedPerMinute(), 0);
}

void TestPollScheduler::transportFailureIsNotRetriedByTheClient() {
    LeaseTestRig rig;
    START_RIG(rig);
    auto client = rig.newClient();
    client->setBaseUrl(deadUrl());
    PollScheduler scheduler(client.get());
    QSignalSpy records(client.get(), &LockClient::requestFinished);
    QSignalSpy reads(&scheduler, &PollScheduler::readFinished);
    scheduler.setKeys({QStringLiteral("svc.a"), QStringLiteral("svc.b")});
    scheduler.start();
    QVERIFY(reads.wait());
    const auto failed = reads.first().first().value<OperationResult>();
    QVERIFY(failed.error.has_value());
    QCOMPARE(failed.error->kind, FailureKind::Transport);
    QTest::qWait(800); // the client's own retry would come after 200 ms
    // The first reads may go out together (the pacer's small burst), each exactly once.
    const auto sent = records.size();
    QVERIFY(sent >= 1 && sent <= 2);
    for (const QList<QVariant>& record : std::as_const(records))
        QCOMPARE(record.first().value<RequestRecord>().attempt, 1);
    QCOMPARE(scheduler.readsInFlight(), 0);
    // Back-off on the console clock: 2 s.
    QVERIFY(rig.advance(1'999));
    QTest::qWait(100);
    QCOMPARE(records.size(), sent);
    QVERIFY(rig.advance(1));
    QTRY_VERIFY(records.size() > sent);
}

QTEST_GUILESS_MAIN(TestPollScheduler)
#include "tst_pollscheduler.moc"
