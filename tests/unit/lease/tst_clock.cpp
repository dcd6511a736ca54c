// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/SystemClock.h"
#include "support/ManualClock.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTest>

#include <memory>

using volcano::Clock;
using volcano::test::ManualClock;

class TestClock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void manualClockStandsStillUntilAdvanced();
    void advanceFiresDueCallbacksInDueOrderAtTheirInstants();
    void callbacksSetWhileAdvancingFireInTheSameAdvance();
    void tiesFireInTheOrderTheyWereSet();
    void cancelledCallbackNeverRuns();
    void callbackOfDestroyedContextNeverRuns();
    void alreadyDueCallbackRunsFromTheEventLoop();
    void setUtcNowMovesOnlyTheWallClock();
    void systemClockCallsBackNotBeforeTheDueInstant();
    void systemClockCancelStopsTheCallback();
};

void TestClock::manualClockStandsStillUntilAdvanced() {
    const QDateTime start(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC);
    ManualClock clock(start, 5000);
    QCOMPARE(clock.utcNow(), start);
    QCOMPARE(clock.monotonicMs(), 5000);
    clock.advance(1500);
    QCOMPARE(clock.utcNow(), start.addMSecs(1500));
    QCOMPARE(clock.monotonicMs(), 6500);
    QCOMPARE(clock.utcAt(7500), start.addMSecs(2500));
}

void TestClock::advanceFiresDueCallbacksInDueOrderAtTheirInstants() {
    ManualClock clock;
    const qint64 t0 = clock.monotonicMs();
    QList<std::pair<int, qint64>> fired;
    clock.callAt(t0 + 300, nullptr, [&] { fired.append({3, clock.monotonicMs()}); });
    clock.callAt(t0 + 100, nullptr, [&] { fired.append({1, clock.monotonicMs()}); });
    clock.callAt(t0 + 200, nullptr, [&] { fired.append({2, clock.monotonicMs()}); });
    clock.advance(250);
    const QList<std::pair<int, qint64>> firstTwo{{1, t0 + 100}, {2, t0 + 200}};
    QCOMPARE(fired, firstTwo);
    QCOMPARE(clock.monotonicMs(), t0 + 250);
    QCOMPARE(clock.pendingCallbacks(), 1);
    QCOMPARE(clock.nextDueMs(), t0 + 300);
    clock.advance(50);
    QCOMPARE(fired.size(), 3);
    QCOMPARE(fired.last(), (std::pair<int, qint64>{3, t0 + 300}));
    QCOMPARE(clock.nextDueMs(), -1);
}

void TestClock::callbacksSetWhileAdvancingFireInTheSameAdvance() {
    ManualClock clock;
    const qint64 t0 = clock.monotonicMs();
    QList<qint64> fired;
    std::function<void()> tick = [&] {
        fired.append(clock.monotonicMs() - t0);
        if (fired.size() < 5)
            clock.callAfter(1000, nullptr, tick);
    };
    clock.callAfter(1000, nullptr, tick);
    clock.advance(3500);
    QCOMPARE(fired, (QList<qint64>{1000, 2000, 3000}));
    clock.advance(10000);
    QCOMPARE(fired, (QList<qint64>{1000, 2000, 3000, 4000, 5000}));
}

void TestClock::tiesFireInTheOrderTheyWereSet() {
    ManualClock clock;
    QString order;
    clock.callAfter(10, nullptr, [&] { order += u'a'; });
    clock.callAfter(10, nullptr, [&] { order += u'b'; });
    clock.callAfter(5, nullptr, [&] { order += u'c'; });
    clock.advance(10);
    QCOMPARE(order, QStringLiteral("cab"));
}

void TestClock::cancelledCallbackNeverRuns() {
    ManualClock clock;
    bool ran = false;
    const int id = clock.callAfter(100, nullptr, [&] { ran = true; });
    QVERIFY(id > 0);
    clock.cancel(id);
    clock.cancel(id + 1000); // unknown ids are ignored
    clock.advance(1000);
    QVERIFY(!ran);
}

void TestClock::callbackOfDestroyedContextNeverRuns() {
    ManualClock clock;
    bool ran = false;
    auto context = std::make_unique<QObject>();
    clock.callAfter(100, context.get(), [&] { ran = true; });
    context.reset();
    clock.advance(200);
    QVERIFY(!ran);
}

void TestClock::alreadyDueCallbackRunsFromTheEventLoop() {
    ManualClock clock;
    bool ran = false;
    clock.callAt(clock.monotonicMs() - 5, nullptr, [&] { ran = true; });
    QVERIFY(!ran); // never synchronously: the caller may still be mid-update
    QTRY_VERIFY(ran);
}

void TestClock::setUtcNowMovesOnlyTheWallClock() {
    ManualClock clock;
    const qint64 before = clock.monotonicMs();
    const QDateTime stepped(QDate(2030, 1, 1), QTime(0, 0), Qt::UTC);
    bool ran = false;
    clock.callAfter(100, nullptr, [&] { ran = true; });
    clock.setUtcNow(stepped);
    QCOMPARE(clock.utcNow(), stepped);
    QCOMPARE(clock.monotonicMs(), before);
    QVERIFY(!ran);
    clock.advance(100);
    QVERIFY(ran);
    QCOMPARE(clock.utcNow(), stepped.addMSecs(100));
}

void TestClock::systemClockCallsBackNotBeforeTheDueInstant() {
    const Clock& clock = Clock::system();
    QObject context;
    const qint64 due = clock.monotonicMs() + 30;
    qint64 firedAt = -1;
    clock.callAt(due, &context, [&] { firedAt = clock.monotonicMs(); });
    QTRY_VERIFY(firedAt >= 0);
    QVERIFY2(firedAt >= due, qPrintable(QStringLiteral("fired %1 ms early").arg(due - firedAt)));
}

void TestClock::systemClockCancelStopsTheCallback() {
    const Clock& clock = Clock::system();
    QObject context;
    bool cancelledRan = false;
    bool otherRan = false;
    const int id = clock.callAfter(10, &context, [&] { cancelledRan = true; });
    clock.callAfter(40, &context, [&] { otherRan = true; });
    clock.cancel(id);
    QTRY_VERIFY(otherRan);
    QVERIFY(!cancelledRan);
}

QTEST_GUILESS_MAIN(TestClock)
#include "tst_clock.moc"
