// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/SystemClock.h"

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
