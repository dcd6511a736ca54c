// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// 400s: invalid_lock_key, invalid_ttl, invalid_lock_token and invalid_body through raw
// requests (paths and bodies the client would never send), that a 400 changes nothing, and
// that the client refuses invalid input itself without sending anything.
#include "ContractChecks.h"
#include "ContractHarness.h"
#include "protocol/LockJson.h"

#include <QJsonDocument>

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QByteArray kToken = QByteArrayLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8f");
const QByteArray kTtl10 = QByteArrayLiteral(R"({"ttl_seconds":10})");

qint64 totalRequests(const QJsonObject& stats) {
    qint64 total = 0;
    const QJsonObject byStatus = stats.value(QLatin1StringView("requests_by_status")).toObject();
    for (const QJsonValue& count : byStatus)
        total += count.toInteger();
    return total;
}

PendingCall* startOperation(LockClient& client, const QString& operation, const QString& key,
                            qint64 ttl, const QString& token) {
    if (operation == QLatin1StringView("acquire"))
        return client.acquire(key, ttl, token);
    if (operation == QLatin1StringView("renew"))
        return client.renew(key, token, ttl);
    if (operation == QLatin1StringView("release"))
        return client.release(key, token);
    if (operation == QLatin1StringView("read"))
        return client.read(key);
    return client.forceRelease(key);
}

} // namespace

class TestContractValidation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rawRequest_data();
    void rawRequest();
    void badRequestsChangeNothing();
    void badAcquireOfFreeLockLeavesItFree();
    void clientRefusesInvalidInput_data();
    void clientRefusesInvalidInput();

private:
    static void addKeyRows();
    static void addTtlRows();
    static void addTokenRows();
    static void addBodyRows();
};

void TestContractValidation::addKeyRows() {
    const QByteArray longKey(129, 'k');
    const QByteArray maxKey(128, 'k');
    const QString badKey = QStringLiteral("invalid_lock_key");
    QTest::newRow("acquire: %2F in key") << QByteArray("POST") << QByteArray("/locks/a%2Fb/lease")
                                         << kToken << kTtl10 << 400 << badKey;
    QTest::newRow("renew: %2F in key") << QByteArray("PATCH") << QByteArray("/locks/a%2Fb/lease")
                                       << kToken << kTtl10 << 400 << badKey;
    QTest::newRow("release: %2F in key") << QByteArray("DELETE") << QByteArray("/locks/a%2Fb/lease")
                                         << kToken << QByteArray() << 400 << badKey;
    QTest::newRow("read: %2F in key") << QByteArray("GET") << QByteArray("/locks/a%2Fb")
                                      << QByteArray() << QByteArray() << 400 << badKey;
    QTest::newRow("force release: %2F in key") << QByteArray("DELETE") << QByteArray("/locks/a%2Fb")
                                               << QByteArray() << QByteArray() << 400 << badKey;
    QTest::newRow("acquire: 129 characters")
        << QByteArray("POST") << QByteArray("/locks/" + longKey + "/lease") << kToken << kTtl10
        << 400 << badKey;
    QTest::newRow("read: 129 characters") << QByteArray("GET") << QByteArray("/locks/" + longKey)
                                          << QByteArray() << QByteArray() << 400 << badKey;
    QTest::newRow("acquire: 128 characters is valid")
        << QByteArray("POST") << QByteArray("/locks/" + maxKey + "/lease") << kToken << kTtl10
        << 200 << QString();
    QTest::newRow("acquire: space") << QByteArray("POST") << QByteArray("/locks/bad%20key/lease")
                                    << kToken << kTtl10 << 400 << badKey;
    QTest::newRow("acquire: asterisk") << QByteArray("POST") << QByteArray("/locks/bad*key/lease")
                                       << kToken << kTtl10 << 400 << badKey;
    QTest::newRow("acquire: non-ASCII letter")
        << QByteArray("POST") << QByteArray("/locks/caf%C3%A9/lease") << kToken << kTtl10 << 400
        << badKey;
    QTest::newRow("read: percent sign") << QByteArray("GET") << QByteArray("/locks/100%25")
                                        << QByteArray() << QByteArray() << 400 << badKey;
    QTest::newRow("acquire: empty key")
        << QByteArray("POST") << QByteArray("/locks//lease") << kToken << kTtl10 << 400 << badKey;
    QTest::newRow("release: empty key") << QByteArray("DELETE") << QByteArray("/locks//lease")
                                        << kToken << QByteArray() << 400 << badKey;
    QTest::newRow("acquire: percent-encoded colon is valid")
        << QByteArray("POST") << QByteArray("/locks/a%3Ab/lease") << kToken << kTtl10 << 200
        << QString();
}

