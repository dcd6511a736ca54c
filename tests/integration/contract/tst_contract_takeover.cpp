// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Read and the takeover grace: held follows takeover eligibility, so a lease that ended at
// expires_at stays held (and blocks every acquire) until expires_at + 1 s.
#include "ContractChecks.h"
#include "ContractHarness.h"

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("billing:reconcile");

} // namespace

class TestContractTakeover : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readFreeLockIsExactlyHeldFalse();
    void readHeldLockHasExpiryAndToken();
    void graceTimeline_data();
    void graceTimeline();
    void sameTokenReacquire_data();
    void sameTokenReacquire();
    void expiredLeaseOwnerMayAcquireAgainAsNewAcquisition();
};

void TestContractTakeover::readFreeLockIsExactlyHeldFalse() {
    ContractHarness h;
    CONTRACT_START(h);
    const auto reply = h.rawLock("GET", "/locks/billing:reconcile");
    QCOMPARE(reply.status, 200);
    QCOMPARE(compact(reply.body), QByteArrayLiteral(R"({"held":false})"));

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, LockState{});
}

void TestContractTakeover::readHeldLockHasExpiryAndToken() {
    ContractHarness h;
    CONTRACT_START(h);
    const OperationResult holder = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(holder);

    const auto reply = h.rawLock("GET", "/locks/billing:reconcile");
    QCOMPARE(reply.status, 200);
    const QJsonObject body = jsonObject(reply.body);
    QCOMPARE(body.keys(), (QStringList{QStringLiteral("expires_at"),
                                       QStringLiteral("fencing_token"), QStringLiteral("held")}));
    QCOMPARE(body.value(QLatin1StringView("held")), QJsonValue(true));

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->held, true);
    QCOMPARE(state.state->expiresAt, holder.grant->expiresAt);
    QCOMPARE(state.state->fencingToken, holder.grant->fencingToken);
}

void TestContractTakeover::graceTimeline_data() {
    QTest::addColumn<qint64>("msAfterExpiry"); // the lease has ttl 10 s
    QTest::addColumn<bool>("held");
    QTest::newRow("1 s before expiry") << qint64(-1000) << true;
    QTest::newRow("at expires_at") << qint64(0) << true;
    QTest::newRow("expires_at + 0.5 s") << qint64(500) << true;
    QTest::newRow("expires_at + 0.999 s") << qint64(999) << true;
    QTest::newRow("expires_at + 1 s") << qint64(1000) << false;
    QTest::newRow("expires_at + 1.001 s") << qint64(1001) << false;
    QTest::newRow("an hour later") << qint64(3'600'000) << false;
}

void TestContractTakeover::graceTimeline() {
    QFETCH(qint64, msAfterExpiry);
    QFETCH(bool, held);
    ContractHarness h;
    CONTRACT_START(h);
    const OperationResult holder = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(holder);
    QVERIFY(h.advance(std::chrono::milliseconds(10'000 + msAfterExpiry)));

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->held, held);
    const auto rawState = h.rawLock("GET", "/locks/billing:reconcile");
    const OperationResult contender = h.acquire(kKey, 10, LockClient::newUuid());
    if (held) {
        QCOMPARE(state.state->expiresAt, holder.grant->expiresAt);
        QCOMPARE(state.state->fencingToken, holder.grant->fencingToken);
        CONTRACT_COMPARE_ERROR(contender, 409, ErrorCode::LockHeld);
        return;
    }
    QCOMPARE(compact(rawState.body), QByteArrayLiteral(R"({"held":false})"));
    CONTRACT_VERIFY_OK(contender);
    QVERIFY(contender.grant->fencingToken > holder.grant->fencingToken);
    QCOMPARE(contender.grant->expiresAt, holder.grant->expiresAt.addMSecs(msAfterExpiry + 10'000));
}

void TestContractTakeover::sameTokenReacquire_data() {
    QTest::addColumn<qint64>("msAfterExpiry"); // the lease has ttl 10 s
    QTest::addColumn<QString>("outcome");      // "same", "lock_held" or "new"
    QTest::newRow("1.001 s before expiry") << qint64(-1001) << QStringLiteral("same");
    QTest::newRow("exactly 1 s before expiry") << qint64(-1000) << QStringLiteral("lock_held");
    QTest::newRow("0.5 s after expiry") << qint64(500) << QStringLiteral("lock_held");
    QTest::newRow("1 s after expiry") << qint64(1000) << QStringLiteral("new");
}

void TestContractTakeover::sameTokenReacquire() {
    QFETCH(qint64, msAfterExpiry);
    QFETCH(QString, outcome);
    ContractHarness h;
    CONTRACT_START(h);
    const QString token = LockClient::newUuid();
    const OperationResult first = h.acquire(kKey, 10, token);
    CONTRACT_VERIFY_OK(first);
    QVERIFY(h.advance(std::chrono::milliseconds(10'000 + msAfterExpiry)));
    const QDateTime now = h.serverNow();

    const OperationResult again = h.acquire(kKey, 10, token);
    if (outcome == QLatin1StringView("lock_held")) {
        CONTRACT_COMPARE_ERROR(again, 409, ErrorCode::LockHeld);
        return;
    }
    CONTRACT_VERIFY_OK(again);
    QCOMPARE(again.grant->expiresAt, now.addSecs(10));
    if (outcome == QLatin1StringView("same"))
        QCOMPARE(again.grant->fencingToken, first.grant->fencingToken);
    else
        QVERIFY(again.grant->fencingToken > first.grant->fencingToken);
}

void TestContractTakeover::expiredLeaseOwnerMayAcquireAgainAsNewAcquisition() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString token = LockClient::newUuid();
    const OperationResult first = h.acquire(kKey, 5, token);
    CONTRACT_VERIFY_OK(first);
    QVERIFY(h.advance(60s));

    const OperationResult again = h.acquire(kKey, 5, token);
    CONTRACT_VERIFY_OK(again);
    QVERIFY(again.grant->fencingToken > first.grant->fencingToken);
}

QTEST_GUILESS_MAIN(TestContractTakeover)
#include "tst_contract_takeover.moc"
