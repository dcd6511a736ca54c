// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/SteadyKeyClass.h"

#include <QTest>

using volcano::SteadyKeyClass;

namespace {

constexpr qint64 kMinute = 60'000;
constexpr double kPerHour = 3600.0 * 1000.0;

} // namespace

class TestSteadyKeyClass : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void withoutMembersItIsThePrior();
    void membersWatchedWithoutChangeLowerTheRate();
    void changesOfMembersRaiseIt();
    void oldEvidenceFades();
};

void TestSteadyKeyClass::withoutMembersItIsThePrior() {
    const SteadyKeyClass steady;
    QCOMPARE(steady.ratePerMs() * kPerHour, 1.0); // one change an hour
}

// 30 members read every 5 minutes for an hour, none changing: 30 member-hours and the prior's
// one hour hold one change.
void TestSteadyKeyClass::membersWatchedWithoutChangeLowerTheRate() {
    SteadyKeyClass steady;
    for (int member = 0; member < 30; ++member)
        for (int read = 0; read < 12; ++read)
            steady.observe(5 * kMinute, false);
    QVERIFY(qAbs(steady.ratePerMs() * kPerHour - 1.0 / 31.0) < 1e-9);
}

// Members that change count: ten member-hours with ten changes (each halfway between two
// reads an hour apart) make about one change an hour, whatever the others did.
void TestSteadyKeyClass::changesOfMembersRaiseIt() {
    SteadyKeyClass steady;
    for (int member = 0; member < 10; ++member)
        steady.observe(60 * kMinute, false);
    const double quiet = steady.ratePerMs();
    for (int member = 0; member < 10; ++member)
        steady.observe(2 * kMinute, true); // one minute watched each, one change
    const double rate = steady.ratePerMs() * kPerHour;
    QVERIFY(steady.ratePerMs() > 5 * quiet);
    QVERIFY2(qAbs(rate - 11.0 / (10.0 + 10.0 / 60.0 + 1.0)) < 1e-9,
             qPrintable(QString::number(rate)));
}

void TestSteadyKeyClass::oldEvidenceFades() {
    SteadyKeyClass steady;
    steady.observe(60 * kMinute, true);
    steady.fade(0.0);
    QCOMPARE(steady.ratePerMs() * kPerHour, 1.0);
}

QTEST_GUILESS_MAIN(TestSteadyKeyClass)
#include "tst_steadykeyclass.moc"
