#pragma once

#include "Clock.h"

#include <QElapsedTimer>

namespace volcano {

class SystemClock final : public Clock {
public:
    SystemClock();
    QDateTime utcNow() const override;
    qint64 monotonicMs() const override;

private:
    QElapsedTimer m_monotonic;
};

} // namespace volcano
