// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// What a key's reads teach about its holders' tenure (KeyBehaviour::meanTenureMs), which
// the poll planner's free-watch reads go by, and when a lease is taken for one that runs out
// unrenewed (KeyBehaviour::isDying), which its takeover reads go by.

#include "LockStates.h"
#include "lease/KeyBehaviour.h"

#include <QTest>

using volcano::BehaviourCounts;
using volcano::KeyBehaviour;
using volcano::LockState;
using volcano::test::freeLock;
using volcano::test::heldLock;

namespace {

const qint64 kT0 = QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC).toMSecsSinceEpoch();

struct Reading {
    qint64 atMs = 0;
    LockState state;
};

// A lease of 30 s (as a read after the first one learns), read again when 13 s of it were
// left: less than half, so its holder looks to have missed a renewal.
const QList<Reading> kSeenOverdue = {{kT0, heldLock(kT0 + 30'000, 7)},
                                     {kT0 + 5'000, heldLock(kT0 + 35'000, 7)},
                                     {kT0 + 22'000, heldLock(kT0 + 35'000, 7)}};

KeyBehaviour learnt(const QList<Reading>& readings) {
    KeyBehaviour behaviour;
    const BehaviourCounts pool;
    for (qsizetype i = 1; i < readings.size(); ++i)
        behaviour.observe(readings.at(i - 1).state, readings.at(i - 1).atMs, readings.at(i).state,
                          readings.at(i).atMs, 0, pool);
    return behaviour;
}

} // namespace

