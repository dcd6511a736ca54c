// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/RenewalPattern.h"

#include <algorithm>

namespace volcano {

void RenewalPattern::observe(FencingToken token, const QDateTime& expiresAt, qint64 remainingMs,
                             const QDateTime& seenAt) {
    if (m_token != token) {
        reset();
        m_token = token;
    } else if (m_expiresAt.isValid() && expiresAt > m_expiresAt) {
        const qint64 step = m_expiresAt.msecsTo(expiresAt);
        m_cadenceMs = m_cadenceMs ? std::min(*m_cadenceMs, step) : step;
        ++m_renewals;
        m_lastRenewalSeen = seenAt;
    }
    if (!m_expiresAt.isValid() || expiresAt >= m_expiresAt)
        m_expiresAt = expiresAt;
    m_ttlMs = m_ttlMs ? std::max(*m_ttlMs, remainingMs) : remainingMs;
    m_remainingAtLastRead = remainingMs;
}

bool RenewalPattern::isOverdue(qint64 toleranceMs) const {
    if (!m_cadenceMs || !m_ttlMs || !m_remainingAtLastRead)
        return false;
    const qint64 slack = *m_ttlMs - *m_cadenceMs;
    // A cadence close to the TTL leaves no room to tell "late" from "on time".
    if (slack <= toleranceMs)
        return false;
    return *m_remainingAtLastRead >= 0 && *m_remainingAtLastRead < slack - toleranceMs;
}

std::optional<QDateTime> RenewalPattern::nextRenewalDue() const {
    if (!m_cadenceMs || !m_ttlMs || !m_expiresAt.isValid())
        return std::nullopt;
    return m_expiresAt.addMSecs(*m_cadenceMs - *m_ttlMs);
}

} // namespace volcano
