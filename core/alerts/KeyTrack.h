// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/RenewalPattern.h"
#include "protocol/LockTypes.h"

#include <QDateTime>

#include <deque>
#include <optional>

namespace volcano::alerts {

// What the reads of one key showed, as the alert rules need it. All times are on the
// reader's clock; expiries are moved onto it by the offset of the read's Date header.
class KeyTrack {
public:
    void observe(const LockState& state, const QDateTime& at, const QDateTime& serverTime);

    bool seen() const { return m_seen; }
    // When the last read was sent (reader's clock).
    QDateTime lastReadAt() const { return m_lastReadAt; }
    bool held() const { return m_held; }
    std::optional<FencingToken> token() const { return m_token; }
    // When the current lease runs out, on the reader's clock (held only).
    QDateTime expiresAt() const { return m_expiresAt; }
    // The instant a waiting worker may take over: one second after expiry.
    QDateTime takeoverAt() const { return m_expiresAt.addMSecs(1000); }
    // The read that first saw the key free, or the takeover instant of a lease that ran out.
    QDateTime freeSince() const { return m_freeSince; }
    // The read that first saw the current fencing token.
    QDateTime tokenSince() const { return m_tokenSince; }
    const std::deque<QDateTime>& holderChanges() const { return m_changes; }
    // When the holder's next renewal was due (reader's clock), from the cadence seen.
    std::optional<QDateTime> renewalDue() const;
    // The current holder's token is lower than one seen before on this key.
    bool anomalousHolder() const { return m_held && m_anomalyToken && m_token == m_anomalyToken; }
    QDateTime anomalySince() const { return m_anomalySince; }
    QDateTime lastAnomaly() const { return m_lastAnomaly; }

private:
    void observeHeld(FencingToken token, const QDateTime& expiresAt, const QDateTime& at,
                     const QDateTime& serverTime);
    void observeFree(const QDateTime& at);
    void checkOrder(FencingToken token, const QDateTime& at);

    QDateTime m_lastReadAt;
    bool m_seen = false;
    bool m_held = false;
    std::optional<FencingToken> m_token;
    std::optional<FencingToken> m_highest;
    std::optional<FencingToken> m_anomalyToken;
    QDateTime m_anomalySince;
    QDateTime m_lastAnomaly;
    QDateTime m_expiresAt;
    QDateTime m_freeSince;
    QDateTime m_tokenSince;
    qint64 m_offsetMs = 0; // reader's clock minus the server's, at the latest read
    std::deque<QDateTime> m_changes;
    RenewalPattern m_renewals;
};

} // namespace volcano::alerts
