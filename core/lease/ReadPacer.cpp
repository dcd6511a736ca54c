// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/ReadPacer.h"

#include <algorithm>
#include <cmath>

namespace volcano {

qint64 ReadPacer::minuteStartOf(qint64 utcMs) {
    return utcMs - ((utcMs % kMinuteMs) + kMinuteMs) % kMinuteMs;
}

void ReadPacer::setBurst(int burst, int reserve) {
    m_burst = std::max(burst, 1);
    m_reserve = std::clamp(reserve, 0, m_burst - 1);
}

double ReadPacer::tokensAt(qint64 atMs, int capacity) const {
    if (!m_tokensAtMs)
        return m_burst;
    const double refill = static_cast<double>(std::max<qint64>(atMs - *m_tokensAtMs, 0)) *
                          capacity / static_cast<double>(kMinuteMs);
    return std::min<double>(m_burst, m_tokens + refill);
}

qint64 ReadPacer::whenTokens(double needed, qint64 fromMs, int capacity) const {
    const double have = tokensAt(fromMs, capacity);
    if (have >= needed)
        return fromMs;
    const double msPerToken = static_cast<double>(kMinuteMs) / capacity;
    return fromMs + static_cast<qint64>(std::ceil((needed - have) * msPerToken));
}

std::optional<qint64> ReadPacer::earliestSlot(qint64 fromMs, int capacity, bool urgent) const {
    if (capacity <= 0)
        return std::nullopt;
    const double needed = urgent ? 1.0 : 1.0 + m_reserve;
    qint64 atMs = whenTokens(needed, fromMs, capacity);
    // A minute whose reads are spent pushes the read to the next one.
    if (sentInMinuteOf(atMs) >= capacity)
        atMs = whenTokens(needed, minuteStartOf(atMs) + kMinuteMs, capacity);
    return atMs;
}

void ReadPacer::sent(qint64 atMs, int capacity, ReadReason reason) {
    m_tokens = std::max(0.0, tokensAt(atMs, capacity) - 1.0);
    m_tokensAtMs = atMs;
    const qint64 oldest = minuteStartOf(atMs) - kMinuteMs;
    while (!m_sentPerMinute.empty() && m_sentPerMinute.begin()->first < oldest)
        m_sentPerMinute.erase(m_sentPerMinute.begin());
    ++m_sentPerMinute[minuteStartOf(atMs)];
    while (!m_lastMinute.empty() && m_lastMinute.front().first <= atMs - kMinuteMs)
        m_lastMinute.pop_front();
    m_lastMinute.emplace_back(atMs, reason);
}

void ReadPacer::forget() {
    m_sentPerMinute.clear();
    m_lastMinute.clear();
    m_tokensAtMs.reset();
    m_tokens = 0;
}

int ReadPacer::sentInMinuteOf(qint64 atMs) const {
    const auto it = m_sentPerMinute.find(minuteStartOf(atMs));
    return it == m_sentPerMinute.end() ? 0 : it->second;
}

ReadPacer::ReasonCounts ReadPacer::readsInLastMinute(qint64 nowMs) const {
    ReasonCounts counts{};
    for (const auto& [atMs, reason] : m_lastMinute) {
        if (atMs > nowMs - kMinuteMs && atMs <= nowMs)
            ++counts[static_cast<size_t>(reason)];
    }
    return counts;
}

} // namespace volcano
