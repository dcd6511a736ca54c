// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <optional>

namespace volcano {

// What reads showed about a key (or, summed, about all watched keys): time seen in each state
// and the ways it left it. Counts are fractional: an ambiguous change is shared out by how
// likely each explanation was.
struct BehaviourCounts {
    double heldMs = 0;        // time seen held
    double releases = 0;      // a holder gave the lock up before its lease ran out
    double freeMs = 0;        // time seen free
    double acquires = 0;      // a free lock was taken
    double spans = 0;         // lease lifetimes (ttl) a holder was seen through, renewing
    double lapses = 0;        // a lease ran out unrenewed: a crashed holder, a takeover
    double certainLapses = 0; // of those, seen for sure (unrenewed in the grace second, or
                              // overdue: far less time left than this key's leases have)

    void add(const BehaviourCounts& other);
    void scale(double factor);
};

// A key's learnt behaviour, from pairs of consecutive reads: how often a holder releases, how
// soon a free lock is taken, and the chance that a lease runs out unrenewed within one TTL (a
// leader that always renews: near 0; a key whose holders crash: high). Each figure is the
// key's own counts plus a prior taken from all watched keys (pooled), weighted like
// kPriorSpanMs of history, so a key needs only a few reads to stand out.
//
// A lease seen gone after its takeover time is ambiguous: released any time since the last
// read, or run out unrenewed at expires_at + 1 s. Such changes are shared out by likelihood;
// certain evidence comes from a read inside the grace second [expires_at, expires_at + 1 s):
// a live holder has renewed by then (renewals must come 1 s before expiry), a crashed one
// has not, and a lock already free there was released. A lease with less than kOverdueShare
// of this key's usual TTL left has missed a renewal: holders renewing at ttl/3 or ttl/2 never
// show less. Holders may legally renew later (any time more than 1 s before expiry), so that
// is a guess: it is withdrawn when a later read shows the same lease renewed, and a key whose
// holders were seen renewing with less left is judged by their habit from then on.
class KeyBehaviour {
public:
    static constexpr qint64 kPriorSpanMs = 10 * 1000;
    static constexpr double kPriorLeaseSpans = 1.5;
    static constexpr qint64 kDefaultTtlMs = 30 * 1000;
    static constexpr double kOverdueShare = 0.5;
    // A holder seen renewing with only x left may renew with somewhat less next time (its
    // timer, the round trip): overdue on such a key is below this share of x.
    static constexpr double kLateRenewalMargin = 0.75;
    // The tenure of a key seen only releasing (no start seen), in leases: a guess. One lease
    // read the churning keys of issue 14's worlds too often (0.336 of round-robin in one seed
    // range), three lost most of the gain.
    static constexpr double kReleasedTenureLeases = 2.0;

    // Learns from a read at afterMs that followed one at beforeMs (console clock); expiries
    // are moved to the console clock with serverOffsetMs. Returns what was learnt, for the
    // pool.
    BehaviourCounts observe(const LockState& before, qint64 beforeMs, const LockState& after,
                            qint64 afterMs, qint64 serverOffsetMs, const BehaviourCounts& pool);
    // Old history counts less: counts are multiplied by factor.
    void fade(double factor) { m_counts.scale(factor); }

    // Changes per ms.
    double releaseRate(const BehaviourCounts& pool) const;
    double acquireRate(const BehaviourCounts& pool) const;
    // Probability that the current lease runs out unrenewed within one TTL.
    double lapseChance(const BehaviourCounts& pool) const;
    // Enough certain lapses seen that a takeover read can go straight after expires_at + 1 s
    // without first checking, inside the grace second, whether the lease was renewed.
    bool lapsesAreLikely(const BehaviourCounts& pool) const;
    // The last read saw this lease inside its grace second, unrenewed: it will run out.
    bool isDying(const LockState& state) const;
    // How long its holders keep it, on average, from its own reads: nothing until one was
    // seen giving it up or letting it run out. With no start seen: a lease seen running out
    // lasted at least one lease (ttlMs); one given up is taken as kReleasedTenureLeases.
    std::optional<double> meanTenureMs() const;
    // The longest lease seen on this key (remaining time at a read), else kDefaultTtlMs.
    qint64 ttlMs() const { return m_ttlMs > 0 ? m_ttlMs : kDefaultTtlMs; }
    // The same, nothing while no read has shown the key held.
    std::optional<qint64> seenTtlMs() const {
        return m_ttlMs > 0 ? std::optional<qint64>(m_ttlMs) : std::nullopt;
    }
    const BehaviourCounts& counts() const { return m_counts; }
    // Whether any pair of reads was learnt from: without one, every figure is the prior.
    bool hasHistory() const { return m_observed; }

    // A lease's expires_at on the console clock, less the server's lead (state must have one).
    static qint64 expiryOnConsoleMs(const LockState& state, qint64 serverOffsetMs);
    static double pooledReleaseRate(const BehaviourCounts& pool);
    static double pooledAcquireRate(const BehaviourCounts& pool);
    static double pooledLapseChance(const BehaviourCounts& pool);
    static double pooledCertainLapseChance(const BehaviourCounts& pool);

private:
    BehaviourCounts learnFromHeld(const LockState& before, qint64 beforeMs, const LockState& after,
                                  qint64 afterMs, qint64 serverOffsetMs,
                                  const BehaviourCounts& pool) const;
    // Only certain lapses: what an ambiguous change is judged by, so that guesses do not
    // feed on themselves.
    double certainLapseChance(const BehaviourCounts& pool) const;
    bool isOverdue(const LockState& state, qint64 atMs, qint64 serverOffsetMs) const;
    void learnDying(const LockState& before, const LockState& after, qint64 afterMs,
                    qint64 serverOffsetMs, BehaviourCounts& learnt);
    // The lease counted as dying because it looked overdue was renewed after all.
    void withdrawDying(BehaviourCounts& learnt);
    void learnRenewalHabit(const LockState& before, qint64 beforeMs, const LockState& after,
                           qint64 serverOffsetMs);
    void learnTtl(const LockState& after, qint64 afterMs, qint64 serverOffsetMs);

    BehaviourCounts m_counts;
    bool m_observed = false;
    qint64 m_ttlMs = 0;
    std::optional<FencingToken> m_dyingToken;  // seen unrenewed past its expiry, or overdue
    bool m_dyingOnlyOverdue = false;           // ... overdue only: a guess (set with m_dyingToken)
    std::optional<qint64> m_lateRenewalLeftMs; // least time left seen on a lease then renewed
};

} // namespace volcano
