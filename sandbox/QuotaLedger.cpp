// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/QuotaLedger.h"

namespace volcano::sandbox {

int QuotaWindow::secondsToReset() const {
    const qint64 leftMs = startMs + QuotaLedger::kWindowMs - nowMs;
    const qint64 seconds = (leftMs + 999) / 1000;
    return seconds < 1 ? 1 : static_cast<int>(seconds);
}

QuotaLedger::QuotaLedger(int limitPerMinute)
    : m_limit(limitPerMinute) {}

qint64 QuotaLedger::windowStart(qint64 nowMs) {
    // Floor division, so times before the epoch (never expected) still land in a minute.
    qint64 minute = nowMs / kWindowMs;
    if (nowMs % kWindowMs < 0)
        --minute;
    return minute * kWindowMs;
}

QuotaWindow QuotaLedger::charge(const QString& project, qint64 nowMs) {
    Usage& usage = m_usage[project];
    const qint64 start = windowStart(nowMs);
    if (usage.startMs != start)
        usage = Usage{start, 0};
    ++usage.used;
    return QuotaWindow{start, nowMs, usage.used, m_limit};
}

QuotaWindow QuotaLedger::peek(const QString& project, qint64 nowMs) const {
    const qint64 start = windowStart(nowMs);
    const Usage usage = m_usage.value(project);
    return QuotaWindow{start, nowMs, usage.startMs == start ? usage.used : 0, m_limit};
}

} // namespace volcano::sandbox
