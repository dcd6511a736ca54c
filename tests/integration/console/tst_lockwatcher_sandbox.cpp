// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/LockClient.h"
#include "console/LockWatcher.h"
#include "lease/ClockOffsetEstimator.h"
#include "support/ManualClock.h"
#include "support/SandboxProcess.h"
#include "support/WaitFor.h"

#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace volcano;

// LockWatcher fed by real reads from a real sandbox process (manual clock): the states an
// operator sees as the sandbox's clock moves, and what it shows when the server fails.
class TestLockWatcherSandbox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void heldThenExpiredInGraceThenFree();
    void staleOn503NeverFree();
    void staleOn429();
    void handoverAcrossGapsIsOne();
    void tokenBackwardsAfterServerWipe();
    void skewedClockNeverShowsTakeoverEarly_data();
    void skewedClockNeverShowsTakeoverEarly();

private:
    std::unique_ptr<LockClient> clientFor(const test::SandboxProcess& sandbox);
    static OperationResult await(PendingCall* call);
    // Reads key with the console's client and feeds the result to the watcher.
    OperationResult readAndApply(const QString& key);

    std::unique_ptr<test::SandboxProcess> m_sandbox;
    std::unique_ptr<LockClient> m_console; // the console's reader
    std::unique_ptr<LockClient> m_worker;  // a worker holding locks
    std::unique_ptr<ClockOffsetEstimator> m_offset;
    std::unique_ptr<LockWatcher> m_watcher;
    const QString m_key = QStringLiteral("jobs:scheduler-leader");
};

void TestLockWatcherSandbox::init() {
    test::SandboxProcess::Options options;
    options.rateLimit = 40;
    m_sandbox = std::make_unique<test::SandboxProcess>(options);
    QVERIFY2(m_sandbox->start(), qPrintable(m_sandbox->errorString()));
    m_console = clientFor(*m_sandbox);
    m_worker = clientFor(*m_sandbox);
    m_offset = std::make_unique<ClockOffsetEstimator>();
    m_watcher = std::make_unique<LockWatcher>(m_offset.get());
    m_watcher->setKeys({m_key});
}

void TestLockWatcherSandbox::cleanup() {
    m_watcher.reset();
    m_offset.reset();
    m_worker.reset();
    m_console.reset();
    m_sandbox.reset();
}

std::unique_ptr<LockClient> TestLockWatcherSandbox::clientFor(const test::SandboxProcess& sandbox) {
    return sandbox.client();
}

OperationResult TestLockWatcherSandbox::await(PendingCall* call) {
    return test::waitFor(call, 10'000);
}

OperationResult TestLockWatcherSandbox::readAndApply(const QString& key) {
    const OperationResult result = await(m_console->read(key));
    m_offset->addDateSample(result);
    m_watcher->applyResult(result);
    return result;
}

void TestLockWatcherSandbox::heldThenExpiredInGraceThenFree() {
    const OperationResult acquired = await(m_worker->acquire(m_key, 10));
    QVERIFY2(acquired.ok(), qPrintable(acquired.error ? acquired.error->advice() : QString()));
    QSignalSpy states(m_watcher.get(), &LockWatcher::stateChanged);
    QSignalSpy freed(m_watcher.get(), &LockWatcher::freed);

    QVERIFY(readAndApply(m_key).ok());
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->state, WatchState::Held);
    QCOMPARE(*entry->fencingToken, acquired.grant->fencingToken);
    QCOMPARE(*entry->expiresAt, acquired.grant->expiresAt);

    // Past expires_at but inside the 1 s takeover grace: the server still says held.
    QCOMPARE(m_sandbox->advanceClock(10.5), 204);
    const OperationResult inGrace = readAndApply(m_key);
    QVERIFY(inGrace.ok());
    QVERIFY(inGrace.state->held);
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::ExpiredInGrace);

    QCOMPARE(m_sandbox->advanceClock(0.5), 204);
    QVERIFY(readAndApply(m_key).ok());
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Free);
    QCOMPARE(freed.count(), 1);
    QCOMPARE(freed.at(0).at(1).value<FencingToken>(), acquired.grant->fencingToken);
    QCOMPARE(states.count(), 3); // unknown -> held -> expired-in-grace -> free
    QCOMPARE(states.at(1).at(2).value<WatchState>(), WatchState::ExpiredInGrace);
}

