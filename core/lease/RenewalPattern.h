// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>

#include <optional>

namespace volcano {

// What a reader can infer about one holder's renewals. A renewal is visible between two
// reads as expires_at moving forward while the fencing token stays; the reads are samples,
// so every figure is a bound, not a measurement:
//  - cadence: the smallest forward step of expires_at seen. The holder renews this often or
//    more often: reads that miss renewals see multiples of the true step.
//  - implied TTL: the longest remaining lifetime seen at a read (expires_at minus the server
//    time of the read). A lease never has more left than its TTL, so this is a lower bound
//    that reaches the TTL when a read lands just after a renewal.
//  - overdue: the latest read came later after the last renewal than the cadence allows
//    (remaining < TTL - cadence - tolerance), and the lease still ran: a holder that
//    renews on its usual cadence would have moved expires_at by then. The lease is at risk.
// A new fencing token (a new holder) starts a new pattern.
class RenewalPattern {
public:
    // A read saw the lock held by token until expiresAt, remainingMs before expiry (server
    // clock), at seenAt (console clock).
    void observe(FencingToken token, const QDateTime& expiresAt, qint64 remainingMs,
                 const QDateTime& seenAt);
    void reset() { *this = RenewalPattern(); }

    std::optional<FencingToken> token() const { return m_token; }
    int renewalsSeen() const { return m_renewals; }
    // Console clock: the read that saw the latest renewal (invalid before one).
    QDateTime lastRenewalSeen() const { return m_lastRenewalSeen; }
    std::optional<qint64> cadenceMs() const { return m_cadenceMs; }
    std::optional<qint64> impliedTtlMs() const { return m_ttlMs; }
    std::optional<qint64> remainingAtLastReadMs() const { return m_remainingAtLastRead; }
    // True when the latest read shows the renewal overdue (see the class comment); needs a
    // cadence and a TTL, and a cadence clearly shorter than the TTL.
    bool isOverdue(qint64 toleranceMs) const;
    // Server clock: when the next renewal was due, if the pattern is known.
    std::optional<QDateTime> nextRenewalDue() const;

private:
    std::optional<FencingToken> m_token;
    QDateTime m_expiresAt;
    int m_renewals = 0;
    QDateTime m_lastRenewalSeen;
    std::optional<qint64> m_cadenceMs;
    std::optional<qint64> m_ttlMs;
    std::optional<qint64> m_remainingAtLastRead;
};

} // namespace volcano
