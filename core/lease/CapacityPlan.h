// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QList>
#include <QMetaType>

namespace volcano {

// What the capacity planner is asked.
struct CapacityInputs {
    qint64 ttlSeconds = 30;
    double renewFraction = 1.0 / 3.0; // renew every ttl x fraction
    int holders = 0;
    int contenders = 0;               // workers retrying acquire on held locks
    double contenderRetrySeconds = 5; // each contender's acquire interval
    int pollingPerMinute = 60;        // the console's polling budget
    double headroomPercent = 20;      // kept free below the limit
    int limitPerMinute = 600;
};

// Requests per minute by kind against the limit, and what fits.
struct CapacityPlan {
    CapacityInputs inputs;
    double renewalsPerMinutePerHolder = 0;
    double renewalsPerMinute = 0; // all holders
    double contenderAcquiresPerMinute = 0;
    double pollingPerMinute = 0;
    double totalPerMinute = 0;
    double usablePerMinute = 0; // limit minus headroom
    double utilisation = 0;     // totalPerMinute / limitPerMinute
    bool fits = false;          // totalPerMinute <= usablePerMinute
    // Holders that fit in the usable budget beside the contenders and polling.
    int maxHolders = 0;
    // The contract's table: holders alone at 100 % and at 80 % of the limit.
    int maxHoldersAtFullLimit = 0;
    int maxHoldersAt80Percent = 0;
    // A crashed holder's lock can be taken over at most ttl + 1 s after its last successful
    // renewal (contract.md)...
    qint64 worstCaseTakeoverDelayMs = 0;
    // ...and a contender retrying every contenderRetrySeconds has it at most that much later.
    qint64 worstCaseContenderTakeoverMs = 0;
};

// One point of the "max holders against TTL" chart.
struct CapacityPoint {
    qint64 ttlSeconds = 0;
    int maxHolders = 0;
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::CapacityInputs)
Q_DECLARE_METATYPE(volcano::CapacityPlan)
