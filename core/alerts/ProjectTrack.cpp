// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/ProjectTrack.h"

#include "lease/QuotaMeter.h"

namespace volcano::alerts {

namespace {

constexpr qint64 kMinuteMs = 60'000;
constexpr int kTooManyRequests = 429;
constexpr int kUnavailable = 503;

} // namespace

void ProjectTrack::observeAnswer(int httpStatus, const QDateTime& at) {
    if (httpStatus <= 0)
        return; // no answer: neither proves nor ends an outage
    lastAnswer = at;
    if (httpStatus == kUnavailable) {
        if (!first503.isValid())
            first503 = at;
        return;
    }
    first503 = QDateTime();
    if (httpStatus == kTooManyRequests) {
        if (!last429.isValid() || last429.msecsTo(at) >= kMinuteMs)
            first429 = at;
        last429 = at;
    }
}

void ProjectTrack::observeQuota(const QDateTime& at, int used, int limit) {
    const QDateTime minute = QuotaMeter::minuteStart(at);
    if (minute != quotaMinute) {
        quotaMinute = minute;
        quotaSamples.clear();
    }
    quotaSamples.append({at, used});
    if (limit > 0)
        quotaLimit = limit;
}

std::optional<QDateTime> ProjectTrack::quotaAbove(double share, const QDateTime& now) const {
    if (QuotaMeter::minuteStart(now) != quotaMinute)
        return std::nullopt;
    for (const QuotaSample& sample : quotaSamples) {
        if (sample.at <= now && sample.used > share * quotaLimit)
            return sample.at;
    }
    return std::nullopt;
}

std::optional<QDateTime> ProjectTrack::recent429(const QDateTime& now) const {
    if (!last429.isValid() || last429.msecsTo(now) >= kMinuteMs || last429 > now)
        return std::nullopt;
    return first429;
}

} // namespace volcano::alerts
