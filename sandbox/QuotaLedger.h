// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QHash>
#include <QString>

namespace volcano::sandbox {

// A project's use of one fixed UTC minute of the sandbox clock.
struct QuotaWindow {
    qint64 startMs = 0;
    qint64 nowMs = 0;
    int used = 0;
    int limit = 0;

    bool exceeded() const { return used > limit; }
    int remaining() const { return used >= limit ? 0 : limit - used; }
    // Whole seconds to the end of the window, at least 1 (Retry-After, RateLimit-Reset).
    int secondsToReset() const;
};

// Counts requests per project and fixed UTC minute. Kept in memory: a restart forgets the
// current minute, which only ever errs towards letting requests through.
class QuotaLedger {
public:
    static constexpr qint64 kWindowMs = 60'000;

    explicit QuotaLedger(int limitPerMinute);

    int limit() const { return m_limit; }
    // Counts one request (also one that will be refused) and returns the window after it.
    QuotaWindow charge(const QString& project, qint64 nowMs);
    QuotaWindow peek(const QString& project, qint64 nowMs) const;

private:
    struct Usage {
        qint64 startMs = 0;
        int used = 0;
    };
    static qint64 windowStart(qint64 nowMs);

    int m_limit;
    QHash<QString, Usage> m_usage;
};

} // namespace volcano::sandbox
