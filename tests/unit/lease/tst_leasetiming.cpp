// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/LeaseTiming.h"

#include <QTest>

using volcano::LeaseGrant;
using volcano::LeaseTiming;

namespace {

// Server times are offsets from kT0 (the server's clock); monotonic times from kSentMs.
const QDateTime kT0(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC);
constexpr qint64 kSentMs = 100'000;
constexpr qint64 kNone = -1; // "nothing" in an optional column
constexpr qint64 kNinetyDaysMs = 90LL * 24 * 3600 * 1000;

QDateTime server(qint64 offsetMs) {
    return kT0.addMSecs(offsetMs);
}

// A grant served exactly when it was sent, kT0 on the server, with its Date header.
LeaseTiming grantedTiming(qint64 ttlSeconds) {
    LeaseTiming timing(ttlSeconds);
    timing.applyGrant(LeaseGrant{server(ttlSeconds * 1000), 7}, kSentMs, kT0);
    return timing;
}

} // namespace

class TestLeaseTiming : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void renewPoint_data();
    void renewPoint();
    void renewPointCappedBeforeExpiry_data();
    void renewPointCappedBeforeExpiry();
    void localDeadlineFromSendTime_data();
    void localDeadlineFromSendTime();
    void absoluteDeadline_data();
    void absoluteDeadline();
    void backoff_data();
    void backoff();
    void retryAfter_data();
    void retryAfter();
    void renewalUpdatesGrant_data();
    void renewalUpdatesGrant();
    void requestsPerMinute_data();
    void requestsPerMinute();
};

