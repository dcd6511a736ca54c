// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/KeyBehaviour.h"

#include <algorithm>
#include <cmath>

namespace volcano {
namespace {

// Before any key has shown anything: one change per 10 minutes in each state, one lease in
// ten running out unrenewed. Weighted like this much history of all keys together.
constexpr double kPoolPriorMs = 10.0 * 60 * 1000;
constexpr double kPoolPriorChanges = 1.0;
constexpr double kPoolPriorSpans = 5.0;
constexpr double kPoolPriorLapses = 0.5;
constexpr qint64 kMinTtlMs = 5000; // the contract's shortest ttl_seconds
constexpr double kCertainLapsesToTrust = 2.0;
constexpr double kLikelyLapseChance = 0.3;

// A read that shows a change says at least one happened since the last read; at x expected
// changes in that time, x / (1 - e^-x) did on average. Counting 1 would make a key read
// rarely look calm, and so be read more rarely still.
double changesGivenOne(double expected) {
    if (expected < 1e-6)
        return 1.0;
    return expected / -std::expm1(-expected);
}

bool sameLease(const LockState& a, const LockState& b) {
    return a.held && b.held && a.fencingToken == b.fencingToken;
}

// The same lease, its expiry moved on: its holder renewed between the two reads.
bool renewedBetween(const LockState& before, const LockState& after) {
    return sameLease(before, after) && before.expiresAt && after.expiresAt &&
           *after.expiresAt > *before.expiresAt;
}

} // namespace

void BehaviourCounts::add(const BehaviourCounts& other) {
    heldMs += other.heldMs;
    releases += other.releases;
    freeMs += other.freeMs;
    acquires += other.acquires;
    spans += other.spans;
    lapses += other.lapses;
    certainLapses += other.certainLapses;
}

void BehaviourCounts::scale(double factor) {
    heldMs *= factor;
    releases *= factor;
    freeMs *= factor;
    acquires *= factor;
    spans *= factor;
    lapses *= factor;
    certainLapses *= factor;
}

qint64 KeyBehaviour::expiryOnConsoleMs(const LockState& state, qint64 serverOffsetMs) {
    return state.expiresAt->toMSecsSinceEpoch() - serverOffsetMs;
}

double KeyBehaviour::pooledReleaseRate(const BehaviourCounts& pool) {
    return (pool.releases + kPoolPriorChanges) / (pool.heldMs + kPoolPriorMs);
}

double KeyBehaviour::pooledAcquireRate(const BehaviourCounts& pool) {
    return (pool.acquires + kPoolPriorChanges) / (pool.freeMs + kPoolPriorMs);
}

double KeyBehaviour::pooledLapseChance(const BehaviourCounts& pool) {
    return (pool.lapses + kPoolPriorLapses) / (pool.spans + kPoolPriorSpans);
}

double KeyBehaviour::pooledCertainLapseChance(const BehaviourCounts& pool) {
    return (pool.certainLapses + kPoolPriorLapses) / (pool.spans + kPoolPriorSpans);
}

double KeyBehaviour::certainLapseChance(const BehaviourCounts& pool) const {
    return (m_counts.certainLapses + pooledCertainLapseChance(pool) * kPriorLeaseSpans) /
           (m_counts.spans + kPriorLeaseSpans);
}

double KeyBehaviour::releaseRate(const BehaviourCounts& pool) const {
    const double prior = static_cast<double>(kPriorSpanMs);
    const double priorRate = pooledReleaseRate(pool);
    return (m_counts.releases + priorRate * prior) / (m_counts.heldMs + prior);
}

double KeyBehaviour::acquireRate(const BehaviourCounts& pool) const {
    const double prior = static_cast<double>(kPriorSpanMs);
    const double priorRate = pooledAcquireRate(pool);
    return (m_counts.acquires + priorRate * prior) / (m_counts.freeMs + prior);
}

double KeyBehaviour::lapseChance(const BehaviourCounts& pool) const {
    return (m_counts.lapses + pooledLapseChance(pool) * kPriorLeaseSpans) /
           (m_counts.spans + kPriorLeaseSpans);
}

BehaviourCounts KeyBehaviour::observe(const LockState& before, qint64 beforeMs,
                                      const LockState& after, qint64 afterMs, qint64 serverOffsetMs,
                                      const BehaviourCounts& pool) {
    BehaviourCounts learnt;
    const double elapsed = static_cast<double>(std::max<qint64>(afterMs - beforeMs, 0));
    if (before.held && before.expiresAt) {
        learnt = learnFromHeld(before, beforeMs, after, afterMs, serverOffsetMs, pool);
    } else if (after.held) {
        // Taken some time between the reads: say halfway.
        learnt.acquires = changesGivenOne(acquireRate(pool) * elapsed);
        learnt.freeMs = elapsed / 2;
        learnt.heldMs = elapsed / 2;
    } else {
        learnt.freeMs = elapsed;
    }
    learnRenewalHabit(before, beforeMs, after, serverOffsetMs);
    learnDying(before, after, afterMs, serverOffsetMs, learnt);
    m_counts.add(learnt);
    m_observed = true;
    learnTtl(after, afterMs, serverOffsetMs);
    return learnt;
}

std::optional<double> KeyBehaviour::meanTenureMs() const {
    constexpr double kEnoughEvidence = 0.5; // counts are shared out: half a change is a guess
    const double ends = m_counts.releases + m_counts.lapses;
    if (ends < kEnoughEvidence)
        return std::nullopt;
    const double seenHeld = m_counts.heldMs / std::max(ends, 1.0);
    if (m_counts.acquires >= kEnoughEvidence)
        return seenHeld;
    // Only an end seen, not a start: the time seen held is part of a tenure. One that ran out
    // unrenewed lasted at least a lease. A release tells less, but a key seen given up is
    // one whose holders come and go, and it needs free-watch reads as much (issue 14's
    // churning keys are mostly met that way); taken as kReleasedTenureLeases leases.
    const double leases = m_counts.lapses >= kEnoughEvidence ? 1.0 : kReleasedTenureLeases;
    return std::max(seenHeld, leases * static_cast<double>(ttlMs()));
}

bool KeyBehaviour::lapsesAreLikely(const BehaviourCounts& pool) const {
    return m_counts.certainLapses >= kCertainLapsesToTrust &&
           lapseChance(pool) >= kLikelyLapseChance;
}

bool KeyBehaviour::isDying(const LockState& state) const {
    return state.held && m_dyingToken && state.fencingToken == m_dyingToken;
}

BehaviourCounts KeyBehaviour::learnFromHeld(const LockState& before, qint64 beforeMs,
                                            const LockState& after, qint64 afterMs,
                                            qint64 serverOffsetMs,
                                            const BehaviourCounts& pool) const {
    BehaviourCounts learnt;
    const double elapsed = static_cast<double>(std::max<qint64>(afterMs - beforeMs, 0));
    const double ttl = static_cast<double>(ttlMs());
    const qint64 expiryMs = expiryOnConsoleMs(before, serverOffsetMs);
    const qint64 freeFromMs = expiryMs + limits::kTakeoverGrace.count();
    if (sameLease(before, after)) {
        learnt.heldMs = elapsed;
        learnt.spans = elapsed / ttl;
        return learnt;
    }
    const double untilExpiry = static_cast<double>(std::max<qint64>(freeFromMs - beforeMs, 0));
    double lapseShare = 0;
    if (isDying(before)) {
        lapseShare = 1; // counted when it was seen dying; the lock went free at freeFromMs
    } else if (afterMs >= freeFromMs) {
        // Either the holder stopped renewing (the lease ran out at a known time) or it
        // released earlier: weigh the two by how likely each was for this key.
        const double lapse = certainLapseChance(pool) * std::min(1.0, untilExpiry / ttl + 0.5);
        const double release = 1.0 - std::exp(-releaseRate(pool) * untilExpiry);
        lapseShare = lapse + release > 0 ? lapse / (lapse + release) : 0.5;
    }
    learnt.lapses = isDying(before) ? 0.0 : lapseShare;
    learnt.releases = (1.0 - lapseShare) * changesGivenOne(releaseRate(pool) * untilExpiry);
    const double heldFor = lapseShare * untilExpiry + (1.0 - lapseShare) * elapsed / 2;
    learnt.heldMs = std::min(heldFor, elapsed);
    learnt.spans = learnt.heldMs / ttl;
    learnt.freeMs = elapsed - learnt.heldMs;
    if (after.held)
        learnt.acquires = 1;
    return learnt;
}

bool KeyBehaviour::isOverdue(const LockState& state, qint64 atMs, qint64 serverOffsetMs) const {
    if (!state.held || !state.expiresAt || m_ttlMs <= 0)
        return false;
    const qint64 left = expiryOnConsoleMs(state, serverOffsetMs) - atMs;
    double bar = kOverdueShare * static_cast<double>(m_ttlMs);
    if (m_lateRenewalLeftMs)
        bar = std::min(bar, kLateRenewalMargin * static_cast<double>(*m_lateRenewalLeftMs));
    return static_cast<double>(left) < bar;
}

void KeyBehaviour::learnDying(const LockState& before, const LockState& after, qint64 afterMs,
                              qint64 serverOffsetMs, BehaviourCounts& learnt) {
    if (!after.held) {
        m_dyingToken.reset();
        return;
    }
    if (isDying(after)) {
        if (m_dyingOnlyOverdue && renewedBetween(before, after))
            withdrawDying(learnt);
        return;
    }
    const bool unrenewed = sameLease(before, after) && after.expiresAt == before.expiresAt &&
                           afterMs >= expiryOnConsoleMs(after, serverOffsetMs);
    if (unrenewed || isOverdue(after, afterMs, serverOffsetMs)) {
        // Counted now: the lease will run out (the change itself is seen later).
        learnt.lapses += 1;
        learnt.certainLapses += 1;
        learnt.spans += 1;
        m_dyingToken = after.fencingToken;
        m_dyingOnlyOverdue = !unrenewed;
    } else {
        m_dyingToken.reset();
    }
}

void KeyBehaviour::withdrawDying(BehaviourCounts& learnt) {
    // Faded since it was counted: take back no more than is left of it. The span it was
    // counted with stays: the lease did live through it, renewing.
    learnt.lapses -= std::min(1.0, m_counts.lapses);
    learnt.certainLapses -= std::min(1.0, m_counts.certainLapses);
    m_dyingToken.reset();
}

void KeyBehaviour::learnRenewalHabit(const LockState& before, qint64 beforeMs,
                                     const LockState& after, qint64 serverOffsetMs) {
    if (!renewedBetween(before, after))
        return;
    // Renewed since the read before, which saw this much left: the holder renews with at
    // most that left.
    const qint64 left = std::max<qint64>(expiryOnConsoleMs(before, serverOffsetMs) - beforeMs, 0);
    m_lateRenewalLeftMs = std::min(m_lateRenewalLeftMs.value_or(left), left);
}

void KeyBehaviour::learnTtl(const LockState& after, qint64 afterMs, qint64 serverOffsetMs) {
    if (!after.held || !after.expiresAt)
        return;
    const qint64 remaining = expiryOnConsoleMs(after, serverOffsetMs) - afterMs;
    m_ttlMs = std::max({m_ttlMs, remaining, kMinTtlMs});
}

} // namespace volcano