void TestLockWatcherSandbox::staleOn503NeverFree() {
    const OperationResult acquired = await(m_worker->acquire(m_key, 10));
    QVERIFY(acquired.ok());
    QVERIFY(readAndApply(m_key).ok());
    const QDateTime goodRead = m_watcher->entry(m_key)->lastGoodRead;
    QSignalSpy freed(m_watcher.get(), &LockWatcher::freed);
    QSignalSpy degraded(m_watcher.get(), &LockWatcher::degradedChanged);

    // The region goes down and the lease runs out meanwhile: the console must not guess.
    QCOMPARE(m_sandbox->setRegionAvailable(false), 204);
    QCOMPARE(m_sandbox->advanceClock(60), 204);
    const OperationResult failed = readAndApply(m_key);
    QCOMPARE(failed.httpStatus, 503);
    const WatchEntry* entry = m_watcher->entry(m_key);
    QCOMPARE(entry->state, WatchState::Stale);
    QCOMPARE(entry->lastKnownState, WatchState::Held);
    QCOMPARE(*entry->fencingToken, acquired.grant->fencingToken);
    QCOMPARE(entry->lastGoodRead, goodRead);
    QVERIFY(m_watcher->isDegraded());
    QVERIFY(m_watcher->degradedReason().contains(QStringLiteral("503")));
    QCOMPARE(degraded.count(), 1);
    QCOMPARE(freed.count(), 0);

    QCOMPARE(m_sandbox->setRegionAvailable(true), 204);
    QVERIFY(readAndApply(m_key).ok());
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Free);
    QVERIFY(!m_watcher->isDegraded());
    QCOMPARE(freed.count(), 1);
}

void TestLockWatcherSandbox::staleOn429() {
    QVERIFY(await(m_worker->acquire(m_key, 60)).ok());
    QVERIFY(readAndApply(m_key).ok());
    // Spend the rest of this minute's quota (40) so the console's next read gets 429.
    OperationResult last;
    for (int i = 0; i < 40 && last.httpStatus != 429; ++i)
        last = await(m_worker->read(m_key));
    QCOMPARE(last.httpStatus, 429);
    const OperationResult limited = readAndApply(m_key);
    QCOMPARE(limited.httpStatus, 429);
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Stale);
    QCOMPARE(m_watcher->entry(m_key)->lastKnownState, WatchState::Held);
    QVERIFY(m_watcher->degradedReason().contains(QStringLiteral("rate_limited (429)")));
}

void TestLockWatcherSandbox::handoverAcrossGapsIsOne() {
    const OperationResult first = await(m_worker->acquire(m_key, 30));
    QVERIFY(first.ok());
    QVERIFY(readAndApply(m_key).ok());
    QSignalSpy handovers(m_watcher.get(), &LockWatcher::handedOver);

    // Between two console reads: the holder is force-released, other keys take tokens from
    // the same sequence, and a new worker acquires.
    QVERIFY(await(m_console->forceRelease(m_key)).ok());
    QVERIFY(await(m_worker->acquire(QStringLiteral("other-1"), 30)).ok());
    QVERIFY(await(m_worker->acquire(QStringLiteral("other-2"), 30)).ok());
    const OperationResult second = await(m_worker->acquire(m_key, 30));
    QVERIFY(second.ok());
    QVERIFY(second.grant->fencingToken > first.grant->fencingToken + 1);

    QVERIFY(readAndApply(m_key).ok());
    QCOMPARE(handovers.count(), 1);
    QCOMPARE(handovers.at(0).at(1).value<FencingToken>(), first.grant->fencingToken);
    QCOMPARE(handovers.at(0).at(2).value<FencingToken>(), second.grant->fencingToken);
    QCOMPARE(m_watcher->entry(m_key)->handovers, 1);
}