void TestContractValidation::addTtlRows() {
    const QString badTtl = QStringLiteral("invalid_ttl");
    const auto ttl = [](const char* number) -> QByteArray {
        return QByteArray(R"({"ttl_seconds":)") + number + '}';
    };
    const QList<std::pair<const char*, const char*>> invalid{{"4", "4"},
                                                             {"0", "0"},
                                                             {"-5", "-5"},
                                                             {"7776001", "7776001"},
                                                             {"2^63", "9223372036854775808"},
                                                             {"huge", "99999999999999999999999"}};
    for (const auto& [name, number] : invalid) {
        QTest::addRow("acquire: ttl %s", name) << QByteArray("POST") << QByteArray("/locks/k/lease")
                                               << kToken << ttl(number) << 400 << badTtl;
        QTest::addRow("renew: ttl %s", name) << QByteArray("PATCH") << QByteArray("/locks/k/lease")
                                             << kToken << ttl(number) << 400 << badTtl;
    }
    QTest::newRow("acquire: ttl 5 is valid") << QByteArray("POST") << QByteArray("/locks/k/lease")
                                             << kToken << ttl("5") << 200 << QString();
    QTest::newRow("acquire: ttl 7776000 is valid")
        << QByteArray("POST") << QByteArray("/locks/k/lease") << kToken << ttl("7776000") << 200
        << QString();
}

void TestContractValidation::addTokenRows() {
    const QString badToken = QStringLiteral("invalid_lock_token");
    const QList<std::pair<const char*, QByteArray>> invalid{
        {"in braces", "{" + kToken + "}"},
        {"not a UUID", "not-a-uuid"},
        {"without dashes", QByteArray(kToken).replace('-', "")},
        {"with a trailing digit", kToken + "0"},
        {"missing", QByteArray()}};
    for (const auto& [name, token] : invalid) {
        QTest::addRow("acquire: token %s", name)
            << QByteArray("POST") << QByteArray("/locks/k/lease") << token << kTtl10 << 400
            << badToken;
        QTest::addRow("renew: token %s", name)
            << QByteArray("PATCH") << QByteArray("/locks/k/lease") << token << kTtl10 << 400
            << badToken;
        QTest::addRow("release: token %s", name)
            << QByteArray("DELETE") << QByteArray("/locks/k/lease") << token << QByteArray() << 400
            << badToken;
    }
}

void TestContractValidation::addBodyRows() {
    const QString badBody = QStringLiteral("invalid_body");
    const QList<std::pair<const char*, QByteArray>> invalid{
        {"garbage JSON", "{ttl_seconds: 10"},
        {"empty", QByteArray()},
        {"without ttl_seconds", "{}"},
        {"with ttl as a string", R"({"ttl_seconds":"10"})"},
        {"with ttl as a float", R"({"ttl_seconds":10.5})"},
        {"with ttl null", R"({"ttl_seconds":null})"},
        {"with ttl true", R"({"ttl_seconds":true})"},
        {"an array", "[10]"}};
    for (const auto& [name, body] : invalid) {
        QTest::addRow("acquire: body %s", name)
            << QByteArray("POST") << QByteArray("/locks/k/lease") << kToken << body << 400
            << badBody;
        QTest::addRow("renew: body %s", name) << QByteArray("PATCH") << QByteArray("/locks/k/lease")
                                              << kToken << body << 400 << badBody;
    }
}

