// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "RetakeEvidence.h"

#include <algorithm>

namespace volcano {

void RetakeEvidence::noteEnd(bool retaken) {
    if (m_ends >= kMaxEnds) {
        const double keep = (kMaxEnds - 1.0) / m_ends;
        m_ends *= keep;
        m_quick *= keep;
    }
    m_ends += 1.0;
    m_quick += retaken ? 1.0 : 0.0;
}

void RetakeEvidence::noteLateRetake() {
    m_quick = std::min(m_quick + 1.0, m_ends);
}

double RetakeEvidence::quickShare(const RetakeEvidence& pool) const {
    return (m_quick + pool.pooledShare() * kPriorEnds) / (m_ends + kPriorEnds);
}

double RetakeEvidence::pooledShare() const {
    // Even odds worth two ends: the first lock seen free at its takeover read is read again,
    // so that a standby that always comes a moment after the takeover read is found at all.
    constexpr double kEvenPriorEnds = 2.0;
    return (m_quick + kEvenPriorEnds / 2.0) / (m_ends + kEvenPriorEnds);
}

} // namespace volcano
