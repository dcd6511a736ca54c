// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/HistoryReplay.h"

namespace volcano::alerts {

HistoryReplay::HistoryReplay(RuleSet rules)
    : m_engine(std::move(rules)) {}

// A minute's count is final only at its end: shown then, not as if known from its start.
void HistoryReplay::addQuotaMinute(const QDateTime& minuteStart, int used, int limit) {
    m_quota.push_back({minuteStart.addSecs(59), used, limit});
}

void HistoryReplay::addObservation(const RecordedObservation& observation) {
    advanceTo(observation.observedAt);
    LockState state;
    state.held = observation.held;
    if (observation.held) {
        state.fencingToken = observation.fencingToken;
        if (observation.expiresAt.isValid())
            state.expiresAt = observation.expiresAt;
    }
    m_engine.observeRead(observation.key, state, observation.observedAt);
    m_keys.insert(observation.key);
    if (!m_first.isValid())
        m_first = observation.observedAt;
    m_last = observation.observedAt;
    ++m_reads;
    evaluateAt(observation.observedAt);
}

QList<AlertEvent> HistoryReplay::finish(const QDateTime& until) {
    if (until.isValid())
        advanceTo(until.addMSecs(1));
    return m_events;
}

// Every whole second after the last evaluation and before `time`.
void HistoryReplay::advanceTo(const QDateTime& time) {
    if (!m_evaluated.isValid())
        return;
    QDateTime tick = m_evaluated.addMSecs(1000 - m_evaluated.toMSecsSinceEpoch() % 1000);
    for (; tick < time; tick = tick.addSecs(1))
        evaluateAt(tick);
}

void HistoryReplay::evaluateAt(const QDateTime& time) {
    while (!m_quota.empty() && m_quota.front().knownAt <= time) {
        m_engine.observeQuota(m_quota.front().knownAt, m_quota.front().used, m_quota.front().limit);
        m_quota.pop_front();
    }
    m_events += m_engine.evaluate(time);
    m_evaluated = time;
}

} // namespace volcano::alerts
