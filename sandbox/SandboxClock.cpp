// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxClock.h"

#include <QTimeZone>

namespace volcano::sandbox {

SandboxClock::SandboxClock(Mode mode)
    : m_mode(mode) {
    const qint64 wallMs = QDateTime::currentMSecsSinceEpoch();
    m_manualNowMs = wallMs - wallMs % 1000;
    m_elapsed.start();
}

QString SandboxClock::modeName() const {
    return isManual() ? QStringLiteral("manual") : QStringLiteral("system");
}

qint64 SandboxClock::nowMs() const {
    return isManual() ? m_manualNowMs : QDateTime::currentMSecsSinceEpoch();
}

QDateTime SandboxClock::utcNow() const {
    return QDateTime::fromMSecsSinceEpoch(nowMs(), QTimeZone::utc());
}

qint64 SandboxClock::monotonicMs() const {
    return isManual() ? m_advancedMs : m_elapsed.elapsed();
}

bool SandboxClock::advance(std::chrono::milliseconds by) {
    if (!isManual() || by.count() < 0)
        return false;
    m_manualNowMs += by.count();
    m_advancedMs += by.count();
    return true;
}

bool SandboxClock::rewind(std::chrono::milliseconds by) {
    if (!isManual() || by.count() < 0)
        return false;
    m_manualNowMs -= by.count();
    return true;
}

} // namespace volcano::sandbox
