// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Every response carries Date (the server's clock) and the request's X-Volcano-Request-Id;
// LockClient sends a fresh request id per operation and reports the one the server echoed.
#include "ContractChecks.h"
#include "ContractHarness.h"
#include "RecordingProxy.h"
#include "protocol/HttpDate.h"
#include "protocol/LockJson.h"
#include "protocol/Validation.h"

#include <QSet>
#include <QSignalSpy>

using namespace std::chrono_literals;
using namespace volcano;
using namespace volcano::test;

namespace {

const QString kHeld = QStringLiteral("held");

QDateTime wholeSeconds(const QDateTime& time) {
    return time.addMSecs(-time.time().msec());
}

} // namespace

class TestContractHeaders : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyResponseHasDateAndRequestId_data();
    void everyResponseHasDateAndRequestId();
    void serverGeneratesRequestIdWhenMissing();
    void clientSendsFreshRequestIdPerOperation();
};

void TestContractHeaders::everyResponseHasDateAndRequestId_data() {
    QTest::addColumn<QString>("keyKind");   // "service", "unknown" or "anon"
    QTest::addColumn<QString>("lockToken"); // "holder", "new" or "none"
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("regionDown");
    QTest::addColumn<int>("status");
    const QString service = QStringLiteral("service");
    const QString holder = QStringLiteral("holder");
    const QString none = QStringLiteral("none");
    const QString fresh = QStringLiteral("new");
    const QByteArray ttl = json::ttlBody(10);
    QTest::newRow("acquire 200") << service << fresh << QByteArray("POST")
                                 << QByteArray("/locks/fresh/lease") << ttl << false << 200;
    QTest::newRow("renew 200") << service << holder << QByteArray("PATCH")
                               << QByteArray("/locks/held/lease") << ttl << false << 200;
    QTest::newRow("read 200") << service << none << QByteArray("GET") << QByteArray("/locks/held")
                              << QByteArray() << false << 200;
    QTest::newRow("release 204") << service << holder << QByteArray("DELETE")
                                 << QByteArray("/locks/held/lease") << QByteArray() << false << 204;
    QTest::newRow("force release 204") << service << none << QByteArray("DELETE")
                                       << QByteArray("/locks/held") << QByteArray() << false << 204;
    QTest::newRow("400 invalid_lock_key")
        << service << fresh << QByteArray("POST") << QByteArray("/locks/a%2Fb/lease") << ttl
        << false << 400;
    QTest::newRow("401 unauthorized") << QStringLiteral("unknown") << none << QByteArray("GET")
                                      << QByteArray("/locks/held") << QByteArray() << false << 401;
    QTest::newRow("403 forbidden_key_kind")
        << QStringLiteral("anon") << none << QByteArray("GET") << QByteArray("/locks/held")
        << QByteArray() << false << 403;
    QTest::newRow("409 lock_held") << service << fresh << QByteArray("POST")
                                   << QByteArray("/locks/held/lease") << ttl << false << 409;
    QTest::newRow("409 lock_ownership_lost")
        << service << fresh << QByteArray("PATCH") << QByteArray("/locks/held/lease") << ttl
        << false << 409;
    QTest::newRow("503 region_unavailable")
        << service << none << QByteArray("GET") << QByteArray("/locks/held") << QByteArray() << true
        << 503;
    QTest::newRow("404 unknown path") << service << none << QByteArray("GET")
                                      << QByteArray("/nowhere") << QByteArray() << false << 404;
}

