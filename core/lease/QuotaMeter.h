// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/RequestRecord.h"
#include "lease/QuotaMinute.h"

#include <QObject>

#include <deque>

namespace volcano {

class Clock;

// Counts every request the console sends against the project's quota of requests per fixed
// UTC minute, by kind, for the last 60 minutes (the quota chart and its live gauge).
//
// Feed it LockClient::requestFinished: one RequestRecord per HTTP attempt, retries and
// failures included (the server counts them too). A request counts in the minute of the
// injected clock's utcNow() when it is recorded.
//
// The project-wide figure (the console shares the quota with the project's workers) comes
// from RateLimit-Limit/-Remaining/-Reset when the server sends them; otherwise a 429 with
// Retry-After marks the window exhausted. The server's window is found from the reset time
// (now + RateLimit-Reset or Retry-After = the window's end), so a console clock a few
// seconds off still files the figure under the right minute.
class QuotaMeter : public QObject {
    Q_OBJECT
public:
    static constexpr int kMinutesKept = 60;

    // clock null means Clock::system().
    explicit QuotaMeter(const Clock* clock = nullptr, QObject* parent = nullptr);

    void record(const volcano::RequestRecord& record);
    // The project's use in a UTC minute as another process counted it (team mode: the
    // recorder's figure from the store). Keeps the highest figure known for the minute.
    void recordProjectUse(const QDateTime& minuteStart, int used);
    void clear();

    // Exactly kMinutesKept minutes, oldest first, ending with the current minute (minutes
    // without requests are empty entries).
    QList<QuotaMinute> minutes() const;
    QuotaMinute currentMinute() const;
    int sentThisMinute() const;
    int sentThisMinute(Operation operation) const;
    // The quota limit: learned from RateLimit-Limit, else the contract's 600.
    int limit() const { return m_limit; }
    // The project's use of the current window if known.
    std::optional<int> projectUsedThisMinute() const;
    // Until the end of the current UTC minute.
    qint64 msUntilReset() const;
    // While a 429 said so: requests are refused until then (console clock).
    std::optional<QDateTime> blockedUntil() const;
    QList<RateLimitEvent> rateLimitEvents() const;

    static QDateTime minuteStart(const QDateTime& utc);

Q_SIGNALS:
    // After every record() and clear(). (The current minute rolls over without a signal:
    // a live gauge re-reads on its own timer.)
    void changed();
    void rateLimited(const volcano::RateLimitEvent& event);

private:
    QuotaMinute& minuteAt(const QDateTime& start);
    QuotaMinute* findMinute(const QDateTime& start);
    // The minute starting at start, created if needed; null if older than the kept hour.
    QuotaMinute* windowAt(const QDateTime& start, const QDateTime& now);
    const QuotaMinute* findMinute(const QDateTime& start) const;
    void dropOldMinutes(const QDateTime& now);
    QDateTime serverWindowStart(const QDateTime& now, int secondsToWindowEnd) const;
    void learnProjectUse(const RequestRecord& record, const QDateTime& now);
    void learnRateLimited(const RequestRecord& record, const QDateTime& now);

    const Clock* m_clock;
    std::deque<QuotaMinute> m_minutes; // ascending by start
    int m_limit;
    std::optional<QDateTime> m_blockedUntil;
};

} // namespace volcano