void TestLeaseTiming::renewPoint_data() {
    QTest::addColumn<qint64>("ttlSeconds");
    QTest::addColumn<double>("fraction"); // refused ones keep the default 1/3
    QTest::addColumn<qint64>("dueAfterSendMs");

    QTest::newRow("ttl 30, 1/3") << qint64(30) << 1.0 / 3.0 << qint64(10'000);
    QTest::newRow("ttl 60, 1/2") << qint64(60) << 0.5 << qint64(30'000);
    QTest::newRow("ttl 300, 1/4") << qint64(300) << 0.25 << qint64(75'000);
    QTest::newRow("ttl 3600, 0.9") << qint64(3600) << 0.9 << qint64(3'240'000);
    QTest::newRow("ttl 7, 0.1") << qint64(7) << 0.1 << qint64(700);
    QTest::newRow("ttl 5, 1/3: rounded to the ms") << qint64(5) << 1.0 / 3.0 << qint64(1667);
    QTest::newRow("fraction 0 refused: 1/3 kept") << qint64(30) << 0.0 << qint64(10'000);
    QTest::newRow("fraction 1 refused: 1/3 kept") << qint64(60) << 1.0 << qint64(20'000);
}

void TestLeaseTiming::renewPoint() {
    QFETCH(qint64, ttlSeconds);
    QFETCH(double, fraction);
    QFETCH(qint64, dueAfterSendMs);

    LeaseTiming timing = grantedTiming(ttlSeconds);
    QCOMPARE(timing.setRenewFraction(fraction), fraction > 0.0 && fraction < 1.0);
    QCOMPARE(timing.renewDueMs(), std::optional<qint64>(kSentMs + dueAfterSendMs));
    QVERIFY(timing.fitsBeforeLatestRenewal(*timing.renewDueMs()));
}

void TestLeaseTiming::renewPointCappedBeforeExpiry_data() {
    QTest::addColumn<qint64>("ttlSeconds");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<qint64>("allowanceMs"); // kNone: the default allowance
    QTest::addColumn<qint64>("dueAfterSendMs");

    QTest::newRow("ttl 10, 0.95, no allowance: 1 s before expiry")
        << qint64(10) << 0.95 << qint64(0) << qint64(9000);
    QTest::newRow("ttl 10, 0.95, 500 ms allowance")
        << qint64(10) << 0.95 << qint64(500) << qint64(8500);
    QTest::newRow("ttl 5, 0.9, default allowance") << qint64(5) << 0.9 << kNone << qint64(3500);
    QTest::newRow("ttl 30, 0.99, 2 s allowance")
        << qint64(30) << 0.99 << qint64(2000) << qint64(27'000);
    QTest::newRow("negative allowance counts as zero")
        << qint64(10) << 0.95 << qint64(-300) << qint64(9000);
}

void TestLeaseTiming::renewPointCappedBeforeExpiry() {
    QFETCH(qint64, ttlSeconds);
    QFETCH(double, fraction);
    QFETCH(qint64, allowanceMs);
    QFETCH(qint64, dueAfterSendMs);

    LeaseTiming timing = grantedTiming(ttlSeconds);
    QVERIFY(timing.setRenewFraction(fraction));
    if (allowanceMs != kNone)
        timing.setLateRenewAllowance(std::chrono::milliseconds(allowanceMs));
    const qint64 due = kSentMs + dueAfterSendMs;
    QCOMPARE(timing.renewDueMs(), std::optional<qint64>(due));
    QCOMPARE(timing.latestRenewalMs(), std::optional<qint64>(due));
    QVERIFY(timing.fitsBeforeLatestRenewal(due));
    QVERIFY(!timing.fitsBeforeLatestRenewal(due + 1));
}

void TestLeaseTiming::localDeadlineFromSendTime_data() {
    QTest::addColumn<qint64>("ttlSeconds");
    QTest::addColumn<qint64>("answeredAfterMs"); // since the request was sent
    QTest::addColumn<qint64>("deadlineAfterSendMs");
    QTest::addColumn<bool>("lost");

    QTest::newRow("answered in 50 ms") << qint64(30) << qint64(50) << qint64(30'000) << false;
    QTest::newRow("answered after 10 s: still sent + ttl")
        << qint64(30) << qint64(10'000) << qint64(30'000) << false;
    QTest::newRow("answered 1 ms before the deadline")
        << qint64(5) << qint64(4999) << qint64(5000) << false;
    QTest::newRow("answered at the deadline: lost")
        << qint64(5) << qint64(5000) << qint64(5000) << true;
    QTest::newRow("answered after the deadline: lost")
        << qint64(30) << qint64(31'000) << qint64(30'000) << true;
}

void TestLeaseTiming::localDeadlineFromSendTime() {
    QFETCH(qint64, ttlSeconds);
    QFETCH(qint64, answeredAfterMs);
    QFETCH(qint64, deadlineAfterSendMs);
    QFETCH(bool, lost);

    const LeaseTiming timing = grantedTiming(ttlSeconds);
    QCOMPARE(timing.localDeadlineMs(), std::optional<qint64>(kSentMs + deadlineAfterSendMs));
    QCOMPARE(timing.isPastDeadline(kSentMs + answeredAfterMs), lost);
}

void TestLeaseTiming::absoluteDeadline_data() {
    QTest::addColumn<qint64>("ttlSeconds");
    QTest::addColumn<QDateTime>("startHint"); // invalid: none
    QTest::addColumn<qint64>("expiresAtMs");
    QTest::addColumn<QDateTime>("date"); // invalid: no Date header
    QTest::addColumn<QDateTime>("deadline");
    QTest::addColumn<bool>("capped");

    QTest::newRow("no hint: expires_at - ttl + 90 d")
        << qint64(30) << QDateTime() << qint64(30'000) << kT0 << server(kNinetyDaysMs) << false;
    QTest::newRow("hint: start + 90 d")
        << qint64(30) << server(-10 * 86'400'000LL) << qint64(30'000) << kT0
        << server(80 * 86'400'000LL) << false;
    QTest::newRow("grant ends at the deadline: capped")
        << qint64(30) << server(10'000 - kNinetyDaysMs) << qint64(10'000) << QDateTime()
        << server(10'000) << true;
    QTest::newRow("90-day TTL: the first grant is capped")
        << qint64(7'776'000) << QDateTime() << kNinetyDaysMs << kT0 << server(kNinetyDaysMs)
        << true;
    QTest::newRow("Date shows an earlier serve: capped at expires_at")
        << qint64(30) << QDateTime() << qint64(10'000) << kT0 << server(10'000) << true;
    QTest::newRow("Date within its second: not capped")
        << qint64(30) << QDateTime() << qint64(30'000) << server(1000) << server(kNinetyDaysMs)
        << false;
    QTest::newRow("Date 1 ms past its second: capped")
        << qint64(30) << QDateTime() << qint64(30'000) << server(1001) << server(30'000) << true;
}

void TestLeaseTiming::absoluteDeadline() {
    QFETCH(qint64, ttlSeconds);
    QFETCH(QDateTime, startHint);
    QFETCH(qint64, expiresAtMs);
    QFETCH(QDateTime, date);
    QFETCH(QDateTime, deadline);
    QFETCH(bool, capped);

    LeaseTiming timing(ttlSeconds);
    if (startHint.isValid())
        timing.setAcquisitionStartHint(startHint);
    timing.applyGrant(LeaseGrant{server(expiresAtMs), 7}, kSentMs, date);
    QCOMPARE(timing.absoluteDeadline(), deadline);
    QCOMPARE(timing.capped(), capped);
    // A capped grant is not renewed: renewing no longer extends the lease.
    QCOMPARE(timing.renewDueMs().has_value(), !capped);
}

void TestLeaseTiming::backoff_data() {
    QTest::addColumn<int>("failuresInRow");
    QTest::addColumn<qint64>("waitMs");

    QTest::newRow("1st failure: 1 s") << 1 << qint64(1000);
    QTest::newRow("2nd failure: 2 s") << 2 << qint64(2000);
    QTest::newRow("3rd failure: 4 s") << 3 << qint64(4000);
    QTest::newRow("4th failure: 8 s") << 4 << qint64(8000);
    QTest::newRow("5th failure: bounded at 8 s") << 5 << qint64(8000);
    QTest::newRow("100th failure: bounded, no overflow") << 100 << qint64(8000);
}

void TestLeaseTiming::backoff() {
    QFETCH(int, failuresInRow);
    QFETCH(qint64, waitMs);

    QCOMPARE(LeaseTiming::backoffMs(failuresInRow), waitMs);
    LeaseTiming timing = grantedTiming(30);
    for (int i = 0; i < failuresInRow; ++i)
        timing.renewalFailed();
    QCOMPARE(timing.failuresInRow(), failuresInRow);
    QCOMPARE(timing.backoffMs(), waitMs);
}

void TestLeaseTiming::retryAfter_data() {
    QTest::addColumn<bool>("hasRetryAfter");
    QTest::addColumn<qint64>("retryAfterSeconds");
    QTest::addColumn<qint64>("waitMs");

    QTest::newRow("Retry-After: 1") << true << qint64(1) << qint64(1000);
    QTest::newRow("Retry-After: 42") << true << qint64(42) << qint64(42'000);
    QTest::newRow("no Retry-After: 1 s") << false << qint64(0) << qint64(1000);
}

void TestLeaseTiming::retryAfter() {
    QFETCH(bool, hasRetryAfter);
    QFETCH(qint64, retryAfterSeconds);
    QFETCH(qint64, waitMs);

    const auto header = hasRetryAfter ? std::optional(retryAfterSeconds) : std::nullopt;
    QCOMPARE(LeaseTiming::retryAfterMs(header), waitMs);
}

void TestLeaseTiming::renewalUpdatesGrant_data() {
    QTest::addColumn<qint64>("deadlineAtMs");  // the acquisition's 90-day deadline, from kT0
    QTest::addColumn<qint64>("renewSentMs");   // after the acquire was sent
    QTest::addColumn<qint64>("renewServedMs"); // on the server, from kT0
    QTest::addColumn<qint64>("renewExpiresAtMs");
    QTest::addColumn<qint64>("localDeadlineMs"); // after the acquire was sent
    QTest::addColumn<qint64>("renewDueMs");      // after the acquire was sent; kNone: none

    QTest::newRow("renewed at 10 s") << kNinetyDaysMs << qint64(10'000) << qint64(10'000)
                                     << qint64(40'000) << qint64(40'000) << qint64(20'000);
    QTest::newRow("renewed late, at 28 s") << kNinetyDaysMs << qint64(28'000) << qint64(28'000)
                                           << qint64(58'000) << qint64(58'000) << qint64(38'000);
    QTest::newRow("served 200 ms after sending: deadline from the send")
        << kNinetyDaysMs << qint64(10'000) << qint64(10'200) << qint64(40'200) << qint64(40'000)
        << qint64(20'000);
    QTest::newRow("capped at 35 s: deadline at expires_at, no more renewals")
        << qint64(35'000) << qint64(10'000) << qint64(10'000) << qint64(35'000) << qint64(35'000)
        << kNone;
}

void TestLeaseTiming::renewalUpdatesGrant() {
    QFETCH(qint64, deadlineAtMs);
    QFETCH(qint64, renewSentMs);
    QFETCH(qint64, renewServedMs);
    QFETCH(qint64, renewExpiresAtMs);
    QFETCH(qint64, localDeadlineMs);
    QFETCH(qint64, renewDueMs);

    LeaseTiming timing(30);
    timing.setAcquisitionStartHint(server(deadlineAtMs - kNinetyDaysMs));
    timing.applyGrant(LeaseGrant{server(30'000), 7}, kSentMs, kT0);
    timing.renewalFailed();
    timing.renewalFailed();

    const LeaseGrant renewal{server(renewExpiresAtMs), 7};
    const QDateTime date = server(renewServedMs - renewServedMs % 1000);
    timing.applyGrant(renewal, kSentMs + renewSentMs, date);
    QCOMPARE(timing.grant(), std::optional(renewal));
    QCOMPARE(timing.localDeadlineMs(), std::optional<qint64>(kSentMs + localDeadlineMs));
    const auto due = renewDueMs == kNone ? std::nullopt : std::optional(kSentMs + renewDueMs);
    QCOMPARE(timing.renewDueMs(), due);
    QCOMPARE(timing.capped(), renewDueMs == kNone);
    QCOMPARE(timing.absoluteDeadline(), server(deadlineAtMs));
    // A grant ends the run of failures: the back-off starts again at 1 s.
    QCOMPARE(timing.failuresInRow(), 0);
    QCOMPARE(timing.backoffMs(), qint64(LeaseTiming::kBackoffInitial.count()));
}

void TestLeaseTiming::requestsPerMinute_data() {
    QTest::addColumn<qint64>("ttlSeconds");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<bool>("autoRenew");
    QTest::addColumn<int>("requests");

    QTest::newRow("ttl 30, 1/3: 6 renewals + 1") << qint64(30) << 1.0 / 3.0 << true << 7;
    QTest::newRow("ttl 5, 1/3: 36 renewals + 1") << qint64(5) << 1.0 / 3.0 << true << 37;
    QTest::newRow("ttl 7, 1/3: 25.7 rounded up + 1") << qint64(7) << 1.0 / 3.0 << true << 27;
    QTest::newRow("ttl 60, 1/2: 2 renewals + 1") << qint64(60) << 0.5 << true << 3;
    QTest::newRow("auto-renew off: 1") << qint64(5) << 1.0 / 3.0 << false << 1;
}

void TestLeaseTiming::requestsPerMinute() {
    QFETCH(qint64, ttlSeconds);
    QFETCH(double, fraction);
    QFETCH(bool, autoRenew);
    QFETCH(int, requests);

    LeaseTiming timing(ttlSeconds);
    QVERIFY(timing.setRenewFraction(fraction));
    QCOMPARE(timing.requestsPerMinute(autoRenew), requests);
}

QTEST_GUILESS_MAIN(TestLeaseTiming)
#include "tst_leasetiming.moc"
