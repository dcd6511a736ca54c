// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/PlannedRead.h"
#include "protocol/ApiError.h"
#include "protocol/LockTypes.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace volcano {

struct PollPlannerSettings {
    int budgetPerMinute = 60; // reads + reservations per fixed UTC minute (10 % of 600)
    // Refresh interval of the selected key, but at most a quarter of the read budget.
    qint64 selectedIntervalMs = 5000;
    // A takeover read goes this long after expires_at + 1 s: room for clock offset error.
    qint64 takeoverDelayMs = 300;
    // A read that still shows the lock in its takeover grace is repeated after this long.
    qint64 graceRecheckMs = 500;
    // Spare-budget reads of one key are at least this far apart: a small watch list need
    // not spend the whole budget on the same few keys.
    qint64 minRefreshIntervalMs = 2000;
    // After a read shows a lock freed, re-read it after these delays (cumulative) until it
    // is held again: a freed lock is usually taken again within seconds.
    QList<qint64> followUpDelaysMs{1000, 2000, 4000, 8000};
    // The change-rate estimate of a key: changes seen, decayed with this half-life, plus a
    // prior of priorChanges per priorSpanMs for keys with little history.
    qint64 changeHalfLifeMs = 30 * 60 * 1000;
    double priorChanges = 0.1;
    qint64 priorSpanMs = 12 * 60 * 1000;
    // Spare-budget reads leave this share of each minute (rounded down) to time-critical
    // reads that are not known yet when the spare reads go out.
    int unforeseenReservePercent = 5;
    // Back-off after 503 or transport failures: doubles from initial up to max.
    qint64 backoffInitialMs = 2000;
    qint64 backoffMaxMs = 60000;
};

// Decides which key to read when, within a read budget per fixed UTC minute. Pure decision
// logic: no I/O, no clock, no randomness: the caller passes the time (console clock, ms
// since the epoch) and reports what it sent and saw. PollScheduler drives a LockClient with
// it; the poll-efficiency benchmark drives it against a simulated world.
//
// Rules:
// - Never more reads in a UTC minute than the budget minus the reservations (requests the
//   console keeps free for test-lease renewals, which have priority).
// - After a 429 no read until Retry-After has passed; after 503 or a transport failure an
//   exponential back-off (reset by the next success).
// - Time-critical reads first: the requested and selected keys, a read just after a held
//   lock's takeover time (expires_at + 1 s, through the server clock offset), follow-ups of
//   a freed lock. The spare budget ("refresh") goes, spread evenly over the minute, to the
//   key with the highest sqrt(change rate) x time since its last read, which minimises the
//   mean detection latency of random changes; long-stable keys get the least.
// - A refresh read never takes a slot that a time-critical read due later in the same
//   minute needs.
class PollPlanner {
public:
    explicit PollPlanner(const PollPlannerSettings& settings = {});

    const PollPlannerSettings& settings() const { return m_settings; }
    void setSettings(const PollPlannerSettings& settings);
    void setBudgetPerMinute(int readsPerMinute);
    int budgetPerMinute() const { return m_settings.budgetPerMinute; }

    // The watched keys; what was learnt about a key is kept while it stays watched.
    void setKeys(const QStringList& keys);
    void addKey(const QString& key);
    void removeKey(const QString& key);
    QStringList keys() const { return m_order; }
    void setSelectedKey(const QString& key); // empty: none
    QString selectedKey() const { return m_selected; }
    // Read this key at the next slot the budget allows.
    void requestRead(const QString& key);
    // First-pass priority (e.g. the keys matching the table's filter, the selected rows):
    // never-read keys of this list get their first read before other never-read keys, in
    // this list's order. It changes nothing for keys read before. Empty: none.
    void setPriorityKeys(const QStringList& keys);
    QStringList priorityKeys() const { return m_priority; }

    // Requests per minute kept free for a source (e.g. one test lease's renewals).
    void setReservation(const QString& source, int requestsPerMinute);
    void clearReservation(const QString& source);
    int reservedPerMinute() const;
    // Reads allowed per minute: budget - reservations, never negative.
    int readCapacityPerMinute() const;

    // Server clock minus console clock, to place a takeover read after expires_at + 1 s.
    void setServerClockOffsetMs(qint64 offsetMs) { m_serverOffsetMs = offsetMs; }

