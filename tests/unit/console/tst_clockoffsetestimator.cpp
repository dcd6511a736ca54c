// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/ClockOffsetEstimator.h"
#include "support/ManualClock.h"

#include <QSignalSpy>
#include <QTest>

using namespace volcano;

// Offset between the server's clock and the console's, from lease grants (precise) and the
// Date header (whole seconds).
class TestClockOffsetEstimator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();

    void noSampleNoOffset();
    void leaseSample_data();
    void leaseSample();
    void dateSampleUsesMiddleOfTheSecond();
    void smoothsNoise();
    void jumpReplacesEstimate();
    void prefersLeaseOverDate();
    void dateContradictingLeaseWins();
    void leaseEstimateAgesOut();
    void ignoresUnusableResults();
    void serverTimeOfClampsToDate_data();
    void serverTimeOfClampsToDate();
    void conversions();

private:
    // A result sent now on the console clock, answered after latencyMs, whose server clock
    // read (console time + offsetMs) at the midpoint.
    OperationResult grant(qint64 offsetMs, qint64 latencyMs, qint64 ttlSeconds) const;
    OperationResult withDate(qint64 offsetMs, qint64 latencyMs) const;

    std::unique_ptr<test::ManualClock> m_clock;
};

void TestClockOffsetEstimator::init() {
    m_clock = std::make_unique<test::ManualClock>();
}

OperationResult TestClockOffsetEstimator::grant(qint64 offsetMs, qint64 latencyMs,
                                                qint64 ttlSeconds) const {
    OperationResult result;
    result.operation = Operation::Acquire;
    result.key = QStringLiteral("k");
    result.httpStatus = 200;
    result.sentAtUtc = m_clock->utcNow();
    result.latencyMs = latencyMs;
    const QDateTime serverAtMiddle = result.sentAtUtc.addMSecs(latencyMs / 2 + offsetMs);
    result.grant = LeaseGrant{serverAtMiddle.addSecs(ttlSeconds), 42};
    return result;
}

OperationResult TestClockOffsetEstimator::withDate(qint64 offsetMs, qint64 latencyMs) const {
    OperationResult result;
    result.operation = Operation::Read;
    result.httpStatus = 200;
    result.sentAtUtc = m_clock->utcNow();
    result.latencyMs = latencyMs;
    const QDateTime serverAtMiddle = result.sentAtUtc.addMSecs(latencyMs / 2 + offsetMs);
    // The Date header truncates to the whole second.
    result.serverDate = QDateTime::fromSecsSinceEpoch(serverAtMiddle.toSecsSinceEpoch(), Qt::UTC);
    return result;
}

void TestClockOffsetEstimator::noSampleNoOffset() {
    ClockOffsetEstimator estimator(m_clock.get());
    QVERIFY(!estimator.offsetMs());
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::None);
    QCOMPARE(estimator.serverNow(), m_clock->utcNow());
}

void TestClockOffsetEstimator::leaseSample_data() {
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<qint64>("latency");
    QTest::newRow("server ahead 3.25 s") << qint64(3250) << qint64(40);
    QTest::newRow("server behind 12 s") << qint64(-12000) << qint64(200);
    QTest::newRow("in step, instant answer") << qint64(0) << qint64(0);
}

void TestClockOffsetEstimator::leaseSample() {
    QFETCH(qint64, offset);
    QFETCH(qint64, latency);
    ClockOffsetEstimator estimator(m_clock.get());
    QSignalSpy changed(&estimator, &ClockOffsetEstimator::offsetChanged);
    estimator.addLeaseSample(grant(offset, latency, 30), 30);
    QCOMPARE(*estimator.offsetMs(), offset);
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::LeaseGrant);
    QCOMPARE(estimator.uncertaintyMs(), std::max<qint64>(1, latency / 2));
    QCOMPARE(changed.count(), 1); // the first sample always announces an offset
    QCOMPARE(estimator.serverNow(), m_clock->utcNow().addMSecs(offset));
}

void TestClockOffsetEstimator::dateSampleUsesMiddleOfTheSecond() {
    ClockOffsetEstimator estimator(m_clock.get());
    // Console 14:00:00.000 (+10 ms midpoint); server 7.3 s ahead: Date says 14:00:07.
    estimator.addDateSample(withDate(7300, 20));
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::DateHeader);
    // Date 14:00:07 + 500 ms against a midpoint of 14:00:00.010.
    QCOMPARE(*estimator.offsetMs(), qint64(7490));
    QCOMPARE(estimator.uncertaintyMs(), qint64(510));
    QVERIFY(std::abs(*estimator.offsetMs() - 7300) <= estimator.uncertaintyMs());
}

