// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/LeaseTiming.h"

#include "protocol/HttpDate.h"

#include <algorithm>
#include <cmath>

namespace volcano {

LeaseTiming::LeaseTiming(qint64 ttlSeconds)
    : m_ttlSeconds(ttlSeconds) {}

bool LeaseTiming::setRenewFraction(double fraction) {
    if (!(fraction > 0.0 && fraction < 1.0))
        return false;
    m_renewFraction = fraction;
    return true;
}

void LeaseTiming::setLateRenewAllowance(std::chrono::milliseconds allowance) {
    m_lateRenewAllowance = std::max(allowance, std::chrono::milliseconds{0});
}

void LeaseTiming::setAcquisitionStartHint(const QDateTime& serverTime) {
    m_acquisitionStartHint = serverTime.toUTC();
}

void LeaseTiming::applyGrant(const LeaseGrant& grant, qint64 sentAtMs,
                             const QDateTime& serverDate) {
    estimateAbsoluteDeadline(grant);
    const bool earlyServed = servedBeforeDate(grant, serverDate);
    const bool capped = grant.expiresAt >= m_absoluteDeadline || earlyServed;
    if (earlyServed)
        m_absoluteDeadline = grant.expiresAt; // nothing else explains the short lease
    updateServerAnchor(grant, sentAtMs, serverDate, capped);
    m_grant = grant;
    m_lastGrantSentMs = sentAtMs;
    qint64 deadline = sentAtMs + ttlMs();
    if (const auto expiry = expiryOnMonotonic(grant.expiresAt))
        deadline = std::min(deadline, *expiry);
    m_localDeadlineMs = deadline;
    m_capped = m_capped || capped;
    m_failuresInRow = 0;
}

// Only the first grant can tell when the acquisition started (later ones were served later).
void LeaseTiming::estimateAbsoluteDeadline(const LeaseGrant& grant) {
    if (m_absoluteDeadline.isValid())
        return;
    const QDateTime start = m_acquisitionStartHint.isValid() ? m_acquisitionStartHint
                                                             : grant.expiresAt.addMSecs(-ttlMs());
    m_absoluteDeadline = start.addMSecs(limits::kAbsoluteDeadline.count());
}

// A grant ending clearly earlier than "served + ttl" could was capped: Date (whole seconds)
// bounds when it was served, and a second's tolerance keeps a server that rounds Date up
// from looking capped.
bool LeaseTiming::servedBeforeDate(const LeaseGrant& grant, const QDateTime& serverDate) const {
    return serverDate.isValid() &&
           grant.expiresAt.addMSecs(-ttlMs()) < serverDate.addMSecs(-httpdate::kResolutionMs);
}

void LeaseTiming::updateServerAnchor(const LeaseGrant& grant, qint64 sentAtMs,
                                     const QDateTime& serverDate, bool capped) {
    if (!capped) {
        // The server served the request at expires_at - ttl, after it was sent.
        m_anchorServer = grant.expiresAt.addMSecs(-ttlMs());
        m_anchorMs = sentAtMs;
        return;
    }
    if (m_anchorServer.isValid())
        return; // server and monotonic clocks keep their distance: the old anchor holds
    if (serverDate.isValid()) {
        // Date is the serving second cut down, so Date + 1 s is later than the server's
        // time when the request was sent.
        m_anchorServer = serverDate.addMSecs(httpdate::kResolutionMs);
        m_anchorMs = sentAtMs;
    }
}

bool LeaseTiming::isPastDeadline(qint64 nowMs) const {
    return m_localDeadlineMs && *m_localDeadlineMs <= nowMs;
}

std::optional<qint64> LeaseTiming::expiryOnMonotonic(const QDateTime& serverTime) const {
    if (!m_anchorServer.isValid())
        return std::nullopt;
    return m_anchorMs + m_anchorServer.msecsTo(serverTime);
}

std::optional<qint64> LeaseTiming::latestRenewalMs() const {
    if (!m_localDeadlineMs)
        return std::nullopt;
    return *m_localDeadlineMs - limits::kLateRenewMargin.count() - m_lateRenewAllowance.count();
}

std::optional<qint64> LeaseTiming::renewDueMs() const {
    const auto latest = latestRenewalMs();
    if (!latest || m_capped)
        return std::nullopt;
    const auto interval =
        static_cast<qint64>(std::llround(static_cast<double>(ttlMs()) * m_renewFraction));
    return std::min(m_lastGrantSentMs + interval, *latest);
}

bool LeaseTiming::fitsBeforeLatestRenewal(qint64 atMs) const {
    const auto latest = latestRenewalMs();
    return latest && atMs <= *latest;
}

qint64 LeaseTiming::backoffMs(int failuresInRow) {
    qint64 waitMs = kBackoffInitial.count();
    for (int i = 1; i < failuresInRow && waitMs < kBackoffMax.count(); ++i)
        waitMs *= 2;
    return std::min(waitMs, qint64{kBackoffMax.count()});
}

qint64 LeaseTiming::retryAfterMs(std::optional<qint64> retryAfterSeconds) {
    return retryAfterSeconds.value_or(kDefaultRetryAfter.count()) * 1000;
}

int LeaseTiming::requestsPerMinute(bool autoRenew) const {
    if (!autoRenew || m_capped || m_ttlSeconds <= 0)
        return 1;
    const double renewals = 60.0 / (static_cast<double>(m_ttlSeconds) * m_renewFraction);
    return static_cast<int>(std::ceil(renewals - 1e-9)) + 1;
}

} // namespace volcano
