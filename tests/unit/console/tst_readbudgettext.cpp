// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ReadBudgetText.h"
#include "console/TimeText.h"
#include "ui/i18n/Translations.h"

#include <QCoreApplication>
#include <QTest>

using namespace volcano;

// The status bar's words about the read budget: when it is spent, how often each key can be
// read, and the server clock's offset.
class TestReadBudgetText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The console's English (its plural forms); the C locale, as the test environment has.
    void initTestCase() { ui::Translations::installEnglish(*QCoreApplication::instance()); }

    void coverage_data() {
        QTest::addColumn<int>("keys");
        QTest::addColumn<int>("perMinute");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no keys") << 0 << 60 << QString();
        QTest::newRow("7 keys, every 7 s") << 7 << 60 << QString();
        QTest::newRow("30 keys, every 30 s: still fine") << 30 << 60 << QString();
        QTest::newRow("31 keys") << 31 << 60
                                 << QStringLiteral("31 keys at 60 reads a minute: each key about "
                                                   "every 31 s");
        QTest::newRow("200 keys at 60")
            << 200 << 60
            << QStringLiteral("200 keys at 60 reads a minute: each key about every 3 min 20 s");
        QTest::newRow("no budget left")
            << 5 << 0 << QStringLiteral("5 keys and no reads left in the budget");
        QTest::newRow("one key, no budget")
            << 1 << 0 << QStringLiteral("1 key and no reads left in the budget");
        QTest::newRow("one key at 1 a minute")
            << 1 << 1 << QStringLiteral("1 key at 1 read a minute: read about every 1 min 00 s");
    }

    void coverage() {
        QFETCH(int, keys);
        QFETCH(int, perMinute);
        QFETCH(QString, expected);
        QCOMPARE(readbudget::coverageWarning(keys, perMinute), expected);
    }

    // A held lease in its last second says "< 1 s", never "0 s" (which read as ended).
    void countdownsLastSecond_data() {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1.5 s") << qint64(1500) << QStringLiteral("1 s");
        QTest::newRow("999 ms") << qint64(999) << QStringLiteral("< 1 s");
        QTest::newRow("1 ms") << qint64(1) << QStringLiteral("< 1 s");
        QTest::newRow("ended") << qint64(0) << QStringLiteral("0 s");
        QTest::newRow("past") << qint64(-200) << QStringLiteral("-1 s");
    }

    void countdownsLastSecond() {
        QFETCH(qint64, ms);
        QFETCH(QString, expected);
        QCOMPARE(ui::timetext::countdown(ms), expected);
    }

    void spentUntilTheNextMinute() {
        const QDateTime now(QDate(2026, 12, 3), QTime(12, 34, 41, 500), Qt::UTC);
        QCOMPARE(readbudget::spentText(59, 60, now), QString());
        const QString spent = readbudget::spentText(60, 60, now);
        const QString nextMinute = QDateTime(QDate(2026, 12, 3), QTime(12, 35), Qt::UTC)
                                       .toLocalTime()
                                       .toString(QStringLiteral("HH:mm:ss"));
        QCOMPARE(spent, QStringLiteral("budget spent until ") + nextMinute);
        QCOMPARE(readbudget::spentText(0, 0, now), QString());
    }

    // "Today" is the injected now's date, not the machine's: the text must not change with
    // the day the test runs on.
    void spentPastMidnightNamesTheDate() {
        const QDateTime localLate(QDate(2026, 12, 3), QTime(23, 59, 30));
        const QDateTime now = localLate.toUTC();
        const QString spent = readbudget::spentText(60, 60, now);
        QCOMPARE(spent, QStringLiteral("budget spent until 2026-12-04 00:00:00"));
    }

    // Local times as the locale writes them; the C locale keeps the ISO forms.
    void localTimesFollowTheLocale() {
        const QLocale american(QLocale::English, QLocale::UnitedStates);
        const QLocale german(QLocale::German, QLocale::Germany);
        QCOMPARE(ui::timetext::secondsFormat(QLocale::c()), QStringLiteral("HH:mm:ss"));
        QCOMPARE(ui::timetext::secondsFormat(german), QStringLiteral("HH:mm:ss"));
        QCOMPARE(ui::timetext::secondsFormat(american), QStringLiteral("h:mm:ss AP"));
        QCOMPARE(ui::timetext::dateFormat(QLocale::c()), QStringLiteral("yyyy-MM-dd"));
        QCOMPARE(ui::timetext::minutesFormat(german), QStringLiteral("HH:mm"));
        // The zone field goes wherever the locale puts it.
        QCOMPARE(ui::timetext::secondsFormat(QLocale(QLocale::Chinese, QLocale::China)),
                 QStringLiteral("HH:mm:ss"));
        const QDateTime afternoon(QDate(2026, 12, 3), QTime(14, 3, 27));
        const QDateTime nextDay = afternoon.addDays(1);
        QLocale::setDefault(american);
        const QString americanToday = ui::timetext::clockTime(afternoon, afternoon);
        const QString americanOtherDay = ui::timetext::clockTime(afternoon, nextDay);
        QLocale::setDefault(german);
        const QString germanOtherDay = ui::timetext::clockTime(afternoon, nextDay);
        const QString germanOffset = readbudget::serverClockText(4200);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(americanToday, QStringLiteral("2:03:27 PM"));
        QCOMPARE(americanOtherDay, QStringLiteral("12/3/26 2:03:27 PM"));
        QCOMPARE(germanOtherDay, QStringLiteral("03.12.26 14:03:27"));
        QCOMPARE(germanOffset, QStringLiteral("server clock +4,2 s"));
    }

    void serverClock_data() {
        QTest::addColumn<qint64>("offsetMs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("server clock in step");
        QTest::newRow("-0.04 s, once '-0.0 s'")
            << qint64(-40) << QStringLiteral("server clock in step");
        QTest::newRow("+4.2 s") << qint64(4200) << QStringLiteral("server clock +4.2 s");
        QTest::newRow("-1.5 s") << qint64(-1500) << QStringLiteral("server clock -1.5 s");
    }

    void readMix() {
        ReadPacer::ReasonCounts counts{};
        QCOMPARE(readbudget::readMixText(counts), QString());
        counts[static_cast<size_t>(ReadReason::Refresh)] = 41;
        counts[static_cast<size_t>(ReadReason::Takeover)] = 12;
        counts[static_cast<size_t>(ReadReason::Selected)] = 7;
        QCOMPARE(readbudget::readMixText(counts),
                 QStringLiteral("reads: 41 refresh · 12 takeover · 7 selected"));
        // Equal counts keep the order of the reasons; zero counts are left out.
        counts = {};
        counts[static_cast<size_t>(ReadReason::Refresh)] = 2;
        counts[static_cast<size_t>(ReadReason::First)] = 2;
        QCOMPARE(readbudget::readMixText(counts), QStringLiteral("reads: 2 first · 2 refresh"));
    }

    void serverClock() {
        QFETCH(qint64, offsetMs);
        QFETCH(QString, expected);
        QCOMPARE(readbudget::serverClockText(offsetMs), expected);
    }
};

QTEST_GUILESS_MAIN(TestReadBudgetText)
#include "tst_readbudgettext.moc"
