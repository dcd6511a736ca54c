// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/RuleSet.h"
#include "client/LockClient.h"
#include "console/AlertMonitor.h"
#include "console/Notifier.h"
#include "support/ManualClock.h"
#include "support/SandboxProcess.h"
#include "support/WaitFor.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace volcano;
using alerts::AlertEvent;

// AlertMonitor fed by real reads of a real sandbox process (manual clock), evaluating on the
// console's manual clock: a rule fires after its time and not before, resolves on the read
// that shows it false, and every fire and resolution reaches the Notifier once.
class TestAlertMonitorSandbox : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void noHolderFiresAfterItsSecondsAndResolvesOnAcquire();
    void severityDecidesTheUrgency_data();
    void severityDecidesTheUrgency();
    void keyLeavingTheWatchlistResolves();
    void resetForgetsWithoutAnnouncing();
    void changedRuleResolvesItsAlerts();

private:
    static alerts::RuleSet noHolderRule(int seconds, const QString& severity = {});
    // Reads key with the console's client (sent on the manual clock) and feeds the monitor.
    OperationResult readAndObserve(const QString& key);
    // Reads the key free, then lets the rule's time pass: the alert fires.
    void fireOn(const QString& key);

    std::unique_ptr<test::SandboxProcess> m_sandbox;
    std::unique_ptr<test::ManualClock> m_clock;
    std::unique_ptr<LockClient> m_console;
    std::unique_ptr<LockClient> m_worker;
    std::unique_ptr<ui::Notifier> m_notifier;
    std::unique_ptr<ui::AlertMonitor> m_monitor;
    const QString m_key = QStringLiteral("jobs:nightly");
};

void TestAlertMonitorSandbox::init() {
    m_sandbox = std::make_unique<test::SandboxProcess>();
    QVERIFY2(m_sandbox->start(), qPrintable(m_sandbox->errorString()));
    m_clock = std::make_unique<test::ManualClock>();
    m_console = m_sandbox->client();
    m_console->setClock(m_clock.get());
    m_worker = m_sandbox->client();
    m_notifier = std::make_unique<ui::Notifier>();
    m_monitor = std::make_unique<ui::AlertMonitor>(*m_clock, *m_notifier);
}

void TestAlertMonitorSandbox::cleanup() {
    m_monitor.reset();
    m_notifier.reset();
    m_worker.reset();
    m_console.reset();
    m_clock.reset();
    m_sandbox.reset();
}

alerts::RuleSet TestAlertMonitorSandbox::noHolderRule(int seconds, const QString& severity) {
    alerts::AlertRule rule;
    rule.name = QStringLiteral("leader missing");
    rule.kind = alerts::RuleKind::NoHolder;
    rule.keys = QStringLiteral("jobs:*");
    rule.seconds = seconds;
    if (!severity.isEmpty())
        rule.severity = severity;
    alerts::RuleSet rules;
    rules.rules.append(rule);
    return rules;
}

