// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEngine.h"
#include "store/RecordedObservation.h"

#include <QDateTime>
#include <QList>
#include <QSet>

#include <deque>

namespace volcano::alerts {

// Runs watch rules over a recorded history (a recorder's observations and quota figures),
// as `volcano-lockctl alerts test` does: the engine sees each read at the time it was made
// and is evaluated at every read and every whole second between reads, as a live
// evaluator would be, so an alert fires and resolves at the instant it would have.
//
// What the history does not hold cannot fire: a failed read writes no observation, so
// 429s and 503s (quota by 429, unavailable) are not replayed.
class HistoryReplay {
public:
    explicit HistoryReplay(RuleSet rules);

    // The UTC minute's final count; call before the reads of that minute.
    void addQuotaMinute(const QDateTime& minuteStart, int used, int limit);
    // Reads in the order they were made.
    void addObservation(const RecordedObservation& observation);
    // Evaluates on to `until` (an invalid time: the last read) and returns every event.
    QList<AlertEvent> finish(const QDateTime& until = {});

    int reads() const { return m_reads; }
    int keys() const { return int(m_keys.size()); }
    QDateTime firstRead() const { return m_first; }
    QDateTime lastRead() const { return m_last; }
    QList<AlertEvent> stillActive() const { return m_engine.activeAlerts(); }

private:
    struct QuotaMinute {
        QDateTime knownAt;
        int used = 0;
        int limit = 0;
    };
    void advanceTo(const QDateTime& time);
    void evaluateAt(const QDateTime& time);

    AlertEngine m_engine;
    std::deque<QuotaMinute> m_quota;
    QList<AlertEvent> m_events;
    QSet<QString> m_keys;
    QDateTime m_evaluated; // the last instant evaluated
    QDateTime m_first;
    QDateTime m_last;
    int m_reads = 0;
};

} // namespace volcano::alerts
