// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Client-side lease safety, from the failure modes etcd's, Curator's and the DynamoDB lock
// client's test suites exercise: a paused holder, answers slower than the TTL, a blocked
// port, clock skew. Real sandbox on its manual clock, console on a ManualClock (LeaseTestRig),
// network faults from the sandbox's drills (/_sandbox/faults).
#include "LeaseTestRig.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "lease/LeaseKeeper.h"
#include "support/WaitFor.h"

#include <QHash>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <vector>

using namespace volcano;
using namespace volcano::test;
using Reason = volcano::LeaseKeeper::LossReason;
using State = volcano::LeaseKeeper::State;

namespace {

constexpr qint64 kTtlSeconds = 10;

// A call not finished within 10 s counts as never answered.
OperationResult await(PendingCall* call) {
    return waitFor(call, 10000);
}

#define START_RIG(rig) QVERIFY2((rig).start(), qPrintable((rig).errorString()))

// What the server has granted on one key, in the order the grants arrived. A token may
// acquire again after a release or an expiry (contract: a new acquisition, a new fencing
// token); what may never happen is a grant to an acquisition older than the latest.
struct GrantHistory {
    QString current; // the lock token of the latest acquisition
    FencingToken highest = 0;

    // Empty when the grant is consistent with every earlier one.
    QString record(const QString& token, FencingToken fencing) {
        if (fencing < highest)
            return QStringLiteral("fencing token %1 granted after %2: an older acquisition "
                                  "came back")
                .arg(fencing)
                .arg(highest);
        if (fencing == highest && token != current)
            return QStringLiteral("two lock tokens hold fencing token %1").arg(fencing);
        current = token;
        highest = fencing;
        return {};
    }
};

} // namespace