void TestClockOffsetEstimator::smoothsNoise() {
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addLeaseSample(grant(1000, 10, 30), 30);
    m_clock->advance(1000);
    estimator.addLeaseSample(grant(1500, 10, 30), 30);
    // One fifth of the way towards the new sample.
    QCOMPARE(*estimator.offsetMs(), qint64(1100));
}

void TestClockOffsetEstimator::jumpReplacesEstimate() {
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addLeaseSample(grant(1000, 10, 30), 30);
    m_clock->advance(1000);
    estimator.addLeaseSample(grant(1000 + ClockOffsetEstimator::kJumpThresholdMs + 1, 10, 30), 30);
    QCOMPARE(*estimator.offsetMs(), 1000 + ClockOffsetEstimator::kJumpThresholdMs + 1);
}

void TestClockOffsetEstimator::prefersLeaseOverDate() {
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addDateSample(withDate(2200, 20));
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::DateHeader);
    estimator.addLeaseSample(grant(2200, 20, 60), 60);
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::LeaseGrant);
    QCOMPARE(*estimator.offsetMs(), qint64(2200));
    // More Date samples do not blur the precise figure.
    m_clock->advance(500);
    estimator.addDateSample(withDate(2200, 20));
    QCOMPARE(*estimator.offsetMs(), qint64(2200));
}

void TestClockOffsetEstimator::dateContradictingLeaseWins() {
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addLeaseSample(grant(0, 20, 60), 60);
    estimator.addDateSample(withDate(0, 20));
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::LeaseGrant);
    // The server's clock stepped 30 s: the Date header shows it before any new lease does.
    m_clock->advance(1000);
    estimator.addDateSample(withDate(30'000, 20));
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::DateHeader);
    QVERIFY(std::abs(*estimator.offsetMs() - 30'000) <= estimator.uncertaintyMs());
}

void TestClockOffsetEstimator::leaseEstimateAgesOut() {
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addLeaseSample(grant(300, 20, 60), 60);
    estimator.addDateSample(withDate(300, 20));
    m_clock->advance(ClockOffsetEstimator::kLeaseSampleMaxAgeMs);
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::LeaseGrant);
    m_clock->advance(1);
    QCOMPARE(estimator.source(), ClockOffsetEstimator::Source::DateHeader);
}

void TestClockOffsetEstimator::ignoresUnusableResults() {
    ClockOffsetEstimator estimator(m_clock.get());
    OperationResult failed = grant(100, 10, 30);
    failed.error = ApiError{};
    estimator.addLeaseSample(failed, 30);
    OperationResult read = grant(100, 10, 30);
    read.operation = Operation::Read;
    estimator.addLeaseSample(read, 30);
    OperationResult noDate = withDate(100, 10);
    noDate.serverDate = {};
    estimator.addDateSample(noDate);
    QVERIFY(!estimator.offsetMs());
}

void TestClockOffsetEstimator::serverTimeOfClampsToDate_data() {
    QTest::addColumn<qint64>("estimatedOffset");
    QTest::addColumn<qint64>("trueOffset");
    QTest::addColumn<qint64>("expectedFromDate"); // ms after the Date header value
    QTest::newRow("estimate inside the second") << qint64(400) << qint64(400) << qint64(405);
    QTest::newRow("estimate behind: Date floor") << qint64(0) << qint64(10'500) << qint64(0);
    QTest::newRow("estimate ahead: end of second") << qint64(20'000) << qint64(0) << qint64(999);
}

void TestClockOffsetEstimator::serverTimeOfClampsToDate() {
    QFETCH(qint64, estimatedOffset);
    QFETCH(qint64, trueOffset);
    QFETCH(qint64, expectedFromDate);
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addLeaseSample(grant(estimatedOffset, 10, 30), 30);
    const OperationResult read = withDate(trueOffset, 10);
    QCOMPARE(estimator.serverTimeOf(read), read.serverDate.addMSecs(expectedFromDate));
}

void TestClockOffsetEstimator::conversions() {
    ClockOffsetEstimator estimator(m_clock.get());
    estimator.addLeaseSample(grant(-4000, 0, 30), 30);
    const QDateTime console = m_clock->utcNow();
    QCOMPARE(estimator.toServerTime(console), console.addMSecs(-4000));
    QCOMPARE(estimator.toConsoleTime(console.addMSecs(-4000)), console);
    estimator.reset();
    QVERIFY(!estimator.offsetMs());
}

QTEST_GUILESS_MAIN(TestClockOffsetEstimator)
#include "tst_clockoffsetestimator.moc"
