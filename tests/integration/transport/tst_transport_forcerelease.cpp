// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The force release's own path (SingleRequestExchange): one request on a fresh connection,
// the client's headers, TLS verification and proxy, and "outcome unknown" when the answer
// does not come. Against real sockets: a scripted loopback server (plain or TLS with a CA
// made by the test) and a real HTTP proxy (tinyproxy) started by the test.
#include "TransportFixture.h"

#include "client/SingleRequestExchange.h"
#include "support/TestCertificates.h"
#include "support/TinyProxy.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QSignalSpy>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using namespace std::chrono_literals;

namespace {

const QString kKey = QStringLiteral("jobs:nightly");
const QString kRequestId = QStringLiteral("6a2f41c5-0b7e-4d0c-9a51-3f1d8e2c7b90");

} // namespace

class TestTransportForceRelease : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void oneRequestWithTheClientsHeaders();
    void answersAreParsed_data();
    void answersAreParsed();
    void answerSlowerThanTheTimeoutIsUnknown();
    void closedAfterTheRequestIsUnknown();
    void tlsTrustsTheProfilesCa_data();
    void tlsTrustsTheProfilesCa();
    void throughAnHttpProxyWithConnect_data();
    void throughAnHttpProxyWithConnect();
    void systemProxyFromTheEnvironment();

private:
    std::unique_ptr<TransportFixture> startFixture(bool tls = false);
    static OperationResult forceRelease(TransportFixture& fixture);

    TestCertificates m_certificates;
};

void TestTransportForceRelease::initTestCase() {
    QVERIFY2(m_certificates.generate(), qPrintable(m_certificates.errorString()));
}

void TestTransportForceRelease::cleanup() {
    QNetworkProxy::setApplicationProxy(QNetworkProxy(QNetworkProxy::DefaultProxy));
}

std::unique_ptr<TransportFixture> TestTransportForceRelease::startFixture(bool tls) {
    auto fixture = std::make_unique<TransportFixture>();
    if (tls)
        fixture->server().useTls(m_certificates.serverConfiguration());
    if (!fixture->start(QStringLiteral("/v1")))
        return nullptr;
    return fixture;
}

OperationResult TestTransportForceRelease::forceRelease(TransportFixture& fixture) {
    const auto result =
        TransportFixture::finish(fixture.client().forceRelease(kKey, kRequestId), 15000);
    return result.value_or(OperationResult{});
}

void TestTransportForceRelease::oneRequestWithTheClientsHeaders() {
    auto fixture = startFixture();
    QVERIFY(fixture);
    fixture->server().setFallback(ScriptedAction::reply(204));
    QSignalSpy attempts(&fixture->client(), &LockClient::requestFinished);

    const OperationResult result = forceRelease(*fixture);
    QVERIFY2(result.ok(), qPrintable(result.error ? result.error->advice() : QString()));
    QCOMPARE(result.httpStatus, 204);
    QCOMPARE(result.requestId, kRequestId);
    QCOMPARE(attempts.size(), 1);
    QCOMPARE(fixture->server().requests().size(), 1);
    const RecordedRequest& request = fixture->server().requests().constFirst();
    QCOMPARE(request.method, QByteArrayLiteral("DELETE"));
    QCOMPARE(request.target, QByteArrayLiteral("/v1/locks/jobs%3Anightly"));
    QCOMPARE(request.header("Authorization"),
             QByteArrayLiteral("Bearer ") + TransportFixture::kServiceKey);
    QCOMPARE(request.header("X-Volcano-Request-Id"), kRequestId.toLatin1());
    QCOMPARE(request.header("User-Agent"), LockClient::userAgent());
    QCOMPARE(request.header("Accept"), QByteArrayLiteral("application/json"));
    QCOMPARE(request.header("Connection"), QByteArrayLiteral("close"));
    QCOMPARE(request.header("Host"),
             QByteArrayLiteral("127.0.0.1:") + QByteArray::number(fixture->server().port()));
    QVERIFY(!request.hasHeader("X-Volcano-Lock-Token"));
    QCOMPARE(fixture->repliesCreated(), 0);
}