class TestKeyBehaviour : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // First read mid-tenure, then its holder stops renewing (seen in the last half second of
    // the lease) and the lock is free: an end seen, no start. A lease that ran out lasted at
    // least one lease, so the tenure is known to be at least the TTL.
    void tenureOfAKeySeenOnlyLapsingIsAtLeastALease() {
        const KeyBehaviour behaviour = learnt({{kT0, heldLock(kT0 + 15'000, 7)},
                                               {kT0 + 5'000, heldLock(kT0 + 20'000, 7)},
                                               {kT0 + 19'500, heldLock(kT0 + 20'000, 7)},
                                               {kT0 + 21'200, freeLock()}});
        QCOMPARE(behaviour.ttlMs(), 15'000);
        QVERIFY(behaviour.counts().certainLapses >= 1.0);
        const auto tenure = behaviour.meanTenureMs();
        QVERIFY(tenure.has_value());
        QVERIFY2(*tenure >= 15'000.0 && *tenure <= 21'200.0, qPrintable(QString::number(*tenure)));
    }

    // A holder that gave the lock up tells little about how long holders keep it, but that
    // they come and go: the tenure is taken as two leases (at least the time seen held).
    void tenureOfAKeySeenOnlyReleasingIsTakenAsTwoLeases() {
        const KeyBehaviour behaviour = learnt({{kT0, heldLock(kT0 + 15'000, 7)},
                                               {kT0 + 5'000, heldLock(kT0 + 20'000, 7)},
                                               {kT0 + 8'000, freeLock()}});
        QCOMPARE(behaviour.ttlMs(), 15'000);
        const auto tenure = behaviour.meanTenureMs();
        QVERIFY(tenure.has_value());
        QCOMPARE(*tenure, 30'000.0);
    }

    void aLeaseWithLessThanHalfItsTtlLeftIsTakenForDying() {
        const KeyBehaviour behaviour = learnt(kSeenOverdue);
        QVERIFY(behaviour.isDying(heldLock(kT0 + 35'000, 7)));
        QCOMPARE(behaviour.counts().certainLapses, 1.0);
    }

    // Holders renewing at half their TTL show just over half of it before each renewal.
    void aLeaseWithHalfItsTtlLeftIsNotTakenForDying() {
        const KeyBehaviour behaviour = learnt({{kT0, heldLock(kT0 + 30'000, 7)},
                                               {kT0 + 5'000, heldLock(kT0 + 35'000, 7)},
                                               {kT0 + 19'900, heldLock(kT0 + 35'000, 7)}});
        QVERIFY(!behaviour.isDying(heldLock(kT0 + 35'000, 7)));
        QCOMPARE(behaviour.counts().certainLapses, 0.0);
    }

    // A holder renewing late (legal: more than 1 s before expiry) looked dying, then renewed:
    // the lapse counted for it is taken back, and the lease is no longer read as one that
    // runs out.
    void anOverdueLeaseSeenRenewedIsNoLongerCountedAsALapse() {
        QList<Reading> readings = kSeenOverdue;
        readings.append({kT0 + 30'000, heldLock(kT0 + 59'000, 7)});
        const KeyBehaviour behaviour = learnt(readings);
        QVERIFY(!behaviour.isDying(heldLock(kT0 + 59'000, 7)));
        QVERIFY2(behaviour.counts().certainLapses < 0.01,
                 qPrintable(QString::number(behaviour.counts().certainLapses)));
        QVERIFY2(behaviour.counts().lapses < 0.01,
                 qPrintable(QString::number(behaviour.counts().lapses)));
    }

    // ... and one that does run out stays a lapse, counted once.
    void anOverdueLeaseThatRunsOutStaysOneLapse() {
        QList<Reading> readings = kSeenOverdue;
        readings.append({kT0 + 36'500, freeLock()});
        const KeyBehaviour behaviour = learnt(readings);
        QCOMPARE(behaviour.counts().certainLapses, 1.0);
        QCOMPARE(behaviour.counts().lapses, 1.0);
    }

    // Holders renewing at 0.8 of a 30 s lease, seen renewing with 7 s left: 6 s left is their
    // habit, not a missed renewal (it would be under half the TTL); 4 s is less than even
    // they leave.
    void aKeyWhoseHoldersRenewLateIsJudgedByTheirHabit() {
        QList<Reading> readings = {{kT0, heldLock(kT0 + 30'000, 7)},
                                   {kT0 + 1'000, heldLock(kT0 + 30'000, 7)},
                                   {kT0 + 23'000, heldLock(kT0 + 30'000, 7)},
                                   {kT0 + 25'000, heldLock(kT0 + 54'000, 7)},
                                   {kT0 + 48'000, heldLock(kT0 + 54'000, 7)}};
        QVERIFY(!learnt(readings).isDying(heldLock(kT0 + 54'000, 7)));
        QVERIFY(learnt(readings).counts().certainLapses < 0.01);
        readings.append({kT0 + 50'000, heldLock(kT0 + 54'000, 7)});
        QVERIFY(learnt(readings).isDying(heldLock(kT0 + 54'000, 7)));
    }

    // Nothing seen to end: nothing known of a tenure.
    void tenureIsUnknownWhileNoEndWasSeen() {
        const KeyBehaviour behaviour =
            learnt({{kT0, heldLock(kT0 + 15'000, 7)}, {kT0 + 5'000, heldLock(kT0 + 20'000, 7)}});
        QVERIFY(!behaviour.meanTenureMs().has_value());
    }

    // Seen taken and seen given up: the time seen held per tenure.
    void tenureOfAKeySeenTakenAndGivenUp() {
        const KeyBehaviour behaviour = learnt({{kT0, freeLock()},
                                               {kT0 + 2'000, heldLock(kT0 + 32'000, 7)},
                                               {kT0 + 12'000, heldLock(kT0 + 42'000, 7)},
                                               {kT0 + 14'000, freeLock()}});
        const auto tenure = behaviour.meanTenureMs();
        QVERIFY(tenure.has_value());
        QVERIFY2(*tenure >= 10'000.0 && *tenure <= 14'000.0, qPrintable(QString::number(*tenure)));
    }
};

QTEST_GUILESS_MAIN(TestKeyBehaviour)
#include "tst_keybehaviour.moc"
