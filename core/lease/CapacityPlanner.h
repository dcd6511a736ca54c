// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/CapacityPlan.h"

#include <QList>

namespace volcano {

// How many holders the project's request quota keeps alive (contract.md, "Quota planning").
// Pure arithmetic, no state: a holder renewing every ttl x fraction spends
// 60 / (ttl x fraction) requests a minute (180 / ttl at the default third), so the usable
// part of the limit keeps floor(usable / that) holders alive after the contenders' acquires
// and the console's polling are taken off.
class CapacityPlanner {
public:
    static CapacityPlan plan(const CapacityInputs& inputs);

    static double renewalsPerMinutePerHolder(qint64 ttlSeconds, double renewFraction);
    // Holders that fit in requestsPerMinute (never negative).
    static int maxHolders(double requestsPerMinute, qint64 ttlSeconds, double renewFraction);
    // Max holders (with the inputs' contenders, polling and headroom) for each TTL.
    static QList<CapacityPoint> maxHoldersSeries(const CapacityInputs& inputs,
                                                 const QList<qint64>& ttlSeconds);
    // The TTLs the chart shows by default: 5 s .. 1 h, plus the inputs' own TTL.
    static QList<qint64> defaultSeriesTtls(qint64 includeTtlSeconds = 0);
};

} // namespace volcano
