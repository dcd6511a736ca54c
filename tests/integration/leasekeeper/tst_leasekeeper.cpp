// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LeaseTestRig.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "lease/LeaseKeeper.h"
#include "support/Loopback.h"
#include "support/WaitFor.h"

#include <QSignalSpy>
#include <QTest>

using volcano::ErrorCode;
using volcano::LeaseKeeper;
using volcano::LockClient;
using volcano::Operation;
using volcano::OperationResult;
using volcano::PendingCall;
using volcano::RequestRecord;
using volcano::test::deadUrl;
using volcano::test::LeaseTestRig;
using volcano::test::SandboxProcess;
using volcano::test::waitFor;
using Reason = volcano::LeaseKeeper::LossReason;

namespace {

constexpr qint64 kDay = 24LL * 3600 * 1000;

// A call not finished within 10 s counts as never answered.
OperationResult await(PendingCall* call) {
    return waitFor(call, 10000);
}

bool waitForCount(QSignalSpy& spy, int count) {
    while (spy.size() < count) {
        if (!spy.wait(10000))
            return false;
    }
    return true;
}

OperationResult lastOperation(const QSignalSpy& operations) {
    return operations.last().first().value<OperationResult>();
}

Reason lossReasonOf(const QSignalSpy& lost) {
    return lost.first().first().value<Reason>();
}

SandboxProcess::Options withRateLimit(int limit) {
    SandboxProcess::Options options;
    options.rateLimit = limit;
    return options;
}

} // namespace

class TestLeaseKeeper : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void renewsEveryThirdOfTheTtl();
    void lateRenewEdge_data();
    void lateRenewEdge();
    void lostWhenAnotherClientTakesTheLock();
    void lostWhenTheQuotaBlocksRenewalPastTheDeadline();
    void rateLimitedRenewalRetriesAfterRetryAfter();
    void regionOutageRecoversWithinTheDeadline();
    void regionOutageLosesTheLeaseBeforeTheDeadline();
    void capsAtTheNinetyDayDeadline();
    void resumedLeaseNearItsDeadlineIsSeenCapped();
    void releasesOnStop();
    void stopDuringAcquireReleasesWhatItGot();
    void transportRetriesReuseTheRequestId();
    void withoutAutoRenewTheLeaseEndsAtTheLocalDeadline();
    void acquireFailsWhileAnotherTokenHolds();

private:
    std::unique_ptr<LeaseTestRig> m_rig;
};

void TestLeaseKeeper::init() {
    m_rig = std::make_unique<LeaseTestRig>();
}

#define START_RIG(rig) QVERIFY2((rig).start(), qPrintable((rig).errorString()))

