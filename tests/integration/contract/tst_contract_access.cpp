// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// 401 and 403 (key kinds and scopes), the order auth -> region, and project isolation:
// the same key name in two projects is two locks with two fencing sequences and quotas.
#include "ContractChecks.h"
#include "ContractHarness.h"
#include "protocol/LockJson.h"

Q_DECLARE_METATYPE(volcano::Operation)

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("reports:nightly");
const QByteArray kPath = QByteArrayLiteral("/locks/reports:nightly");

PendingCall* startOperation(LockClient& client, Operation operation, const QString& token) {
    switch (operation) {
    case Operation::Acquire:
        return client.acquire(kKey, 30, token);
    case Operation::Renew:
        return client.renew(kKey, token, 30);
    case Operation::Release:
        return client.release(kKey, token);
    case Operation::Read:
        return client.read(kKey);
    case Operation::ForceRelease:
        return client.forceRelease(kKey);
    }
    return nullptr;
}

constexpr Operation kOperations[] = {Operation::Acquire, Operation::Renew, Operation::Release,
                                     Operation::Read, Operation::ForceRelease};

} // namespace

class TestContractAccess : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void unauthorizedRequestChangesNothing_data();
    void unauthorizedRequestChangesNothing();
    void unknownKeyThroughClient_data();
    void unknownKeyThroughClient();
    void forbiddenKeyChangesNothing_data();
    void forbiddenKeyChangesNothing();
    void scopedKeyWithLocksManageWorks();
    void authIsCheckedBeforeRegionAndValidation_data();
    void authIsCheckedBeforeRegionAndValidation();
    void projectsHaveSeparateLocks();
    void projectsHaveSeparateFencingSequences();
    void projectsHaveSeparateQuotas();
};

void TestContractAccess::unauthorizedRequestChangesNothing_data() {
    QTest::addColumn<QByteArray>("authorization"); // empty: no Authorization header
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("body");
    const QList<std::pair<const char*, QByteArray>> credentials{
        {"missing header", QByteArray()},
        {"unknown key", "Bearer sk_nobody"},
        {"empty bearer", "Bearer "},
        {"another scheme", "Basic c2tfZGVtb19zZXJ2aWNlOg=="},
        {"the admin key", "Bearer adm_test_admin"}};
    for (const auto& [name, authorization] : credentials) {
        QTest::addRow("acquire, %s", name) << authorization << QByteArray("POST")
                                           << QByteArray(kPath + "/lease") << json::ttlBody(30);
        QTest::addRow("renew, %s", name) << authorization << QByteArray("PATCH")
                                         << QByteArray(kPath + "/lease") << json::ttlBody(30);
        QTest::addRow("release, %s", name) << authorization << QByteArray("DELETE")
                                           << QByteArray(kPath + "/lease") << QByteArray();
        QTest::addRow("read, %s", name)
            << authorization << QByteArray("GET") << kPath << QByteArray();
        QTest::addRow("force release, %s", name)
            << authorization << QByteArray("DELETE") << kPath << QByteArray();
    }
}

void TestContractAccess::unauthorizedRequestChangesNothing() {
    QFETCH(QByteArray, authorization);
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, body);
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(kKey, 30, owner);
    CONTRACT_VERIFY_OK(held);

    RawHeaders headers{{"X-Volcano-Lock-Token", owner.toLatin1()},
                       {"X-Volcano-Request-Id", LockClient::newUuid().toLatin1()},
                       {"Content-Type", "application/json"}};
    if (!authorization.isEmpty())
        headers.emplaceBack("Authorization", authorization);
    const auto reply = h.sandbox().raw(method, path, headers, body);
    QVERIFY2(reply.status == 401, reply.body.constData());
    QCOMPARE(jsonObject(reply.body).value(QLatin1StringView("code")).toString(),
             QStringLiteral("unauthorized"));

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, (LockState{true, held.grant->expiresAt, held.grant->fencingToken}));
}

void TestContractAccess::unknownKeyThroughClient_data() {
    QTest::addColumn<Operation>("operation");
    for (const Operation operation : kOperations)
        QTest::newRow(qPrintable(operationName(operation))) << operation;
}

void TestContractAccess::unknownKeyThroughClient() {
    QFETCH(Operation, operation);
    ContractHarness h;
    CONTRACT_START(h);
    auto stranger = h.makeClient(QStringLiteral("sk_nobody"));

    const OperationResult refused =
        waitForResult(startOperation(*stranger, operation, LockClient::newUuid()));
    CONTRACT_COMPARE_ERROR(refused, 401, ErrorCode::Unauthorized);
    QCOMPARE(refused.error->kind, FailureKind::Unauthorized);
}

