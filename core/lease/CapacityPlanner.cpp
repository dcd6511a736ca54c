// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/CapacityPlanner.h"

#include "protocol/LockTypes.h"

#include <algorithm>
#include <cmath>

namespace volcano {
namespace {

// Room for floating-point error in "how many fit": 600 / (180 / 30) must be exactly 100.
constexpr double kEpsilon = 1e-9;

} // namespace

double CapacityPlanner::renewalsPerMinutePerHolder(qint64 ttlSeconds, double renewFraction) {
    if (ttlSeconds <= 0 || renewFraction <= 0.0)
        return 0.0;
    return 60.0 / (static_cast<double>(ttlSeconds) * renewFraction);
}

int CapacityPlanner::maxHolders(double requestsPerMinute, qint64 ttlSeconds, double renewFraction) {
    const double perHolder = renewalsPerMinutePerHolder(ttlSeconds, renewFraction);
    if (perHolder <= 0.0 || requestsPerMinute <= 0.0)
        return 0;
    return static_cast<int>(std::floor(requestsPerMinute / perHolder + kEpsilon));
}

CapacityPlan CapacityPlanner::plan(const CapacityInputs& inputs) {
    CapacityPlan plan;
    plan.inputs = inputs;
    plan.renewalsPerMinutePerHolder =
        renewalsPerMinutePerHolder(inputs.ttlSeconds, inputs.renewFraction);
    plan.renewalsPerMinute = plan.renewalsPerMinutePerHolder * std::max(inputs.holders, 0);
    if (inputs.contenderRetrySeconds > 0.0)
        plan.contenderAcquiresPerMinute =
            std::max(inputs.contenders, 0) * 60.0 / inputs.contenderRetrySeconds;
    plan.pollingPerMinute = std::max(inputs.pollingPerMinute, 0);
    plan.totalPerMinute =
        plan.renewalsPerMinute + plan.contenderAcquiresPerMinute + plan.pollingPerMinute;
    const double limit = std::max(inputs.limitPerMinute, 0);
    const double headroom = std::clamp(inputs.headroomPercent, 0.0, 100.0);
    plan.usablePerMinute = limit * (100.0 - headroom) / 100.0;
    plan.utilisation = limit > 0.0 ? plan.totalPerMinute / limit : 0.0;
    plan.fits = plan.totalPerMinute <= plan.usablePerMinute + kEpsilon;
    plan.maxHolders =
        maxHolders(plan.usablePerMinute - plan.contenderAcquiresPerMinute - plan.pollingPerMinute,
                   inputs.ttlSeconds, inputs.renewFraction);
    plan.maxHoldersAtFullLimit = maxHolders(limit, inputs.ttlSeconds, inputs.renewFraction);
    plan.maxHoldersAt80Percent = maxHolders(limit * 0.8, inputs.ttlSeconds, inputs.renewFraction);
    plan.worstCaseTakeoverDelayMs =
        std::max<qint64>(inputs.ttlSeconds, 0) * 1000 + limits::kTakeoverGrace.count();
    plan.worstCaseContenderTakeoverMs =
        plan.worstCaseTakeoverDelayMs +
        static_cast<qint64>(std::llround(std::max(inputs.contenderRetrySeconds, 0.0) * 1000.0));
    return plan;
}

QList<CapacityPoint> CapacityPlanner::maxHoldersSeries(const CapacityInputs& inputs,
                                                       const QList<qint64>& ttlSeconds) {
    QList<CapacityPoint> series;
    series.reserve(ttlSeconds.size());
    for (const qint64 ttl : ttlSeconds) {
        CapacityInputs at = inputs;
        at.ttlSeconds = ttl;
        series.append(CapacityPoint{ttl, plan(at).maxHolders});
    }
    return series;
}

QList<qint64> CapacityPlanner::defaultSeriesTtls(qint64 includeTtlSeconds) {
    QList<qint64> ttls{5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600};
    if (includeTtlSeconds >= limits::kMinTtlSeconds && !ttls.contains(includeTtlSeconds)) {
        ttls.append(includeTtlSeconds);
        std::sort(ttls.begin(), ttls.end());
    }
    return ttls;
}

} // namespace volcano
