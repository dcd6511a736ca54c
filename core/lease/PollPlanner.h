// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/KeyBehaviour.h"
#include "lease/LeaseLengthPools.h"
#include "lease/PlannedRead.h"
#include "lease/ReadPacer.h"
#include "lease/RetakeEvidence.h"
#include "lease/SteadyKeyClass.h"
#include "protocol/ApiError.h"
#include "protocol/LockTypes.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <set>
#include <vector>

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
    // is held again. None by default: how soon a freed key is taken again is learnt per key.
    QList<qint64> followUpDelaysMs;
    // What was learnt about a key fades with this half-life: behaviour changes.
    qint64 changeHalfLifeMs = 30 * 60 * 1000;
    // Pacing: reads go out at budget/60 a second; at most burstReads at once after a quiet
    // spell, of which urgentReserveReads are kept for urgent (time-critical) reads.
    int burstReads = 3;
    int urgentReserveReads = 1;
    // A takeover read is planned when (chance the lease runs out unrenewed) x (how much
    // sooner the read shows it than the spare budget would) is worth at least this many
    // spare-budget reads.
    double takeoverValueFactor = 0.5;
    // ... and always when the lease runs out unrenewed this often (a key whose holders
    // crash): catching those within a second of expires_at + 1 s is what takeover reads
    // are for.
    double takeoverLapseChance = 0.15;
    // A key never read is worth this many times a read key of average change rate.
    double firstReadWeight = 2.0;
    // A key seen free whose holders come and go is read again within this share of its mean
    // tenure (KeyBehaviour::meanTenureMs), at most every freeWatchMaxMs: otherwise a whole
    // tenure can pass between two reads that both find it free, and nobody sees it (watch
    // and the table show only what a read shows). 0: no such reads.
    double freeWatchShare = 0.8;
    qint64 freeWatchMaxMs = 10 * 60 * 1000;
    // A takeover read that finds the lock free is repeated this long after, when that key's
    // (or, while it has shown few, all keys') ended leases are often taken again within
    // moments (RetakeEvidence): a standby retrying every second has taken it by then.
    // 0: no such reads.
    qint64 retakeRereadMs = 1000;
    // Back-off after 503 or transport failures: doubles from initial up to max.
    qint64 backoffInitialMs = 2000;
    qint64 backoffMaxMs = 60000;
};

// Decides which key to read when, within a read budget per fixed UTC minute. Pure decision
// logic: no I/O, no clock, no randomness: the caller passes the time (console clock, ms
// since the epoch) and reports what it sent and saw. PollScheduler drives a LockClient with
// it; the poll-efficiency benchmark drives it against simulated worlds.
//
// Rules:
// - Never more reads in a UTC minute than the budget minus the reservations (requests the
//   console keeps free for test-lease renewals, which have priority), and reads paced at
//   that rate over the minute (ReadPacer), never a burst at the minute's start.
// - After a 429 no read until Retry-After has passed; after 503 or a transport failure an
//   exponential back-off (reset by the next success).
// - Every read is judged by its value: how likely it shows a change, and how much sooner.
//   Each key's behaviour is learnt from its reads (KeyBehaviour): how often its holders
//   release, how soon it is taken when free, how often a lease runs out unrenewed. A key
//   with little history goes by the other keys (LeaseLengthPools), for its lapses by the
//   keys on leases about as long as its own.
// - Time-critical reads first: the requested and selected keys; a read just after a held
//   lock's takeover time (expires_at + 1 s, through the server clock offset) when the lease
//   may well run out unrenewed (a key whose holders crashed before), not for leaders that
//   renew faithfully; follow-ups of a freed lock when configured; free-watch reads of a
//   free key whose holders come and go, within most of its mean tenure, so that no holder
//   takes and frees it unseen between two reads (a change shows only in a read); a
//   takeover read that found the lock free is repeated a second later where ended leases
//   are often taken again at once (RetakeEvidence: a standby waiting, as in leader
//   election), so that the new holder is seen too. When they queue (reads are paced), a
//   lease seen running out goes before takeover reads of leases that may have been renewed.
// - The spare budget ("refresh") goes to the key with the highest sqrt(change rate) x time
//   since its last read, which minimises the mean detection latency of random changes.
//   Keys that showed no change since their first read are valued at the rate of their class
//   (SteadyKeyClass: leaders holding on, locks nobody takes), learnt from all its members.
// Each decision looks at a few heads of ordered sets, not at every key: the console watches
// up to 100,000 keys.
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
    void setServerClockOffsetMs(qint64 offsetMs);

    // The next read at or after nowMs that the rules allow, or nothing without keys (or
    // when every key's read is in flight). Deterministic.
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
    // Reads sent in the 60 s up to nowMs, by reason (indexed by ReadReason).
    ReadPacer::ReasonCounts readsByReasonInLastMinute(qint64 nowMs) const;
    // When a time-critical rule (requested, selected, takeover, follow-up) will next read
    // key, from nowMs on, no earlier than the pause, back-off and the minute's budget allow.
    // Nothing when only the spare budget reads it (or it is not watched, or in flight).
    std::optional<PlannedRead> plannedReadOf(const QString& key, qint64 nowMs) const;
    bool isInFlight(const QString& key) const;
    std::optional<qint64> pausedUntilMs() const;
    std::optional<LockState> lastState(const QString& key) const;
    std::optional<qint64> lastReadAtMs(const QString& key) const;
    // The estimated change rate of a key in its current state, per hour (UI and tests).
    double changeRatePerHour(const QString& key, qint64 nowMs) const;
    // The estimated chance that a key's lease runs out unrenewed within one TTL.
    double lapseChance(const QString& key) const;

    static qint64 minuteStartOf(qint64 utcMs);

