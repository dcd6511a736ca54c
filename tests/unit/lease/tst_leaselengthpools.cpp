// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The pools a key with little history of its own is judged by (LeaseLengthPools): keys on
// leases about as long as its own, and all keys.

#include "lease/KeyBehaviour.h"
#include "lease/LeaseLengthPools.h"

#include <QTest>

using volcano::BehaviourCounts;
using volcano::KeyBehaviour;
using volcano::LeaseLengthPools;

namespace {

BehaviourCounts leases(double spans, double lapses, double ttlMs) {
    BehaviourCounts counts;
    counts.spans = spans;
    counts.lapses = lapses;
    counts.certainLapses = lapses;
    counts.heldMs = spans * ttlMs;
    counts.releases = 0;
    return counts;
}

// 40 leaders on 30 s leases that never lapsed, 4 keys on 15 s leases that lapsed every
// fourth lease.
LeaseLengthPools leadersAndCrashingKeys() {
    LeaseLengthPools pools;
    for (int i = 0; i < 40; ++i)
        pools.add(30'000, leases(20, 0, 30'000));
    for (int i = 0; i < 4; ++i)
        pools.add(15'000, leases(8, 2, 15'000));
    return pools;
}

double lapseChanceOf(const BehaviourCounts& pool) {
    return KeyBehaviour::pooledLapseChance(pool);
}

} // namespace

class TestLeaseLengthPools : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keysOnTheSameLeaseLengthShareTheirLapses() {
        const LeaseLengthPools pools = leadersAndCrashingKeys();
        const double whole = lapseChanceOf(pools.whole());
        const double short15 = lapseChanceOf(pools.priorFor(15'000));
        const double long30 = lapseChanceOf(pools.priorFor(30'000));
        QVERIFY2(whole < 0.02, qPrintable(QString::number(whole)));
        QVERIFY2(short15 > 0.15, qPrintable(QString::number(short15)));
        QVERIFY2(long30 < whole, qPrintable(QString::number(long30)));
    }

    // A first read sees 2/3 to all of a renewing lease: a 15 s lease seen with 13.5 s left
    // is still judged with the 15 s keys, not with the 30 s ones.
    void aLeaseLengthNearbyCountsAlmostAsMuch() {
        const LeaseLengthPools pools = leadersAndCrashingKeys();
        QVERIFY(lapseChanceOf(pools.priorFor(13'500)) > 0.15);
        QVERIFY(lapseChanceOf(pools.priorFor(22'000)) < 0.05);
    }

    // A key never seen held is judged by the whole pool. A length nothing was learnt about
    // is judged by the whole pool too, but weighted like only kWholePoolSpans leases: between
    // what all keys showed and the prior of a watch list that showed nothing.
    void anUnknownLengthIsJudgedByAllKeys() {
        const LeaseLengthPools pools = leadersAndCrashingKeys();
        const double whole = lapseChanceOf(pools.whole());
        QCOMPARE(lapseChanceOf(pools.priorFor(std::nullopt)), whole);
        const double nothing = lapseChanceOf(BehaviourCounts{});
        const double far = lapseChanceOf(pools.priorFor(300'000));
        QVERIFY2(far > whole && far < nothing, qPrintable(QString::number(far)));
    }

    // How often holders release and free locks are taken stays the whole pool's.
    void releaseAndAcquireRatesAreTheWholePools() {
        LeaseLengthPools pools = leadersAndCrashingKeys();
        BehaviourCounts churn;
        churn.heldMs = 60'000;
        churn.releases = 3;
        churn.freeMs = 30'000;
        churn.acquires = 3;
        pools.add(15'000, churn);
        const BehaviourCounts prior = pools.priorFor(15'000);
        QCOMPARE(KeyBehaviour::pooledReleaseRate(prior),
                 KeyBehaviour::pooledReleaseRate(pools.whole()));
        QCOMPARE(KeyBehaviour::pooledAcquireRate(prior),
                 KeyBehaviour::pooledAcquireRate(pools.whole()));
    }

    // Old evidence fades in every pool alike.
    void scalingFadesEveryPool() {
        LeaseLengthPools pools = leadersAndCrashingKeys();
        const double before = lapseChanceOf(pools.priorFor(15'000));
        pools.scale(0.01);
        const double after = lapseChanceOf(pools.priorFor(15'000));
        QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        QCOMPARE(pools.whole().spans, (40 * 20 + 4 * 8) * 0.01);
    }
};

QTEST_GUILESS_MAIN(TestLeaseLengthPools)
#include "tst_leaselengthpools.moc"