void TestContractValidation::rawRequest_data() {
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("lockToken"); // empty: no X-Volcano-Lock-Token header
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code"); // empty for a success
    addKeyRows();
    addTtlRows();
    addTokenRows();
    addBodyRows();
}

void TestContractValidation::rawRequest() {
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, lockToken);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, code);
    ContractHarness h;
    CONTRACT_START(h);

    const auto reply = h.rawLock(method, path, QString::fromLatin1(lockToken), body);
    QVERIFY2(reply.status == status, reply.body.constData());
    if (code.isEmpty())
        return;
    const QJsonObject error = jsonObject(reply.body);
    QCOMPARE(error.value(QLatin1StringView("code")).toString(), code);
    QVERIFY(!error.value(QLatin1StringView("message")).toString().isEmpty());
}

void TestContractValidation::badRequestsChangeNothing() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString owner = LockClient::newUuid();
    const OperationResult held = h.acquire(QStringLiteral("k"), 30, owner);
    CONTRACT_VERIFY_OK(held);
    QVERIFY(h.advance(2s));
    const QString braced = QLatin1Char('{') + owner + QLatin1Char('}');
    const QByteArray path = QByteArrayLiteral("/locks/k/lease");
    const QList<std::pair<QByteArray, SandboxProcess::RawReply>> answers{
        {"acquire by another token, ttl 4",
         h.rawLock("POST", path, LockClient::newUuid(), json::ttlBody(4))},
        {"acquire by the owner, ttl 4", h.rawLock("POST", path, owner, json::ttlBody(4))},
        {"acquire by the owner, ttl as a string",
         h.rawLock("POST", path, owner, R"({"ttl_seconds":"5"})")},
        {"renew by the owner, ttl 7776001",
         h.rawLock("PATCH", path, owner, json::ttlBody(7776001))},
        {"renew by the owner, garbage body", h.rawLock("PATCH", path, owner, "{oops")},
        {"renew by the owner in braces", h.rawLock("PATCH", path, braced, json::ttlBody(60))},
        {"release by the owner in braces", h.rawLock("DELETE", path, braced)},
        {"release without a token", h.rawLock("DELETE", path)}};
    for (const auto& [what, reply] : answers)
        QVERIFY2(reply.status == 400, what.constData());

    const OperationResult state = h.read(QStringLiteral("k"));
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, (LockState{true, held.grant->expiresAt, held.grant->fencingToken}));
    const OperationResult renewed = h.renew(QStringLiteral("k"), owner, 60);
    CONTRACT_VERIFY_OK(renewed);
    QCOMPARE(renewed.grant->fencingToken, held.grant->fencingToken);
}

void TestContractValidation::badAcquireOfFreeLockLeavesItFree() {
    ContractHarness h;
    CONTRACT_START(h);
    const QString token = LockClient::newUuid();
    QCOMPARE(h.rawLock("POST", "/locks/k/lease", token, json::ttlBody(4)).status, 400);
    QCOMPARE(h.rawLock("POST", "/locks/k/lease", token, "{}").status, 400);

    const OperationResult state = h.read(QStringLiteral("k"));
    CONTRACT_VERIFY_OK(state);
    QCOMPARE(*state.state, LockState{});
    // Nobody holds it, so nobody but the first caller can be told lock_held.
    CONTRACT_VERIFY_OK(h.acquire(QStringLiteral("k"), 10, LockClient::newUuid()));
}

