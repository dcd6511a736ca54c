// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// 429 rate_limited: every authenticated lock request counts in the project's fixed UTC
// minute of the server clock (400, 409 and 429 answers too); admin and unauthenticated
// requests do not; Retry-After and RateLimit-* tell the seconds to the end of the minute.
#include "ContractChecks.h"
#include "ContractHarness.h"
#include "protocol/LockJson.h"

#include <cmath>

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("shard-0");

SandboxProcess::Options withRateLimit(int perMinute) {
    SandboxProcess::Options options;
    options.rateLimit = perMinute;
    return options;
}

} // namespace

class TestContractQuota : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyAnswerCountsUntilRateLimited();
    void retryAfterIsSecondsToEndOfMinute_data();
    void retryAfterIsSecondsToEndOfMinute();
    void reusedRequestIdIsProcessedAndCounted();
    void adminRequestsDoNotCount();
    void unauthenticatedRequestsDoNotCount();
    void quotaIsCheckedBeforeValidation();
    void regionIsCheckedBeforeQuota();
};

void TestContractQuota::everyAnswerCountsUntilRateLimited() {
    ContractHarness h(withRateLimit(5));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(10s)); // 50 s left in this minute

    const OperationResult acquired = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(acquired);
    QCOMPARE(acquired.rateLimit.limit, std::optional(5));
    QCOMPARE(acquired.rateLimit.remaining, std::optional(4));
    QCOMPARE(acquired.rateLimit.resetSeconds, std::optional(50));
    const OperationResult conflict = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_COMPARE_ERROR(conflict, 409, ErrorCode::LockHeld);
    QCOMPARE(conflict.rateLimit.remaining, std::optional(3));
    const auto badRequest =
        h.rawLock("POST", "/locks/shard-0/lease", LockClient::newUuid(), json::ttlBody(4));
    QCOMPARE(badRequest.status, 400);
    QCOMPARE(badRequest.header("RateLimit-Remaining"), QByteArray("2"));
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.rateLimit.remaining, std::optional(1));
    const OperationResult forced = h.forceRelease(QStringLiteral("absent"));
    CONTRACT_VERIFY_OK(forced);
    QCOMPARE(forced.rateLimit.remaining, std::optional(0));

    const OperationResult limited = h.read(kKey);
    CONTRACT_COMPARE_ERROR(limited, 429, ErrorCode::RateLimited);
    QCOMPARE(limited.error->kind, FailureKind::RateLimited);
    QCOMPARE(limited.error->retryAfterSeconds, std::optional(50));
    QCOMPARE(limited.rateLimit.limit, std::optional(5));
    QCOMPARE(limited.rateLimit.remaining, std::optional(0));

    const QByteArray requestId = LockClient::newUuid().toLatin1();
    const auto raw = h.sandbox().raw(
        "GET", "/locks/shard-0",
        {{"Authorization", bearer(h.sandbox().serviceKey())}, {"X-Volcano-Request-Id", requestId}});
    QCOMPARE(raw.status, 429);
    QCOMPARE(jsonObject(raw.body).value(QLatin1StringView("code")).toString(),
             QStringLiteral("rate_limited"));
    QCOMPARE(raw.header("Retry-After"), QByteArray("50"));
    QCOMPARE(raw.header("RateLimit-Limit"), QByteArray("5"));
    QCOMPARE(raw.header("RateLimit-Remaining"), QByteArray("0"));
    QCOMPARE(raw.header("RateLimit-Reset"), QByteArray("50"));
    QCOMPARE(raw.header("X-Volcano-Request-Id"), requestId);
    QVERIFY(!raw.header("Date").isEmpty());
    // The two 429s counted as well.
    const QJsonObject demo = h.sandbox()
                                 .stats()
                                 .value(QLatin1StringView("projects"))
                                 .toObject()
                                 .value(QLatin1StringView("demo"))
                                 .toObject();
    QCOMPARE(demo.value(QLatin1StringView("window_used")).toInteger(), qint64(7));

    QVERIFY(h.advance(50s)); // the next minute: a fresh window
    const OperationResult fresh = h.read(kKey);
    CONTRACT_VERIFY_OK(fresh);
    QCOMPARE(fresh.rateLimit.remaining, std::optional(4));
    QCOMPARE(fresh.rateLimit.resetSeconds, std::optional(60));
}