void TestLeaseKeeper::renewsEveryThirdOfTheTtl() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    const qint64 t0 = m_rig->clock().monotonicMs();
    const QDateTime utc0 = m_rig->clock().utcNow();
    keeper.start(QStringLiteral("jobs.renewal"), 30);
    QVERIFY(acquired.wait());
    QCOMPARE(keeper.state(), LeaseKeeper::State::Held);
    QCOMPARE(keeper.expiresAt(), utc0.addSecs(30));
    QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t0 + 30'000));
    QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + 10'000));
    QCOMPARE(keeper.absoluteDeadline(), utc0.addDays(90));
    QCOMPARE(keeper.expectedRequestsPerMinute(), 7);
    const auto fencing = keeper.fencingToken();
    QVERIFY(fencing.has_value());

    QVERIFY(m_rig->advance(9'999));
    QTest::qWait(50);
    QCOMPARE(operations.size(), 1); // only the acquire so far
    QVERIFY(m_rig->advance(1));
    for (int i = 1; i <= 4; ++i) {
        if (i > 1)
            QVERIFY(m_rig->advance(10'000));
        QVERIFY(waitForCount(renewed, i));
        const OperationResult renewal = lastOperation(operations);
        QCOMPARE(renewal.operation, Operation::Renew);
        QCOMPARE(renewal.sentAtMonotonicMs, t0 + i * 10'000);
        QCOMPARE(renewal.grant->expiresAt, utc0.addMSecs(i * 10'000 + 30'000));
        QCOMPARE(renewal.grant->fencingToken, *fencing);
        QCOMPARE(keeper.renewalsDone(), i);
        QCOMPARE(keeper.lastRenewalLatencyMs(), std::optional<qint64>(0)); // manual time
        QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + (i + 1) * 10'000));
        QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t0 + i * 10'000 + 30'000));
    }
    QCOMPARE(keeper.nextRenewalUtc(), utc0.addSecs(50));
    QCOMPARE(keeper.state(), LeaseKeeper::State::Held);
}

void TestLeaseKeeper::lateRenewEdge_data() {
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("allowanceMs");
    QTest::addColumn<qint64>("renewAtMs");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("a third of the ttl") << 1.0 / 3.0 << qint64{500} << qint64{10'000} << true;
    QTest::newRow("fraction 0.99 clamps to 1.5 s before expiry")
        << 0.99 << qint64{500} << qint64{28'500} << true;
    QTest::newRow("1 ms allowance: 1.001 s before expiry")
        << 0.99 << qint64{1} << qint64{28'999} << true;
    QTest::newRow("no allowance: exactly 1 s before expiry is too late")
        << 0.99 << qint64{0} << qint64{29'000} << false;
}

void TestLeaseKeeper::lateRenewEdge() {
    QFETCH(double, fraction);
    QFETCH(qint64, allowanceMs);
    QFETCH(qint64, renewAtMs);
    QFETCH(bool, accepted);
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    keeper.setRenewFraction(fraction);
    keeper.setLateRenewAllowance(std::chrono::milliseconds(allowanceMs));
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.edge"), 30);
    QVERIFY(acquired.wait());
    QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + renewAtMs));
    QVERIFY(m_rig->advance(renewAtMs - 1));
    QTest::qWait(50);
    QCOMPARE(operations.size(), 1);
    QVERIFY(m_rig->advance(1));
    QVERIFY(waitForCount(operations, 2));
    const OperationResult renewal = lastOperation(operations);
    QCOMPARE(renewal.sentAtMonotonicMs, t0 + renewAtMs);
    QCOMPARE(renewal.ok(), accepted);
    if (accepted) {
        QCOMPARE(keeper.state(), LeaseKeeper::State::Held);
        QVERIFY(lost.isEmpty());
    } else {
        QVERIFY(renewal.isError(ErrorCode::LockOwnershipLost));
        QCOMPARE(lost.size(), 1);
        QCOMPARE(lossReasonOf(lost), Reason::OwnershipLost);
        QCOMPARE(keeper.state(), LeaseKeeper::State::Lost);
    }
}

void TestLeaseKeeper::lostWhenAnotherClientTakesTheLock() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    auto other = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    QSignalSpy finished(&keeper, &LeaseKeeper::finished);
    const QString key = QStringLiteral("jobs.contended");
    keeper.start(key, 30);
    QVERIFY(acquired.wait());
    QCOMPARE(await(other->forceRelease(key)).httpStatus, 204);
    const OperationResult contender = await(other->acquire(key, 600));
    QVERIFY(contender.ok());
    QVERIFY(contender.grant->fencingToken > *keeper.fencingToken());

    QVERIFY(m_rig->advance(10'000));
    QVERIFY(lost.wait());
    QCOMPARE(lossReasonOf(lost), Reason::OwnershipLost);
    QVERIFY(lost.first().at(1).toString().contains(QStringLiteral("lock_ownership_lost")));
    QCOMPARE(keeper.state(), LeaseKeeper::State::Lost);
    QCOMPARE(keeper.lossReason(), std::optional<Reason>(Reason::OwnershipLost));
    QVERIFY(!keeper.nextRenewalMs().has_value());
    const auto sent = operations.size();
    QVERIFY(m_rig->advance(60'000));
    QTest::qWait(50);
    QCOMPARE(operations.size(), sent); // stopped: nothing more is sent
    keeper.stop();
    QVERIFY(finished.wait());
    QCOMPARE(operations.size(), sent); // no release: the lock is someone else's
    const OperationResult read = await(other->read(key));
    QCOMPARE(read.state->fencingToken, std::optional(contender.grant->fencingToken));
}

void TestLeaseKeeper::lostWhenTheQuotaBlocksRenewalPastTheDeadline() {
    m_rig = std::make_unique<LeaseTestRig>(withRateLimit(5));
    START_RIG(*m_rig);
    QVERIFY(m_rig->advanceToNextMinute(1'000));
    auto client = m_rig->newClient();
    auto burner = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.quota"), 30);
    QVERIFY(acquired.wait());
    for (int i = 0; i < 4; ++i) // the project's other workers use up the minute
        QVERIFY(await(burner->read(QStringLiteral("jobs.other"))).ok());

    QVERIFY(m_rig->advance(10'000));
    QVERIFY(lost.wait());
    const OperationResult refused = lastOperation(operations);
    QCOMPARE(refused.httpStatus, 429);
    QCOMPARE(refused.error->retryAfterSeconds, std::optional<int>(49));
    QCOMPARE(lossReasonOf(lost), Reason::RateLimited);
    // It gives up at once rather than at the deadline: a retry after 49 s cannot make it.
    QCOMPARE(m_rig->clock().monotonicMs(), t0 + 10'000);
    QCOMPARE(keeper.state(), LeaseKeeper::State::Lost);
}

void TestLeaseKeeper::rateLimitedRenewalRetriesAfterRetryAfter() {
    m_rig = std::make_unique<LeaseTestRig>(withRateLimit(5));
    START_RIG(*m_rig);
    QVERIFY(m_rig->advanceToNextMinute(45'000));
    auto client = m_rig->newClient();
    auto burner = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.retry"), 30);
    QVERIFY(acquired.wait());
    for (int i = 0; i < 4; ++i)
        QVERIFY(await(burner->read(QStringLiteral("jobs.other"))).ok());

    QVERIFY(m_rig->advance(10'000)); // :55, 5 s before the window resets
    QVERIFY(waitForCount(operations, 2));
    const OperationResult refused = lastOperation(operations);
    QCOMPARE(refused.httpStatus, 429);
    QCOMPARE(keeper.state(), LeaseKeeper::State::Held);
    QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + 15'000)); // Retry-After: 5

    QVERIFY(m_rig->advance(5'000));
    QVERIFY(renewed.wait());
    const OperationResult renewal = lastOperation(operations);
    QCOMPARE(renewal.sentAtMonotonicMs, t0 + 15'000);
    QVERIFY(renewal.requestId != refused.requestId); // a new logical operation
    QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t0 + 45'000));
    QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + 25'000));
}

void TestLeaseKeeper::regionOutageRecoversWithinTheDeadline() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.outage"), 30);
    QVERIFY(acquired.wait());
    QCOMPARE(m_rig->sandbox().setRegionAvailable(false), 204);
    QVERIFY(m_rig->advance(10'000));
    QVERIFY(waitForCount(operations, 2));
    QCOMPARE(lastOperation(operations).httpStatus, 503);
    QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + 11'000));
    QCOMPARE(m_rig->sandbox().setRegionAvailable(true), 204);
    QVERIFY(m_rig->advance(1'000));
    QVERIFY(renewed.wait());
    QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t0 + 41'000));
}

void TestLeaseKeeper::regionOutageLosesTheLeaseBeforeTheDeadline() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.outage"), 30);
    QVERIFY(acquired.wait());
    QCOMPARE(m_rig->sandbox().setRegionAvailable(false), 204);
    // Renewal at 10 s, retries after 1, 2, 4, 8 s: 11, 13, 17, 25 s; the next (33 s) would
    // be past the deadline (30 s), so it gives up at 25 s.
    const QList<qint64> attempts{10'000, 11'000, 13'000, 17'000, 25'000};
    qint64 at = 0;
    for (int i = 0; i < attempts.size(); ++i) {
        QVERIFY(m_rig->advance(attempts.at(i) - at));
        at = attempts.at(i);
        QVERIFY(waitForCount(operations, i + 2));
        QCOMPARE(lastOperation(operations).sentAtMonotonicMs, t0 + at);
        QCOMPARE(lastOperation(operations).httpStatus, 503);
    }
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lossReasonOf(lost), Reason::RegionUnavailable);
}

void TestLeaseKeeper::capsAtTheNinetyDayDeadline() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
    QSignalSpy capped(&keeper, &LeaseKeeper::renewalsStoppedExtending);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    const qint64 ttl = 30LL * 24 * 3600; // 30 days: renewals every 10 days
    const qint64 t0 = m_rig->clock().monotonicMs();
    const QDateTime start = m_rig->clock().utcNow();
    keeper.start(QStringLiteral("jobs.longrun"), ttl);
    QVERIFY(acquired.wait());
    QCOMPARE(keeper.absoluteDeadline(), start.addDays(90));
    for (int day = 10; day <= 60; day += 10) {
        QVERIFY(m_rig->advance(10 * kDay));
        QVERIFY(waitForCount(renewed, day / 10));
        QCOMPARE(capped.isEmpty(), day < 60);
    }
    // Day 60: min(now + 30 days, deadline) is the deadline itself.
    QCOMPARE(keeper.expiresAt(), start.addDays(90));
    QCOMPARE(capped.first().first().toDateTime(), start.addDays(90));
    QVERIFY(keeper.renewalsCapped());
    QVERIFY(!keeper.nextRenewalMs().has_value()); // renewing cannot help any more
    QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t0 + 90 * kDay));

    QVERIFY(m_rig->advance(30 * kDay - 1));
    QTest::qWait(50);
    QVERIFY(lost.isEmpty());
    QCOMPARE(renewed.size(), 6);
    QVERIFY(m_rig->advance(1));
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lossReasonOf(lost), Reason::AbsoluteDeadlineReached);
}

void TestLeaseKeeper::resumedLeaseNearItsDeadlineIsSeenCapped() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    auto previous = m_rig->newClient(); // the console before a restart
    const QString key = QStringLiteral("jobs.resumed");
    const QString token = LockClient::newUuid();
    const qint64 ttl = 30LL * 24 * 3600;
    const QDateTime start = m_rig->clock().utcNow();
    QVERIFY(await(previous->acquire(key, ttl, token)).ok());
    for (int day = 20; day <= 80; day += 20) {
        QVERIFY(m_rig->advance(20 * kDay));
        QVERIFY(await(previous->renew(key, token, ttl)).ok());
    }
    // Day 80: resume with the kept token. The grant (day 90) is capped by the acquisition's
    // deadline; the keeper cannot know the start, but the Date header shows the cap.
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy capped(&keeper, &LeaseKeeper::renewalsStoppedExtending);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    const qint64 t80 = m_rig->clock().monotonicMs();
    keeper.start(key, ttl, token);
    QVERIFY(acquired.wait());
    QCOMPARE(keeper.expiresAt(), start.addDays(90));
    QCOMPARE(capped.size(), 1);
    QCOMPARE(keeper.absoluteDeadline(), start.addDays(90));
    QVERIFY(!keeper.nextRenewalMs().has_value());
    // Never later than expires_at: placed through Date + 1 s, so up to a second early.
    QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t80 + 10 * kDay - 1000));
    QVERIFY(m_rig->advance(10 * kDay - 1001));
    QVERIFY(lost.isEmpty());
    QVERIFY(m_rig->advance(1));
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lossReasonOf(lost), Reason::AbsoluteDeadlineReached);
}

void TestLeaseKeeper::releasesOnStop() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    auto other = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy finished(&keeper, &LeaseKeeper::finished);
    const QString key = QStringLiteral("jobs.stop");
    keeper.start(key, 30);
    QVERIFY(acquired.wait());
    QVERIFY(await(other->read(key)).state->held);
    keeper.stop();
    QCOMPARE(keeper.state(), LeaseKeeper::State::Releasing);
    QVERIFY(finished.wait());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(keeper.state(), LeaseKeeper::State::Released);
    const OperationResult release = lastOperation(operations);
    QCOMPARE(release.operation, Operation::Release);
    QCOMPARE(release.httpStatus, 204);
    QCOMPARE(release.lockToken, keeper.lockToken());
    QVERIFY(!await(other->read(key)).state->held);
    QVERIFY(await(other->acquire(key, 30)).ok()); // no takeover wait after a release
    QVERIFY(m_rig->advance(60'000));
    QTest::qWait(50);
    QCOMPARE(operations.size(), 2); // acquire, release: the timers are gone
}

void TestLeaseKeeper::stopDuringAcquireReleasesWhatItGot() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    auto other = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy finished(&keeper, &LeaseKeeper::finished);
    keeper.start(QStringLiteral("jobs.quick"), 30);
    keeper.stop(); // the acquire is already on its way
    QVERIFY(finished.wait());
    QCOMPARE(operations.size(), 2);
    QCOMPARE(operations.at(0).first().value<OperationResult>().operation, Operation::Acquire);
    QCOMPARE(operations.at(1).first().value<OperationResult>().operation, Operation::Release);
    QCOMPARE(keeper.state(), LeaseKeeper::State::Released);
    QVERIFY(!await(other->read(QStringLiteral("jobs.quick"))).state->held);
}

void TestLeaseKeeper::transportRetriesReuseTheRequestId() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
    QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
    QSignalSpy attempts(client.get(), &LockClient::requestFinished);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.flaky"), 30);
    QVERIFY(acquired.wait());
    attempts.clear();

    client->setBaseUrl(deadUrl());
    QVERIFY(m_rig->advance(10'000));
    QVERIFY(waitForCount(operations, 2));
    const OperationResult failed = lastOperation(operations);
    QCOMPARE(failed.httpStatus, 0);
    QCOMPARE(failed.attempts, 3);
    QCOMPARE(attempts.size(), 3);
    for (int i = 0; i < attempts.size(); ++i) {
        const auto record = attempts.at(i).first().value<RequestRecord>();
        QCOMPARE(record.operation, Operation::Renew);
        QCOMPARE(record.attempt, i + 1);
        QCOMPARE(record.requestId, failed.requestId); // one logical operation
    }
    QCOMPARE(keeper.state(), LeaseKeeper::State::Held);
    QCOMPARE(keeper.nextRenewalMs(), std::optional<qint64>(t0 + 11'000));

    client->setBaseUrl(m_rig->sandbox().baseUrl());
    QVERIFY(m_rig->advance(1'000));
    QVERIFY(renewed.wait());
    QVERIFY(lastOperation(operations).requestId != failed.requestId);
}

void TestLeaseKeeper::withoutAutoRenewTheLeaseEndsAtTheLocalDeadline() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    LeaseKeeper keeper(client.get());
    keeper.setAutoRenew(false);
    QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
    QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    const qint64 t0 = m_rig->clock().monotonicMs();
    keeper.start(QStringLiteral("jobs.manual"), 10);
    QVERIFY(acquired.wait());
    QVERIFY(!keeper.nextRenewalMs().has_value());
    QVERIFY(m_rig->advance(4'000));
    keeper.renewNow();
    QVERIFY(renewed.wait());
    QCOMPARE(keeper.localDeadlineMs(), std::optional<qint64>(t0 + 14'000));
    QVERIFY(m_rig->advance(9'999));
    QVERIFY(lost.isEmpty());
    QVERIFY(m_rig->advance(1));
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lossReasonOf(lost), Reason::LocalDeadlinePassed);
}

void TestLeaseKeeper::acquireFailsWhileAnotherTokenHolds() {
    START_RIG(*m_rig);
    auto client = m_rig->newClient();
    auto other = m_rig->newClient();
    QVERIFY(await(other->acquire(QStringLiteral("jobs.taken"), 60)).ok());
    LeaseKeeper keeper(client.get());
    QSignalSpy failed(&keeper, &LeaseKeeper::acquireFailed);
    QSignalSpy lost(&keeper, &LeaseKeeper::lost);
    keeper.start(QStringLiteral("jobs.taken"), 30);
    QVERIFY(failed.wait());
    QVERIFY(failed.first().first().value<OperationResult>().isError(ErrorCode::LockHeld));
    QCOMPARE(keeper.state(), LeaseKeeper::State::AcquireFailed);
    QVERIFY(lost.isEmpty());
    QVERIFY(!keeper.fencingToken().has_value());
}

QTEST_GUILESS_MAIN(TestLeaseKeeper)
#include "tst_leasekeeper.moc"