void TestTransportForceRelease::answersAreParsed_data() {
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");

    QTest::newRow("204") << QByteArray("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n")
                         << 204 << QString();
    QTest::newRow("503 with a length")
        << QByteArray("HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
                      "Content-Length: 53\r\n\r\n"
                      R"({"code":"region_unavailable","message":"region down"})")
        << 503 << QStringLiteral("region_unavailable");
    QTest::newRow("403 chunked")
        << QByteArray("HTTP/1.1 403 Forbidden\r\nTransfer-Encoding: chunked\r\n\r\n"
                      "1c\r\n{\"code\":\"missing_scope\",\"mes\r\n"
                      "11\r\nsage\":\"no scope\"}\r\n0\r\n\r\n")
        << 403 << QStringLiteral("missing_scope");
    QTest::newRow("429 until close")
        << QByteArray("HTTP/1.1 429 Too Many Requests\r\nRetry-After: 7\r\n\r\n"
                      R"({"code":"rate_limited","message":"slow down"})")
        << 429 << QStringLiteral("rate_limited");
    QTest::newRow("100 Continue, then 204")
        << QByteArray("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n") << 204
        << QString();
}

// Whatever framing the answer uses, it is read to the end and mapped like any other.
void TestTransportForceRelease::answersAreParsed() {
    QFETCH(QByteArray, answer);
    QFETCH(int, status);
    QFETCH(QString, code);
    auto fixture = startFixture();
    QVERIFY(fixture);
    fixture->server().setFallback(ScriptedAction::raw(answer));

    const OperationResult result = forceRelease(*fixture);
    QCOMPARE(result.httpStatus, status);
    QVERIFY(!result.outcomeUnknown);
    QCOMPARE(result.error ? result.error->codeText : QString(), code);
    if (status == 429)
        QCOMPARE(result.error->retryAfterSeconds, std::optional<int>(7));
    QCOMPARE(fixture->server().requests().size(), 1);
}

// The answer comes, but after the timeout: the client gave up, so it cannot know, and it
// says so; it does not ask again.
void TestTransportForceRelease::answerSlowerThanTheTimeoutIsUnknown() {
    auto fixture = startFixture();
    QVERIFY(fixture);
    fixture->client().setTransferTimeout(150ms);
    fixture->server().setFallback(ScriptedAction::delayed(600, ScriptedAction::reply(204)));

    const OperationResult result = forceRelease(*fixture);
    QVERIFY(result.error);
    QCOMPARE(result.error->kind, FailureKind::Timeout);
    QVERIFY(result.outcomeUnknown);
    QVERIFY2(result.error->message.startsWith(QStringLiteral("outcome unknown: ")),
             qPrintable(result.error->message));
    QTest::qWait(900);
    QCOMPARE(fixture->server().requests().size(), 1);
    QCOMPARE(fixture->server().connectionCount(), 1);
}

// A server that reads the request and closes: exactly one request arrives (Qt's own HTTP
// stack would have sent it again on a new connection).
void TestTransportForceRelease::closedAfterTheRequestIsUnknown() {
    auto fixture = startFixture();
    QVERIFY(fixture);
    fixture->server().setFallback(ScriptedAction::close());

    const OperationResult result = forceRelease(*fixture);
    QVERIFY(result.error);
    QCOMPARE(result.error->kind, FailureKind::Transport);
    QCOMPARE(result.error->networkError, QNetworkReply::RemoteHostClosedError);
    QVERIFY(result.outcomeUnknown);
    QTest::qWait(300);
    QCOMPARE(fixture->server().requests().size(), 1);
    QCOMPARE(fixture->server().connectionCount(), 1);
}

void TestTransportForceRelease::tlsTrustsTheProfilesCa_data() {
    QTest::addColumn<bool>("profileNamesTheCa");
    QTest::newRow("trusted: the profile names the CA") << true;
    QTest::newRow("refused: the system store alone") << false;
}

