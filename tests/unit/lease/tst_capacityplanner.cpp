// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/CapacityPlanner.h"

#include <QTest>

using volcano::CapacityInputs;
using volcano::CapacityPlan;
using volcano::CapacityPlanner;

class TestCapacityPlanner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void contractQuotaTable_data();
    void contractQuotaTable();
    void otherRequestsTakeRoomFromHolders();
    void renewFractionChangesTheCost();
    void takeoverDelayAfterACrash();
    void totalsAgainstTheLimit();
    void seriesOfMaxHoldersAgainstTtl();
    void defaultSeriesIncludesTheCurrentTtl();
    void nonsenseInputsGiveZeroNotGarbage();
};

namespace {

CapacityInputs holdersOnly(qint64 ttl, double headroomPercent) {
    CapacityInputs inputs;
    inputs.ttlSeconds = ttl;
    inputs.pollingPerMinute = 0;
    inputs.contenders = 0;
    inputs.headroomPercent = headroomPercent;
    return inputs;
}

} // namespace

void TestCapacityPlanner::contractQuotaTable_data() {
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<double>("renewalsPerMinute");
    QTest::addColumn<int>("maxAt100");
    QTest::addColumn<int>("maxAt80");
    // contract.md, "Quota planning", every row.
    QTest::newRow("ttl 5") << qint64{5} << 36.0 << 16 << 13;
    QTest::newRow("ttl 10") << qint64{10} << 18.0 << 33 << 26;
    QTest::newRow("ttl 15") << qint64{15} << 12.0 << 50 << 40;
    QTest::newRow("ttl 30") << qint64{30} << 6.0 << 100 << 80;
    QTest::newRow("ttl 60") << qint64{60} << 3.0 << 200 << 160;
    QTest::newRow("ttl 120") << qint64{120} << 1.5 << 400 << 320;
    QTest::newRow("ttl 300") << qint64{300} << 0.6 << 1000 << 800;
}

void TestCapacityPlanner::contractQuotaTable() {
    QFETCH(qint64, ttl);
    QFETCH(double, renewalsPerMinute);
    QFETCH(int, maxAt100);
    QFETCH(int, maxAt80);

    const CapacityPlan full = CapacityPlanner::plan(holdersOnly(ttl, 0));
    QVERIFY(qAbs(full.renewalsPerMinutePerHolder - renewalsPerMinute) < 1e-9);
    QCOMPARE(full.maxHolders, maxAt100);
    QCOMPARE(full.maxHoldersAtFullLimit, maxAt100);
    QCOMPARE(full.maxHoldersAt80Percent, maxAt80);

    const CapacityPlan eighty = CapacityPlanner::plan(holdersOnly(ttl, 20));
    QCOMPARE(eighty.maxHolders, maxAt80);
    // And the boundary itself: exactly the max fits, one more does not.
    CapacityInputs atMax = holdersOnly(ttl, 0);
    atMax.holders = maxAt100;
    QVERIFY(CapacityPlanner::plan(atMax).fits);
    atMax.holders = maxAt100 + 1;
    QVERIFY(!CapacityPlanner::plan(atMax).fits);
}

void TestCapacityPlanner::otherRequestsTakeRoomFromHolders() {
    CapacityInputs inputs = holdersOnly(30, 20); // 480 usable, 6 per holder
    inputs.pollingPerMinute = 60;                // 420 left
    inputs.contenders = 10;
    inputs.contenderRetrySeconds = 5; // 10 x 12 = 120 a minute: 300 left
    const CapacityPlan plan = CapacityPlanner::plan(inputs);
    QCOMPARE(plan.contenderAcquiresPerMinute, 120.0);
    QCOMPARE(plan.pollingPerMinute, 60.0);
    QCOMPARE(plan.usablePerMinute, 480.0);
    QCOMPARE(plan.maxHolders, 50);
    QCOMPARE(plan.maxHoldersAtFullLimit, 100); // the table's figure ignores the others
}

void TestCapacityPlanner::renewFractionChangesTheCost() {
    CapacityInputs inputs = holdersOnly(30, 0);
    inputs.renewFraction = 0.5; // every 15 s: 4 a minute
    const CapacityPlan plan = CapacityPlanner::plan(inputs);
    QCOMPARE(plan.renewalsPerMinutePerHolder, 4.0);
    QCOMPARE(plan.maxHolders, 150);
}

void TestCapacityPlanner::takeoverDelayAfterACrash() {
    CapacityInputs inputs = holdersOnly(30, 20);
    inputs.contenders = 2;
    inputs.contenderRetrySeconds = 2.5;
    const CapacityPlan plan = CapacityPlanner::plan(inputs);
    QCOMPARE(plan.worstCaseTakeoverDelayMs, 31000); // ttl + 1 s after the last renewal
    QCOMPARE(plan.worstCaseContenderTakeoverMs, 33500);
}

void TestCapacityPlanner::totalsAgainstTheLimit() {
    CapacityInputs inputs = holdersOnly(60, 20);
    inputs.holders = 100; // 300 a minute
    inputs.pollingPerMinute = 60;
    inputs.contenders = 4;
    inputs.contenderRetrySeconds = 10; // 24 a minute
    const CapacityPlan plan = CapacityPlanner::plan(inputs);
    QCOMPARE(plan.renewalsPerMinute, 300.0);
    QCOMPARE(plan.totalPerMinute, 384.0);
    QCOMPARE(plan.utilisation, 0.64);
    QVERIFY(plan.fits);
    inputs.holders = 133; // 399 + 84 = 483 > 480
    QVERIFY(!CapacityPlanner::plan(inputs).fits);
}

void TestCapacityPlanner::seriesOfMaxHoldersAgainstTtl() {
    const auto series =
        CapacityPlanner::maxHoldersSeries(holdersOnly(30, 20), {5, 10, 15, 30, 60, 120, 300});
    QCOMPARE(series.size(), 7);
    const QList<int> expected{13, 26, 40, 80, 160, 320, 800};
    for (int i = 0; i < series.size(); ++i)
        QCOMPARE(series.at(i).maxHolders, expected.at(i));
    QCOMPARE(series.at(3).ttlSeconds, 30);
}

void TestCapacityPlanner::defaultSeriesIncludesTheCurrentTtl() {
    const QList<qint64> ttls = CapacityPlanner::defaultSeriesTtls(42);
    QVERIFY(ttls.contains(42));
    QVERIFY(std::is_sorted(ttls.begin(), ttls.end()));
    QCOMPARE(ttls.first(), 5);
    QCOMPARE(CapacityPlanner::defaultSeriesTtls(30).count(30), 1);
}

void TestCapacityPlanner::nonsenseInputsGiveZeroNotGarbage() {
    CapacityInputs inputs = holdersOnly(30, 20);
    inputs.pollingPerMinute = 1000; // more than the limit
    QCOMPARE(CapacityPlanner::plan(inputs).maxHolders, 0);
    inputs = holdersOnly(0, 0);
    QCOMPARE(CapacityPlanner::plan(inputs).maxHolders, 0);
    QCOMPARE(CapacityPlanner::renewalsPerMinutePerHolder(30, 0.0), 0.0);
}

QTEST_GUILESS_MAIN(TestCapacityPlanner)
#include "tst_capacityplanner.moc"