void TestContractHeaders::everyResponseHasDateAndRequestId() {
    QFETCH(QString, keyKind);
    QFETCH(QString, lockToken);
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, body);
    QFETCH(bool, regionDown);
    QFETCH(int, status);
    ContractHarness h;
    CONTRACT_START(h);
    // A day and a half second ahead of the wall clock: Date must follow the server's clock.
    QVERIFY(h.advance(24h + 500ms));
    const QString holder = LockClient::newUuid();
    CONTRACT_VERIFY_OK(h.acquire(kHeld, 60, holder));
    if (regionDown)
        QCOMPARE(h.sandbox().setRegionAvailable(false), 204);
    const QHash<QString, QString> keyOfKind{
        {QStringLiteral("service"), h.sandbox().serviceKey()},
        {QStringLiteral("unknown"), QStringLiteral("sk_nobody")},
        {QStringLiteral("anon"), h.sandbox().anonKey()}};
    const QByteArray requestId = LockClient::newUuid().toLatin1();
    RawHeaders headers{{"Authorization", bearer(keyOfKind.value(keyKind))},
                       {"X-Volcano-Request-Id", requestId}};
    if (lockToken != QLatin1StringView("none"))
        headers.emplaceBack(
            "X-Volcano-Lock-Token",
            (lockToken == QLatin1StringView("holder") ? holder : LockClient::newUuid()).toLatin1());
    if (!body.isEmpty())
        headers.emplaceBack("Content-Type", "application/json");

    const auto reply = h.sandbox().raw(method, path, headers, body);
    QVERIFY2(reply.status == status, reply.body.constData());
    QCOMPARE(reply.header("X-Volcano-Request-Id"), requestId);
    const QByteArray date = reply.header("Date");
    QVERIFY2(httpdate::parse(date).isValid(), date.constData());
    QCOMPARE(httpdate::parse(date), wholeSeconds(h.serverNow()));
}

void TestContractHeaders::serverGeneratesRequestIdWhenMissing() {
    ContractHarness h;
    CONTRACT_START(h);
    QSet<QByteArray> generated;
    for (int request = 0; request < 2; ++request) {
        const auto reply = h.sandbox().raw("GET", "/locks/held",
                                           {{"Authorization", bearer(h.sandbox().serviceKey())}});
        QCOMPARE(reply.status, 200);
        const QByteArray id = reply.header("X-Volcano-Request-Id");
        QVERIFY2(validation::isValidLockToken(QString::fromLatin1(id)), id.constData());
        generated.insert(id);
    }
    QCOMPARE(generated.size(), qsizetype(2));
}

void TestContractHeaders::clientSendsFreshRequestIdPerOperation() {
    ContractHarness h;
    CONTRACT_START(h);
    QVERIFY(h.advance(24h));
    RecordingProxy proxy(h.sandbox());
    QVERIFY(proxy.listen());
    auto client = h.makeClient(h.sandbox().serviceKey());
    client->setBaseUrl(proxy.url());
    QSignalSpy records(client.get(), &LockClient::requestFinished);
    const QString owner = LockClient::newUuid();

    const QList<OperationResult> results{
        waitForResult(client->acquire(kHeld, 30, owner)),
        waitForResult(client->renew(kHeld, owner, 30)),
        waitForResult(client->read(kHeld)),
        waitForResult(client->acquire(kHeld, 30, LockClient::newUuid())),
        waitForResult(client->release(kHeld, owner)),
        waitForResult(client->forceRelease(kHeld))};
    QCOMPARE(proxy.exchanges().size(), results.size());
    QCOMPARE(records.size(), results.size());
    const QDateTime serverSecond = wholeSeconds(h.serverNow());
    QSet<QString> ids;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const OperationResult& result = results.at(i);
        const RecordingProxy::Exchange& exchange = proxy.exchanges().at(i);
        QVERIFY2(result.httpStatus != 0, qPrintable(describe(result)));
        QVERIFY2(validation::isValidLockToken(result.requestId), qPrintable(result.requestId));
        QCOMPARE(exchange.requestHeader("X-Volcano-Request-Id"), result.requestId.toLatin1());
        QCOMPARE(exchange.reply.header("X-Volcano-Request-Id"), result.requestId.toLatin1());
        QCOMPARE(records.at(i).at(0).value<RequestRecord>().requestId, result.requestId);
        QCOMPARE(result.serverDate, serverSecond);
        ids.insert(result.requestId);
    }
    QCOMPARE(ids.size(), results.size());
}

QTEST_GUILESS_MAIN(TestContractHeaders)
#include "tst_contract_headers.moc"