void TestContractAccess::forbiddenKeyChangesNothing_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<Operation>("operation");
    QTest::addColumn<QString>("code");
    const QStringList kinds{QStringLiteral("anon"), QStringLiteral("user_token"),
                            QStringLiteral("platform_token"),
                            QStringLiteral("scoped storage.read")};
    for (const QString& kind : kinds) {
        const QString code = kind.startsWith(QLatin1StringView("scoped"))
                                 ? QStringLiteral("missing_scope")
                                 : QStringLiteral("forbidden_key_kind");
        for (const Operation operation : kOperations)
            QTest::addRow("%s, %s", qPrintable(kind), qPrintable(operationName(operation)))
                << kind << operation << code;
    }
}

void TestContractAccess::forbiddenKeyChangesNothing() {
    QFETCH(QString, kind);
    QFETCH(Operation, operation);
    QFETCH(QString, code);
    ContractHarness h;
    CONTRACT_START(h);
    const QHash<QString, QString> keyOfKind{
        {QStringLiteral("anon"), h.sandbox().anonKey()},
        {QStringLiteral("user_token"), h.sandbox().userTokenKey()},
        {QStringLiteral("platform_token"), h.sandbox().platformTokenKey()},
        {QStringLiteral("scoped storage.read"), h.sandbox().scopedOtherKey()}};
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(kKey, 30, owner);
    CONTRACT_VERIFY_OK(held);
    auto forbidden = h.makeClient(keyOfKind.value(kind));

    // Even the owner's lock token does not help a key of the wrong kind.
    const OperationResult refused = waitForResult(startOperation(*forbidden, operation, owner));
    QVERIFY2(refused.error.has_value(), qPrintable(describe(refused)));
    QCOMPARE(refused.httpStatus, 403);
    QCOMPARE(refused.error->codeText, code);
    QCOMPARE(refused.error->kind, FailureKind::Forbidden);

    const OperationResult state = h.read(kKey);
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, (LockState{true, held.grant->expiresAt, held.grant->fencingToken}));
}

void TestContractAccess::scopedKeyWithLocksManageWorks() {
    ContractHarness h;
    CONTRACT_START(h);
    auto scoped = h.makeClient(h.sandbox().scopedManageKey());
    const QString token = LockClient::newUuid();

    const OperationResult acquired = waitForResult(scoped->acquire(kKey, 30, token));
    CONTRACT_VERIFY_OK(acquired);
    CONTRACT_VERIFY_OK(waitForResult(scoped->renew(kKey, token, 60)));
    const OperationResult state = waitForResult(scoped->read(kKey));
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(state.state->fencingToken, acquired.grant->fencingToken);
    // Same project as the service-role key: one lock, seen by both.
    const OperationResult seenByService = h.read(kKey);
    CONTRACT_VERIFY_OK(seenByService);
    QCOMPARE(seenByService.state->fencingToken, acquired.grant->fencingToken);
    CONTRACT_COMPARE_ERROR(h.acquire(kKey, 30, LockClient::newUuid()), 409, ErrorCode::LockHeld);

    const OperationResult released = waitForResult(scoped->release(kKey, token));
    CONTRACT_VERIFY_OK(released);
    QCOMPARE(released.httpStatus, 204);
    CONTRACT_VERIFY_OK(waitForResult(scoped->acquire(kKey, 30, LockClient::newUuid())));
    const OperationResult forced = waitForResult(scoped->forceRelease(kKey));
    CONTRACT_VERIFY_OK(forced);
    QCOMPARE(forced.httpStatus, 204);
    QCOMPARE(*h.read(kKey).state, LockState{});
}

void TestContractAccess::authIsCheckedBeforeRegionAndValidation_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");
    QTest::newRow("unknown key") << QStringLiteral("unknown") << 401
                                 << QStringLiteral("unauthorized");
    QTest::newRow("anon key") << QStringLiteral("anon") << 403
                              << QStringLiteral("forbidden_key_kind");
    QTest::newRow("scoped key without locks.manage")
        << QStringLiteral("scoped") << 403 << QStringLiteral("missing_scope");
    QTest::newRow("service key") << QStringLiteral("service") << 503
                                 << QStringLiteral("region_unavailable");
}

