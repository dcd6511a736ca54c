// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/AlertEngine.h"

#include <QtTest>

using namespace volcano;
using namespace volcano::alerts;

namespace {

const QDateTime kT0(QDate(2026, 7, 20), QTime(14, 0, 5), Qt::UTC);

QDateTime at(double seconds) {
    return kT0.addMSecs(qint64(seconds * 1000));
}

LockState heldBy(FencingToken token, double expiresAtSeconds) {
    return LockState{true, at(expiresAtSeconds), token};
}

LockState freeLock() {
    return LockState{false, std::nullopt, std::nullopt};
}

AlertRule rule(const QString& name, RuleKind kind, int seconds, const QString& keys = {}) {
    AlertRule r;
    r.name = name;
    r.kind = kind;
    r.seconds = seconds;
    r.keys = keys;
    r.severity = QStringLiteral("page");
    return r;
}

RuleSet rules(std::initializer_list<AlertRule> list) {
    RuleSet set;
    set.rules = list;
    return set;
}

// "firing rule key since S at A" or "resolved ..." per event, joined by '|', for readable
// comparisons.
QString describe(const QList<AlertEvent>& events) {
    QStringList lines;
    for (const AlertEvent& event : events)
        lines.append(QStringLiteral("%1 %2 %3 since %4 at %5")
                         .arg(event.statusName(), event.rule, event.key)
                         .arg(double(kT0.msecsTo(event.since)) / 1000)
                         .arg(double(kT0.msecsTo(event.at)) / 1000));
    return lines.join(QLatin1Char('|'));
}

} // namespace

