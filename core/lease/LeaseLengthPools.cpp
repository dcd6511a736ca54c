// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/LeaseLengthPools.h"

#include <algorithm>
#include <cmath>

namespace volcano {
namespace {

// Classes further apart than this weigh less than 1 %.
constexpr int kNeighbourReach = 5;

} // namespace

int LeaseLengthPools::classOf(qint64 ttlMs) {
    const double ms = static_cast<double>(std::max<qint64>(ttlMs, 1));
    return static_cast<int>(std::lround(std::log(ms) / std::log(kClassRatio)));
}

void LeaseLengthPools::add(std::optional<qint64> ttlMs, const BehaviourCounts& learnt) {
    m_whole.add(learnt);
    if (ttlMs)
        m_byClass[classOf(*ttlMs)].add(learnt);
    m_priorCache.clear();
}

void LeaseLengthPools::scale(double factor) {
    m_whole.scale(factor);
    for (auto& [cls, counts] : m_byClass)
        counts.scale(factor);
    m_priorCache.clear();
}

BehaviourCounts LeaseLengthPools::priorFor(std::optional<qint64> ttlMs) const {
    return ttlMs ? priorOfClass(classOf(*ttlMs)) : m_whole;
}

const BehaviourCounts& LeaseLengthPools::priorOfClass(int cls) const {
    if (const auto cached = m_priorCache.find(cls); cached != m_priorCache.end())
        return cached->second;
    BehaviourCounts byLength;
    const double step = std::log(kClassRatio) / kSimilarity;
    for (auto it = m_byClass.lower_bound(cls - kNeighbourReach);
         it != m_byClass.end() && it->first <= cls + kNeighbourReach; ++it) {
        const double distance = (it->first - cls) * step;
        BehaviourCounts neighbour = it->second;
        neighbour.scale(std::exp(-distance * distance / 2.0));
        byLength.add(neighbour);
    }
    BehaviourCounts whole = m_whole;
    if (whole.spans > kWholePoolSpans)
        whole.scale(kWholePoolSpans / whole.spans);
    byLength.add(whole);
    // Only the lapse figures go by length: how often holders release or a free lock is
    // taken is the whole pool's (keys read rarely would otherwise go by leaders' long holds).
    BehaviourCounts prior = m_whole;
    prior.spans = byLength.spans;
    prior.lapses = byLength.lapses;
    prior.certainLapses = byLength.certainLapses;
    return m_priorCache.emplace(cls, prior).first->second;
}

} // namespace volcano