void TestLockWatcherSandbox::tokenBackwardsAfterServerWipe() {
    QVERIFY(await(m_worker->acquire(m_key, 30)).ok());
    QVERIFY(readAndApply(m_key).ok());
    const FencingToken before = *m_watcher->entry(m_key)->fencingToken;

    // The same URL's server comes back with its data gone and a lower fencing sequence.
    test::SandboxProcess::Options wiped;
    wiped.fencingStart = 1000;
    test::SandboxProcess replacement(wiped);
    QVERIFY2(replacement.start(), qPrintable(replacement.errorString()));
    m_console = clientFor(replacement);
    m_worker = clientFor(replacement);
    const OperationResult reacquired = await(m_worker->acquire(m_key, 30));
    QVERIFY(reacquired.ok());
    QCOMPARE(reacquired.grant->fencingToken, FencingToken(1000));

    QSignalSpy anomalies(m_watcher.get(), &LockWatcher::anomaly);
    QVERIFY(readAndApply(m_key).ok());
    QCOMPARE(anomalies.count(), 1);
    QCOMPARE(anomalies.at(0).at(1).value<FencingToken>(), before);
    QCOMPARE(anomalies.at(0).at(2).value<FencingToken>(), FencingToken(1000));
    QCOMPARE(m_watcher->entry(m_key)->anomalies, 1);
    m_console.reset();
    m_worker.reset();
}

// Console and server clocks 5 s apart either way (the console learns the offset only from
// reads' Date headers, 1 s resolution): between reads the console never says takeover is
// possible — nor shows the lock free — before the server would let another token acquire.
void TestLockWatcherSandbox::skewedClockNeverShowsTakeoverEarly_data() {
    QTest::addColumn<qint64>("serverAheadMs");
    QTest::newRow("server 5 s ahead") << qint64(5000);
    QTest::newRow("server 5 s behind") << qint64(-5000);
}

void TestLockWatcherSandbox::skewedClockNeverShowsTakeoverEarly() {
    QFETCH(qint64, serverAheadMs);
    const QDateTime serverStart = QDateTime::fromString(
        m_sandbox->stats().value(QLatin1StringView("now")).toString(), Qt::ISODateWithMs);
    QVERIFY(serverStart.isValid());
    test::ManualClock consoleClock(serverStart.addMSecs(-serverAheadMs));
    m_console->setClock(&consoleClock);
    m_offset = std::make_unique<ClockOffsetEstimator>(&consoleClock);
    m_watcher = std::make_unique<LockWatcher>(m_offset.get(), &consoleClock);
    m_watcher->setKeys({m_key});
    // The watcher and client outlive this function (cleanup()); none may keep the clock.
    const auto forgetClock = qScopeGuard([this] {
        m_watcher.reset();
        m_console->setClock(nullptr);
    });
    const OperationResult held = await(m_worker->acquire(m_key, 10));
    QVERIFY(held.ok());
    const QDateTime takeoverAt = held.grant->expiresAt.addSecs(1);

    constexpr qint64 kStepMs = 50;
    constexpr int kStepsPerRead = 40; // a read every 2 s, as the poller would
    QDateTime serverNow = serverStart;
    int claims = 0;
    for (int step = 0; step < 400; ++step) {
        if (step % kStepsPerRead == 0)
            QVERIFY(readAndApply(m_key).state);
        const WatchEntry* entry = m_watcher->entry(m_key);
        if (entry->state == WatchState::Free)
            break;
        if (const auto left = m_watcher->takeoverInMs(m_key); left && *left <= 0) {
            ++claims;
            QVERIFY2(serverNow >= takeoverAt,
                     qPrintable(QStringLiteral("takeover shown possible at server time %1, "
                                               "possible from %2")
                                    .arg(serverNow.toString(Qt::ISODateWithMs),
                                         takeoverAt.toString(Qt::ISODateWithMs))));
        }
        QCOMPARE(m_sandbox->advanceClock(double(kStepMs) / 1000.0), 204);
        consoleClock.advance(kStepMs);
        serverNow = serverNow.addMSecs(kStepMs);
    }
    QCOMPARE(m_watcher->entry(m_key)->state, WatchState::Free);
    QVERIFY(serverNow >= takeoverAt);
    QVERIFY(claims > 0); // the walk did reach the stretch between takeover and the next read
}

QTEST_GUILESS_MAIN(TestLockWatcherSandbox)
#include "tst_lockwatcher_sandbox.moc"