class TestAlertEngine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void noHolderFiresAfterItsSecondsAndResolvesOnAHolder() {
        AlertEngine engine(rules({rule(QStringLiteral("leader missing"), RuleKind::NoHolder, 10,
                                       QStringLiteral("jobs:*"))}));
        engine.observeRead(QStringLiteral("jobs:nightly"), freeLock(), at(0));
        QVERIFY(engine.evaluate(at(9.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(10))),
                 QStringLiteral("firing leader missing jobs:nightly since 0 at 10"));
        QVERIFY(engine.evaluate(at(11)).isEmpty()); // fires once
        QCOMPARE(engine.activeCount(QStringLiteral("leader missing")), 1);
        engine.observeRead(QStringLiteral("jobs:nightly"), heldBy(7, 42), at(12));
        QCOMPARE(describe(engine.evaluate(at(12))),
                 QStringLiteral("resolved leader missing jobs:nightly since 0 at 12"));
        QCOMPARE(engine.activeCount(QStringLiteral("leader missing")), 0);
    }

    // A lease that ran out unrenewed leaves no holder from its takeover instant (expiry + 1 s),
    // before any read has seen it free.
    void noHolderCountsFromTheTakeoverInstantOfALapsedLease() {
        AlertEngine engine(rules({rule(QStringLiteral("r"), RuleKind::NoHolder, 10)}));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 5), at(0), at(0));
        QVERIFY(engine.evaluate(at(15.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(16))), QStringLiteral("firing r k since 6 at 16"));
        // A later read seeing it free does not move the start.
        engine.observeRead(QStringLiteral("k"), freeLock(), at(17));
        QVERIFY(engine.evaluate(at(17)).isEmpty());
        QCOMPARE(engine.activeAlerts().constFirst().since, at(6));
    }

    // The answer's Date moves expires_at onto this process's clock.
    void expiriesFollowTheServerClockOffset() {
        AlertEngine engine(rules({rule(QStringLiteral("r"), RuleKind::NoHolder, 10)}));
        // The server is 3 s behind: its expiry at 5 is 8 on this clock.
        engine.observeRead(QStringLiteral("k"), heldBy(7, 5), at(0), at(-3));
        QVERIFY(engine.evaluate(at(18.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(19))), QStringLiteral("firing r k since 9 at 19"));
    }

    void holdDownAndClearDown() {
        AlertRule r = rule(QStringLiteral("r"), RuleKind::NoHolder, 10);
        r.holdDownSeconds = 5;
        r.clearDownSeconds = 3;
        AlertEngine engine(rules({r}));
        engine.observeRead(QStringLiteral("k"), freeLock(), at(0));
        QVERIFY(engine.evaluate(at(14.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(15))), QStringLiteral("firing r k since 0 at 15"));
        engine.observeRead(QStringLiteral("k"), heldBy(8, 60), at(20));
        QVERIFY(engine.evaluate(at(20)).isEmpty());
        QVERIFY(engine.evaluate(at(22.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(23))), QStringLiteral("resolved r k since 0 at 23"));
    }

    // A condition back within the clear-down keeps the alert: no resolve, no second firing.
    void aConditionBackWithinTheClearDownDoesNotFireAgain() {
        AlertRule r = rule(QStringLiteral("r"), RuleKind::NoHolder, 1);
        r.clearDownSeconds = 10;
        AlertEngine engine(rules({r}));
        engine.observeRead(QStringLiteral("k"), freeLock(), at(0));
        QCOMPARE(engine.evaluate(at(1)).size(), 1);
        engine.observeRead(QStringLiteral("k"), heldBy(8, 4), at(2));
        QVERIFY(engine.evaluate(at(2)).isEmpty());
        engine.observeRead(QStringLiteral("k"), freeLock(), at(6));
        QVERIFY(engine.evaluate(at(13)).isEmpty());
        QCOMPARE(engine.activeCount(QStringLiteral("r")), 1);
    }

    // Renewals every 10 s of a 30 s lease: the next one is due 10 s after the last.
    void renewalOverdueFiresWhenTheCadenceIsMissed() {
        AlertEngine engine(rules({rule(QStringLiteral("r"), RuleKind::RenewalOverdue, 0)}));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 30), at(0), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 40), at(10.5), at(10.5));
        QVERIFY(engine.evaluate(at(20.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(21))), QStringLiteral("firing r k since 20 at 21"));
        // The renewal was only late: a read shows it, and the alert resolves.
        engine.observeRead(QStringLiteral("k"), heldBy(7, 52), at(23), at(23));
        QCOMPARE(describe(engine.evaluate(at(23))), QStringLiteral("resolved r k since 20 at 23"));
    }

    // Once the lease has expired the holder is gone: no_holder's matter, not this rule's.
    void renewalOverdueResolvesAtExpiry() {
        AlertEngine engine(rules({rule(QStringLiteral("r"), RuleKind::RenewalOverdue, 0)}));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 30), at(0), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 40), at(10.5), at(10.5));
        QCOMPARE(engine.evaluate(at(21)).size(), 1);
        QVERIFY(engine.evaluate(at(39.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(40))), QStringLiteral("resolved r k since 20 at 40"));
    }

    void heldTooLongCountsOneFencingToken() {
        AlertEngine engine(rules({rule(QStringLiteral("stuck"), RuleKind::HeldTooLong, 60)}));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 30), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(7, 80), at(50));
        QVERIFY(engine.evaluate(at(59.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(60))), QStringLiteral("firing stuck k since 0 at 60"));
        engine.observeRead(QStringLiteral("k"), heldBy(8, 100), at(70));
        QCOMPARE(describe(engine.evaluate(at(70))),
                 QStringLiteral("resolved stuck k since 0 at 70"));
        QVERIFY(engine.evaluate(at(129.999)).isEmpty()); // the new holder's own clock
    }

    void flappingCountsHolderChangesInItsWindow() {
        AlertRule r = rule(QStringLiteral("flap"), RuleKind::Flapping, 60);
        r.changes = 2;
        AlertEngine engine(rules({r}));
        engine.observeRead(QStringLiteral("k"), heldBy(1, 100), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(2, 100), at(10));
        engine.observeRead(QStringLiteral("k"), heldBy(3, 100), at(20));
        QVERIFY(engine.evaluate(at(20)).isEmpty()); // two changes: not more than 2
        engine.observeRead(QStringLiteral("k"), heldBy(4, 100), at(30));
        QCOMPARE(describe(engine.evaluate(at(30))), QStringLiteral("firing flap k since 10 at 30"));
        QVERIFY(engine.evaluate(at(69.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(70))),
                 QStringLiteral("resolved flap k since 10 at 70"));
    }

    // The same holder renewing, and one free spell, are not changes of holder: the
    // acquisition after it is.
    void flappingIgnoresRenewals() {
        AlertRule r = rule(QStringLiteral("flap"), RuleKind::Flapping, 60);
        r.changes = 1;
        AlertEngine engine(rules({r}));
        engine.observeRead(QStringLiteral("k"), heldBy(1, 10), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(1, 20), at(5));
        engine.observeRead(QStringLiteral("k"), freeLock(), at(8));
        QVERIFY(engine.evaluate(at(8)).isEmpty());
        engine.observeRead(QStringLiteral("k"), heldBy(2, 30), at(9));
        QVERIFY(engine.evaluate(at(9)).isEmpty());
        engine.observeRead(QStringLiteral("k"), heldBy(3, 30), at(10));
        QCOMPARE(describe(engine.evaluate(at(10))), QStringLiteral("firing flap k since 9 at 10"));
    }

    void fencingAnomalyStaysWhileThatHolderHoldsAndItsSeconds() {
        AlertEngine engine(rules({rule(QStringLiteral("fence"), RuleKind::FencingAnomaly, 0)}));
        engine.observeRead(QStringLiteral("k"), heldBy(10, 30), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(9, 30), at(1));
        QCOMPARE(describe(engine.evaluate(at(1))), QStringLiteral("firing fence k since 1 at 1"));
        engine.observeRead(QStringLiteral("k"), heldBy(9, 130), at(100));
        QVERIFY(engine.evaluate(at(150)).isEmpty()); // still the lower token
        engine.observeRead(QStringLiteral("k"), heldBy(11, 200), at(151));
        QVERIFY(engine.evaluate(at(159.999)).isEmpty()); // 60 s after the last anomalous read
        QCOMPARE(describe(engine.evaluate(at(160))),
                 QStringLiteral("resolved fence k since 1 at 160"));
    }

    // Tokens are compared as numbers, above 2^63 as well.
    void fencingAnomalyComparesLargeTokensExactly() {
        AlertEngine engine(rules({rule(QStringLiteral("fence"), RuleKind::FencingAnomaly, 0)}));
        const FencingToken top = std::numeric_limits<quint64>::max();
        engine.observeRead(QStringLiteral("k"), heldBy(top - 1, 30), at(0));
        engine.observeRead(QStringLiteral("k"), heldBy(top, 30), at(1));
        QVERIFY(engine.evaluate(at(1)).isEmpty());
        engine.observeRead(QStringLiteral("k"), heldBy(top - 1, 30), at(2));
        QCOMPARE(engine.evaluate(at(2)).size(), 1);
    }

    void quotaAbovePercentInAMinute() {
        AlertRule r = rule(QStringLiteral("quota"), RuleKind::Quota, 0);
        r.percent = 80;
        AlertEngine engine(rules({r}));
        engine.observeQuota(at(0), 480, 600); // exactly 80 %: not above
        QVERIFY(engine.evaluate(at(0)).isEmpty());
        engine.observeQuota(at(1), 481, 600);
        QCOMPARE(describe(engine.evaluate(at(1))), QStringLiteral("firing quota  since 1 at 1"));
        // The next UTC minute starts at 55 s after kT0 (14:01:00).
        QVERIFY(engine.evaluate(at(54.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(55))),
                 QStringLiteral("resolved quota  since 1 at 55"));
    }

    void anyTooManyRequestsTripsTheQuotaRule() {
        AlertRule r = rule(QStringLiteral("quota"), RuleKind::Quota, 0);
        r.percent = 99;
        AlertEngine engine(rules({r}));
        engine.observeAnswer(429, at(3));
        QCOMPARE(describe(engine.evaluate(at(3))), QStringLiteral("firing quota  since 3 at 3"));
        engine.observeAnswer(429, at(30));
        QVERIFY(engine.evaluate(at(89.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(90))),
                 QStringLiteral("resolved quota  since 3 at 90"));
    }

    void unavailableAfterItsSecondsOf503() {
        AlertEngine engine(rules({rule(QStringLiteral("down"), RuleKind::Unavailable, 30)}));
        engine.observeAnswer(503, at(0));
        engine.observeAnswer(0, at(5)); // no answer at all proves nothing either way
        engine.observeAnswer(503, at(10));
        QVERIFY(engine.evaluate(at(29.999)).isEmpty());
        QCOMPARE(describe(engine.evaluate(at(30))), QStringLiteral("firing down  since 0 at 30"));
        engine.observeAnswer(200, at(40));
        QCOMPARE(describe(engine.evaluate(at(40))), QStringLiteral("resolved down  since 0 at 40"));
    }

    void aPatternCoversKeysReadLater() {
        AlertEngine engine(
            rules({rule(QStringLiteral("r"), RuleKind::NoHolder, 1, QStringLiteral("shard-*"))}));
        QVERIFY(engine.evaluate(at(0)).isEmpty());
        engine.observeRead(QStringLiteral("other"), freeLock(), at(10));
        engine.observeRead(QStringLiteral("shard-7"), freeLock(), at(10));
        QCOMPARE(describe(engine.evaluate(at(11))),
                 QStringLiteral("firing r shard-7 since 10 at 11"));
    }

    void unwatchedKeysAndRemovedRulesResolve() {
        AlertEngine engine(rules({rule(QStringLiteral("a"), RuleKind::NoHolder, 1),
                                  rule(QStringLiteral("b"), RuleKind::NoHolder, 1)}));
        engine.observeRead(QStringLiteral("k1"), freeLock(), at(0));
        engine.observeRead(QStringLiteral("k2"), freeLock(), at(0));
        QCOMPARE(engine.evaluate(at(1)).size(), 4);
        engine.retainKeys({QStringLiteral("k2")});
        QCOMPARE(describe(engine.evaluate(at(2))),
                 QStringLiteral("resolved a k1 since 0 at 2|resolved b k1 since 0 at 2"));
        engine.setRules(rules({rule(QStringLiteral("b"), RuleKind::NoHolder, 1)}));
        QCOMPARE(describe(engine.evaluate(at(3))), QStringLiteral("resolved a k2 since 0 at 3"));
        QCOMPARE(engine.activeCount(QStringLiteral("b")), 1);
    }

    // A new leader takes over the alerts already sent: none fires again, each resolves once.
    void restoredAlertsAreNotFiredAgain() {
        const RuleSet set = rules({rule(QStringLiteral("r"), RuleKind::NoHolder, 10)});
        AlertEngine first(set);
        first.observeRead(QStringLiteral("k"), freeLock(), at(0));
        QCOMPARE(first.evaluate(at(10)).size(), 1);

        AlertEngine second(set);
        second.restoreActive(first.activeAlerts(), at(19));
        // Not read yet, then read free for less than the rule's 10 s: still the same alert.
        QVERIFY(second.evaluate(at(19)).isEmpty());
        second.observeRead(QStringLiteral("k"), freeLock(), at(20));
        QVERIFY(second.evaluate(at(21)).isEmpty());
        QVERIFY(second.evaluate(at(40)).isEmpty());
        QCOMPARE(second.activeCount(QStringLiteral("r")), 1);
        second.observeRead(QStringLiteral("k"), heldBy(3, 90), at(41));
        QCOMPARE(describe(second.evaluate(at(41))), QStringLiteral("resolved r k since 0 at 41"));
    }

    // A project-wide alert restored waits for an answer before it can resolve.
    void restoredProjectAlertWaitsForAnAnswer() {
        const RuleSet set = rules({rule(QStringLiteral("down"), RuleKind::Unavailable, 5)});
        AlertEngine first(set);
        first.observeAnswer(503, at(0));
        QCOMPARE(first.evaluate(at(5)).size(), 1);

        AlertEngine second(set);
        second.restoreActive(first.activeAlerts(), at(6));
        QVERIFY(second.evaluate(at(30)).isEmpty());
        second.observeAnswer(503, at(31));
        QVERIFY(second.evaluate(at(32)).isEmpty());
        second.observeAnswer(200, at(33));
        QCOMPARE(describe(second.evaluate(at(33))), QStringLiteral("resolved down  since 0 at 33"));
    }

    void payloadHasTheSpecFields() {
        AlertEngine engine(rules({rule(QStringLiteral("leader missing"), RuleKind::NoHolder, 10)}));
        engine.observeRead(QStringLiteral("jobs:nightly"), freeLock(), at(0));
        const QList<AlertEvent> events = engine.evaluate(at(10));
        QCOMPARE(events.size(), 1);
        const QJsonObject payload = events.first().toPayload();
        QCOMPARE(payload.value(QStringLiteral("status")).toString(), QStringLiteral("firing"));
        QCOMPARE(payload.value(QStringLiteral("rule")).toString(),
                 QStringLiteral("leader missing"));
        QCOMPARE(payload.value(QStringLiteral("kind")).toString(), QStringLiteral("no_holder"));
        QCOMPARE(payload.value(QStringLiteral("key")).toString(), QStringLiteral("jobs:nightly"));
        QCOMPARE(payload.value(QStringLiteral("severity")).toString(), QStringLiteral("page"));
        QCOMPARE(payload.value(QStringLiteral("since")).toString(),
                 QStringLiteral("2026-07-20T14:00:05Z"));
        QCOMPARE(payload.value(QStringLiteral("text")).toString(),
                 QStringLiteral("[page] leader missing: jobs:nightly has no holder since "
                                "2026-07-20 14:00:05 UTC"));
    }
};

QTEST_GUILESS_MAIN(TestAlertEngine)
#include "tst_alertengine.moc"
