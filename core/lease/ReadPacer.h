// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/PlannedRead.h"

#include <array>
#include <deque>
#include <map>
#include <optional>

namespace volcano {

// Spreads reads over the minute: a token bucket that refills at capacity/60 reads a second
// and holds at most burst reads, on top of a hard limit of capacity reads per fixed UTC
// minute (what the server's quota counts). Urgent reads may use the last reserve tokens of
// the bucket; other reads leave them. Also counts the reads of the last 60 s by reason.
class ReadPacer {
public:
    static constexpr qint64 kMinuteMs = 60 * 1000;
    static constexpr int kReasonCount = 6;
    using ReasonCounts = std::array<int, kReasonCount>; // indexed by ReadReason

    // A full bucket holds burst reads; reserve of them are kept for urgent reads.
    void setBurst(int burst, int reserve);
    // When the earliest read at or after fromMs may go out at a capacity of reads a minute;
    // nothing without capacity.
    std::optional<qint64> earliestSlot(qint64 fromMs, int capacity, bool urgent) const;
    void sent(qint64 atMs, int capacity, ReadReason reason);
    // Another project: its minutes are not this one's.
    void forget();

    int sentInMinuteOf(qint64 atMs) const;
    ReasonCounts readsInLastMinute(qint64 nowMs) const;

    static qint64 minuteStartOf(qint64 utcMs);

private:
    double tokensAt(qint64 atMs, int capacity) const;
    qint64 whenTokens(double needed, qint64 fromMs, int capacity) const;

    int m_burst = 3;
    int m_reserve = 1;
    double m_tokens = 0;
    std::optional<qint64> m_tokensAtMs;                     // nothing: the bucket is full
    std::map<qint64, int> m_sentPerMinute;                  // minute start -> reads sent
    std::deque<std::pair<qint64, ReadReason>> m_lastMinute; // sent at, reason
};

} // namespace volcano