// The same verification as the client's other requests: a private CA is trusted only when
// named, and a refused certificate means nothing was sent (a known outcome, not unknown).
void TestTransportForceRelease::tlsTrustsTheProfilesCa() {
    QFETCH(bool, profileNamesTheCa);
    auto fixture = startFixture(true);
    QVERIFY(fixture);
    if (profileNamesTheCa)
        QVERIFY(fixture->client().setCaCertificatesFile(m_certificates.caFile()));
    fixture->server().enqueue(TransportFixture::success(Operation::Read));
    fixture->server().setFallback(ScriptedAction::reply(204));

    // The network manager's path (a read) and the single request agree.
    const auto read = TransportFixture::finish(fixture->client().read(kKey), 15000);
    QVERIFY(read);
    QCOMPARE(read->ok(), profileNamesTheCa);
    const OperationResult result = forceRelease(*fixture);
    QCOMPARE(result.ok(), profileNamesTheCa);
    if (profileNamesTheCa) {
        QCOMPARE(result.httpStatus, 204);
        QCOMPARE(fixture->server().requests().size(), 2);
        QCOMPARE(fixture->server().requests().constLast().method, QByteArrayLiteral("DELETE"));
        return;
    }
    QCOMPARE(result.error->kind, FailureKind::Transport);
    QCOMPARE(result.error->networkError, QNetworkReply::SslHandshakeFailedError);
    QVERIFY(!result.outcomeUnknown);
    QVERIFY2(result.error->message.contains(QStringLiteral("TLS")),
             qPrintable(result.error->message));
    QCOMPARE(fixture->server().requests().size(), 0);
}

void TestTransportForceRelease::throughAnHttpProxyWithConnect_data() {
    QTest::addColumn<bool>("tls");
    QTest::newRow("http target") << false;
    QTest::newRow("https target") << true;
}

// The proxy the network manager would use (here the application's), tunnelled with
// CONNECT: the proxy logs the tunnel, the server gets the one request.
void TestTransportForceRelease::throughAnHttpProxyWithConnect() {
    QFETCH(bool, tls);
    auto fixture = startFixture(tls);
    QVERIFY(fixture);
    if (tls)
        QVERIFY(fixture->client().setCaCertificatesFile(m_certificates.caFile()));
    TinyProxy proxy;
    QVERIFY2(proxy.start(fixture->server().port()), qPrintable(proxy.errorString()));
    // On the client's network manager: Qt's application-wide proxy skips loopback hosts.
    auto* network = fixture->client().findChild<QNetworkAccessManager*>();
    QVERIFY(network);
    network->setProxy(
        QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), proxy.port()));
    QCOMPARE(fixture->client().proxyFor(fixture->client().baseUrl()).port(), proxy.port());
    fixture->server().setFallback(ScriptedAction::reply(204));

    const OperationResult result = forceRelease(*fixture);
    QVERIFY2(result.ok(), qPrintable(result.error ? result.error->advice() : proxy.log()));
    QCOMPARE(result.httpStatus, 204);
    QCOMPARE(fixture->server().requests().size(), 1);
    QTRY_COMPARE(proxy.connectCount(), 1);
    QVERIFY2(proxy.log().contains(QStringLiteral("CONNECT %1:%2")
                                      .arg(fixture->client().baseUrl().host())
                                      .arg(fixture->server().port())),
             qPrintable(proxy.log()));
}

// https_proxy, as the console and the CLI configure Qt (system configuration): the proxy
// the network manager would use is the one the single request uses.
void TestTransportForceRelease::systemProxyFromTheEnvironment() {
    qputenv("https_proxy", "http://127.0.0.1:3128");
    qputenv("no_proxy", "");
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    LockClient client;
    const QNetworkProxy proxy = client.proxyFor(QUrl(QStringLiteral("https://api.example.com/v1")));
    QNetworkProxyFactory::setUseSystemConfiguration(false);
    qunsetenv("https_proxy");
    qunsetenv("no_proxy");
    QCOMPARE(proxy.type(), QNetworkProxy::HttpProxy);
    QCOMPARE(proxy.hostName(), QStringLiteral("127.0.0.1"));
    QCOMPARE(proxy.port(), quint16(3128));
}

QTEST_GUILESS_MAIN(TestTransportForceRelease)
#include "tst_transport_forcerelease.moc"
