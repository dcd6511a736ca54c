// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/QuotaMeter.h"
#include "support/ManualClock.h"

#include <QSignalSpy>
#include <QTest>

using volcano::Operation;
using volcano::QuotaMeter;
using volcano::QuotaMinute;
using volcano::RateLimitEvent;
using volcano::RequestRecord;
using volcano::test::ManualClock;

class TestQuotaMeter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsEveryRequestByKind();
    void minuteEdges_data();
    void minuteEdges();
    void keepsTheLastSixtyMinutes();
    void learnsProjectUseFromRateLimitHeaders();
    void filesProjectUseUnderTheServersWindow_data();
    void filesProjectUseUnderTheServersWindow();
    void rateLimitedWithoutHeadersMarksTheWindowExhausted();
    void remainingZeroMarksTheWindowExhausted();
    void secondsUntilReset();
    void clearForgetsEverything();
};

namespace {

const QDateTime kMinute14(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC);

RequestRecord request(Operation operation, int status = 200) {
    RequestRecord record;
    record.operation = operation;
    record.key = QStringLiteral("jobs.nightly");
    record.httpStatus = status;
    return record;
}

RequestRecord withHeaders(int limit, int remaining, int reset) {
    RequestRecord record = request(Operation::Read);
    record.rateLimit.limit = limit;
    record.rateLimit.remaining = remaining;
    record.rateLimit.resetSeconds = reset;
    return record;
}

RequestRecord rateLimited(int retryAfter) {
    RequestRecord record = request(Operation::Renew, 429);
    record.code = QStringLiteral("rate_limited");
    record.retryAfterSeconds = retryAfter;
    return record;
}

} // namespace

void TestQuotaMeter::countsEveryRequestByKind() {
    ManualClock clock(kMinute14.addSecs(10));
    QuotaMeter meter(&clock);
    QSignalSpy changed(&meter, &QuotaMeter::changed);
    meter.record(request(Operation::Read));
    meter.record(request(Operation::Read, 0)); // a transport failure was still sent
    meter.record(request(Operation::Acquire, 409));
    meter.record(request(Operation::Renew));
    meter.record(request(Operation::Release, 204));
    meter.record(request(Operation::ForceRelease, 204));
    meter.record(request(Operation::Read, 400));
    QCOMPARE(changed.size(), 7);
    QCOMPARE(meter.sentThisMinute(), 7);
    QCOMPARE(meter.sentThisMinute(Operation::Read), 3);
    QCOMPARE(meter.sentThisMinute(Operation::Acquire), 1);
    QCOMPARE(meter.sentThisMinute(Operation::Renew), 1);
    QCOMPARE(meter.sentThisMinute(Operation::Release), 1);
    QCOMPARE(meter.sentThisMinute(Operation::ForceRelease), 1);
    QCOMPARE(meter.currentMinute().start, kMinute14);
    QVERIFY(!meter.projectUsedThisMinute().has_value());
    QCOMPARE(meter.limit(), 600);
}

