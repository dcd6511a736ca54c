// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>

#include <array>
#include <optional>

namespace volcano {

// A 429 the console received.
struct RateLimitEvent {
    QDateTime at; // console clock (UTC)
    std::optional<int> retryAfterSeconds;
    Operation operation = Operation::Read;
};

// One fixed UTC minute of quota use as the console saw it.
struct QuotaMinute {
    QDateTime start; // UTC, whole minute
    // Requests the console sent in this minute, indexed by Operation.
    std::array<int, 5> sentByKind{};
    // Project-wide use, learned from RateLimit-Limit/-Remaining (the highest seen), or set
    // to the limit when a 429 said the window was exhausted.
    std::optional<int> projectUsed;
    std::optional<int> projectLimit;
    bool exhausted = false; // a 429 (or RateLimit-Remaining: 0) said the window is used up
    QList<RateLimitEvent> rateLimited;

    int sent(Operation operation) const { return sentByKind[static_cast<size_t>(operation)]; }
    int sentTotal() const {
        int total = 0;
        for (const int count : sentByKind)
            total += count;
        return total;
    }
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::RateLimitEvent)
Q_DECLARE_METATYPE(volcano::QuotaMinute)
