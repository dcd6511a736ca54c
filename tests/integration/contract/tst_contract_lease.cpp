// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Acquire and renew: 200 bodies, expiry absolute from the server's now, the late-renew
// rule, and RFC 3339 times with and without milliseconds.
#include "ContractChecks.h"
#include "ContractHarness.h"
#include "protocol/LockJson.h"
#include "protocol/Rfc3339.h"

#include <QRegularExpression>

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("jobs:scheduler-leader");

// Every byte as %XX, also the ones that need no encoding: the server must decode them all.
QByteArray fullyPercentEncoded(const QString& key) {
    QByteArray encoded;
    const QByteArray utf8 = key.toUtf8();
    for (const char byte : utf8)
        encoded += '%' + QByteArray(1, byte).toHex().toUpper();
    return encoded;
}

QString expiresAtText(const SandboxProcess::RawReply& reply) {
    return jsonObject(reply.body).value(QLatin1StringView("expires_at")).toString();
}

} // namespace

class TestContractLease : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void acquireGrantsLeaseFromServerNow();
    void acquireBodyHasExactlyExpiryAndToken();
    void everyValidKeyShapeWorks_data();
    void everyValidKeyShapeWorks();
    void dotKeys_data();
    void dotKeys();
    void reacquireWithSameTokenIsAbsolute();
    void acquireHeldByAnotherTokenIsLockHeld();
    void acquireAfterReleaseIsNewAcquisition();
    void renewIsAbsoluteAndKeepsToken();
    void renewTiming_data();
    void renewTiming();
    void renewByAnotherTokenIsOwnershipLost();
    void renewWithoutLeaseIsOwnershipLost();
    void renewAfterReleaseIsOwnershipLost();
    void renewAfterTakeoverIsOwnershipLost();
    void fractionalExpiryIsSentAndParsed();
    void wholeSecondExpiryHasNoFraction();
};

void TestContractLease::acquireGrantsLeaseFromServerNow() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime t0 = h.serverNow();
    QVERIFY(t0.isValid());
    QCOMPARE(t0.time().msec(), 0); // the manual clock starts at a whole second

    const OperationResult acquired = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(acquired);
    QCOMPARE(acquired.httpStatus, 200);
    QCOMPARE(acquired.grant->expiresAt, t0.addSecs(10));
    // The first token a fresh sandbox hands out is its --fencing-start, 2^52+1 by default.
    QCOMPARE(acquired.grant->fencingToken, limits::kDefaultFencingStart);
}

void TestContractLease::acquireBodyHasExactlyExpiryAndToken() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime t0 = h.serverNow();

    const auto reply = h.rawLock("POST", "/locks/jobs:scheduler-leader/lease",
                                 LockClient::newUuid(), json::ttlBody(10));
    QCOMPARE(reply.status, 200);
    const QJsonObject body = jsonObject(reply.body);
    QCOMPARE(body.keys(),
             (QStringList{QStringLiteral("expires_at"), QStringLiteral("fencing_token")}));
    QCOMPARE(expiresAtText(reply), rfc3339::format(t0.addSecs(10)));
    QCOMPARE(rawNumberField(reply.body, QLatin1StringView("fencing_token")),
             QByteArray::number(limits::kDefaultFencingStart));
}

void TestContractLease::everyValidKeyShapeWorks_data() {
    QTest::addColumn<QString>("key");
    for (const char* key : {"x", "...", "a..b", ":", "-", "_", "A-Z.a_z:0-9"})
        QTest::newRow(key) << QString::fromLatin1(key);
    QTest::newRow("128 characters") << QString(128, u'k');
}

void TestContractLease::everyValidKeyShapeWorks() {
    QFETCH(QString, key);
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();

    const OperationResult acquired = h.acquire(key, 30, owner);
    CONTRACT_VERIFY_OK(acquired);
    const OperationResult state = h.read(key);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->fencingToken, std::optional(acquired.grant->fencingToken));
    const auto encodedRead = h.rawLock("GET", "/locks/" + fullyPercentEncoded(key));
    QCOMPARE(encodedRead.status, 200);
    QCOMPARE(rawNumberField(encodedRead.body, QLatin1StringView("fencing_token")),
             QByteArray::number(acquired.grant->fencingToken));
    CONTRACT_VERIFY_OK(h.release(key, owner));
    QCOMPARE(*h.read(key).state, LockState{});
}

void TestContractLease::dotKeys_data() {
    QTest::addColumn<QString>("key");
    QTest::newRow(".") << QStringLiteral(".");
    QTest::newRow("..") << QStringLiteral("..");
}

