// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEngine.h"
#include "alerts/AlertStore.h"
#include "alerts/RuleSet.h"
#include "protocol/OperationResult.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace volcano {
class AppDatabase;
class Clock;
class QuotaMeter;
} // namespace volcano

namespace volcano::alerts {
class WebhookSender;
}

namespace volcano::recorder {

// The recorder's watch rules (`run --rules FILE`, docs/alerts.md): every read feeds the rule
// engine, and while this recorder leads it evaluates once a second, records what fired or
// resolved in the team store (fenced by the leader token, with the webhook deliveries in the
// same transaction) and sends the webhook outbox. A new leader first loads the alerts the
// store holds as active, so an alert the previous leader fired is neither fired nor sent
// again; deliveries it left pending are sent by the new one.
//
// Events the store cannot take (it is away) are kept, in order, and recorded when it is
// back.
class AlertDispatcher : public QObject {
    Q_OBJECT
public:
    // The database, clock and quota meter must outlive the dispatcher. Without rules (no
    // --rules) it follows the team's rules in the store (refreshRules).
    AlertDispatcher(const std::optional<alerts::RuleSet>& rules, AppDatabase& database,
                    const Clock& clock, const QuotaMeter& quota, QString recorder,
                    QObject* parent = nullptr);
    ~AlertDispatcher() override;

    void observe(const OperationResult& result);
    void retainKeys(const QStringList& keys);
    // Leading under this token: restore the store's active alerts, evaluate and send.
    // False (and a message) when the store cannot say what is active.
    Expected<void> lead(FencingToken token);
    void standBy();
    // Following the store: applies the team's rules when they changed (the console edits
    // them). Alerts of rules that did not change keep their state.
    void refreshRules();
    // Active alerts by rule (every rule named, 0 when none), for volcano_alerts_active.
    QHash<QString, int> activeByRule() const { return m_engine.activeByRule(); }

Q_SIGNALS:
    void logLine(const QString& text);
    // The store has seen a newer leader.
    void fenced();

private:
    void evaluate();
    void recordPending();
    QStringList targets() const;
    void logEvent(const alerts::AlertEvent& event);
    void applyRules(const alerts::RuleSet& rules);

    alerts::AlertEngine m_engine;
    alerts::AlertStore m_store;
    const Clock& m_clock;
    const QuotaMeter& m_quota;
    QString m_recorder;
    alerts::WebhookSender* m_sender;
    QTimer m_evaluateTimer;
    std::optional<FencingToken> m_token;
    QList<alerts::AlertEvent> m_unrecorded;
    bool m_storeDown = false;
    bool m_rulesFromStore = false;
    QString m_rulesError; // the last refresh's, logged once
};

} // namespace volcano::recorder
