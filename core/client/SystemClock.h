// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/Clock.h"

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
