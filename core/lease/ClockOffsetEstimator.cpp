// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/ClockOffsetEstimator.h"

#include "client/Clock.h"
#include "protocol/HttpDate.h"

#include <QLoggingCategory>

#include <cmath>

namespace volcano {

Q_LOGGING_CATEGORY(lcClockOffset, "volcano.clockoffset")

void ClockOffsetEstimator::Estimate::add(double sampleMs, qint64 uncertainty,
                                         qint64 nowMonotonicMs) {
    if (!offsetMs || std::abs(sampleMs - *offsetMs) > kJumpThresholdMs) {
        // A jump is a stepped clock (or the sandbox's manual clock), not noise: averaging
        // it in would leave the countdowns wrong for minutes.
        offsetMs = sampleMs;
        uncertaintyMs = uncertainty;
    } else {
        offsetMs = *offsetMs + kSmoothing * (sampleMs - *offsetMs);
        uncertaintyMs =
            qint64(std::lround(uncertaintyMs + kSmoothing * double(uncertainty - uncertaintyMs)));
    }
    updatedMonotonicMs = nowMonotonicMs;
}

ClockOffsetEstimator::ClockOffsetEstimator(const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_clock(clock ? clock : &Clock::system()) {}

QDateTime ClockOffsetEstimator::midpointOf(const OperationResult& result) {
    return result.sentAtUtc.addMSecs(result.latencyMs / 2);
}

void ClockOffsetEstimator::addLeaseSample(const OperationResult& result, qint64 ttlSeconds) {
    const bool leaseOperation =
        result.operation == Operation::Acquire || result.operation == Operation::Renew;
    if (!result.ok() || !leaseOperation || !result.grant || !result.sentAtUtc.isValid() ||
        !result.grant->expiresAt.isValid())
        return;
    const auto before = offsetMs();
    const Source sourceBefore = source();
    const QDateTime serverAtGrant = result.grant->expiresAt.addSecs(-ttlSeconds);
    const double sample = double(midpointOf(result).msecsTo(serverAtGrant));
    m_lease.add(sample, std::max<qint64>(1, result.latencyMs / 2), m_clock->monotonicMs());
    announceIfChanged(before, sourceBefore);
}

void ClockOffsetEstimator::addDateSample(const OperationResult& result) {
    if (!result.serverDate.isValid() || !result.sentAtUtc.isValid())
        return;
    const auto before = offsetMs();
    const Source sourceBefore = source();
    const QDateTime serverMiddle = result.serverDate.addMSecs(httpdate::kResolutionMs / 2);
    const double sample = double(midpointOf(result).msecsTo(serverMiddle));
    m_date.add(sample, httpdate::kResolutionMs / 2 + result.latencyMs / 2, m_clock->monotonicMs());
    announceIfChanged(before, sourceBefore);
}

void ClockOffsetEstimator::reset() {
    const auto before = offsetMs();
    const Source sourceBefore = source();
    m_lease = {};
    m_date = {};
    announceIfChanged(before, sourceBefore);
}

bool ClockOffsetEstimator::leaseEstimateUsable() const {
    if (!m_lease.offsetMs)
        return false;
    if (m_clock->monotonicMs() - m_lease.updatedMonotonicMs > kLeaseSampleMaxAgeMs)
        return false;
    if (!m_date.offsetMs)
        return true;
    // A lease estimate that the Date header contradicts is outdated (the clock stepped).
    const double tolerance = double(m_date.uncertaintyMs + m_lease.uncertaintyMs);
    return std::abs(*m_lease.offsetMs - *m_date.offsetMs) <= tolerance;
}

ClockOffsetEstimator::Source ClockOffsetEstimator::source() const {
    if (leaseEstimateUsable())
        return Source::LeaseGrant;
    if (m_date.offsetMs)
        return Source::DateHeader;
    return Source::None;
}

std::optional<qint64> ClockOffsetEstimator::offsetMs() const {
    switch (source()) {
    case Source::LeaseGrant:
        return std::llround(*m_lease.offsetMs);
    case Source::DateHeader:
        return std::llround(*m_date.offsetMs);
    case Source::None:
        break;
    }
    return std::nullopt;
}

qint64 ClockOffsetEstimator::uncertaintyMs() const {
    switch (source()) {
    case Source::LeaseGrant:
        return m_lease.uncertaintyMs;
    case Source::DateHeader:
        return m_date.uncertaintyMs;
    case Source::None:
        break;
    }
    return 0;
}

QDateTime ClockOffsetEstimator::serverNow() const {
    return toServerTime(m_clock->utcNow());
}

QDateTime ClockOffsetEstimator::toServerTime(const QDateTime& consoleTime) const {
    return consoleTime.addMSecs(offsetOrZeroMs());
}

QDateTime ClockOffsetEstimator::toConsoleTime(const QDateTime& serverTime) const {
    return serverTime.addMSecs(-offsetOrZeroMs());
}

QDateTime ClockOffsetEstimator::serverTimeOf(const OperationResult& result) const {
    const QDateTime middle = result.sentAtUtc.isValid() ? midpointOf(result) : m_clock->utcNow();
    // Not const: each is returned, and const would prevent the move.
    QDateTime estimate = toServerTime(middle);
    if (!result.serverDate.isValid())
        return estimate;
    QDateTime earliest = result.serverDate;
    QDateTime latest = result.serverDate.addMSecs(httpdate::kResolutionMs - 1);
    if (estimate < earliest)
        return earliest;
    if (estimate > latest)
        return latest;
    return estimate;
}

void ClockOffsetEstimator::announceIfChanged(std::optional<qint64> before, Source sourceBefore) {
    const auto after = offsetMs();
    if (after == before && source() == sourceBefore)
        return;
    qCDebug(lcClockOffset) << "offset now" << after.value_or(0) << "ms, uncertainty"
                           << uncertaintyMs() << "ms, source" << int(source());
    Q_EMIT offsetChanged(after.value_or(0));
}

} // namespace volcano
