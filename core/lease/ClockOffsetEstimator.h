// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"

#include <QDateTime>
#include <QObject>

#include <optional>

namespace volcano {

class Clock;

// Estimates offset = server clock - console clock, so countdowns to expires_at (a server
// time) are right on a console whose clock is off.
//
// Two kinds of samples, each taken at the midpoint between sending the request and getting
// the answer (OperationResult::sentAtUtc + latencyMs / 2):
//  - lease samples from the console's own acquires and renewals: the server computed
//    expires_at = now + ttl, so its "now" was expires_at - ttl (millisecond precision;
//    wrong only when the 90-day deadline capped the lease, which the caller can tell);
//  - Date-header samples from any answer: 1 s resolution, so taken as Date + 500 ms.
// Each kind is smoothed (exponential average); a sample far from the estimate (a stepped
// server clock, or the sandbox's manual clock) replaces it instead. offsetMs() prefers a
// lease estimate not older than kLeaseSampleMaxAge that agrees with the Date estimate within
// its resolution; else the Date estimate.
class ClockOffsetEstimator : public QObject {
    Q_OBJECT
public:
    enum class Source { None, DateHeader, LeaseGrant };

    static constexpr qint64 kLeaseSampleMaxAgeMs = 10 * 60 * 1000;
    static constexpr qint64 kJumpThresholdMs = 2000;
    static constexpr double kSmoothing = 0.2; // weight of a new sample

    // clock null means Clock::system(); it must be the clock the LockClient uses.
    explicit ClockOffsetEstimator(const Clock* clock = nullptr, QObject* parent = nullptr);

    // From an acquire or renew that succeeded with this TTL. Ignored otherwise.
    void addLeaseSample(const OperationResult& result, qint64 ttlSeconds);
    // From any result with a Date header (reads, errors included). Ignored without one.
    void addDateSample(const OperationResult& result);
    void reset();

    // Nothing before the first sample.
    std::optional<qint64> offsetMs() const;
    qint64 offsetOrZeroMs() const { return offsetMs().value_or(0); }
    Source source() const;
    // Rough bound on the error of offsetMs(): half the round trip for lease samples,
    // 500 ms + half the round trip for Date samples.
    qint64 uncertaintyMs() const;

    // The console's clock now, shifted to the server's clock.
    QDateTime serverNow() const;
    QDateTime toServerTime(const QDateTime& consoleTime) const;
    QDateTime toConsoleTime(const QDateTime& serverTime) const;
    // When the server answered this result, as best known: the estimate at the result's
    // midpoint, kept within [Date, Date + 1 s) when the answer had a Date header.
    QDateTime serverTimeOf(const OperationResult& result) const;

    // The midpoint of a result's request, on the console clock.
    static QDateTime midpointOf(const OperationResult& result);

Q_SIGNALS:
    // When offsetMs() or source() changed.
    void offsetChanged(qint64 offsetMs);

private:
    struct Estimate {
        std::optional<double> offsetMs;
        qint64 uncertaintyMs = 0;
        qint64 updatedMonotonicMs = 0;
        void add(double sampleMs, qint64 uncertainty, qint64 nowMonotonicMs);
    };
    bool leaseEstimateUsable() const;
    void announceIfChanged(std::optional<qint64> before, Source sourceBefore);

    const Clock* m_clock;
    Estimate m_lease;
    Estimate m_date;
};

} // namespace volcano
