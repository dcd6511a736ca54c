// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/Rfc3339.h"
#include "support/UtcTime.h"

#include <QTest>
#include <QTimeZone>

using namespace volcano;
using volcano::test::utc;

class TestRfc3339 : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseAccepts_data();
    void parseAccepts();
    void parseRejects_data();
    void parseRejects();
    void format_data();
    void format();
    void roundTrip_data();
    void roundTrip();
};

void TestRfc3339::parseAccepts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QDateTime>("expected");

    QTest::newRow("whole seconds")
        << QStringLiteral("2026-07-20T14:00:10Z") << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow(".250") << QStringLiteral("2026-07-20T14:00:10.250Z")
                          << utc(2026, 7, 20, 14, 0, 10, 250);
    QTest::newRow(".1 is 100 ms") << QStringLiteral("2026-07-20T14:00:10.1Z")
                                  << utc(2026, 7, 20, 14, 0, 10, 100);
    QTest::newRow(".05 is 50 ms") << QStringLiteral("2026-07-20T14:00:10.05Z")
                                  << utc(2026, 7, 20, 14, 0, 10, 50);
    QTest::newRow(".123456789 truncates")
        << QStringLiteral("2026-07-20T14:00:10.123456789Z") << utc(2026, 7, 20, 14, 0, 10, 123);
    QTest::newRow(".999999999 truncates, no carry")
        << QStringLiteral("2026-07-20T14:00:10.999999999Z") << utc(2026, 7, 20, 14, 0, 10, 999);
    QTest::newRow("12 fraction digits (RFC 3339 sets no limit)")
        << QStringLiteral("2026-07-20T14:00:10.250000000001Z") << utc(2026, 7, 20, 14, 0, 10, 250);
    QTest::newRow("+02:00 to UTC")
        << QStringLiteral("2026-07-20T16:00:10+02:00") << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow("-05:30 to UTC")
        << QStringLiteral("2026-07-20T08:30:10-05:30") << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow("+00:00") << QStringLiteral("2026-07-20T14:00:10+00:00")
                            << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow("offset crosses midnight")
        << QStringLiteral("2026-07-21T01:00:00.500+02:00") << utc(2026, 7, 20, 23, 0, 0, 500);
    QTest::newRow("lower-case t and z")
        << QStringLiteral("2026-07-20t14:00:10z") << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow("Feb 29 in a leap year")
        << QStringLiteral("2028-02-29T00:00:00Z") << utc(2028, 2, 29, 0, 0, 0);
}

void TestRfc3339::parseAccepts() {
    QFETCH(QString, text);
    QFETCH(QDateTime, expected);

    const auto parsed = rfc3339::parse(text);
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->timeSpec(), Qt::UTC);
    QCOMPARE(*parsed, expected);
}

void TestRfc3339::parseRejects_data() {
    QTest::addColumn<QString>("text");

    QTest::newRow("no zone") << QStringLiteral("2026-07-20T14:00:10");
    QTest::newRow("no zone with fraction") << QStringLiteral("2026-07-20T14:00:10.250");
    QTest::newRow("space separator") << QStringLiteral("2026-07-20 14:00:10Z");
    QTest::newRow("Feb 30") << QStringLiteral("2026-02-30T00:00:00Z");
    QTest::newRow("Feb 29 in a common year") << QStringLiteral("2026-02-29T00:00:00Z");
    QTest::newRow("month 13") << QStringLiteral("2026-13-01T00:00:00Z");
    QTest::newRow("hour 24") << QStringLiteral("2026-07-20T24:00:00Z");
    QTest::newRow("minute 60") << QStringLiteral("2026-07-20T14:60:00Z");
    QTest::newRow("offset hour 24") << QStringLiteral("2026-07-20T14:00:10+24:00");
    QTest::newRow("offset minute 60") << QStringLiteral("2026-07-20T14:00:10+02:60");
    QTest::newRow("offset without colon") << QStringLiteral("2026-07-20T14:00:10+0200");
    QTest::newRow("dot without digits") << QStringLiteral("2026-07-20T14:00:10.Z");
    QTest::newRow("comma fraction") << QStringLiteral("2026-07-20T14:00:10,250Z");
    QTest::newRow("no seconds") << QStringLiteral("2026-07-20T14:00Z");
    QTest::newRow("date only") << QStringLiteral("2026-07-20");
    QTest::newRow("leading space") << QStringLiteral(" 2026-07-20T14:00:10Z");
    QTest::newRow("trailing newline") << QStringLiteral("2026-07-20T14:00:10Z\n");
    QTest::newRow("trailing text") << QStringLiteral("2026-07-20T14:00:10Zjunk");
    QTest::newRow("unix seconds") << QStringLiteral("1784556010");
    QTest::newRow("garbage") << QStringLiteral("not a time");
    QTest::newRow("empty") << QString();
    // \d would match these with Unicode properties on; toInt() would then read them as 0.
    QTest::newRow("arabic-indic digits in the fraction")
        << QStringLiteral("2026-07-20T14:00:10.\u0662\u0665\u0660Z");
    QTest::newRow("arabic-indic digits in the offset")
        << QStringLiteral("2026-07-20T14:00:10+\u0660\u0662:00");
}

void TestRfc3339::parseRejects() {
    QFETCH(QString, text);
    QVERIFY(!rfc3339::parse(text).has_value());
}

void TestRfc3339::format_data() {
    QTest::addColumn<QDateTime>("time");
    QTest::addColumn<QString>("expected");

    QTest::newRow("whole seconds: no fraction")
        << utc(2026, 7, 20, 14, 0, 10) << QStringLiteral("2026-07-20T14:00:10Z");
    QTest::newRow("250 ms") << utc(2026, 7, 20, 14, 0, 10, 250)
                            << QStringLiteral("2026-07-20T14:00:10.250Z");
    QTest::newRow("1 ms keeps three digits")
        << utc(2026, 7, 20, 14, 0, 10, 1) << QStringLiteral("2026-07-20T14:00:10.001Z");
    QTest::newRow("offset time is converted to Z")
        << QDateTime(QDate(2026, 7, 20), QTime(16, 0, 10), QTimeZone(2 * 3600))
        << QStringLiteral("2026-07-20T14:00:10Z");
    QTest::newRow("named zone is converted to Z")
        << QDateTime(QDate(2026, 1, 15), QTime(9, 30, 0, 500),
                     QTimeZone(QByteArrayLiteral("America/New_York")))
        << QStringLiteral("2026-01-15T14:30:00.500Z");
}

void TestRfc3339::format() {
    QFETCH(QDateTime, time);
    QFETCH(QString, expected);
    QCOMPARE(rfc3339::format(time), expected);
}

void TestRfc3339::roundTrip_data() {
    QTest::addColumn<QDateTime>("time");

    QTest::newRow("whole seconds") << utc(2026, 7, 20, 14, 0, 10);
    QTest::newRow("milliseconds") << utc(2026, 7, 20, 14, 0, 10, 999);
    QTest::newRow("year 9999") << utc(9999, 12, 31, 23, 59, 59, 1);
    QTest::newRow("epoch") << utc(1970, 1, 1, 0, 0, 0);
}

void TestRfc3339::roundTrip() {
    QFETCH(QDateTime, time);
    const auto parsed = rfc3339::parse(rfc3339::format(time));
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, time);
}

QTEST_GUILESS_MAIN(TestRfc3339)
#include "tst_rfc3339.moc"
