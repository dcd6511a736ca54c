// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LeaseTestRig.h"

#include "client/LockClient.h"

namespace volcano::test {

LeaseTestRig::LeaseTestRig()
    : LeaseTestRig(SandboxProcess::Options{}) {}

LeaseTestRig::LeaseTestRig(const SandboxProcess::Options& options)
    : m_sandbox(options) {}

LeaseTestRig::~LeaseTestRig() = default;

bool LeaseTestRig::start() {
    if (!m_sandbox.start()) {
        m_error = m_sandbox.errorString();
        return false;
    }
    const QDateTime now = serverNow();
    if (!now.isValid()) {
        m_error = QStringLiteral("the sandbox stats have no readable \"now\"");
        return false;
    }
    m_clock.setUtcNow(now);
    return true;
}

std::unique_ptr<LockClient> LeaseTestRig::newClient() const {
    auto client = m_sandbox.client();
    client->setClock(&m_clock);
    return client;
}

bool LeaseTestRig::advance(qint64 ms) {
    if (m_sandbox.advanceClock(static_cast<double>(ms) / 1000.0) != 204) {
        m_error = QStringLiteral("the sandbox refused to advance its clock");
        return false;
    }
    m_clock.advance(ms);
    return true;
}

bool LeaseTestRig::advanceThroughTimers(qint64 totalMs, const std::function<bool()>& settle) {
    const qint64 end = m_clock.monotonicMs() + totalMs;
    while (m_clock.monotonicMs() < end) {
        const qint64 due = m_clock.nextDueMs();
        const qint64 target = due >= 0 && due < end ? std::max(due, m_clock.monotonicMs()) : end;
        if (!advance(target - m_clock.monotonicMs()) || (settle && !settle()))
            return false;
    }
    return true;
}

bool LeaseTestRig::advanceToNextMinute(qint64 offsetMs) {
    const qint64 now = m_clock.utcNow().toMSecsSinceEpoch();
    const qint64 nextMinute = (now / 60'000 + 1) * 60'000;
    return advance(nextMinute - now + offsetMs);
}

QDateTime LeaseTestRig::serverNow() {
    return m_sandbox.serverNow();
}

} // namespace volcano::test
