// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/AlertEngine.h"

#include "alerts/KeyTrack.h"
#include "alerts/ProjectTrack.h"
#include "lease/QuotaMeter.h"

#include <QSet>

#include <algorithm>

namespace volcano::alerts {

namespace {

// Holds when now has reached the instant plus seconds.
bool reached(const QDateTime& now, const QDateTime& from, int seconds) {
    return from.isValid() && from.addSecs(seconds) <= now;
}

} // namespace

AlertEngine::AlertEngine(RuleSet rules)
    : m_project(std::make_unique<ProjectTrack>()) {
    setRules(std::move(rules));
}

AlertEngine::~AlertEngine() = default;

void AlertEngine::setRules(RuleSet rules) {
    m_rules = std::move(rules);
    m_compiled.clear();
    for (const AlertRule& rule : std::as_const(m_rules.rules)) {
        auto pattern = isProjectWide(rule.kind) ? KeyPattern() : KeyPattern::parse(rule.keys);
        // A rule set is validated when read; an invalid pattern here watches no key.
        if (pattern)
            m_compiled.append({rule, *pattern});
    }
}

void AlertEngine::observeRead(const QString& key, const LockState& state, const QDateTime& at,
                              const QDateTime& serverTime) {
    auto& track = m_keys[key];
    if (!track)
        track = std::make_unique<KeyTrack>();
    track->observe(state, at, serverTime);
}

void AlertEngine::observeResult(const OperationResult& result) {
    const QDateTime at = result.observedAtUtc.isValid() ? result.observedAtUtc : result.sentAtUtc;
    if (result.httpStatus > 0)
        observeAnswer(result.httpStatus, at);
    if (result.ok() && result.state && result.operation == Operation::Read)
        observeRead(result.key, *result.state, at, result.serverDate);
}

void AlertEngine::observeAnswer(int httpStatus, const QDateTime& at) {
    m_project->observeAnswer(httpStatus, at);
}

void AlertEngine::observeQuota(const QDateTime& at, int used, int limit) {
    m_project->observeQuota(at, used, limit);
}

void AlertEngine::observeQuota(const QuotaMeter& meter, const QDateTime& at) {
    observeQuota(at, meter.projectUsedThisMinute().value_or(meter.sentThisMinute()), meter.limit());
}

void AlertEngine::retainKeys(const QStringList& keys) {
    const QSet<QString> kept(keys.begin(), keys.end());
    m_watched = kept;
    for (auto it = m_keys.begin(); it != m_keys.end();) {
        if (kept.contains(it->first))
            ++it;
        else
            it = m_keys.erase(it);
    }
}

QList<AlertEvent> AlertEngine::evaluate(const QDateTime& now) {
    QList<AlertEvent> events;
    for (const CompiledRule& compiled : std::as_const(m_compiled)) {
        const AlertRule& rule = compiled.rule;
        if (isProjectWide(rule.kind)) {
            step(rule, QString(), projectCondition(rule, now), m_project->lastAnswer, now, events);
            continue;
        }
        for (const auto& [key, track] : m_keys) {
            if (compiled.pattern.matches(key))
                step(rule, key, keyCondition(rule, *track, now), track->lastReadAt(), now, events);
        }
    }
    resolveOrphans(now, events);
    return events;
}

std::optional<AlertEngine::Truth> AlertEngine::keyCondition(const AlertRule& rule,
                                                            const KeyTrack& track,
                                                            const QDateTime& now) const {
    const int seconds = rule.effectiveSeconds();
    switch (rule.kind) {
    case RuleKind::NoHolder: {
        const bool lapsed = track.held() && track.takeoverAt() <= now;
        if (!track.seen() || (track.held() && !lapsed))
            return std::nullopt;
        const QDateTime since = lapsed ? track.takeoverAt() : track.freeSince();
        return Truth{since, since.addSecs(seconds)};
    }
    case RuleKind::RenewalOverdue: {
        const auto due = track.renewalDue();
        if (!track.held() || !due || now >= track.expiresAt())
            return std::nullopt;
        return Truth{*due, due->addSecs(seconds)};
    }
    case RuleKind::HeldTooLong:
        if (!track.held() || now >= track.takeoverAt())
            return std::nullopt;
        return Truth{track.tokenSince(), track.tokenSince().addSecs(seconds)};
    case RuleKind::Flapping: {
        // Changes are recorded in read order: the window is a range found by search.
        const auto& changes = track.holderChanges();
        const auto first = std::upper_bound(changes.begin(), changes.end(), now.addSecs(-seconds));
        const auto end = std::upper_bound(first, changes.end(), now);
        if (end - first <= rule.changes)
            return std::nullopt;
        return Truth{*first, *(first + rule.changes)};
    }
    case RuleKind::FencingAnomaly:
        if (!track.anomalousHolder() &&
            !(track.lastAnomaly().isValid() && !reached(now, track.lastAnomaly(), seconds)))
            return std::nullopt;
        return Truth{track.anomalySince(), track.anomalySince()};
    case RuleKind::Quota:
    case RuleKind::Unavailable:
        break;
    }
    return std::nullopt;
}

std::optional<AlertEngine::Truth> AlertEngine::projectCondition(const AlertRule& rule,
                                                                const QDateTime& now) const {
    if (rule.kind == RuleKind::Unavailable) {
        const QDateTime since = m_project->first503;
        if (!since.isValid() || since > now)
            return std::nullopt;
        return Truth{since, since.addSecs(rule.effectiveSeconds())};
    }
    auto since = m_project->quotaAbove(rule.percent / 100.0, now);
    if (const auto throttled = m_project->recent429(now);
        throttled && (!since || *throttled < *since))
        since = throttled;
    if (!since)
        return std::nullopt;
    return Truth{*since, *since};
}

void AlertEngine::step(const AlertRule& rule, const QString& key, const std::optional<Truth>& truth,
                       const QDateTime& lastEvidence, const QDateTime& now,
                       QList<AlertEvent>& events) {
    const QString id = trackerId(rule.name, key);
    auto found = m_trackers.find(id);
    if (found != m_trackers.end() && found->second.restoredAt.isValid()) {
        if (!lastEvidence.isValid() || lastEvidence < found->second.restoredAt)
            return; // not read since: unknown
        found->second.restoredAt = QDateTime();
        if (truth) // the condition the other process fired on, as far as this one can tell
            found->second.conditionSince = truth->since;
    }
    const bool sameCondition =
        truth && found != m_trackers.end() && found->second.conditionSince == truth->since;
    const bool holds =
        truth && (sameCondition || reached(now, truth->trueFrom, rule.holdDownSeconds));
    if (holds && found == m_trackers.end()) {
        Tracker tracker;
        tracker.firing = AlertEvent{AlertEvent::Status::Firing,
                                    rule.name,
                                    rule.kind,
                                    key,
                                    rule.severity,
                                    truth->since,
                                    now};
        tracker.conditionSince = truth->since;
        events.append(tracker.firing);
        m_trackers.emplace(id, tracker);
        return;
    }
    if (found == m_trackers.end())
        return;
    // Still true past its hold-down: stays. A condition that only began again (a new holder
    // of a held_too_long key) counts as false, so the old alert can resolve.
    if (holds) {
        found->second.falseSince = QDateTime();
        return;
    }
    if (!found->second.falseSince.isValid())
        found->second.falseSince = now;
    if (!reached(now, found->second.falseSince, rule.clearDownSeconds))
        return;
    resolve(found, now, events);
}

void AlertEngine::resolve(std::map<QString, Tracker>::iterator found, const QDateTime& now,
                          QList<AlertEvent>& events) {
    AlertEvent resolved = found->second.firing;
    resolved.status = AlertEvent::Status::Resolved;
    resolved.at = now;
    events.append(resolved);
    m_trackers.erase(found);
}

// Alerts whose rule was removed or changed, or whose key is no longer watched.
void AlertEngine::resolveOrphans(const QDateTime& now, QList<AlertEvent>& events) {
    for (auto it = m_trackers.begin(); it != m_trackers.end();) {
        const AlertEvent& firing = it->second.firing;
        const AlertRule* rule = m_rules.rule(firing.rule);
        const bool keyGone = !firing.key.isEmpty() && m_watched && !m_watched->contains(firing.key);
        if (rule && rule->kind == firing.kind && rule->severity == firing.severity && !keyGone)
            ++it;
        else
            resolve(it++, now, events);
    }
}

QList<AlertEvent> AlertEngine::activeAlerts() const {
    QList<AlertEvent> active;
    for (const auto& entry : m_trackers)
        active.append(entry.second.firing);
    return active;
}

QHash<QString, int> AlertEngine::activeByRule() const {
    QHash<QString, int> counts;
    for (const AlertRule& rule : m_rules.rules)
        counts.insert(rule.name, activeCount(rule.name));
    return counts;
}

int AlertEngine::activeCount(const QString& rule) const {
    int count = 0;
    for (const auto& entry : m_trackers)
        count += entry.second.firing.rule == rule ? 1 : 0;
    return count;
}

void AlertEngine::restoreActive(const QList<AlertEvent>& active, const QDateTime& now) {
    m_trackers.clear();
    for (const AlertEvent& event : active) {
        Tracker tracker;
        tracker.restoredAt = now;
        tracker.firing = event;
        tracker.firing.status = AlertEvent::Status::Firing;
        m_trackers.insert_or_assign(trackerId(event.rule, event.key), tracker);
    }
}

QString AlertEngine::trackerId(const QString& rule, const QString& key) {
    return rule + QChar(0) + key;
}

} // namespace volcano::alerts