void TestContractValidation::clientRefusesInvalidInput_data() {
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("key");
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("baseUrl"); // empty: the sandbox
    QTest::addColumn<bool>("withServiceKey");
    const QString acquire = QStringLiteral("acquire");
    const QString key = QStringLiteral("k");
    const QString token = QString::fromLatin1(kToken);
    const QString sandbox;
    QTest::newRow("acquire: empty key")
        << acquire << QString() << qint64(10) << token << sandbox << true;
    QTest::newRow("acquire: slash in key")
        << acquire << QStringLiteral("a/b") << qint64(10) << token << sandbox << true;
    QTest::newRow("acquire: 129 characters")
        << acquire << QString(129, u'k') << qint64(10) << token << sandbox << true;
    QTest::newRow("acquire: ttl 4") << acquire << key << qint64(4) << token << sandbox << true;
    QTest::newRow("acquire: ttl 7776001")
        << acquire << key << qint64(7776001) << token << sandbox << true;
    QTest::newRow("acquire: token in braces")
        << acquire << key << qint64(10) << QString(QLatin1Char('{') + token + QLatin1Char('}'))
        << sandbox << true;
    QTest::newRow("acquire: token not a UUID")
        << acquire << key << qint64(10) << QStringLiteral("not-a-uuid") << sandbox << true;
    QTest::newRow("renew: ttl 4") << QStringLiteral("renew") << key << qint64(4) << token << sandbox
                                  << true;
    QTest::newRow("renew: no token")
        << QStringLiteral("renew") << key << qint64(10) << QString() << sandbox << true;
    QTest::newRow("release: no token")
        << QStringLiteral("release") << key << qint64(0) << QString() << sandbox << true;
    QTest::newRow("release: token not a UUID") << QStringLiteral("release") << key << qint64(0)
                                               << QStringLiteral("1234") << sandbox << true;
    QTest::newRow("read: slash in key") << QStringLiteral("read") << QStringLiteral("a/b")
                                        << qint64(0) << QString() << sandbox << true;
    QTest::newRow("read: empty key")
        << QStringLiteral("read") << QString() << qint64(0) << QString() << sandbox << true;
    QTest::newRow("force release: slash in key")
        << QStringLiteral("force release") << QStringLiteral("a/b") << qint64(0) << QString()
        << sandbox << true;
    QTest::newRow("acquire: no service key")
        << acquire << key << qint64(10) << token << sandbox << false;
    QTest::newRow("read: plain http to a remote host")
        << QStringLiteral("read") << key << qint64(0) << QString()
        << QStringLiteral("http://example.com") << true;
}

void TestContractValidation::clientRefusesInvalidInput() {
    QFETCH(QString, operation);
    QFETCH(QString, key);
    QFETCH(qint64, ttl);
    QFETCH(QString, token);
    QFETCH(QString, baseUrl);
    QFETCH(bool, withServiceKey);
    ContractHarness h;
    CONTRACT_START(h);
    auto client = h.makeClient(withServiceKey ? h.sandbox().serviceKey() : QString());
    if (!baseUrl.isEmpty())
        client->setBaseUrl(QUrl(baseUrl));
    const QJsonObject before = h.sandbox().stats();
    QVERIFY2(before.contains(QLatin1StringView("requests_by_status")),
             QJsonDocument(before).toJson().constData());
    // Reading the stats may count itself; measure that so the comparison stays exact.
    const qint64 statsCost = totalRequests(h.sandbox().stats()) - totalRequests(before);
    const qint64 baseline = totalRequests(before) + statsCost;

    const OperationResult refused =
        waitForResult(startOperation(*client, operation, key, ttl, token));
    QVERIFY(refused.error.has_value());
    QCOMPARE(refused.error->kind, FailureKind::InvalidInput);
    QCOMPARE(refused.httpStatus, 0);
    QVERIFY(!refused.error->message.isEmpty());
    QCOMPARE(totalRequests(h.sandbox().stats()), baseline + statsCost);
    // The counter does count lock requests, so the comparison above could have failed.
    CONTRACT_VERIFY_OK(h.read(QStringLiteral("k")));
    QCOMPARE(totalRequests(h.sandbox().stats()), baseline + 2 * statsCost + 1);
}

QTEST_GUILESS_MAIN(TestContractValidation)
#include "tst_contract_validation.moc"
