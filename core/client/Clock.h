// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>

#include <functional>

class QObject;

namespace volcano {

// Time as the client sees it. Injected wherever logic depends on time, so tests can
// run a 90-day deadline in milliseconds (see ManualClock in tests/support).
//
// Besides reading the time, a clock can call back at a monotonic instant. The timer methods
// are const because scheduling a callback does not change the time; classes keep a
// `const Clock*` (as LockClient does) and may still set timers on it.
class Clock {
public:
    virtual ~Clock() = default;
    virtual QDateTime utcNow() const = 0;
    // Milliseconds on a clock that never jumps; only differences are meaningful.
    virtual qint64 monotonicMs() const = 0;

    // Calls fn once, from the event loop of the calling thread, when monotonicMs() has
    // reached dueMonotonicMs (soon, if it already has). Nothing is called if context is
    // destroyed first (context may be null: then only cancel() stops it). Returns an id > 0
    // for cancel(). The default uses a precise QTimer, which suits any clock whose
    // monotonicMs() follows real time; ManualClock overrides it.
    virtual int callAt(qint64 dueMonotonicMs, QObject* context, std::function<void()> fn) const;
    // Forgets a callback that has not run yet. Unknown or finished ids are ignored.
    virtual void cancel(int id) const;

    int callAfter(qint64 delayMs, QObject* context, std::function<void()> fn) const {
        return callAt(monotonicMs() + delayMs, context, std::move(fn));
    }
    // A monotonic instant shown as wall-clock time (for display: "next renewal at ...").
    QDateTime utcAt(qint64 monotonicMs) const {
        return utcNow().addMSecs(monotonicMs - this->monotonicMs());
    }

    // The process-wide real clock.
    static const Clock& system();
};

} // namespace volcano