void TestContractQuota::retryAfterIsSecondsToEndOfMinute_data() {
    QTest::addColumn<qint64>("msIntoMinute");
    QTest::addColumn<int>("retryAfter");
    QTest::newRow("at the start of the minute") << qint64(0) << 60;
    QTest::newRow("at :30.250") << qint64(30'250) << 30;
    QTest::newRow("at :59") << qint64(59'000) << 1;
    QTest::newRow("at :59.500") << qint64(59'500) << 1;
    QTest::newRow("at :59.999") << qint64(59'999) << 1;
}

void TestContractQuota::retryAfterIsSecondsToEndOfMinute() {
    QFETCH(qint64, msIntoMinute);
    QFETCH(int, retryAfter);
    ContractHarness h(withRateLimit(1));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(std::chrono::milliseconds(msIntoMinute)));
    CONTRACT_VERIFY_OK(h.read(kKey));

    const OperationResult limited = h.read(kKey);
    CONTRACT_COMPARE_ERROR(limited, 429, ErrorCode::RateLimited);
    QCOMPARE(limited.error->retryAfterSeconds, std::optional(retryAfter));
    QVERIFY(limited.rateLimit.resetSeconds.has_value());
    QVERIFY2(std::abs(*limited.rateLimit.resetSeconds - retryAfter) <= 1,
             qPrintable(QString::number(*limited.rateLimit.resetSeconds)));
}

void TestContractQuota::reusedRequestIdIsProcessedAndCounted() {
    ContractHarness h(withRateLimit(5));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(1s));
    const QByteArray requestId = LockClient::newUuid().toLatin1();
    const auto acquireWithReusedId = [&](const QString& lockToken) {
        return h.sandbox().raw("POST", "/locks/shard-0/lease",
                               {{"Authorization", bearer(h.sandbox().serviceKey())},
                                {"X-Volcano-Request-Id", requestId},
                                {"X-Volcano-Lock-Token", lockToken.toLatin1()},
                                {"Content-Type", "application/json"}},
                               json::ttlBody(30));
    };
    const QString owner = LockClient::newUuid();

    const auto first = acquireWithReusedId(owner);
    QCOMPARE(first.status, 200);
    QCOMPARE(first.header("RateLimit-Remaining"), QByteArray("4"));
    // A retry under the same id is processed again (the lock token makes it safe) and counts.
    const auto retry = acquireWithReusedId(owner);
    QCOMPARE(retry.status, 200);
    QCOMPARE(retry.header("RateLimit-Remaining"), QByteArray("3"));
    QCOMPARE(rawNumberField(retry.body, QLatin1StringView("fencing_token")),
             rawNumberField(first.body, QLatin1StringView("fencing_token")));
    QCOMPARE(retry.header("X-Volcano-Request-Id"), requestId);
    // Not a replay of the earlier answer: another token is told the lock is held.
    const auto other = acquireWithReusedId(LockClient::newUuid());
    QCOMPARE(other.status, 409);
    QCOMPARE(jsonObject(other.body).value(QLatin1StringView("code")).toString(),
             QStringLiteral("lock_held"));
    QCOMPARE(other.header("RateLimit-Remaining"), QByteArray("2"));
}

void TestContractQuota::adminRequestsDoNotCount() {
    ContractHarness h(withRateLimit(2));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(1s));
    CONTRACT_VERIFY_OK(h.read(kKey));
    for (int round = 0; round < 5; ++round) {
        QVERIFY(!h.sandbox().stats().isEmpty());
        QCOMPARE(h.sandbox().setRegionAvailable(true), 204);
        QVERIFY(h.advance(1ms));
    }

    const OperationResult second = h.read(kKey);
    CONTRACT_VERIFY_OK(second);
    QCOMPARE(second.rateLimit.remaining, std::optional(0));
    CONTRACT_COMPARE_ERROR(h.read(kKey), 429, ErrorCode::RateLimited);
}

void TestContractQuota::unauthenticatedRequestsDoNotCount() {
    ContractHarness h(withRateLimit(2));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(1s));
    auto stranger = h.makeClient(QStringLiteral("sk_nobody"));
    for (int round = 0; round < 5; ++round)
        CONTRACT_COMPARE_ERROR(waitForResult(stranger->read(kKey)), 401, ErrorCode::Unauthorized);

    const OperationResult first = h.read(kKey);
    CONTRACT_VERIFY_OK(first);
    QCOMPARE(first.rateLimit.remaining, std::optional(1));
}

void TestContractQuota::quotaIsCheckedBeforeValidation() {
    ContractHarness h(withRateLimit(1));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(1s));
    CONTRACT_VERIFY_OK(h.read(kKey));

    const auto reply =
        h.rawLock("POST", "/locks/a%2Fb/lease", QStringLiteral("not-a-uuid"), "{oops");
    QCOMPARE(reply.status, 429);
    QCOMPARE(jsonObject(reply.body).value(QLatin1StringView("code")).toString(),
             QStringLiteral("rate_limited"));
}

void TestContractQuota::regionIsCheckedBeforeQuota() {
    ContractHarness h(withRateLimit(1));
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(1s));
    CONTRACT_VERIFY_OK(h.read(kKey));
    QCOMPARE(h.sandbox().setRegionAvailable(false), 204);

    CONTRACT_COMPARE_ERROR(h.read(kKey), 503, ErrorCode::RegionUnavailable);
    QCOMPARE(h.sandbox().setRegionAvailable(true), 204);
    CONTRACT_COMPARE_ERROR(h.read(kKey), 429, ErrorCode::RateLimited);
}

QTEST_GUILESS_MAIN(TestContractQuota)
#include "tst_contract_quota.moc"
