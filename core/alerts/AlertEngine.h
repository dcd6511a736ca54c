// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEvent.h"
#include "alerts/KeyPattern.h"
#include "alerts/RuleSet.h"
#include "protocol/LockTypes.h"
#include "protocol/OperationResult.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>

#include <map>
#include <memory>
#include <optional>

namespace volcano {
class QuotaMeter;
}

namespace volcano::alerts {

class KeyTrack;
struct ProjectTrack;

// Evaluates watch rules over what reads showed (no widgets, no timers, no clock of its own:
// every call says what time it is, so a test runs a day of rules in milliseconds and the
// recorder, the console and `volcano-lockctl alerts test` share one meaning of each rule).
//
// Feed it every successful read (observeRead), every answer's HTTP status (observeAnswer) and
// the project's quota use (observeQuota), then call evaluate(now): it returns the alerts that
// fired or resolved since the last call. A rule on a glob covers keys first read later.
class AlertEngine {
public:
    explicit AlertEngine(RuleSet rules = {});
    ~AlertEngine();
    AlertEngine(const AlertEngine&) = delete;
    AlertEngine& operator=(const AlertEngine&) = delete;

    // Keeps the state of rules that did not change; alerts of rules removed or changed
    // resolve at the next evaluate().
    void setRules(RuleSet rules);
    const RuleSet& rules() const { return m_rules; }

    // A successful read sent at `at` (this process's clock); serverTime is the answer's Date,
    // used to move expires_at onto this clock (invalid: the clocks are taken to agree).
    void observeRead(const QString& key, const LockState& state, const QDateTime& at,
                     const QDateTime& serverTime = {});
    // A finished request as LockClient reports it: its answer's status, and its state when
    // it was a successful read, at the time it was true (observedAtUtc for a read another
    // process made, else when it was sent), with the server's Date.
    void observeResult(const OperationResult& result);
    // Any HTTP answer: 503 starts or continues an outage, 429 counts toward quota rules.
    void observeAnswer(int httpStatus, const QDateTime& at);
    // The project's requests in the UTC minute of `at`, out of `limit` (the quota).
    void observeQuota(const QDateTime& at, int used, int limit);
    // The same from a QuotaMeter: the project's use when the server said it (RateLimit-*),
    // else this process's own count.
    void observeQuota(const QuotaMeter& meter, const QDateTime& at);
    // Keys no longer watched: their alerts resolve at the next evaluate().
    void retainKeys(const QStringList& keys);

    [[nodiscard]] QList<AlertEvent> evaluate(const QDateTime& now);

    // Firing alerts, `at` being when each fired.
    QList<AlertEvent> activeAlerts() const;
    int activeCount(const QString& rule) const;
    // Every rule's active alerts (0 for a rule with none): volcano_alerts_active.
    QHash<QString, int> activeByRule() const;
    // Alerts another process already fired (a new leader taking over): they count as active
    // and are not fired again; they resolve once, when their condition is false. Replaces
    // what this engine held as active (a recorder leading again after another one did).
    // An alert restored is unknown, neither resolved nor fired again, until the engine has
    // read its key (the project, for project-wide kinds) after `now`.
    void restoreActive(const QList<AlertEvent>& active, const QDateTime& now);

private:
    struct Truth {
        QDateTime since;    // the condition's start, reported in the alert
        QDateTime trueFrom; // from when the rule's condition holds (before its hold-down)
    };
    struct Tracker {
        AlertEvent firing;    // a tracker exists only while its alert is active
        QDateTime falseSince; // the condition's end, for the clear-down
        // The condition this alert stands for (Truth::since): while the same condition
        // holds, the alert stays, even before a hold-down this engine could not see start.
        QDateTime conditionSince;
        // Restored from another process: unknown until a read after this instant says.
        QDateTime restoredAt;
    };
    struct CompiledRule {
        AlertRule rule;
        KeyPattern pattern;
    };

    std::optional<Truth> keyCondition(const AlertRule& rule, const KeyTrack& track,
                                      const QDateTime& now) const;
    std::optional<Truth> projectCondition(const AlertRule& rule, const QDateTime& now) const;
    void step(const AlertRule& rule, const QString& key, const std::optional<Truth>& truth,
              const QDateTime& lastEvidence, const QDateTime& now, QList<AlertEvent>& events);
    void resolve(std::map<QString, Tracker>::iterator found, const QDateTime& now,
                 QList<AlertEvent>& events);
    void resolveOrphans(const QDateTime& now, QList<AlertEvent>& events);
    static QString trackerId(const QString& rule, const QString& key);

    RuleSet m_rules;
    QList<CompiledRule> m_compiled;
    std::map<QString, std::unique_ptr<KeyTrack>> m_keys;
    std::unique_ptr<ProjectTrack> m_project;
    std::map<QString, Tracker> m_trackers;  // by trackerId
    std::optional<QSet<QString>> m_watched; // from retainKeys
};

} // namespace volcano::alerts
