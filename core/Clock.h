#pragma once

#include <QDateTime>

namespace volcano {

// Time as the client sees it. Injected wherever logic depends on time, so tests can
// run a 90-day deadline in milliseconds (see ManualClock in the tests).
class Clock {
public:
    virtual ~Clock() = default;
    virtual QDateTime utcNow() const = 0;
    // Milliseconds on a clock that never jumps; only differences are meaningful.
    virtual qint64 monotonicMs() const = 0;

    // The process-wide real clock.
    static const Clock& system();
};

} // namespace volcano
