// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/Clock.h"

#include <QElapsedTimer>

#include <chrono>

namespace volcano::sandbox {

// The server's time. On the system clock it is the wall clock; on the manual clock it
// starts at the current UTC time cut to a whole second and moves only by advance(), so
// tests can walk a lease through its grace second or a 90-day deadline instantly.
class SandboxClock final : public Clock {
public:
    enum class Mode { System, Manual };

    explicit SandboxClock(Mode mode);

    Mode mode() const { return m_mode; }
    bool isManual() const { return m_mode == Mode::Manual; }
    QString modeName() const;

    qint64 nowMs() const; // milliseconds since the Unix epoch
    QDateTime utcNow() const override;
    qint64 monotonicMs() const override;

    // Manual clock only; returns false on the system clock or a negative step.
    bool advance(std::chrono::milliseconds by);
    // Manual clock only: the wall clock steps back (as an NTP step or an operator's mistake
    // would); monotonicMs() stands still, as a real monotonic clock would not go back.
    bool rewind(std::chrono::milliseconds by);

private:
    Mode m_mode;
    qint64 m_manualNowMs = 0;
    qint64 m_advancedMs = 0;
    QElapsedTimer m_elapsed;
};

} // namespace volcano::sandbox
