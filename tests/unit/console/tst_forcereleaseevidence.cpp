// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The force-release dialog's evidence: what the reads say of the holder, and the verdict.
#include "console/ForceReleaseEvidence.h"

#include <QTest>

using namespace volcano;

namespace {

const QDateTime kStart = QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC);

// A held entry first seen at kStart; renewed (expires_at + 10 s) at each of renewalsAtS.
WatchEntry heldEntry(const QList<int>& renewalsAtS, int lastReadAtS) {
    WatchEntry entry;
    entry.key = QStringLiteral("jobs:leader");
    entry.state = WatchState::Held;
    entry.lastKnownState = WatchState::Held;
    entry.fencingToken = 42;
    entry.lastChange = kStart;
    QDateTime expires = kStart.addSecs(30);
    entry.renewals.observe(42, expires, 30000, kStart);
    for (const int at : renewalsAtS) {
        expires = kStart.addSecs(at + 30);
        entry.renewals.observe(42, expires, 30000, kStart.addSecs(at));
    }
    entry.expiresAt = expires;
    entry.lastGoodRead = kStart.addSecs(lastReadAtS);
    return entry;
}

} // namespace

class TestForceReleaseEvidence : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aliveWhenRenewedRecently();
    void deadWhenNoRenewalPastTheCadence();
    void deadWhenExpired();
    void unsureBeforeAnyRenewal();
    void freeAndNotRead();
    void shortDurations();
};

void TestForceReleaseEvidence::aliveWhenRenewedRecently() {
    const WatchEntry entry = heldEntry({10, 20, 30}, 31);
    const ForceReleaseEvidence evidence(entry, LiveState::Held, kStart.addMSecs(31200));
    QCOMPARE(evidence.verdict(), ForceReleaseEvidence::Verdict::Alive);
    QCOMPARE(evidence.verdictText(),
             QStringLiteral("renewed 1.2 s ago: the holder looks alive; a force release will "
                            "not stop it — the protected resource must check fencing tokens"));
    QVERIFY2(evidence.holderText().startsWith(QStringLiteral("fencing token 42, seen holding it "
                                                             "for at least 31")),
             qPrintable(evidence.holderText()));
    QVERIFY2(evidence.renewalText().contains(QStringLiteral("renews about every 10 s")),
             qPrintable(evidence.renewalText()));
}

void TestForceReleaseEvidence::deadWhenNoRenewalPastTheCadence() {
    // Renewed every 10 s until 20 s; reads kept coming until 60 s without a renewal.
    const WatchEntry entry = heldEntry({10, 20}, 60);
    const ForceReleaseEvidence evidence(entry, LiveState::Held, kStart.addSecs(61));
    QCOMPARE(evidence.verdict(), ForceReleaseEvidence::Verdict::Dead);
    QCOMPARE(evidence.verdictText(),
             QStringLiteral("no renewal seen for 40 s, past its cadence of 10 s: the holder "
                            "looks dead"));
}

void TestForceReleaseEvidence::deadWhenExpired() {
    const WatchEntry entry = heldEntry({10}, 12);
    const ForceReleaseEvidence evidence(entry, LiveState::TakeoverPossible, kStart.addSecs(50));
    QCOMPARE(evidence.verdict(), ForceReleaseEvidence::Verdict::Dead);
    QVERIFY(evidence.verdictText().contains(QStringLiteral("expired")));
}

void TestForceReleaseEvidence::unsureBeforeAnyRenewal() {
    const WatchEntry entry = heldEntry({}, 5);
    const ForceReleaseEvidence evidence(entry, LiveState::Held, kStart.addSecs(6));
    QCOMPARE(evidence.verdict(), ForceReleaseEvidence::Verdict::Unsure);
    QVERIFY(evidence.renewalText().startsWith(QStringLiteral("no renewal seen yet")));
    QVERIFY(evidence.verdictText().contains(QStringLiteral("fencing tokens")));
}

void TestForceReleaseEvidence::freeAndNotRead() {
    WatchEntry free;
    free.state = WatchState::Free;
    free.lastKnownState = WatchState::Free;
    QCOMPARE(ForceReleaseEvidence(free, LiveState::Free, kStart).verdict(),
             ForceReleaseEvidence::Verdict::Free);
    const WatchEntry unread;
    QCOMPARE(ForceReleaseEvidence(unread, LiveState::NotRead, kStart).verdict(),
             ForceReleaseEvidence::Verdict::NoData);
}

void TestForceReleaseEvidence::shortDurations() {
    QCOMPARE(ForceReleaseEvidence::shortDuration(1234), QStringLiteral("1.2 s"));
    QCOMPARE(ForceReleaseEvidence::shortDuration(0), QStringLiteral("0.0 s"));
    QCOMPARE(ForceReleaseEvidence::toleranceMs(10000), qint64(5000));
    QCOMPARE(ForceReleaseEvidence::toleranceMs(1000), qint64(2000));
}

QTEST_GUILESS_MAIN(TestForceReleaseEvidence)
#include "tst_forcereleaseevidence.moc"