    // The next read at or after nowMs that the rules allow, or nothing without keys (or
    // when every key's read is in flight). Deterministic: ties go to the earlier key in
    // keys() order.
    std::optional<PlannedRead> nextRead(qint64 nowMs) const;

    // The caller sent a read of key at nowMs: it counts against that minute's budget.
    void readSent(const QString& key, qint64 nowMs, ReadReason reason);
    // A read sent at sentAtMs answered; returns true when it is a change (the first read of
    // a key, or held / fencing token differ from the last read).
    bool readSucceeded(const QString& key, qint64 sentAtMs, const LockState& state);
    // A read failed (it still counted when it was sent).
    void readFailed(const QString& key, qint64 nowMs, const ApiError& error);
    // A read was abandoned without an answer (the caller stopped): the key may be read again.
    void readAbandoned(const QString& key);
    // Another project: its budget minutes, 429 pause and back-off are not this one's.
    void forgetBudgetWindow();

    int sentInMinuteOf(qint64 nowMs) const;
    // When a time-critical rule (requested, selected, takeover, follow-up) will next read
    // key, from nowMs on, no earlier than the pause, back-off and the minute's budget allow.
    // Nothing when only the spare budget reads it (or it is not watched, or in flight).
    std::optional<PlannedRead> plannedReadOf(const QString& key, qint64 nowMs) const;
    bool isInFlight(const QString& key) const;
    std::optional<qint64> pausedUntilMs() const;
    std::optional<LockState> lastState(const QString& key) const;
    std::optional<qint64> lastReadAtMs(const QString& key) const;
    // The estimated change rate of a key, per hour (for the UI and tests).
    double changeRatePerHour(const QString& key, qint64 nowMs) const;

    static qint64 minuteStartOf(qint64 utcMs);

private:
    struct KeyInfo {
        std::optional<LockState> state;
        std::optional<qint64> lastReadMs;
        bool inFlight = false;
        bool requested = false;
        double decayedChanges = 0;
        double decayedSpanMs = 0;
        qint64 rateUpdatedMs = 0;
        int followUpIndex = -1; // next follow-up delay while a freed lock is watched
        int graceRechecks = 0;  // reads in a row that still saw a lease past its takeover
        std::optional<qint64> notBeforeMs; // per-key back-off after a failed read
    };
    struct Candidate {
        qint64 atMs = 0;
        ReadReason reason = ReadReason::Refresh;
        int rank = 0;
    };

    std::optional<Candidate> timeCriticalFor(const QString& key, const KeyInfo& info) const;
    std::optional<PlannedRead> earliestTimeCritical(qint64 fromMs) const;
    int timeCriticalDueBefore(qint64 endMs) const;
    std::optional<PlannedRead> plannedRefresh(qint64 fromMs) const;
    // Spare reads left in the minute of atMs after the time-critical ones.
    int refreshSlack(qint64 atMs) const;
    int unforeseenReserve(int capacity, qint64 msLeftInMinute) const;
    std::optional<PlannedRead> bestRefresh(qint64 atMs) const;
    std::optional<PlannedRead> priorityFirstRead(qint64 atMs) const;
    // When key may next get a spare-budget read, or nothing if other rules read it.
    std::optional<qint64> refreshableFrom(const QString& key, const KeyInfo& info) const;
    qint64 earliestAllowed(qint64 nowMs) const;
    qint64 selectedIntervalMs() const;
    double changeRate(const KeyInfo& info, qint64 nowMs) const;
    void noteObservation(KeyInfo& info, qint64 atMs, int changes) const;
    static int changesBetween(const LockState& before, const LockState& after);
    void updateFollowUps(KeyInfo& info, const LockState& state, bool changed) const;
    void updateGraceRechecks(KeyInfo& info, const LockState& state, qint64 sentAtMs) const;
    void pruneMinutes(qint64 nowMs);

    PollPlannerSettings m_settings;
    QStringList m_order;
    QHash<QString, KeyInfo> m_keys;
    QString m_selected;
    QStringList m_priority; // setPriorityKeys(); kept apart from the rules above
    QMap<QString, int> m_reservations;
    qint64 m_serverOffsetMs = 0;
    std::map<qint64, int> m_sentPerMinute; // minute start -> reads sent
    std::optional<qint64> m_pausedUntilMs;
    std::optional<qint64> m_backoffUntilMs;
    qint64 m_backoffMs = 0;
    std::optional<qint64> m_nextRefreshAtMs; // pacing of spare-budget reads
};

} // namespace volcano