OperationResult TestAlertMonitorSandbox::readAndObserve(const QString& key) {
    const OperationResult result = test::waitFor(m_console->read(key), 10'000);
    m_monitor->observe(result);
    return result;
}

void TestAlertMonitorSandbox::fireOn(const QString& key) {
    const OperationResult free = readAndObserve(key);
    QVERIFY(free.ok());
    QVERIFY(!free.state->held);
    m_clock->advance(6'000);
}

void TestAlertMonitorSandbox::noHolderFiresAfterItsSecondsAndResolvesOnAcquire() {
    m_monitor->setRules(noHolderRule(5, QStringLiteral("page")));
    QSignalSpy fired(m_monitor.get(), &ui::AlertMonitor::alertFired);
    QSignalSpy resolved(m_monitor.get(), &ui::AlertMonitor::alertResolved);
    QSignalSpy notified(m_notifier.get(), &ui::Notifier::notified);

    const OperationResult free = readAndObserve(m_key);
    QVERIFY(free.ok());
    QVERIFY(!free.state->held);
    m_clock->advance(4'000);
    QCOMPARE(fired.count(), 0); // free for 4 s of 5
    m_clock->advance(2'000);
    QCOMPARE(fired.count(), 1);
    const auto firing = fired.at(0).at(0).value<AlertEvent>();
    QCOMPARE(firing.status, AlertEvent::Status::Firing);
    QCOMPARE(firing.rule, QStringLiteral("leader missing"));
    QCOMPARE(firing.key, m_key);
    QCOMPARE(firing.since, free.sentAtUtc); // the condition began with the first free read
    QCOMPARE(m_monitor->activeCount(), 1);
    QCOMPARE(notified.count(), 1);
    QVERIFY(notified.at(0).at(1).toString().contains(m_key));
    QCOMPARE(notified.at(0).at(2).value<ui::Notifier::Urgency>(), ui::Notifier::Urgency::Critical);

    // Still free: the alert stays, and is not fired again.
    m_clock->advance(10'000);
    QVERIFY(readAndObserve(m_key).ok());
    m_clock->advance(2'000);
    QCOMPARE(fired.count(), 1);

    const OperationResult acquired = test::waitFor(m_worker->acquire(m_key, 30), 10'000);
    QVERIFY(acquired.ok());
    const OperationResult held = readAndObserve(m_key);
    QVERIFY(held.ok() && held.state->held);
    m_clock->advance(1'000);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.at(0).at(0).value<AlertEvent>().status, AlertEvent::Status::Resolved);
    QCOMPARE(m_monitor->activeCount(), 0);
    QCOMPARE(m_monitor->resolvedAlerts().size(), 1);
    QCOMPARE(m_monitor->resolvedAlerts().constFirst().key, m_key);
    QCOMPARE(notified.count(), 2);
    QCOMPARE(notified.at(1).at(2).value<ui::Notifier::Urgency>(), ui::Notifier::Urgency::Info);
}

void TestAlertMonitorSandbox::severityDecidesTheUrgency_data() {
    QTest::addColumn<QString>("severity");
    QTest::addColumn<ui::Notifier::Urgency>("urgency");
    QTest::newRow("page") << QStringLiteral("page") << ui::Notifier::Urgency::Critical;
    QTest::newRow("ticket") << QStringLiteral("ticket") << ui::Notifier::Urgency::Warning;
    QTest::newRow("default") << QString() << ui::Notifier::Urgency::Warning;
}

void TestAlertMonitorSandbox::severityDecidesTheUrgency() {
    QFETCH(QString, severity);
    QFETCH(ui::Notifier::Urgency, urgency);
    m_monitor->setRules(noHolderRule(5, severity));
    QSignalSpy notified(m_notifier.get(), &ui::Notifier::notified);
    fireOn(m_key);
    QCOMPARE(notified.count(), 1);
    QCOMPARE(notified.at(0).at(2).value<ui::Notifier::Urgency>(), urgency);
}

void TestAlertMonitorSandbox::keyLeavingTheWatchlistResolves() {
    m_monitor->setRules(noHolderRule(5));
    fireOn(m_key);
    QCOMPARE(m_monitor->activeCount(), 1);
    QSignalSpy resolved(m_monitor.get(), &ui::AlertMonitor::alertResolved);
    m_monitor->retainKeys({QStringLiteral("jobs:other")});
    m_clock->advance(1'000);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(m_monitor->activeCount(), 0);
}

void TestAlertMonitorSandbox::resetForgetsWithoutAnnouncing() {
    m_monitor->setRules(noHolderRule(5));
    fireOn(m_key);
    QCOMPARE(m_monitor->activeCount(), 1);
    QSignalSpy notified(m_notifier.get(), &ui::Notifier::notified);
    QSignalSpy changed(m_monitor.get(), &ui::AlertMonitor::changed);
    m_monitor->reset();
    m_clock->advance(10'000);
    QCOMPARE(m_monitor->activeCount(), 0);
    QVERIFY(m_monitor->resolvedAlerts().isEmpty());
    QCOMPARE(notified.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_monitor->rules(), noHolderRule(5)); // the rules stay
}

void TestAlertMonitorSandbox::changedRuleResolvesItsAlerts() {
    m_monitor->setRules(noHolderRule(5));
    fireOn(m_key);
    QSignalSpy resolved(m_monitor.get(), &ui::AlertMonitor::alertResolved);
    m_monitor->setRules(alerts::RuleSet{});
    m_clock->advance(1'000);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(m_monitor->activeCount(), 0);
}

QTEST_GUILESS_MAIN(TestAlertMonitorSandbox)
#include "tst_alertmonitor_sandbox.moc"
