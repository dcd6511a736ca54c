#include "SystemClock.h"

namespace volcano {

SystemClock::SystemClock() {
    m_monotonic.start();
}

QDateTime SystemClock::utcNow() const {
    return QDateTime::currentDateTimeUtc();
}

qint64 SystemClock::monotonicMs() const {
    return m_monotonic.elapsed();
}

const Clock& Clock::system() {
    static const SystemClock clock;
    return clock;
}

} // namespace volcano
