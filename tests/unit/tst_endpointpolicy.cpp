// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/EndpointPolicy.h"

#include <QTest>

using namespace volcano;

// A service key may travel over https to any host, but over plain http only to this machine.
class TestEndpointPolicy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void baseUrl_data();
    void baseUrl();
    void loopbackHost_data();
    void loopbackHost();
};

void TestEndpointPolicy::baseUrl_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("mentions"); // for refused URLs

    QTest::newRow("https host with path")
        << QStringLiteral("https://api.example.com/v1") << true << QString();
    QTest::newRow("https any host and port")
        << QStringLiteral("https://locks.internal.example:8443") << true << QString();
    QTest::newRow("https public ip")
        << QStringLiteral("https://203.0.113.7/v1") << true << QString();
    QTest::newRow("HTTPS upper case")
        << QStringLiteral("HTTPS://api.example.com") << true << QString();
    QTest::newRow("http localhost") << QStringLiteral("http://localhost:8787") << true << QString();
    QTest::newRow("http LOCALHOST") << QStringLiteral("http://LOCALHOST:8787") << true << QString();
    QTest::newRow("http 127.0.0.1") << QStringLiteral("http://127.0.0.1:8787") << true << QString();
    QTest::newRow("http 127.5.6.7")
        << QStringLiteral("http://127.5.6.7:8787/v1") << true << QString();
    QTest::newRow("http [::1]") << QStringLiteral("http://[::1]:8787") << true << QString();

    QTest::newRow("http remote host")
        << QStringLiteral("http://api.example.com/v1") << false << QStringLiteral("https://");
    QTest::newRow("http private ip")
        << QStringLiteral("http://10.0.0.5:8787") << false << QStringLiteral("10.0.0.5");
    QTest::newRow("http any address")
        << QStringLiteral("http://0.0.0.0:8787") << false << QStringLiteral("loopback");
    QTest::newRow("http ipv6 remote")
        << QStringLiteral("http://[2001:db8::1]:8787") << false << QStringLiteral("loopback");
    QTest::newRow("http localhost as subdomain")
        << QStringLiteral("http://localhost.attacker.example") << false
        << QStringLiteral("localhost.attacker.example");
    QTest::newRow("http 127.0.0.1 as subdomain")
        << QStringLiteral("http://127.0.0.1.nip.io:8787") << false << QStringLiteral("loopback");
    QTest::newRow("ftp") << QStringLiteral("ftp://127.0.0.1/") << false
                         << QStringLiteral("unsupported scheme 'ftp'");
    QTest::newRow("ws") << QStringLiteral("ws://127.0.0.1:8787") << false
                        << QStringLiteral("unsupported scheme");
    QTest::newRow("no host") << QStringLiteral("https:///v1") << false
                             << QStringLiteral("not a valid URL");
    QTest::newRow("relative") << QStringLiteral("/v1") << false
                              << QStringLiteral("not a valid URL");
    QTest::newRow("empty") << QString() << false << QStringLiteral("not a valid URL");
    QTest::newRow("host without scheme")
        << QStringLiteral("api.example.com/v1") << false << QStringLiteral("not a valid URL");
}

void TestEndpointPolicy::baseUrl() {
    QFETCH(QString, url);
    QFETCH(bool, allowed);
    QFETCH(QString, mentions);

    const auto valid = endpoint::validateBaseUrl(QUrl(url));
    QCOMPARE(valid.has_value(), allowed);
    if (!allowed)
        QVERIFY2(valid.error().message.contains(mentions), qPrintable(valid.error().message));
}

void TestEndpointPolicy::loopbackHost_data() {
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("loopback");

    QTest::newRow("localhost") << QStringLiteral("localhost") << true;
    QTest::newRow("LocalHost") << QStringLiteral("LocalHost") << true;
    QTest::newRow("127.0.0.1") << QStringLiteral("127.0.0.1") << true;
    QTest::newRow("127.255.255.254") << QStringLiteral("127.255.255.254") << true;
    QTest::newRow("::1") << QStringLiteral("::1") << true;
    QTest::newRow("0.0.0.0") << QStringLiteral("0.0.0.0") << false;
    QTest::newRow("128.0.0.1") << QStringLiteral("128.0.0.1") << false;
    QTest::newRow("::") << QStringLiteral("::") << false;
    QTest::newRow("example.com") << QStringLiteral("example.com") << false;
    QTest::newRow("localhost.localdomain") << QStringLiteral("localhost.localdomain") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestEndpointPolicy::loopbackHost() {
    QFETCH(QString, host);
    QFETCH(bool, loopback);
    QCOMPARE(endpoint::isLoopbackHost(host), loopback);
}

QTEST_GUILESS_MAIN(TestEndpointPolicy)
#include "tst_endpointpolicy.moc"
