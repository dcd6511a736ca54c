// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Fencing tokens: strictly increasing per key across every kind of handover, one sequence
// per project (other keys leave gaps), never lowered or reused across a restart, exact above
// 2^53; leases survive a restart; 50 racing acquires have exactly one winner.
#include "ContractChecks.h"
#include "ContractHarness.h"
#include "protocol/LockJson.h"

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("jobs:scheduler-leader");
constexpr FencingToken kAbove2To53 = 9'007'199'254'740'993ULL; // 2^53 + 1: not a double

} // namespace

class TestContractFencing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tokensIncreaseAcrossHandovers();
    void otherKeysLeaveGaps();
    void restartNeverLowersTokens();
    void lowerFencingStartAfterRestartNeverLowersTokens();
    void tokensAbove2To53AreExact();
    void heldLeaseSurvivesRestart();
    void racingAcquiresHaveOneWinner();
};

void TestContractFencing::tokensIncreaseAcrossHandovers() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString first = LockClient::newUuid();
    const OperationResult a = h.acquire(kKey, 10, first);
    CONTRACT_VERIFY_OK(a);
    const OperationResult renewed = h.renew(kKey, first, 10);
    CONTRACT_VERIFY_OK(renewed);
    QCOMPARE(renewed.grant->fencingToken, a.grant->fencingToken); // same lease, same token

    CONTRACT_VERIFY_OK(h.release(kKey, first));
    const OperationResult afterRelease = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(afterRelease);
    QVERIFY(afterRelease.grant->fencingToken > a.grant->fencingToken);

    CONTRACT_VERIFY_OK(h.forceRelease(kKey));
    const OperationResult afterForce = h.acquire(kKey, 5, LockClient::newUuid());
    CONTRACT_VERIFY_OK(afterForce);
    QVERIFY(afterForce.grant->fencingToken > afterRelease.grant->fencingToken);

    QVERIFY(h.advance(6s)); // expired, and past the takeover grace
    const OperationResult afterExpiry = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(afterExpiry);
    QVERIFY(afterExpiry.grant->fencingToken > afterForce.grant->fencingToken);

    CONTRACT_VERIFY_OK(h.forceRelease(kKey));
    QVERIFY2(h.restart(), qPrintable(h.errorString()));
    const OperationResult afterRestart = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(afterRestart);
    QVERIFY(afterRestart.grant->fencingToken > afterExpiry.grant->fencingToken);
}

void TestContractFencing::otherKeysLeaveGaps() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult first = h.acquire(kKey, 30, owner);
    CONTRACT_VERIFY_OK(first);
    const OperationResult otherKey = h.acquire(QStringLiteral("billing:reconcile"), 30, owner);
    CONTRACT_VERIFY_OK(otherKey);
    QVERIFY(otherKey.grant->fencingToken > first.grant->fencingToken);
    CONTRACT_VERIFY_OK(h.release(kKey, owner));

    const OperationResult second = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(second);
    // One sequence for the project: the other key's acquisition came in between.
    QVERIFY(second.grant->fencingToken > otherKey.grant->fencingToken);
    QVERIFY(second.grant->fencingToken - first.grant->fencingToken >= 2);
}

void TestContractFencing::restartNeverLowersTokens() {
    ContractHarness h;
    CONTRACT_START(h);
    FencingToken highest = 0;
    for (const QString& key : {QStringLiteral("a"), QStringLiteral("b"), kKey}) {
        const QString owner = LockClient::newUuid();
        const OperationResult acquired = h.acquire(key, 30, owner);
        CONTRACT_VERIFY_OK(acquired);
        highest = acquired.grant->fencingToken;
        CONTRACT_VERIFY_OK(h.release(key, owner)); // nothing held: only the sequence remains
    }

    for (int restart = 0; restart < 2; ++restart) {
        QVERIFY2(h.restart(), qPrintable(h.errorString()));
        const OperationResult acquired = h.acquire(QStringLiteral("a"), 30, LockClient::newUuid());
        CONTRACT_VERIFY_OK(acquired);
        QVERIFY2(acquired.grant->fencingToken > highest,
                 qPrintable(
                     QStringLiteral("%1 after %2").arg(acquired.grant->fencingToken).arg(highest)));
        highest = acquired.grant->fencingToken;
        CONTRACT_VERIFY_OK(h.forceRelease(QStringLiteral("a")));
    }
}

