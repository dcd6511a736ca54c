// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

namespace volcano {

// Whether a lock whose lease ran out is taken again within moments (a standby waiting for it,
// as in leader election) or stays free (a crashed job nobody waits for). Learnt from takeover
// reads (at expires_at + 1 s) that found the lease gone: the new holder already there, or
// seen by a re-read a moment later, is a quick retake. Without such a re-read, a takeover read
// that comes a few hundred ms before the standby's next try finds the lock free, and the new
// holder waits for a spare-budget read, tens of seconds later.
//
// One per key, and one for all keys together (the prior of each key's share).
class RetakeEvidence {
public:
    // Evidence is capped at this many ends, so that a key whose standby left is learnt again.
    static constexpr double kMaxEnds = 20.0;
    // A key's own ends weigh against this many of the pool's.
    static constexpr double kPriorEnds = 2.0;
    // A re-read is worth its cost when at least this share of ends were quick retakes: it
    // costs one read per lapse and saves a spare-budget interval of latency on the new holder.
    static constexpr double kWorthRereading = 0.2;

    // A takeover read found the lease gone; retaken: a new holder was already there.
    void noteEnd(bool retaken);
    // A re-read after an end that found the lock free showed a new holder.
    void noteLateRetake();
    // The share of ends that were quick retakes, the pool's share as prior.
    double quickShare(const RetakeEvidence& pool) const;
    // The pool's share, with even odds worth two ends as its prior.
    double pooledShare() const;

private:
    double m_ends = 0;
    double m_quick = 0;
};

} // namespace volcano
