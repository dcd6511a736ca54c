// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/HttpDate.h"
#include "support/UtcTime.h"

#include <QLocale>
#include <QTest>
#include <QTimeZone>

#include <ctime>

using namespace volcano;
using volcano::test::utc;

// The Date header must read the same whatever the user's locale and time zone are.
class TestHttpDate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void format_data();
    void format();
    void parse_data();
    void parse();
    void parseRejects_data();
    void parseRejects();
    void roundTrip_data();
    void roundTrip();

private:
    QByteArray m_oldTz;
};

void TestHttpDate::initTestCase() {
    // A zone with a DST gap (2026-03-29 02:00-03:00 does not exist there) and a locale with
    // other day and month names: neither may leak into the header.
    m_oldTz = qgetenv("TZ");
    qputenv("TZ", "Europe/Berlin");
    tzset();
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
}

void TestHttpDate::cleanupTestCase() {
    if (m_oldTz.isNull())
        qunsetenv("TZ");
    else
        qputenv("TZ", m_oldTz);
    tzset();
    QLocale::setDefault(QLocale::c());
}

void TestHttpDate::format_data() {
    QTest::addColumn<QDateTime>("time");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("utc") << utc(2026, 12, 2, 14, 13, 25)
                         << QByteArrayLiteral("Wed, 02 Dec 2026 14:13:25 GMT");
    QTest::newRow("milliseconds are dropped")
        << utc(2026, 7, 20, 14, 0, 10, 999) << QByteArrayLiteral("Mon, 20 Jul 2026 14:00:10 GMT");
    QTest::newRow("offset converted to GMT")
        << QDateTime(QDate(2026, 7, 20), QTime(1, 0, 0), QTimeZone(2 * 3600))
        << QByteArrayLiteral("Sun, 19 Jul 2026 23:00:00 GMT");
    QTest::newRow("local time converted to GMT")
        << QDateTime(QDate(2026, 1, 15), QTime(10, 0, 0), Qt::LocalTime)
        << QByteArrayLiteral("Thu, 15 Jan 2026 09:00:00 GMT");
}

void TestHttpDate::format() {
    QFETCH(QDateTime, time);
    QFETCH(QByteArray, expected);
    QCOMPARE(httpdate::format(time), expected);
}

void TestHttpDate::parse_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QDateTime>("expected");

    QTest::newRow("imf-fixdate") << QByteArrayLiteral("Wed, 02 Dec 2026 14:13:25 GMT")
                                 << utc(2026, 12, 2, 14, 13, 25);
    QTest::newRow("surrounding whitespace")
        << QByteArrayLiteral("  Wed, 02 Dec 2026 14:13:25 GMT ") << utc(2026, 12, 2, 14, 13, 25);
    QTest::newRow("hour skipped by local DST")
        << QByteArrayLiteral("Sun, 29 Mar 2026 02:30:00 GMT") << utc(2026, 3, 29, 2, 30, 0);
    QTest::newRow("hour repeated by local DST")
        << QByteArrayLiteral("Sun, 25 Oct 2026 02:30:00 GMT") << utc(2026, 10, 25, 2, 30, 0);
    QTest::newRow("midnight") << QByteArrayLiteral("Thu, 01 Jan 1970 00:00:00 GMT")
                              << utc(1970, 1, 1, 0, 0, 0);
}

void TestHttpDate::parse() {
    QFETCH(QByteArray, text);
    QFETCH(QDateTime, expected);

    const QDateTime parsed = httpdate::parse(text);
    QVERIFY(parsed.isValid());
    QCOMPARE(parsed, expected);
    QCOMPARE(parsed.offsetFromUtc(), 0);
}

void TestHttpDate::parseRejects_data() {
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("empty") << QByteArray();
    QTest::newRow("garbage") << QByteArrayLiteral("yesterday");
    QTest::newRow("rfc 3339") << QByteArrayLiteral("2026-12-02T14:13:25Z");
    QTest::newRow("invalid day") << QByteArrayLiteral("Mon, 30 Feb 2026 14:13:25 GMT");
    QTest::newRow("weekday does not match") << QByteArrayLiteral("Mon, 02 Dec 2026 14:13:25 GMT");
    QTest::newRow("german names") << QByteArrayLiteral("Mi, 02 Dez 2026 14:13:25 GMT");
    QTest::newRow("numeric zone") << QByteArrayLiteral("Wed, 02 Dec 2026 15:13:25 +0100");
    QTest::newRow("missing zone") << QByteArrayLiteral("Wed, 02 Dec 2026 14:13:25");
    QTest::newRow("hour 25") << QByteArrayLiteral("Wed, 02 Dec 2026 25:13:25 GMT");
}

void TestHttpDate::parseRejects() {
    QFETCH(QByteArray, text);
    QVERIFY(!httpdate::parse(text).isValid());
}

void TestHttpDate::roundTrip_data() {
    QTest::addColumn<QDateTime>("time");

    QTest::newRow("winter") << utc(2026, 1, 15, 9, 0, 0);
    QTest::newRow("in the local DST gap") << utc(2026, 3, 29, 2, 15, 45);
    QTest::newRow("summer") << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow("leap day") << utc(2028, 2, 29, 23, 59, 59);
}

void TestHttpDate::roundTrip() {
    QFETCH(QDateTime, time);
    QCOMPARE(httpdate::parse(httpdate::format(time)), time);
}

QTEST_GUILESS_MAIN(TestHttpDate)
#include "tst_httpdate.moc"