private:
    // An entry of an ordered set of keys: by time, then rank, then key order.
    struct Slot {
        qint64 atMs = 0;
        int rank = 0;
        qint64 seq = 0;
        int index = 0;
        bool operator<(const Slot& other) const;
    };
    struct KeyInfo {
        QString key;
        qint64 seq = 0;                  // position in keys() order
        std::optional<qint64> addedAtMs; // for the age of a never-read key
        std::optional<LockState> state;
        std::optional<qint64> firstReadMs;
        std::optional<qint64> lastReadMs;
        bool changedSinceFirstRead = false;
        bool firstReadFree = false; // its first read found it free
        int reads = 0;              // answered reads since it was first read
        bool inFlight = false;
        bool requested = false;
        int followUpIndex = -1; // next follow-up delay while a freed lock is watched
        int graceRechecks = 0;  // reads in a row that still saw a lease past its takeover
        std::optional<qint64> notBeforeMs; // per-key back-off after a failed read
        KeyBehaviour behaviour;
        qint64 fadedAtMs = 0;
        // Where the key is queued (at most one time-critical and one spare-budget slot).
        std::optional<Slot> critical;
        ReadReason criticalReason = ReadReason::Refresh;
        std::optional<Slot> refresh;
        int bucket = -1; // a weight class, or one of the queues (kUnreadQueue, ...)
        double weight = 0;
        double takeoverCost = 0; // reads a minute if every takeover time of it were read
                                 // (takeoverReadIntervalMs)
        // Lease time left at its reads while held, on average (the last kRemainingReads):
        // how far a takeover read's answer puts the next takeover time.
        double meanRemainingMs = 0;
        int remainingReads = 0;
        double lapseRank = -1; // its lapse chance in m_heldByLapse, while held
        // Since when the key has been in its last state (held by this holder, or free), as
        // estimated: from the reads around the change, or from the fencing token's age.
        std::optional<qint64> stateSinceMs;
        RetakeEvidence retakes;
        bool retakeReread = false; // a takeover read found it free; a standby may be coming
    };
    struct Candidate {
        qint64 atMs = 0;
        ReadReason reason = ReadReason::Refresh;
        int rank = 0;
    };

    int indexOf(const QString& key) const;
    int newSlot(const QString& key);
    void schedule(int index);
    void unschedule(int index);
    void rescheduleAll();
    std::optional<Candidate> timeCriticalFor(const KeyInfo& info) const;
    // The next takeover read of a held key, ranked RankLapse when the lease runs out for sure.
    std::optional<Candidate> takeoverFor(const KeyInfo& info) const;
    // expires_at on the console clock, less the server's lead (state must have one).
    qint64 expiryOnConsoleMs(const LockState& state) const;
    std::optional<qint64> freeWatchDueMs(const KeyInfo& info) const;
    std::optional<qint64> retakeRereadDueMs(const KeyInfo& info) const;
    void noteRetake(KeyInfo& info, qint64 sentAtMs, const LockState& state);
    bool takeoverWorthIt(const KeyInfo& info) const;
    double projectedHeldTakeoverCost() const; // reads a minute, the keys not read yet too
    bool allHeldTakeoversAffordable() const;
    void replanWhenAllHeldTakeoversBecomeAffordable();
    qint64 takeoverReadIntervalMs(const KeyInfo& info) const;
    void noteRemaining(KeyInfo& info, const LockState& state, qint64 atMs) const;
    bool refreshable(const KeyInfo& info) const;
    double weightOf(const KeyInfo& info, bool takeoverPlanned) const;
    bool weighedByPool(const KeyInfo& info) const;
    double pooledFreeWeight() const;
    double seenFreeChangeRate() const;
    void noteFreeKeysTaken(KeyInfo& info, bool first, const LockState& state);
    // A key that has shown no change since it was first read (SteadyKeyClass).
    bool isSteady(const KeyInfo& info) const;
    // Since when a key unchanged since its first read is known to have been as it is.
    qint64 unchangedSinceMs(const KeyInfo& info) const;
    SteadyKeyClass& steadyClassOf(const KeyInfo& info);
    double steadyWeight(bool held) const;
    // The queue of keys valued by a rate shared with others that this key waits in (pooled,
    // steady held, steady free), or kNoSharedQueue; and that rate's weight.
    int sharedRateQueueOf(const KeyInfo& info) const;
    double sharedRateWeight(int queue) const;
    std::set<Slot>* queueOf(int bucket);
    // At least one lease of it ran out unrenewed, as far as its reads tell.
    bool lapsedBefore(const KeyInfo& info) const;
    // The pool a key is judged by: for its lapses the other keys on leases about as long as
    // its own, for the rest all keys.
    BehaviourCounts priorOf(const KeyInfo& info) const;
    double totalWeight() const;
    double unreadWeight() const;
    double spareReadsPerMs() const;
    // Time-critical reads due before endMs, counted up to atMost.
    int criticalDueBefore(qint64 endMs, int atMost) const;
    // starved: time-critical reads took too much of the last minute; this one may use the
    // bucket's reserve.
    std::optional<PlannedRead> plannedRefresh(qint64 fromMs, bool starved) const;
    double urgentShareOfLastMinute(qint64 nowMs) const;
    // Of the time-critical reads due by atMs, the first of the lowest rank (m_critical must
    // not be empty).
    const Slot& surestDueBy(qint64 atMs) const;
    std::optional<PlannedRead> bestRefresh(qint64 atMs) const;
    std::optional<PlannedRead> priorityFirstRead(qint64 atMs) const;
    qint64 earliestAllowed(qint64 nowMs) const;
    qint64 selectedIntervalMs() const;
    void learn(KeyInfo& info, qint64 atMs, const LockState& state);
    void updateAffordableLapseChance(qint64 atMs);
    void updateFollowUps(KeyInfo& info, const LockState& state, bool changed) const;
    void updateGraceRechecks(KeyInfo& info, const LockState& state, qint64 sentAtMs) const;
    // Fencing tokens come from one rising sequence per project: new holders seen give its
    // pace, and a token's distance from the newest one the age of its holder's tenure.
    void noteAcquisition(FencingToken token, qint64 atMs);
    std::optional<qint64> tenureStartOf(FencingToken token, qint64 atMs) const;
    void updateStateSince(KeyInfo& info, const LockState& state, qint64 atMs, bool changed) const;

    PollPlannerSettings m_settings;
    QStringList m_order;
    std::vector<KeyInfo> m_infos;
    std::vector<int> m_freeSlots;
    QHash<QString, int> m_index;
    qint64 m_nextSeq = 0;
    QString m_selected;
    QStringList m_priority; // setPriorityKeys(); kept apart from the rules above
    QMap<QString, int> m_reservations;
    qint64 m_serverOffsetMs = 0;
    std::set<Slot> m_critical;             // time-critical reads by due time
    std::set<Slot> m_unread;               // never-read keys in key order
    std::vector<std::set<Slot>> m_buckets; // read keys by weight class, oldest read first
    std::set<Slot> m_pooled;     // free keys read once (weighedByPool()), oldest read first
    std::set<Slot> m_steadyHeld; // steady keys seen held, oldest read first
    std::set<Slot> m_steadyFree; // steady keys seen free, oldest read first
    SteadyKeyClass m_steadyHeldClass;
    SteadyKeyClass m_steadyFreeClass;
    // Keys first read free and read again, and how many of those a read found held since:
    // how often a key seen free is one whose holders come and go.
    int m_firstFreeReadAgain = 0;
    int m_firstFreeTaken = 0;
    RetakeEvidence m_retakes;                  // all keys' ended leases: retaken at once?
    BehaviourCounts m_changingCounts;          // what the keys seen changing showed
    double m_readWeight = 0;                   // sum of read keys' weights
    double m_heldTakeoverCost = 0;             // sum of the held keys' takeoverCost
    bool m_allHeldTakeoversAffordable = false; // as last seen after a read
    // Held keys by lapse chance (KeyInfo::lapseRank), and the lowest lapse chance whose
    // takeover reads the budget affords (updateAffordableLapseChance).
    static constexpr double kNoLapseChance = 2.0;
    std::set<std::pair<double, int>, std::greater<>> m_heldByLapse; // most likely first
    double m_affordableLapseChance = kNoLapseChance;
    qint64 m_affordableComputedMs = 0;
    std::optional<std::pair<FencingToken, qint64>> m_firstAcquisition; // token, seen at
    std::optional<std::pair<FencingToken, qint64>> m_lastAcquisition;
    int m_unreadCount = 0;
    LeaseLengthPools m_pools;   // all keys' behaviour: the prior of a key with little history
    qint64 m_poolFadedAtMs = 0; // when m_pools and the steady classes were last faded
    std::optional<qint64> m_firstSentMs;
    qint64 m_lastSentMs = 0;
    ReadPacer m_pacer;
    std::optional<qint64> m_pausedUntilMs;
    std::optional<qint64> m_backoffUntilMs;
    qint64 m_backoffMs = 0;
};

} // namespace volcano