void TestContractFencing::lowerFencingStartAfterRestartNeverLowersTokens() {
    ContractHarness h;
    CONTRACT_START(h);
    const OperationResult before = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(before);
    QCOMPARE(h.sandbox().stop(), 0);

    // The same data folder, started with a lower --fencing-start: the stored sequence wins.
    SandboxProcess::Options lower;
    lower.dataDir = h.sandbox().dataDir();
    lower.fencingStart = 1;
    ContractHarness again(lower);
    CONTRACT_START(again);
    const OperationResult after = again.acquire(QStringLiteral("fresh"), 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(after);
    QVERIFY(after.grant->fencingToken > before.grant->fencingToken);
}

void TestContractFencing::tokensAbove2To53AreExact() {
    SandboxProcess::Options options;
    options.fencingStart = kAbove2To53;
    ContractHarness h(options);
    CONTRACT_START(h);
    const QByteArray exact = QByteArray::number(kAbove2To53);

    const auto acquired = h.rawLock("POST", "/locks/jobs:scheduler-leader/lease",
                                    LockClient::newUuid(), json::ttlBody(3600));
    QCOMPARE(acquired.status, 200);
    QCOMPARE(rawNumberField(acquired.body, QLatin1StringView("fencing_token")), exact);
    const auto readBack = h.rawLock("GET", "/locks/jobs:scheduler-leader");
    QCOMPARE(rawNumberField(readBack.body, QLatin1StringView("fencing_token")), exact);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->fencingToken, std::optional(kAbove2To53));

    const OperationResult next = h.acquire(QStringLiteral("next"), 3600, LockClient::newUuid());
    CONTRACT_VERIFY_OK(next);
    QVERIFY(next.grant->fencingToken > kAbove2To53);
    QCOMPARE(
        rawNumberField(h.rawLock("GET", "/locks/next").body, QLatin1StringView("fencing_token")),
        QByteArray::number(next.grant->fencingToken));

    QVERIFY2(h.restart(), qPrintable(h.errorString()));
    QCOMPARE(h.read(kKey).state->fencingToken, std::optional(kAbove2To53));
}

void TestContractFencing::heldLeaseSurvivesRestart() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    // Long enough to outlive the restart: a restarted manual clock starts from the wall clock.
    const OperationResult held = h.acquire(kKey, 3600, owner);
    CONTRACT_VERIFY_OK(held);

    QVERIFY2(h.restart(), qPrintable(h.errorString()));
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, (LockState{true, held.grant->expiresAt, held.grant->fencingToken}));
    CONTRACT_COMPARE_ERROR(h.acquire(kKey, 30, LockClient::newUuid()), 409, ErrorCode::LockHeld);
    const OperationResult renewed = h.renew(kKey, owner, 3600);
    CONTRACT_VERIFY_OK(renewed);
    QCOMPARE(renewed.grant->fencingToken, held.grant->fencingToken);
}

void TestContractFencing::racingAcquiresHaveOneWinner() {
    ContractHarness h;
    CONTRACT_START(h);
    constexpr int kRacers = 50;
    std::vector<std::unique_ptr<LockClient>> clients;
    QList<OperationResult> results;
    for (int racer = 0; racer < kRacers; ++racer)
        clients.push_back(h.makeClient(h.sandbox().serviceKey()));
    // Each racer has its own connection; all requests are in flight before any answer.
    for (const auto& client : clients) {
        PendingCall* call = client->acquire(kKey, 30, LockClient::newUuid());
        // The test waits for every answer below, so `results` outlives each connection.
        connect(call, &PendingCall::finished, call,
                [&results](const OperationResult& result) { // clazy:exclude=lambda-in-connect
                    results.append(result);
                });
    }
    QTRY_COMPARE_WITH_TIMEOUT(results.size(), qsizetype(kRacers), 60000);

    QList<OperationResult> winners;
    for (const OperationResult& result : std::as_const(results)) {
        if (result.ok()) {
            winners.append(result);
            continue;
        }
        CONTRACT_COMPARE_ERROR(result, 409, ErrorCode::LockHeld);
    }
    QCOMPARE(winners.size(), qsizetype(1));
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->fencingToken, std::optional(winners.first().grant->fencingToken));
    CONTRACT_VERIFY_OK(h.renew(kKey, winners.first().lockToken, 30));
}

QTEST_GUILESS_MAIN(TestContractFencing)
#include "tst_contract_fencing.moc"
