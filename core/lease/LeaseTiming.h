// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>

#include <chrono>
#include <optional>

namespace volcano {

// The timing of one lease, as a value: when it ends, when to renew, when to retry. Pure
// arithmetic: no clock, no timers, no network; the caller passes every instant (monotonic
// milliseconds for the console's side, QDateTime on the server's clock). LeaseKeeper drives
// a LockClient and the timers with it, as PollScheduler does with PollPlanner.
//
// - The grant: the last acquire or renew answer (expires_at, fencing token) and its TTL.
// - The server anchor: a server instant known to be no earlier than the server's time when
//   a request was sent, to map server times onto the monotonic clock without ever placing
//   them too late. An uncapped grant was served at expires_at - ttl, after it was sent.
// - The local deadline: sent + ttl of the last grant on the monotonic clock, never later
//   than expires_at through the anchor. A grant answered at or after it cannot be trusted.
// - The renew point: ttl x renewFraction after the last grant was sent, and never later
//   than the latest renewal, 1 s + lateRenewAllowance before the local deadline (the server
//   refuses renewals in the last second).
// - The 90-day absolute deadline of the acquisition: the start hint, else the first grant's
//   expires_at - ttl, + 90 days. A grant that ends there is capped: renewing no longer
//   extends the lease.
// - The back-off of renewal retries: Retry-After after a 429, else 1, 2, 4, 8, 8... s.
class LeaseTiming {
public:
    static constexpr double kDefaultRenewFraction = 1.0 / 3.0;
    static constexpr std::chrono::milliseconds kDefaultLateRenewAllowance{500};
    static constexpr std::chrono::milliseconds kBackoffInitial{1000};
    static constexpr std::chrono::milliseconds kBackoffMax{8000};
    // Retry-After is whole seconds, at least 1; a 429 without it waits this long.
    static constexpr std::chrono::seconds kDefaultRetryAfter{1};

    explicit LeaseTiming(qint64 ttlSeconds = 0);

    void setTtlSeconds(qint64 ttlSeconds) { m_ttlSeconds = ttlSeconds; }
    qint64 ttlSeconds() const { return m_ttlSeconds; }
    // False, and the fraction is kept, unless fraction is in (0, 1).
    bool setRenewFraction(double fraction);
    double renewFraction() const { return m_renewFraction; }
    // Time a renewal may need to reach the server; negative counts as zero.
    void setLateRenewAllowance(std::chrono::milliseconds allowance);
    std::chrono::milliseconds lateRenewAllowance() const { return m_lateRenewAllowance; }
    // The server time the acquisition started, when known (a resumed lease).
    void setAcquisitionStartHint(const QDateTime& serverTime);

    // A successful acquire or renew sent at sentAtMs (monotonic); serverDate is its Date
    // header (invalid without one). Ends a run of failures.
    void applyGrant(const LeaseGrant& grant, qint64 sentAtMs, const QDateTime& serverDate);
    // The lease was released: no local deadline any more.
    void clearLocalDeadline() { m_localDeadlineMs.reset(); }

    std::optional<LeaseGrant> grant() const { return m_grant; }
    // Nothing before the first grant (or after clearLocalDeadline()).
    std::optional<qint64> localDeadlineMs() const { return m_localDeadlineMs; }
    // The grant that set the deadline arrived at or after it: it cannot be trusted.
    bool isPastDeadline(qint64 nowMs) const;
    // A server time on the monotonic clock, never too late; nothing without an anchor.
    std::optional<qint64> expiryOnMonotonic(const QDateTime& serverTime) const;
    // Nothing before the first grant.
    QDateTime absoluteDeadline() const { return m_absoluteDeadline; }
    bool capped() const { return m_capped; }

    // The last moment a renewal may be sent; nothing without a local deadline.
    std::optional<qint64> latestRenewalMs() const;
    // When the next renewal is due; nothing without a local deadline or once capped.
    std::optional<qint64> renewDueMs() const;
    // Whether a renewal sent at atMs still comes before the latest renewal.
    bool fitsBeforeLatestRenewal(qint64 atMs) const;

    // Counts one more failed renewal in a row.
    void renewalFailed() { ++m_failuresInRow; }
    int failuresInRow() const { return m_failuresInRow; }
    // The wait before the next try after failuresInRow() failures (503, no answer).
    qint64 backoffMs() const { return backoffMs(m_failuresInRow); }
    static qint64 backoffMs(int failuresInRow);
    // The wait a 429 asks for.
    static qint64 retryAfterMs(std::optional<qint64> retryAfterSeconds);

    // Requests a minute while held: renewals (rounded up) plus one for a retry or release;
    // only that one when renewals are off or no longer extend the lease.
    int requestsPerMinute(bool autoRenew) const;

private:
    qint64 ttlMs() const { return m_ttlSeconds * 1000; }
    void estimateAbsoluteDeadline(const LeaseGrant& grant);
    bool servedBeforeDate(const LeaseGrant& grant, const QDateTime& serverDate) const;
    void updateServerAnchor(const LeaseGrant& grant, qint64 sentAtMs, const QDateTime& serverDate,
                            bool capped);

    qint64 m_ttlSeconds = 0;
    double m_renewFraction = kDefaultRenewFraction;
    std::chrono::milliseconds m_lateRenewAllowance = kDefaultLateRenewAllowance;
    QDateTime m_acquisitionStartHint;

    std::optional<LeaseGrant> m_grant;
    qint64 m_lastGrantSentMs = 0;
    std::optional<qint64> m_localDeadlineMs;
    QDateTime m_absoluteDeadline;
    bool m_capped = false;
    // m_anchorServer is no earlier than the server's time at m_anchorMs (monotonic).
    QDateTime m_anchorServer;
    qint64 m_anchorMs = 0;
    int m_failuresInRow = 0;
};

} // namespace volcano
