// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/QuotaMeter.h"

#include "client/Clock.h"

#include <QLoggingCategory>

#include <algorithm>

Q_LOGGING_CATEGORY(lcQuota, "volcano.quota")

namespace volcano {
namespace {

constexpr qint64 kMinuteMs = 60 * 1000;

} // namespace

QuotaMeter::QuotaMeter(const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_clock(clock ? clock : &Clock::system())
    , m_limit(limits::kDefaultRateLimitPerMinute) {}

QDateTime QuotaMeter::minuteStart(const QDateTime& utc) {
    const qint64 ms = utc.toMSecsSinceEpoch();
    const qint64 floored = ms - ((ms % kMinuteMs) + kMinuteMs) % kMinuteMs;
    return QDateTime::fromMSecsSinceEpoch(floored, Qt::UTC);
}

void QuotaMeter::record(const RequestRecord& record) {
    const QDateTime now = m_clock->utcNow();
    dropOldMinutes(now);
    QuotaMinute& minute = minuteAt(minuteStart(now));
    ++minute.sentByKind[static_cast<size_t>(record.operation)];
    learnProjectUse(record, now);
    if (record.httpStatus == 429)
        learnRateLimited(record, now);
    Q_EMIT changed();
}

void QuotaMeter::recordProjectUse(const QDateTime& start, int used) {
    const QDateTime now = m_clock->utcNow();
    dropOldMinutes(now);
    QuotaMinute* window = windowAt(minuteStart(start), now);
    if (!window || window->projectUsed.value_or(-1) >= used)
        return;
    window->projectUsed = used;
    window->projectLimit = m_limit;
    Q_EMIT changed();
}

void QuotaMeter::clear() {
    m_minutes.clear();
    m_blockedUntil.reset();
    Q_EMIT changed();
}

QDateTime QuotaMeter::serverWindowStart(const QDateTime& now, int secondsToWindowEnd) const {
    // The window ends at now + seconds (a whole-second figure); the nearest minute boundary
    // to that is the server's, even when the two clocks differ by a few seconds.
    const QDateTime end = now.addMSecs(qint64{secondsToWindowEnd} * 1000);
    const QDateTime start = minuteStart(end.addMSecs(kMinuteMs / 2)).addMSecs(-kMinuteMs);
    return std::min(start, minuteStart(now));
}

void QuotaMeter::learnProjectUse(const RequestRecord& record, const QDateTime& now) {
    const RateLimitInfo& info = record.rateLimit;
    if (!info.isKnown())
        return;
    m_limit = *info.limit;
    const QDateTime start =
        info.resetSeconds ? serverWindowStart(now, *info.resetSeconds) : minuteStart(now);
    QuotaMinute* window = windowAt(start, now);
    if (!window)
        return; // older than the kept hour
    const int used = std::max(0, *info.limit - *info.remaining);
    window->projectLimit = *info.limit;
    window->projectUsed = std::max(window->projectUsed.value_or(0), used);
    if (*info.remaining <= 0)
        window->exhausted = true;
}

void QuotaMeter::learnRateLimited(const RequestRecord& record, const QDateTime& now) {
    RateLimitEvent event;
    event.at = now;
    event.retryAfterSeconds = record.retryAfterSeconds;
    event.operation = record.operation;
    const QDateTime start = record.retryAfterSeconds
                                ? serverWindowStart(now, *record.retryAfterSeconds)
                                : minuteStart(now);
    if (QuotaMinute* window = windowAt(start, now)) {
        window->exhausted = true;
        window->rateLimited.append(event);
        const int limit = window->projectLimit.value_or(m_limit);
        window->projectUsed = std::max(window->projectUsed.value_or(0), limit);
    }
    if (record.retryAfterSeconds)
        m_blockedUntil = now.addSecs(*record.retryAfterSeconds);
    qCInfo(lcQuota) << "rate limited on" << operationName(record.operation) << "retry after"
                    << record.retryAfterSeconds.value_or(-1) << "s";
    Q_EMIT rateLimited(event);
}

QuotaMinute& QuotaMeter::minuteAt(const QDateTime& start) {
    if (QuotaMinute* existing = findMinute(start))
        return *existing;
    QuotaMinute minute;
    minute.start = start;
    const auto pos = std::lower_bound(
        m_minutes.begin(), m_minutes.end(), start,
        [](const QuotaMinute& entry, const QDateTime& value) { return entry.start < value; });
    return *m_minutes.insert(pos, minute);
}

QuotaMinute* QuotaMeter::findMinute(const QDateTime& start) {
    for (QuotaMinute& minute : m_minutes) {
        if (minute.start == start)
            return &minute;
    }
    return nullptr;
}

QuotaMinute* QuotaMeter::windowAt(const QDateTime& start, const QDateTime& now) {
    const QDateTime oldest = minuteStart(now).addMSecs(-(kMinutesKept - 1) * kMinuteMs);
    return start < oldest ? nullptr : &minuteAt(start);
}

const QuotaMinute* QuotaMeter::findMinute(const QDateTime& start) const {
    for (const QuotaMinute& minute : m_minutes) {
        if (minute.start == start)
            return &minute;
    }
    return nullptr;
}

void QuotaMeter::dropOldMinutes(const QDateTime& now) {
    const QDateTime oldest = minuteStart(now).addMSecs(-(kMinutesKept - 1) * kMinuteMs);
    while (!m_minutes.empty() && m_minutes.front().start < oldest)
        m_minutes.pop_front();
}

QList<QuotaMinute> QuotaMeter::minutes() const {
    const QDateTime current = minuteStart(m_clock->utcNow());
    QList<QuotaMinute> result;
    result.reserve(kMinutesKept);
    for (int i = kMinutesKept - 1; i >= 0; --i) {
        const QDateTime start = current.addMSecs(-i * kMinuteMs);
        if (const QuotaMinute* minute = findMinute(start)) {
            result.append(*minute);
        } else {
            QuotaMinute empty;
            empty.start = start;
            result.append(empty);
        }
    }
    return result;
}

QuotaMinute QuotaMeter::currentMinute() const {
    const QDateTime start = minuteStart(m_clock->utcNow());
    if (const QuotaMinute* minute = findMinute(start))
        return *minute;
    QuotaMinute empty;
    empty.start = start;
    return empty;
}

int QuotaMeter::sentThisMinute() const {
    return currentMinute().sentTotal();
}

int QuotaMeter::sentThisMinute(Operation operation) const {
    return currentMinute().sent(operation);
}

std::optional<int> QuotaMeter::projectUsedThisMinute() const {
    return currentMinute().projectUsed;
}

qint64 QuotaMeter::msUntilReset() const {
    const QDateTime now = m_clock->utcNow();
    return now.msecsTo(minuteStart(now).addMSecs(kMinuteMs));
}

std::optional<QDateTime> QuotaMeter::blockedUntil() const {
    if (m_blockedUntil && *m_blockedUntil > m_clock->utcNow())
        return m_blockedUntil;
    return std::nullopt;
}

QList<RateLimitEvent> QuotaMeter::rateLimitEvents() const {
    QList<RateLimitEvent> events;
    for (const QuotaMinute& minute : minutes())
        events += minute.rateLimited;
    return events;
}

} // namespace volcano