void TestContractAccess::authIsCheckedBeforeRegionAndValidation() {
    QFETCH(QString, kind);
    QFETCH(int, status);
    QFETCH(QString, code);
    ContractHarness h;
    CONTRACT_START(h);
    const QHash<QString, QString> keyOfKind{
        {QStringLiteral("unknown"), QStringLiteral("sk_nobody")},
        {QStringLiteral("anon"), h.sandbox().anonKey()},
        {QStringLiteral("scoped"), h.sandbox().scopedOtherKey()},
        {QStringLiteral("service"), h.sandbox().serviceKey()}};
    QCOMPARE(h.sandbox().setRegionAvailable(false), 204);

    // Every part of this request is invalid; the key's answer must come first.
    const auto reply = h.rawLock("POST", "/locks/a%2Fb/lease", QStringLiteral("not-a-uuid"),
                                 "{oops", keyOfKind.value(kind));
    QVERIFY2(reply.status == status, reply.body.constData());
    QCOMPARE(jsonObject(reply.body).value(QLatin1StringView("code")).toString(), code);
}

void TestContractAccess::projectsHaveSeparateLocks() {
    ContractHarness h;
    CONTRACT_START(h);
    auto other = h.makeClient(h.sandbox().otherProjectKey());
    const QString demoOwner = LockClient::newUuid();
    const QString otherOwner = LockClient::newUuid();
    const OperationResult demoLease = h.acquire(kKey, 30, demoOwner);
    CONTRACT_VERIFY_OK(demoLease);
    QVERIFY(h.advance(1s));

    const OperationResult otherLease = waitForResult(other->acquire(kKey, 60, otherOwner));
    CONTRACT_VERIFY_OK(otherLease); // not lock_held: a separate lock
    QCOMPARE(h.read(kKey).state->expiresAt, demoLease.grant->expiresAt);
    QCOMPARE(waitForResult(other->read(kKey)).state->expiresAt, otherLease.grant->expiresAt);

    // Lock tokens do not cross projects.
    CONTRACT_COMPARE_ERROR(h.release(kKey, otherOwner), 409, ErrorCode::LockOwnershipLost);
    CONTRACT_COMPARE_ERROR(waitForResult(other->renew(kKey, demoOwner, 30)), 409,
                           ErrorCode::LockOwnershipLost);
    // A force release in one project leaves the other's lock alone.
    CONTRACT_VERIFY_OK(waitForResult(other->forceRelease(kKey)));
    QCOMPARE(*waitForResult(other->read(kKey)).state, LockState{});
    const OperationResult demoState = h.read(kKey);
    CONTRACT_VERIFY_OK(demoState);
    QCOMPARE(*demoState.state,
             (LockState{true, demoLease.grant->expiresAt, demoLease.grant->fencingToken}));
}

void TestContractAccess::projectsHaveSeparateFencingSequences() {
    ContractHarness h;
    CONTRACT_START(h);
    auto other = h.makeClient(h.sandbox().otherProjectKey());
    FencingToken latestDemo = 0;
    for (const QString& key : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}) {
        const OperationResult acquired = h.acquire(key, 30, LockClient::newUuid());
        CONTRACT_VERIFY_OK(acquired);
        latestDemo = acquired.grant->fencingToken;
    }

    // A shared sequence could not hand out its first value again.
    const OperationResult otherFirst =
        waitForResult(other->acquire(kKey, 30, LockClient::newUuid()));
    CONTRACT_VERIFY_OK(otherFirst);
    QCOMPARE(otherFirst.grant->fencingToken, limits::kDefaultFencingStart);
    QVERIFY(latestDemo > limits::kDefaultFencingStart);
    const OperationResult demoNext = h.acquire(kKey, 30, LockClient::newUuid());
    CONTRACT_VERIFY_OK(demoNext);
    QVERIFY(demoNext.grant->fencingToken > latestDemo);
}

void TestContractAccess::projectsHaveSeparateQuotas() {
    SandboxProcess::Options options;
    options.rateLimit = 3;
    ContractHarness h(options);
    CONTRACT_START(h);
    QVERIFY(h.advanceToNextMinute(1s));
    auto other = h.makeClient(h.sandbox().otherProjectKey());
    for (int request = 0; request < 3; ++request)
        CONTRACT_VERIFY_OK(h.read(kKey));
    CONTRACT_COMPARE_ERROR(h.read(kKey), 429, ErrorCode::RateLimited);

    const OperationResult otherRead = waitForResult(other->read(kKey));
    CONTRACT_VERIFY_OK(otherRead);
    QCOMPARE(otherRead.rateLimit.limit, std::optional(3));
    QCOMPARE(otherRead.rateLimit.remaining, std::optional(2));
}

QTEST_GUILESS_MAIN(TestContractAccess)
#include "tst_contract_access.moc"
