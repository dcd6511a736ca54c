// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/Clock.h"

#include <QDateTime>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>
#include <utility>

namespace volcano::test {

// A clock that stands still until the test moves it. advance() fires the callbacks that
// come due, in due order (ties in the order they were set), setting "now" to each one's due
// time before calling it, so code sees exactly the instant it asked for. Callbacks set while
// advancing fire in the same advance if they fall within it.
//
// A callback that is already due when it is set runs from the event loop (as with a real
// timer), not synchronously.
class ManualClock final : public Clock {
public:
    // Default start: 2026-07-20T14:00:00Z, monotonic 1,000,000 ms (never zero, so a
    // zero "sent at" in a result stands out).
    ManualClock();
    explicit ManualClock(const QDateTime& startUtc, qint64 startMonotonicMs = 1'000'000);

    QDateTime utcNow() const override;
    qint64 monotonicMs() const override;
    int callAt(qint64 dueMonotonicMs, QObject* context, std::function<void()> fn) const override;
    void cancel(int id) const override;

    // Moves both clocks forward by ms (>= 0), firing due callbacks on the way.
    void advance(qint64 ms);
    void advanceTo(qint64 monotonicMs);
    // Steps only the wall clock (an NTP correction): monotonic time and timers are unaffected.
    void setUtcNow(const QDateTime& utc);

    int pendingCallbacks() const;
    // The earliest pending due time, or -1 when nothing is pending.
    qint64 nextDueMs() const;

private:
    struct Pending {
        int id = 0;
        QPointer<QObject> context;
        bool hasContext = false;
        std::function<void()> fn;
    };
    using Key = std::pair<qint64, int>; // due time, then id (= order of setting)

    bool fireNextDueBy(qint64 limitMs);
    std::optional<std::pair<qint64, Pending>> takeNextDue(qint64 limitMs) const;
    static void run(const Pending& pending);
    void postDispatchOfDueCallbacks() const;

    qint64 m_nowMs;
    QDateTime m_utcBase; // the wall-clock time at m_utcBaseMonotonicMs
    qint64 m_utcBaseMonotonicMs;
    mutable int m_lastId = 0;
    mutable std::map<Key, Pending> m_pending;
    mutable bool m_dispatchPosted = false;
    // Context of the event-loop dispatch of already-due callbacks; dies with the clock.
    std::unique_ptr<QObject> m_dispatcher;
};

} // namespace volcano::test