void TestQuotaMeter::minuteEdges_data() {
    QTest::addColumn<qint64>("offsetMs");
    QTest::addColumn<QDateTime>("minute");
    QTest::newRow("59.999 s: still the first minute") << qint64{59'999} << kMinute14;
    QTest::newRow("60.000 s: the next minute") << qint64{60'000} << kMinute14.addSecs(60);
    QTest::newRow("0.000 s: the first minute") << qint64{0} << kMinute14;
    QTest::newRow("119.999 s: the next minute") << qint64{119'999} << kMinute14.addSecs(60);
}

void TestQuotaMeter::minuteEdges() {
    QFETCH(qint64, offsetMs);
    QFETCH(QDateTime, minute);
    ManualClock clock(kMinute14);
    QuotaMeter meter(&clock);
    clock.advance(offsetMs);
    meter.record(request(Operation::Read));
    const QList<QuotaMinute> minutes = meter.minutes();
    QCOMPARE(minutes.last().start, QuotaMeter::minuteStart(clock.utcNow()));
    int counted = 0;
    for (const QuotaMinute& entry : minutes) {
        if (entry.sentTotal() > 0) {
            QCOMPARE(entry.start, minute);
            counted += entry.sentTotal();
        }
    }
    QCOMPARE(counted, 1);
}

void TestQuotaMeter::keepsTheLastSixtyMinutes() {
    ManualClock clock(kMinute14.addSecs(30));
    QuotaMeter meter(&clock);
    meter.record(request(Operation::Read));
    clock.advance(59 * 60'000); // 14:59:30: the 14:00 minute is the oldest kept
    meter.record(request(Operation::Renew));
    QList<QuotaMinute> minutes = meter.minutes();
    QCOMPARE(minutes.size(), QuotaMeter::kMinutesKept);
    QCOMPARE(minutes.first().start, kMinute14);
    QCOMPARE(minutes.first().sent(Operation::Read), 1);
    QCOMPARE(minutes.last().sent(Operation::Renew), 1);
    for (int i = 1; i < minutes.size(); ++i)
        QCOMPARE(minutes.at(i).start, minutes.at(i - 1).start.addSecs(60));

    clock.advance(60'000); // 15:00:30: 14:00 is gone
    meter.record(request(Operation::Read));
    minutes = meter.minutes();
    QCOMPARE(minutes.size(), QuotaMeter::kMinutesKept);
    QCOMPARE(minutes.first().start, kMinute14.addSecs(60));
    int total = 0;
    for (const QuotaMinute& entry : minutes)
        total += entry.sentTotal();
    QCOMPARE(total, 2);
}

void TestQuotaMeter::learnsProjectUseFromRateLimitHeaders() {
    ManualClock clock(kMinute14.addSecs(40));
    QuotaMeter meter(&clock);
    meter.record(withHeaders(1000, 850, 20));
    QCOMPARE(meter.limit(), 1000);
    QCOMPARE(meter.projectUsedThisMinute(), std::optional<int>(150));
    meter.record(withHeaders(1000, 900, 20)); // an older figure overtaken: keep the highest
    QCOMPARE(meter.projectUsedThisMinute(), std::optional<int>(150));
    meter.record(withHeaders(1000, 700, 19));
    QCOMPARE(meter.projectUsedThisMinute(), std::optional<int>(300));
    QCOMPARE(meter.currentMinute().projectLimit, std::optional<int>(1000));
    QVERIFY(!meter.currentMinute().exhausted);
    QCOMPARE(meter.sentThisMinute(), 3); // the console's own count is separate
}

void TestQuotaMeter::filesProjectUseUnderTheServersWindow_data() {
    QTest::addColumn<qint64>("consoleOffsetMs"); // console time after 14:00:00
    QTest::addColumn<int>("resetSeconds");
    QTest::addColumn<QDateTime>("window");
    // The server is at 14:00:58 (2 s to its window's end) in every row.
    QTest::newRow("clocks agree") << qint64{58'000} << 2 << kMinute14;
    QTest::newRow("console 3 s ahead, already in its next minute")
        << qint64{61'000} << 2 << kMinute14;
    QTest::newRow("console 3 s behind") << qint64{55'000} << 2 << kMinute14;
}

void TestQuotaMeter::filesProjectUseUnderTheServersWindow() {
    QFETCH(qint64, consoleOffsetMs);
    QFETCH(int, resetSeconds);
    QFETCH(QDateTime, window);
    ManualClock clock(kMinute14);
    clock.advance(consoleOffsetMs);
    QuotaMeter meter(&clock);
    meter.record(withHeaders(600, 100, resetSeconds));
    bool found = false;
    for (const QuotaMinute& minute : meter.minutes()) {
        if (minute.projectUsed) {
            QCOMPARE(minute.start, window);
            QCOMPARE(*minute.projectUsed, 500);
            found = true;
        }
    }
    QVERIFY(found);
}

void TestQuotaMeter::rateLimitedWithoutHeadersMarksTheWindowExhausted() {
    ManualClock clock(kMinute14.addSecs(45));
    QuotaMeter meter(&clock);
    QSignalSpy limited(&meter, &QuotaMeter::rateLimited);
    meter.record(rateLimited(15));
    QCOMPARE(limited.size(), 1);
    const auto event = limited.first().first().value<RateLimitEvent>();
    QCOMPARE(event.at, clock.utcNow());
    QCOMPARE(event.retryAfterSeconds, std::optional<int>(15));
    QCOMPARE(event.operation, Operation::Renew);
    const QuotaMinute minute = meter.currentMinute();
    QVERIFY(minute.exhausted);
    QCOMPARE(minute.projectUsed, std::optional<int>(600));
    QCOMPARE(minute.rateLimited.size(), 1);
    QCOMPARE(meter.rateLimitEvents().size(), 1);
    QCOMPARE(meter.blockedUntil(), std::optional<QDateTime>(kMinute14.addSecs(60)));
    clock.advance(14'999);
    QVERIFY(meter.blockedUntil().has_value());
    clock.advance(1);
    QVERIFY(!meter.blockedUntil().has_value());
    QVERIFY(!meter.currentMinute().exhausted); // a new window
}

void TestQuotaMeter::remainingZeroMarksTheWindowExhausted() {
    ManualClock clock(kMinute14.addSecs(5));
    QuotaMeter meter(&clock);
    meter.record(withHeaders(600, 0, 55));
    QVERIFY(meter.currentMinute().exhausted);
    QCOMPARE(meter.projectUsedThisMinute(), std::optional<int>(600));
}

void TestQuotaMeter::secondsUntilReset() {
    ManualClock clock(kMinute14.addMSecs(59'250));
    QuotaMeter meter(&clock);
    QCOMPARE(meter.msUntilReset(), qint64{750});
    clock.advance(750);
    QCOMPARE(meter.msUntilReset(), qint64{60'000});
}

void TestQuotaMeter::clearForgetsEverything() {
    ManualClock clock(kMinute14);
    QuotaMeter meter(&clock);
    meter.record(rateLimited(60));
    meter.clear();
    QCOMPARE(meter.sentThisMinute(), 0);
    QVERIFY(meter.rateLimitEvents().isEmpty());
    QVERIFY(!meter.blockedUntil().has_value());
}

QTEST_GUILESS_MAIN(TestQuotaMeter)
#include "tst_quotameter.moc"