void TestContractLease::dotKeys() {
    QFETCH(QString, key);
    ContractHarness h;
    CONTRACT_START(h);
    // Valid keys that LockClient refuses: in a URL they would be read as folder steps.
    const OperationResult refused = h.acquire(key, 30, LockClient::newUuid());
    QVERIFY(refused.error.has_value());
    QCOMPARE(refused.error->kind, FailureKind::InvalidInput);

    // The server takes them percent-encoded, as the contract's keys.
    const QByteArray owner = LockClient::newUuid().toLatin1();
    const QByteArray path = "/locks/" + fullyPercentEncoded(key);
    const QList<std::pair<QByteArray, QByteArray>> auth{
        {"Authorization", bearer(h.sandbox().serviceKey())}};
    const auto acquired = sendVerbatim(
        h.sandbox().baseUrl(), "POST", path + "/lease",
        auth + QList<std::pair<QByteArray, QByteArray>>{{"X-Volcano-Lock-Token", owner},
                                                        {"Content-Type", "application/json"}},
        json::ttlBody(30));
    QVERIFY2(acquired.status == 200, acquired.body.constData());
    const auto state = sendVerbatim(h.sandbox().baseUrl(), "GET", path, auth);
    QCOMPARE(state.status, 200);
    QCOMPARE(rawNumberField(state.body, QLatin1StringView("fencing_token")),
             rawNumberField(acquired.body, QLatin1StringView("fencing_token")));
    // A different key from "x" and from the other dot key.
    QCOMPARE(*h.read(QStringLiteral("x")).state, LockState{});
    const QByteArray otherDots = key.size() == 1 ? "%2E%2E" : "%2E";
    QCOMPARE(compact(sendVerbatim(h.sandbox().baseUrl(), "GET", "/locks/" + otherDots, auth).body),
             QByteArrayLiteral(R"({"held":false})"));
}

void TestContractLease::reacquireWithSameTokenIsAbsolute() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime t0 = h.serverNow();
    const QString token = LockClient::newUuid();
    const OperationResult first = h.acquire(kKey, 30, token);
    CONTRACT_VERIFY_OK(first);
    QVERIFY(h.advance(2s));

    const OperationResult longer = h.acquire(kKey, 60, token);
    CONTRACT_VERIFY_OK(longer);
    QCOMPARE(longer.grant->expiresAt, t0.addSecs(2 + 60));
    QCOMPARE(longer.grant->fencingToken, first.grant->fencingToken);

    const OperationResult shorter = h.acquire(kKey, 5, token);
    CONTRACT_VERIFY_OK(shorter);
    QCOMPARE(shorter.grant->expiresAt, t0.addSecs(2 + 5));
    QCOMPARE(shorter.grant->fencingToken, first.grant->fencingToken);

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, (LockState{true, t0.addSecs(2 + 5), first.grant->fencingToken}));
}

void TestContractLease::acquireHeldByAnotherTokenIsLockHeld() {
    ContractHarness h;
    CONTRACT_START(h);
    const OperationResult holder = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(holder);
    QVERIFY(h.advance(5s));

    const OperationResult contender = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_COMPARE_ERROR(contender, 409, ErrorCode::LockHeld);
    QCOMPARE(contender.error->kind, FailureKind::Conflict);

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, (LockState{true, holder.grant->expiresAt, holder.grant->fencingToken}));
}

void TestContractLease::acquireAfterReleaseIsNewAcquisition() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString token = LockClient::newUuid();
    const OperationResult first = h.acquire(kKey, 30, token);
    CONTRACT_VERIFY_OK(first);
    CONTRACT_VERIFY_OK(h.release(kKey, token));
    QVERIFY(h.advance(1s));
    const QDateTime now = h.serverNow();

    const OperationResult again = h.acquire(kKey, 30, token);
    CONTRACT_VERIFY_OK(again);
    QVERIFY(again.grant->fencingToken > first.grant->fencingToken);
    QCOMPARE(again.grant->expiresAt, now.addSecs(30));
}

void TestContractLease::renewIsAbsoluteAndKeepsToken() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime t0 = h.serverNow();
    const QString token = LockClient::newUuid();
    const OperationResult acquired = h.acquire(kKey, 30, token);
    CONTRACT_VERIFY_OK(acquired);
    QVERIFY(h.advance(3s));

    const OperationResult longer = h.renew(kKey, token, 60);
    CONTRACT_VERIFY_OK(longer);
    QCOMPARE(longer.httpStatus, 200);
    QCOMPARE(longer.grant->expiresAt, t0.addSecs(3 + 60));
    QCOMPARE(longer.grant->fencingToken, acquired.grant->fencingToken);
    QVERIFY(h.advance(1s));

    const OperationResult shorter = h.renew(kKey, token, 5);
    CONTRACT_VERIFY_OK(shorter);
    QCOMPARE(shorter.grant->expiresAt, t0.addSecs(4 + 5));
    QCOMPARE(shorter.grant->fencingToken, acquired.grant->fencingToken);

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->expiresAt, t0.addSecs(4 + 5));
}

void TestContractLease::renewTiming_data() {
    QTest::addColumn<qint64>("msAfterAcquire"); // the lease has ttl 10 s
    QTest::addColumn<bool>("renewed");
    QTest::newRow("2 s before expiry") << qint64(8000) << true;
    QTest::newRow("1.001 s before expiry") << qint64(8999) << true;
    QTest::newRow("exactly 1 s before expiry") << qint64(9000) << false;
    QTest::newRow("0.999 s before expiry") << qint64(9001) << false;
    QTest::newRow("at expiry") << qint64(10000) << false;
    QTest::newRow("in takeover grace") << qint64(10500) << false;
    QTest::newRow("after takeover grace") << qint64(11000) << false;
}

