// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// 503 region_unavailable: while the region is down every lock operation fails closed and
// no lease changes; afterwards everything works as before.
#include "ContractChecks.h"
#include "ContractHarness.h"

Q_DECLARE_METATYPE(volcano::Operation)

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kHeld = QStringLiteral("shard-1");
const QString kFree = QStringLiteral("shard-2");

} // namespace

class TestContractRegion : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void operationFailsClosed_data();
    void operationFailsClosed();
    void outageAnswerHasStandardHeaders();
    void everythingWorksAfterRecovery();
};

void TestContractRegion::operationFailsClosed_data() {
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<QString>("key");
    QTest::newRow("acquire of a free lock") << Operation::Acquire << kFree;
    QTest::newRow("acquire of a held lock by its owner") << Operation::Acquire << kHeld;
    QTest::newRow("renew") << Operation::Renew << kHeld;
    QTest::newRow("release") << Operation::Release << kHeld;
    QTest::newRow("read") << Operation::Read << kHeld;
    QTest::newRow("force release") << Operation::ForceRelease << kHeld;
}

void TestContractRegion::operationFailsClosed() {
    QFETCH(Operation, operation);
    QFETCH(QString, key);
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(kHeld, 30, owner);
    CONTRACT_VERIFY_OK(held);
    QVERIFY(h.advance(2s));
    QCOMPARE(h.sandbox().setRegionAvailable(false), 204);

    OperationResult down;
    switch (operation) {
    case Operation::Acquire:
        down = h.acquire(key, 60, owner);
        break;
    case Operation::Renew:
        down = h.renew(key, owner, 60);
        break;
    case Operation::Release:
        down = h.release(key, owner);
        break;
    case Operation::Read:
        down = h.read(key);
        break;
    case Operation::ForceRelease:
        down = h.forceRelease(key);
        break;
    }
    CONTRACT_COMPARE_ERROR(down, 503, ErrorCode::RegionUnavailable);
    QCOMPARE(down.error->kind, FailureKind::Unavailable);

    QCOMPARE(h.sandbox().setRegionAvailable(true), 204);
    const OperationResult heldState = h.read(kHeld);
    CONTRACT_VERIFY_OK(heldState);
    QCOMPARE(*heldState.state, (LockState{true, held.grant->expiresAt, held.grant->fencingToken}));
    const OperationResult freeState = h.read(kFree);
    CONTRACT_VERIFY_OK(freeState);
    QCOMPARE(*freeState.state, LockState{});
}

void TestContractRegion::outageAnswerHasStandardHeaders() {
    ContractHarness h;
    CONTRACT_START(h);
    QCOMPARE(h.sandbox().setRegionAvailable(false), 204);
    const QByteArray requestId = LockClient::newUuid().toLatin1();

    const auto reply = h.sandbox().raw(
        "GET", "/locks/shard-1",
        {{"Authorization", bearer(h.sandbox().serviceKey())}, {"X-Volcano-Request-Id", requestId}});
    QCOMPARE(reply.status, 503);
    const QJsonObject error = jsonObject(reply.body);
    QCOMPARE(error.value(QLatin1StringView("code")).toString(),
             QStringLiteral("region_unavailable"));
    QVERIFY(!error.value(QLatin1StringView("message")).toString().isEmpty());
    QCOMPARE(reply.header("X-Volcano-Request-Id"), requestId);
    QVERIFY(!reply.header("Date").isEmpty());
}

void TestContractRegion::everythingWorksAfterRecovery() {
    ContractHarness h;
    CONTRACT_START(h);
    QCOMPARE(h.sandbox().setRegionAvailable(false), 204);
    const QString owner = LockClient::newUuid();
    CONTRACT_COMPARE_ERROR(h.acquire(kFree, 30, owner), 503, ErrorCode::RegionUnavailable);
    QCOMPARE(h.sandbox().setRegionAvailable(true), 204);

    const OperationResult acquired = h.acquire(kFree, 30, owner);
    CONTRACT_VERIFY_OK(acquired);
    CONTRACT_VERIFY_OK(h.renew(kFree, owner, 30));
    CONTRACT_VERIFY_OK(h.read(kFree));
    CONTRACT_VERIFY_OK(h.release(kFree, owner));
    CONTRACT_VERIFY_OK(h.forceRelease(kFree));
    // Outages can be switched on and off again.
    QCOMPARE(h.sandbox().setRegionAvailable(false), 204);
    CONTRACT_COMPARE_ERROR(h.read(kFree), 503, ErrorCode::RegionUnavailable);
    QCOMPARE(h.sandbox().setRegionAvailable(true), 204);
    CONTRACT_VERIFY_OK(h.read(kFree));
}

QTEST_GUILESS_MAIN(TestContractRegion)
#include "tst_contract_region.moc"
