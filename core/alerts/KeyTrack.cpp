// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/KeyTrack.h"

namespace volcano::alerts {

namespace {

// Holder changes older than this no longer matter to any flapping rule (whose window is at
// most 30 days, RuleSet's limit) — and a bound keeps a flapping key's memory small.
constexpr std::size_t kMaxChangesKept = 10000;

} // namespace

void KeyTrack::observe(const LockState& state, const QDateTime& at, const QDateTime& serverTime) {
    if (state.held && state.fencingToken && state.expiresAt)
        observeHeld(*state.fencingToken, *state.expiresAt, at, serverTime);
    else
        observeFree(at);
    m_seen = true;
    m_lastReadAt = at;
}

void KeyTrack::observeHeld(FencingToken token, const QDateTime& expiresAt, const QDateTime& at,
                           const QDateTime& serverTime) {
    const bool newHolder = !m_held || m_token != token;
    if (newHolder) {
        m_tokenSince = at;
        if (m_seen)
            m_changes.push_back(at);
        if (m_changes.size() > kMaxChangesKept)
            m_changes.pop_front();
    }
    checkOrder(token, at);
    const QDateTime server = serverTime.isValid() ? serverTime : at;
    m_offsetMs = server.msecsTo(at);
    m_held = true;
    m_token = token;
    m_expiresAt = expiresAt.addMSecs(m_offsetMs);
    m_freeSince = QDateTime();
    m_renewals.observe(token, expiresAt, server.msecsTo(expiresAt), at);
}

void KeyTrack::checkOrder(FencingToken token, const QDateTime& at) {
    if (m_highest && token < *m_highest) {
        if (m_anomalyToken != token)
            m_anomalySince = at;
        m_anomalyToken = token;
        m_lastAnomaly = at;
        return;
    }
    m_highest = token;
    m_anomalyToken.reset();
}

void KeyTrack::observeFree(const QDateTime& at) {
    if (m_held || !m_freeSince.isValid()) {
        // A lease seen running out before this read: free from its takeover instant.
        const bool lapsed = m_held && takeoverAt() <= at;
        m_freeSince = lapsed ? takeoverAt() : at;
    }
    m_held = false;
    m_renewals.reset();
    m_anomalyToken.reset();
}

std::optional<QDateTime> KeyTrack::renewalDue() const {
    const auto due = m_renewals.nextRenewalDue();
    if (!due)
        return std::nullopt;
    return due->addMSecs(m_offsetMs);
}

} // namespace volcano::alerts