void TestContractLease::renewTiming() {
    QFETCH(qint64, msAfterAcquire);
    QFETCH(bool, renewed);
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime t0 = h.serverNow();
    const QString token = LockClient::newUuid();
    const OperationResult acquired = h.acquire(kKey, 10, token);
    CONTRACT_VERIFY_OK(acquired);
    QVERIFY(h.advance(std::chrono::milliseconds(msAfterAcquire)));

    const OperationResult renewal = h.renew(kKey, token, 10);
    if (renewed) {
        CONTRACT_VERIFY_OK(renewal);
        QCOMPARE(renewal.grant->expiresAt, t0.addMSecs(msAfterAcquire + 10'000));
        QCOMPARE(renewal.grant->fencingToken, acquired.grant->fencingToken);
        return;
    }
    CONTRACT_COMPARE_ERROR(renewal, 409, ErrorCode::LockOwnershipLost);
    // A refused renewal must not have extended the lease.
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    const bool inGrace = msAfterAcquire < 11'000;
    QCOMPARE(state.state->held, inGrace);
    if (inGrace)
        QCOMPARE(state.state->expiresAt, acquired.grant->expiresAt);
}

void TestContractLease::renewByAnotherTokenIsOwnershipLost() {
    ContractHarness h;
    CONTRACT_START(h);
    const OperationResult holder = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(holder);

    const OperationResult stranger = h.renew(kKey, LockClient::newUuid(), 30);
    CONTRACT_COMPARE_ERROR(stranger, 409, ErrorCode::LockOwnershipLost);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->expiresAt, holder.grant->expiresAt);
    QCOMPARE(state.state->fencingToken, holder.grant->fencingToken);
}

void TestContractLease::renewWithoutLeaseIsOwnershipLost() {
    ContractHarness h;
    CONTRACT_START(h);
    const OperationResult renewal = h.renew(kKey, LockClient::newUuid(), 30);
    CONTRACT_COMPARE_ERROR(renewal, 409, ErrorCode::LockOwnershipLost);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QVERIFY(!state.state->held);
}

void TestContractLease::renewAfterReleaseIsOwnershipLost() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString token = LockClient::newUuid();
    CONTRACT_VERIFY_OK(h.acquire(kKey, 30, token));
    CONTRACT_VERIFY_OK(h.release(kKey, token));

    const OperationResult renewal = h.renew(kKey, token, 30);
    CONTRACT_COMPARE_ERROR(renewal, 409, ErrorCode::LockOwnershipLost);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QVERIFY(!state.state->held);
}

void TestContractLease::renewAfterTakeoverIsOwnershipLost() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString crashed = LockClient::newUuid();
    CONTRACT_VERIFY_OK(h.acquire(kKey, 10, crashed));
    QVERIFY(h.advance(11s));
    const OperationResult successor = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(successor);

    const OperationResult late = h.renew(kKey, crashed, 10);
    CONTRACT_COMPARE_ERROR(late, 409, ErrorCode::LockOwnershipLost);
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->fencingToken, successor.grant->fencingToken);
    QCOMPARE(state.state->expiresAt, successor.grant->expiresAt);
}

void TestContractLease::fractionalExpiryIsSentAndParsed() {
    ContractHarness h;
    CONTRACT_START(h);
    const QDateTime t0 = h.serverNow();
    QVERIFY(h.advance(250ms));
    const QDateTime expected = t0.addMSecs(250 + 10'000);

    const auto reply =
        h.rawLock("POST", "/locks/raw-key/lease", LockClient::newUuid(), json::ttlBody(10));
    QCOMPARE(reply.status, 200);
    const QString text = expiresAtText(reply);
    QVERIFY2(text.endsWith(QLatin1StringView(".250Z")), qPrintable(text));
    QCOMPARE(rfc3339::parse(text), std::optional(expected));

    const OperationResult acquired = h.acquire(kKey, 10, LockClient::newUuid());
    CONTRACT_VERIFY_OK(acquired);
    QCOMPARE(acquired.grant->expiresAt, expected);
    QCOMPARE(acquired.grant->expiresAt.time().msec(), 250);

    const auto rawRead = h.rawLock("GET", "/locks/jobs:scheduler-leader");
    QCOMPARE(rawRead.status, 200);
    QVERIFY2(expiresAtText(rawRead).endsWith(QLatin1StringView(".250Z")), rawRead.body.constData());
    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->expiresAt, expected);
}

void TestContractLease::wholeSecondExpiryHasNoFraction() {
    ContractHarness h;
    CONTRACT_START(h);
    const auto reply =
        h.rawLock("POST", "/locks/raw-key/lease", LockClient::newUuid(), json::ttlBody(10));
    QCOMPARE(reply.status, 200);
    static const QRegularExpression wholeSecondUtc(
        QStringLiteral(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$)"));
    QVERIFY2(wholeSecondUtc.match(expiresAtText(reply)).hasMatch(), reply.body.constData());
}

QTEST_GUILESS_MAIN(TestContractLease)
#include "tst_contract_lease.moc"
