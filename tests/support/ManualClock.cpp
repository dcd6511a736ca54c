// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/ManualClock.h"

#include <QObject>
#include <QTimer>

namespace volcano::test {

ManualClock::ManualClock()
    : ManualClock(QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC)) {}

ManualClock::ManualClock(const QDateTime& startUtc, qint64 startMonotonicMs)
    : m_nowMs(startMonotonicMs)
    , m_utcBase(startUtc.toUTC())
    , m_utcBaseMonotonicMs(startMonotonicMs)
    , m_dispatcher(std::make_unique<QObject>()) {}

QDateTime ManualClock::utcNow() const {
    return m_utcBase.addMSecs(m_nowMs - m_utcBaseMonotonicMs);
}

qint64 ManualClock::monotonicMs() const {
    return m_nowMs;
}

int ManualClock::callAt(qint64 dueMonotonicMs, QObject* context, std::function<void()> fn) const {
    const int id = ++m_lastId;
    m_pending.emplace(Key{dueMonotonicMs, id}, Pending{id, context, context != nullptr, fn});
    if (dueMonotonicMs <= m_nowMs)
        postDispatchOfDueCallbacks();
    return id;
}

void ManualClock::cancel(int id) const {
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        if (it->second.id == id) {
            m_pending.erase(it);
            return;
        }
    }
}

void ManualClock::postDispatchOfDueCallbacks() const {
    if (m_dispatchPosted)
        return;
    m_dispatchPosted = true;
    QTimer::singleShot(0, m_dispatcher.get(), [this] {
        m_dispatchPosted = false;
        // Already due: running them does not move the time.
        while (const auto due = takeNextDue(m_nowMs))
            run(due->second);
    });
}

void ManualClock::advance(qint64 ms) {
    Q_ASSERT(ms >= 0);
    advanceTo(m_nowMs + ms);
}

void ManualClock::advanceTo(qint64 monotonicMs) {
    Q_ASSERT(monotonicMs >= m_nowMs);
    while (fireNextDueBy(monotonicMs)) {
    }
    m_nowMs = std::max(m_nowMs, monotonicMs);
}

bool ManualClock::fireNextDueBy(qint64 limitMs) {
    const auto due = takeNextDue(limitMs);
    if (!due)
        return false;
    m_nowMs = std::max(m_nowMs, due->first);
    run(due->second);
    return true;
}

std::optional<std::pair<qint64, ManualClock::Pending>>
ManualClock::takeNextDue(qint64 limitMs) const {
    if (m_pending.empty() || m_pending.begin()->first.first > limitMs)
        return std::nullopt;
    auto node = m_pending.extract(m_pending.begin());
    return std::pair{node.key().first, std::move(node.mapped())};
}

void ManualClock::run(const Pending& pending) {
    if (!pending.hasContext || pending.context)
        pending.fn();
}

void ManualClock::setUtcNow(const QDateTime& utc) {
    m_utcBase = utc.toUTC();
    m_utcBaseMonotonicMs = m_nowMs;
}

int ManualClock::pendingCallbacks() const {
    return static_cast<int>(m_pending.size());
}

qint64 ManualClock::nextDueMs() const {
    return m_pending.empty() ? -1 : m_pending.begin()->first.first;
}

} // namespace volcano::test