class TestLeaseSafety : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A holder paused past its expiry (GC, SIGSTOP) wakes with its local deadline passed: it
    // stops before doing anything else, its renewal is refused and the new holder's fencing
    // token is higher.
    void pausedHolderStopsOnWakingAndIsFencedOff() {
        LeaseTestRig rig;
        START_RIG(rig);
        auto client = rig.newClient();
        auto other = rig.newClient();
        LeaseKeeper keeper(client.get());
        QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
        QSignalSpy lost(&keeper, &LeaseKeeper::lost);
        const QString key = QStringLiteral("paused.holder");
        keeper.start(key, kTtlSeconds);
        QVERIFY(acquired.wait());
        const FencingToken oldToken = *keeper.fencingToken();

        // The world moves on 15 s without the paused holder; someone else takes the lock.
        QCOMPARE(rig.sandbox().advanceClock(15), 204);
        const OperationResult contender = await(other->acquire(key, 60));
        QVERIFY(contender.ok());
        QVERIFY(contender.grant->fencingToken > oldToken);

        // It wakes: 15 s pass at once on its clock. Before any answer can arrive it has
        // already stopped, so no further protected step runs.
        rig.clock().advance(15'000);
        QCOMPARE(keeper.state(), State::Lost);
        QCOMPARE(lost.size(), 1);
        QCOMPARE(lost.first().first().value<Reason>(), Reason::LocalDeadlinePassed);
        const OperationResult renew = await(client->renew(key, keeper.lockToken(), kTtlSeconds));
        QVERIFY(renew.isError(ErrorCode::LockOwnershipLost));
        const OperationResult read = await(other->read(key));
        QCOMPARE(read.state->fencingToken, std::optional(contender.grant->fencingToken));
    }

    // Answers slower than the TTL: the grant is sent + ttl old when it lands, so it counts as
    // expired — for a renewal and for the first acquire alike.
    void grantArrivingAfterTheLocalDeadlineCountsAsExpired_data() {
        QTest::addColumn<bool>("renewal");
        QTest::newRow("renewal") << true;
        QTest::newRow("acquire") << false;
    }

    void grantArrivingAfterTheLocalDeadlineCountsAsExpired() {
        QFETCH(bool, renewal);
        LeaseTestRig rig;
        START_RIG(rig);
        auto client = rig.newClient();
        LeaseKeeper keeper(client.get());
        QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
        QSignalSpy renewed(&keeper, &LeaseKeeper::renewed);
        QSignalSpy lost(&keeper, &LeaseKeeper::lost);
        QSignalSpy operations(&keeper, &LeaseKeeper::operationFinished);
        const QString key = QStringLiteral("slow.answers");
        if (renewal) {
            keeper.start(key, kTtlSeconds);
            QVERIFY(acquired.wait());
        }
        QCOMPARE(rig.sandbox().setFaults({{QStringLiteral("latency_ms"), 400}}), 204);
        if (renewal)
            keeper.renewNow();
        else
            keeper.start(key, kTtlSeconds);
        // While the answer travels, more than the TTL passes on the console's clock. The
        // server served it at once (its clock did not move), so the grant itself is fine.
        rig.clock().advance((kTtlSeconds + 1) * 1000);
        QTRY_COMPARE_WITH_TIMEOUT(keeper.state(), State::Lost, 5000);
        QCOMPARE(lost.first().first().value<Reason>(), Reason::LocalDeadlinePassed);
        QCOMPARE(renewed.size(), 0);
        QCOMPARE(acquired.size(), renewal ? 1 : 0);
        QVERIFY(!keeper.isHeld());
        QCOMPARE(rig.sandbox().clearFaults(), 204);
    }

    // A port blocked longer than the TTL (every answer stalls): the keeper declares the
    // lease lost at its local deadline, without waiting for the reply that never comes.
    void blockedPortLosesTheLeaseAtTheLocalDeadline() {
        LeaseTestRig rig;
        START_RIG(rig);
        auto client = rig.newClient();
        LeaseKeeper keeper(client.get());
        QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
        QSignalSpy lost(&keeper, &LeaseKeeper::lost);
        keeper.start(QStringLiteral("blocked.port"), kTtlSeconds);
        QVERIFY(acquired.wait());
        const qint64 deadline = *keeper.localDeadlineMs();
        QCOMPARE(rig.sandbox().setFaults({{QStringLiteral("stall_rate"), 1.0}}), 204);

        rig.clock().advance(4'000); // the renewal (due at ttl/3) goes out and stalls
        QVERIFY(keeper.requestInFlight());
        QCOMPARE(keeper.state(), State::Held);
        rig.clock().advanceTo(deadline - 1);
        QCOMPARE(keeper.state(), State::Held);
        rig.clock().advanceTo(deadline);
        QCOMPARE(keeper.state(), State::Lost);
        QCOMPARE(lost.first().first().value<Reason>(), Reason::LocalDeadlinePassed);
        QVERIFY(!keeper.requestInFlight()); // the stalled renewal was abandoned
        QCOMPARE(rig.sandbox().clearFaults(), 204);
    }

    // Console and server clocks 5 s apart either way: the keeper still stops no later than
    // the server ends the lease, because its deadline counts from its own send time.
    void clockSkewNeverKeepsALeaseValidAfterItExpired_data() {
        QTest::addColumn<qint64>("serverAheadMs");
        QTest::newRow("server 5 s ahead") << qint64(5000);
        QTest::newRow("server 5 s behind") << qint64(-5000);
    }

    void clockSkewNeverKeepsALeaseValidAfterItExpired() {
        QFETCH(qint64, serverAheadMs);
        LeaseTestRig rig;
        START_RIG(rig);
        if (serverAheadMs > 0)
            QCOMPARE(rig.sandbox().advanceClock(double(serverAheadMs) / 1000.0), 204);
        else
            rig.clock().advance(-serverAheadMs);
        auto client = rig.newClient();
        LeaseKeeper keeper(client.get());
        keeper.setAutoRenew(false);
        QSignalSpy acquired(&keeper, &LeaseKeeper::acquired);
        QSignalSpy lost(&keeper, &LeaseKeeper::lost);
        keeper.start(QStringLiteral("skewed"), kTtlSeconds);
        QVERIFY(acquired.wait());
        const QDateTime expiresAt = keeper.expiresAt();
        // Walk both clocks forward until the keeper gives up, then ask the server's clock.
        while (keeper.state() == State::Held)
            QVERIFY(rig.advance(250));
        QCOMPARE(lost.first().first().value<Reason>(), Reason::LocalDeadlinePassed);
        QVERIFY2(rig.serverNow() <= expiresAt,
                 qPrintable(rig.serverNow().toString(Qt::ISODateWithMs) + QStringLiteral(" > ") +
                            expiresAt.toString(Qt::ISODateWithMs)));
    }

    // The server's clock jumping forward (a VM resumed) or back (an NTP step) never yields two
    // holders or a lower fencing token. A seeded random walk of four clients acquiring,
    // renewing and releasing two keys between jumps of up to ±30 s; after every step the
    // server's answer must agree with every grant before it.
    void serverClockJumpsNeverYieldTwoHoldersOrALowerToken() {
        LeaseTestRig rig;
        START_RIG(rig);
        std::vector<std::unique_ptr<LockClient>> clients;
        for (int i = 0; i < 4; ++i)
            clients.push_back(rig.newClient());
        const QStringList keys{QStringLiteral("jump.a"), QStringLiteral("jump.b")};
        QHash<QString, GrantHistory> history;
        QHash<QString, QString> tokens; // "client/key" → that client's lock token
        QRandomGenerator random(20261202);
        int back = 0;
        int grants = 0;
        for (int step = 0; step < 400; ++step) {
            if (random.bounded(5) == 0) {
                const double seconds = 1 + random.bounded(29.0);
                const bool rewind = random.bounded(2) == 0;
                back += rewind ? 1 : 0;
                QCOMPARE(rewind ? rig.sandbox().rewindClock(seconds)
                                : rig.sandbox().advanceClock(seconds),
                         204);
                continue;
            }
            const int who = int(random.bounded(4));
            const QString& key = keys[int(random.bounded(2))];
            const QString slot = QString::number(who) + QLatin1Char('/') + key;
            LockClient& client = *clients[size_t(who)];
            GrantHistory& keyHistory = history[key];
            const QString token = tokens.value(slot);
            const int action = int(random.bounded(4));
            if (action == 3 && !token.isEmpty()) {
                QVERIFY(await(client.release(key, token)).httpStatus != 0);
                tokens.remove(slot);
            } else {
                const QString used = token.isEmpty() ? LockClient::newUuid() : token;
                const OperationResult answer = action == 2 && !token.isEmpty()
                                                   ? await(client.renew(key, used, 20))
                                                   : await(client.acquire(key, 20, used));
                if (answer.grant) {
                    ++grants;
                    tokens.insert(slot, used);
                    const QString wrong = keyHistory.record(used, answer.grant->fencingToken);
                    QVERIFY2(
                        wrong.isEmpty(),
                        qPrintable(QStringLiteral("step %1, %2: %3").arg(step).arg(key, wrong)));
                } else {
                    QVERIFY2(
                        answer.httpStatus == 409,
                        qPrintable(QStringLiteral("step %1: HTTP %2 %3")
                                       .arg(step)
                                       .arg(answer.httpStatus)
                                       .arg(answer.error ? answer.error->message : QString())));
                }
            }
            const OperationResult read = await(client.read(key));
            QVERIFY(read.state);
            if (read.state->held)
                QCOMPARE(read.state->fencingToken, std::optional(keyHistory.highest));
        }
        qInfo("%d grants, %d jumps back", grants, back);
        QVERIFY(back > 20 && grants > 50); // the walk did exercise both
    }
};

QTEST_GUILESS_MAIN(TestLeaseSafety)
#include "tst_lease_safety.moc"
