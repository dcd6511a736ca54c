// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/KeyBehaviour.h"

#include <QtGlobal>

#include <map>
#include <optional>

namespace volcano {

// What all watched keys showed (BehaviourCounts), pooled as a whole and by lease length: the
// prior of a key with little history of its own. Keys whose leases are about as long are
// most often held by the same kind of worker (the leaders of one service, the jobs of one
// queue), so when a few keys on 15 s leases are seen running out unrenewed, the others on
// 15 s leases are watched for it from their first read, while keys on 30 s leases that renew
// faithfully are not. Only the lapse figures (spans, lapses) go by length; how often holders
// release and free locks are taken is the whole pool's. Keys of every length still share
// the whole pool, weighted like kWholePoolSpans lease lifetimes, so a length nobody has
// shown much about yet is judged by all keys.
class LeaseLengthPools {
public:
    // Lease lengths are pooled in classes a factor of kClassRatio apart; a class's prior
    // takes in its neighbours with a Gaussian weight of kSimilarity in log(length) (a
    // first read sees 2/3 to all of a renewing lease, so a 30 s lease can look like 20 s).
    static constexpr double kClassRatio = 1.1;
    static constexpr double kSimilarity = 0.15;
    static constexpr double kWholePoolSpans = 10.0;

    // Adds what one key showed: to the whole pool, and to its length's class when a lease
    // of it was seen.
    void add(std::optional<qint64> ttlMs, const BehaviourCounts& learnt);
    // Old evidence counts less: counts are multiplied by factor.
    void scale(double factor);
    const BehaviourCounts& whole() const { return m_whole; }
    // The pool a key with leases of this length is judged by (the whole pool without one).
    BehaviourCounts priorFor(std::optional<qint64> ttlMs) const;

private:
    static int classOf(qint64 ttlMs);
    const BehaviourCounts& priorOfClass(int cls) const;

    BehaviourCounts m_whole;
    std::map<int, BehaviourCounts> m_byClass;
    mutable std::map<int, BehaviourCounts> m_priorCache; // cleared by add() and scale()
};

} // namespace volcano
