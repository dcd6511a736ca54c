// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TimelineSource.h"
#include "timeline/Timeline.h"

namespace volcano::timeline {

// Makes a timeline of stored records (TimelineSource), judging only what the reads prove:
//  - a token seen by two reads was held in between (tokens are never reused), however far
//    apart the reads are;
//  - a lease ends at its expires_at when no read saw it renewed past that; at a force release
//    (audit log) when one came between the reads; otherwise somewhere between the last read
//    that saw it held and the first that saw it end, and that stretch is drawn unknown;
//  - before a key's first read, and between two reads further apart than staleAfterMs (when
//    not explained by one token), nothing is known: unknown, never free.
class TimelineBuilder {
public:
    struct Options {
        QDateTime from;
        QDateTime to;
        QStringList keys; // lanes even for keys never read; empty: the keys read
        qint64 staleAfterMs = 5 * 60 * 1000;
        int quotaThresholdPercent = 80;
        int defaultQuotaLimit = limits::kDefaultRateLimitPerMinute;
    };

    static Timeline build(const TimelineRecords& records, const Options& options);
};

} // namespace volcano::timeline
