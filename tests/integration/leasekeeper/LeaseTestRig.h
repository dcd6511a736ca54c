// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "support/ManualClock.h"
#include "support/SandboxProcess.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <memory>

namespace volcano {
class LockClient;
}

namespace volcano::test {

// A real sandbox on its manual clock and a ManualClock for the console, kept in step: the
// console clock starts at the sandbox's time, and advance() moves the sandbox first, then
// the console clock (firing the console's timers), so a request a timer sends is served at
// the same instant on both clocks.
class LeaseTestRig {
public:
    LeaseTestRig();
    explicit LeaseTestRig(const SandboxProcess::Options& options);
    ~LeaseTestRig();

    bool start(); // starts the sandbox and syncs the console clock to it
    QString errorString() const { return m_error; }

    SandboxProcess& sandbox() { return m_sandbox; }
    ManualClock& clock() { return m_clock; }
    // A client of project "demo" (service-role key) on the console clock.
    std::unique_ptr<LockClient> newClient() const;

    // Both clocks forward by ms; false if the sandbox refused. Timers due inside the step
    // fire when the sandbox is already at its end: use it to land on a known due instant.
    bool advance(qint64 ms);
    // Both clocks forward by totalMs, stopping at every console timer due on the way so the
    // sandbox serves what it sends at exactly its due instant; settle() (e.g. "wait until
    // no request is in flight") runs after each stop.
    bool advanceThroughTimers(qint64 totalMs, const std::function<bool()>& settle);
    // Both clocks to the next whole UTC minute plus offsetMs.
    bool advanceToNextMinute(qint64 offsetMs = 0);
    QDateTime serverNow();

private:
    SandboxProcess m_sandbox;
    ManualClock m_clock;
    QString m_error;
};

} // namespace volcano::test
