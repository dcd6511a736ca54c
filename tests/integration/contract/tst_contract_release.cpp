// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Release (by the owner, when free, by a stranger, after expiry) and force release.
#include "ContractChecks.h"
#include "ContractHarness.h"

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("cache:rebuild");

} // namespace

class TestContractRelease : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void releaseByOwnerFreesLock();
    void releaseWhenFreeIsNoContent_data();
    void releaseWhenFreeIsNoContent();
    void releaseByStranger_data();
    void releaseByStranger();
    void ownerReleaseAfterExpiryFreesLock_data();
    void ownerReleaseAfterExpiryFreesLock();
    void staleOwnerCannotReleaseSuccessor();
    void forceReleaseDropsHeldLease();
    void forceReleaseOfAbsentLockIsNoContent();
};

void TestContractRelease::releaseByOwnerFreesLock() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(kKey, 30, owner);
    CONTRACT_VERIFY_OK(held);

    const OperationResult released = h.release(kKey, owner);
    CONTRACT_VERIFY_OK(released);
    QCOMPARE(released.httpStatus, 204);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, LockState{});
    const OperationResult next = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(next);
    QVERIFY(next.grant->fencingToken > held.grant->fencingToken);
}

void TestContractRelease::releaseWhenFreeIsNoContent_data() {
    QTest::addColumn<bool>("acquireFirst");
    QTest::addColumn<bool>("releaseFirst");
    QTest::newRow("never acquired") << false << false;
    QTest::newRow("already released by the owner") << true << true;
}

void TestContractRelease::releaseWhenFreeIsNoContent() {
    QFETCH(bool, acquireFirst);
    QFETCH(bool, releaseFirst);
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    if (acquireFirst)
        CONTRACT_VERIFY_OK(h.acquire(kKey, 30, owner));
    if (releaseFirst)
        CONTRACT_VERIFY_OK(h.release(kKey, owner));

    for (const QString& token : {owner, LockClient::newUuid()}) {
        const OperationResult released = h.release(kKey, token);
        CONTRACT_VERIFY_OK(released);
        QCOMPARE(released.httpStatus, 204);
    }
    const auto reply = h.rawLock("DELETE", "/locks/cache:rebuild/lease", LockClient::newUuid());
    QCOMPARE(reply.status, 204);
    QVERIFY(reply.body.isEmpty());
}

void TestContractRelease::releaseByStranger_data() {
    QTest::addColumn<qint64>("msAfterAcquire"); // the lease has ttl 10 s
    QTest::addColumn<bool>("stillHeld");
    QTest::newRow("live lease") << qint64(5000) << true;
    QTest::newRow("in takeover grace") << qint64(10'500) << true;
    QTest::newRow("after takeover grace") << qint64(11'000) << false;
}

void TestContractRelease::releaseByStranger() {
    QFETCH(qint64, msAfterAcquire);
    QFETCH(bool, stillHeld);
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(kKey, 10, owner);
    CONTRACT_VERIFY_OK(held);
    QVERIFY(h.advance(std::chrono::milliseconds(msAfterAcquire)));

    const OperationResult stranger = h.release(kKey, LockClient::newUuid());
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    if (!stillHeld) {
        CONTRACT_VERIFY_OK(stranger); // the lock is free: release is idempotent
        QCOMPARE(*state.state, LockState{});
        return;
    }
    CONTRACT_COMPARE_ERROR(stranger, 409, ErrorCode::LockOwnershipLost);
    QCOMPARE(*state.state, (LockState{true, held.grant->expiresAt, held.grant->fencingToken}));
    if (msAfterAcquire < 9000)
        CONTRACT_VERIFY_OK(h.renew(kKey, owner, 10)); // the holder still holds
}

void TestContractRelease::ownerReleaseAfterExpiryFreesLock_data() {
    QTest::addColumn<qint64>("msAfterAcquire"); // the lease has ttl 10 s
    QTest::newRow("at expiry") << qint64(10'000);
    QTest::newRow("in takeover grace") << qint64(10'500);
    QTest::newRow("long after, nobody took over") << qint64(600'000);
}

void TestContractRelease::ownerReleaseAfterExpiryFreesLock() {
    QFETCH(qint64, msAfterAcquire);
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(kKey, 10, owner);
    CONTRACT_VERIFY_OK(held);
    QVERIFY(h.advance(std::chrono::milliseconds(msAfterAcquire)));

    const OperationResult released = h.release(kKey, owner);
    CONTRACT_VERIFY_OK(released);
    QCOMPARE(released.httpStatus, 204);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, LockState{});
    // Released, not merely expired: no takeover grace is left to wait for.
    const OperationResult next = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(next);
    QVERIFY(next.grant->fencingToken > held.grant->fencingToken);
}

void TestContractRelease::staleOwnerCannotReleaseSuccessor() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString stale = LockClient::newUuid();
    CONTRACT_VERIFY_OK(h.acquire(kKey, 10, stale));
    QVERIFY(h.advance(11s));
    const OperationResult successor = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(successor);

    const OperationResult released = h.release(kKey, stale);
    CONTRACT_COMPARE_ERROR(released, 409, ErrorCode::LockOwnershipLost);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state,
             (LockState{true, successor.grant->expiresAt, successor.grant->fencingToken}));
}

void TestContractRelease::forceReleaseDropsHeldLease() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString displaced = LockClient::newUuid();
    const OperationResult held = h.acquire(kKey, 60, displaced);
    CONTRACT_VERIFY_OK(held);

    const OperationResult forced = h.forceRelease(kKey);
    CONTRACT_VERIFY_OK(forced);
    QCOMPARE(forced.httpStatus, 204);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, LockState{});

    const OperationResult next = h.acquire(kKey, 60, LockClient::newUuid());
    CONTRACT_VERIFY_OK(next);
    QVERIFY(next.grant->fencingToken > held.grant->fencingToken);
    // The displaced holder finds out at its next renewal, and cannot release the new lease.
    CONTRACT_COMPARE_ERROR(h.renew(kKey, displaced, 60), 409, ErrorCode::LockOwnershipLost);
    CONTRACT_COMPARE_ERROR(h.release(kKey, displaced), 409, ErrorCode::LockOwnershipLost);
}

void TestContractRelease::forceReleaseOfAbsentLockIsNoContent() {
    ContractHarness h;
    CONTRACT_START(h);
    for (int round = 0; round < 2; ++round) {
        const OperationResult forced = h.forceRelease(kKey);
        CONTRACT_VERIFY_OK(forced);
        QCOMPARE(forced.httpStatus, 204);
    }
    const auto reply = h.rawLock("DELETE", "/locks/cache:rebuild");
    QCOMPARE(reply.status, 204);
    QVERIFY(reply.body.isEmpty());
}

QTEST_GUILESS_MAIN(TestContractRelease)
#include "tst_contract_release.moc"
