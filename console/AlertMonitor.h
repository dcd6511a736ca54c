// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEvent.h"
#include "alerts/RuleSet.h"
#include "protocol/Expected.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

namespace volcano {
class Clock;
class QuotaMeter;
struct ConnectionProfile;
struct OperationResult;
class AppDatabase;
namespace alerts {
class AlertEngine;
class AlertStore;
} // namespace alerts
} // namespace volcano

namespace volcano::ui {

class ConsoleSession;
class Notifier;

// Watch rules evaluated by the console itself: the session's reads, answers and quota feed an
// AlertEngine, which is asked once a second (on the injected clock) what fired or resolved.
// Every fire and every resolution is announced through the Notifier, and the Alerts panel
// lists the active alerts and the last resolved ones. Where the rules come from is not its
// business: setRules() is fed by the rule file in solo mode, by the team store in team mode.
//
// In team mode the leading recorder evaluates (one alert for the team, not one per console):
// followStore() makes the monitor show and announce the alerts the store holds instead of
// evaluating its own.
class AlertMonitor : public QObject {
    Q_OBJECT
public:
    static constexpr int kResolvedKept = 500;
    static constexpr int kEvaluateEveryMs = 1000;

    AlertMonitor(const Clock& clock, Notifier& notifier, QObject* parent = nullptr);
    ~AlertMonitor() override;

    // Follows the session: its results, the project's quota, the watched keys, and a switch
    // to another profile (which starts from nothing).
    void attach(ConsoleSession& session);

    // Alerts of rules that did not change keep their state; the others resolve.
    void setRules(const alerts::RuleSet& rules);
    const alerts::RuleSet& rules() const { return m_rules; }

    // A result of any operation: its HTTP status counts for the project-wide rules, and a
    // successful read is a sample of its key.
    void observe(const OperationResult& result);
    // The project's use this minute (as the server said it, else this console's count).
    void observeQuota(const QuotaMeter& quota);
    // Keys no longer watched: their alerts resolve.
    void retainKeys(const QStringList& keys);
    // Forgets every alert and sample (another project), without announcing anything.
    void reset();
    // What the timer does every second; fires and resolves what is due now (following a
    // store: what the store recorded since).
    void evaluate();
    // Team mode: the alerts of this store (null: evaluate again). The active ones and the
    // last resolved are shown at once; only what comes later is announced.
    [[nodiscard]] Expected<void> followStore(AppDatabase* store);
    bool isFollowingStore() const { return m_store != nullptr; }

    // Firing, in the order they fired.
    QList<alerts::AlertEvent> activeAlerts() const { return m_active; }
    // Resolved, newest first, at most kResolvedKept.
    QList<alerts::AlertEvent> resolvedAlerts() const { return m_resolved; }
    int activeCount() const { return int(m_active.size()); }

Q_SIGNALS:
    void alertFired(const volcano::alerts::AlertEvent& event);
    void alertResolved(const volcano::alerts::AlertEvent& event);
    // After any fire, resolution, reset or new rule set.
    void changed();

private:
    void scheduleEvaluation();
    void onStarted(const ConnectionProfile& profile);
    void onFired(const alerts::AlertEvent& event);
    void onResolved(const alerts::AlertEvent& event);
    void announce(const alerts::AlertEvent& event);
    void pollStore();

    const Clock& m_clock;
    Notifier& m_notifier;
    alerts::RuleSet m_rules;
    std::unique_ptr<alerts::AlertEngine> m_engine;
    QList<alerts::AlertEvent> m_active;
    QList<alerts::AlertEvent> m_resolved;
    QString m_profileId;
    std::unique_ptr<alerts::AlertStore> m_store;
    qint64 m_lastStoreEventId = 0;
    QString m_storeProblem; // the last poll's, logged once
};

} // namespace volcano::ui
