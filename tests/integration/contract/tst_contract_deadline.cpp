// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// 409 lease_deadline_exceeded: every acquisition ends 90 days after it started; renewals
// and same-token acquires cannot move that deadline, and the token cannot acquire the key
// again afterwards, whether or not the lock is free. A new token can.
#include "ContractChecks.h"
#include "ContractHarness.h"

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("jobs:scheduler-leader");
constexpr qint64 kNinetyDaysSeconds = 7'776'000;
constexpr std::chrono::seconds kThirtyDays{30LL * 24 * 3600};

} // namespace

class TestContractDeadline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void renewalsCannotMoveDeadline();
    void tokenCannotAcquireAfterDeadline();
    void shortRenewalNearDeadlineEndsEarly();
};

void TestContractDeadline::renewalsCannotMoveDeadline() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime deadline = h.serverNow().addSecs(kNinetyDaysSeconds);
    const QString owner = LockClient::newUuid();
    const OperationResult acquired = h.acquire(kKey, kNinetyDaysSeconds, owner);
    CONTRACT_VERIFY_OK(acquired);
    QCOMPARE(acquired.grant->expiresAt, deadline);

    QVERIFY(h.advance(kThirtyDays));
    const OperationResult renewed = h.renew(kKey, owner, kNinetyDaysSeconds);
    CONTRACT_VERIFY_OK(renewed);
    QCOMPARE(renewed.grant->expiresAt, deadline);
    QCOMPARE(renewed.grant->fencingToken, acquired.grant->fencingToken);

    QVERIFY(h.advance(kThirtyDays));
    const OperationResult reacquired = h.acquire(kKey, kNinetyDaysSeconds, owner);
    CONTRACT_VERIFY_OK(reacquired);
    QCOMPARE(reacquired.grant->expiresAt, deadline);
    QCOMPARE(reacquired.grant->fencingToken, acquired.grant->fencingToken);

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->expiresAt, deadline);
}

void TestContractDeadline::tokenCannotAcquireAfterDeadline() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime deadline = h.serverNow().addSecs(kNinetyDaysSeconds);
    const QString owner = LockClient::newUuid();
    const OperationResult acquired = h.acquire(kKey, kNinetyDaysSeconds, owner);
    CONTRACT_VERIFY_OK(acquired);
    for (int step = 0; step < 2; ++step) {
        QVERIFY(h.advance(kThirtyDays));
        CONTRACT_VERIFY_OK(h.renew(kKey, owner, kNinetyDaysSeconds));
    }
    QVERIFY(h.advance(kThirtyDays - 10s));
    const OperationResult lastRenewal = h.renew(kKey, owner, kNinetyDaysSeconds);
    CONTRACT_VERIFY_OK(lastRenewal);
    QCOMPARE(lastRenewal.grant->expiresAt, deadline);

    QVERIFY(h.advance(10s)); // now == deadline == expires_at: the takeover grace begins
    QCOMPARE(h.serverNow(), deadline);
    CONTRACT_COMPARE_ERROR(h.acquire(kKey, 10, owner), 409, ErrorCode::LeaseDeadlineExceeded);
    CONTRACT_COMPARE_ERROR(h.renew(kKey, owner, 10), 409, ErrorCode::LockOwnershipLost);
    CONTRACT_COMPARE_ERROR(h.acquire(kKey, 10, LockClient::newUuid()), 409, ErrorCode::LockHeld);
    QCOMPARE(h.read(kKey).state->held, true);

    QVERIFY(h.advance(1s)); // the lock is free now, and still refused to this token
    QCOMPARE(*h.read(kKey).state, LockState{});
    CONTRACT_COMPARE_ERROR(h.acquire(kKey, 10, owner), 409, ErrorCode::LeaseDeadlineExceeded);

    const QString successor = LockClient::newUuid();
    const OperationResult next = h.acquire(kKey, 10, successor);
    CONTRACT_VERIFY_OK(next);
    QVERIFY(next.grant->fencingToken > acquired.grant->fencingToken);
    QCOMPARE(next.grant->expiresAt, deadline.addSecs(1 + 10));
    CONTRACT_VERIFY_OK(h.release(kKey, successor));
    CONTRACT_COMPARE_ERROR(h.acquire(kKey, 10, owner), 409, ErrorCode::LeaseDeadlineExceeded);
    // The deadline belongs to that acquisition of this key, not to the token everywhere.
    CONTRACT_VERIFY_OK(h.acquire(QStringLiteral("another-key"), 10, owner));
}

void TestContractDeadline::shortRenewalNearDeadlineEndsEarly() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime deadline = h.serverNow().addSecs(kNinetyDaysSeconds);
    const QString owner = LockClient::newUuid();
    const OperationResult acquired = h.acquire(kKey, kNinetyDaysSeconds, owner);
    CONTRACT_VERIFY_OK(acquired);
    for (int step = 0; step < 2; ++step) {
        QVERIFY(h.advance(kThirtyDays));
        CONTRACT_VERIFY_OK(h.renew(kKey, owner, kNinetyDaysSeconds));
    }
    QVERIFY(h.advance(kThirtyDays - 60s));

    // expires_at = min(now + ttl, deadline): a short TTL ends before the deadline.
    const OperationResult shortened = h.renew(kKey, owner, 10);
    CONTRACT_VERIFY_OK(shortened);
    QCOMPARE(shortened.grant->expiresAt, deadline.addSecs(-50));
    // That lease expired before its deadline, so the token may start a new acquisition.
    QVERIFY(h.advance(11s));
    const OperationResult again = h.acquire(kKey, 10, owner);
    CONTRACT_VERIFY_OK(again);
    QVERIFY(again.grant->fencingToken > acquired.grant->fencingToken);
}

QTEST_GUILESS_MAIN(TestContractDeadline)
#include "tst_contract_deadline.moc"
