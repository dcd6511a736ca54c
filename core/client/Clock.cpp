// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/Clock.h"

#include <QHash>
#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace volcano {
namespace {

// Timers set through Clock::callAt, so cancel() can find them. Timers belong to the thread
// that set them; callAt and cancel are used from the GUI/main thread only.
struct TimerRegistry {
    QHash<int, QPointer<QTimer>> timers;
    int lastId = 0;
};

TimerRegistry& registry() {
    static TimerRegistry instance;
    return instance;
}

void startPreciseTimer(int id, qint64 dueMonotonicMs, const Clock* clock, QObject* context,
                       std::function<void()> fn) {
    auto* timer = new QTimer(context);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer);
    registry().timers.insert(id, timer);
    // Its context may take it down before it fires: forget it then.
    QObject::connect(timer, &QObject::destroyed, [id] { registry().timers.remove(id); });
    QObject::connect(timer, &QTimer::timeout, timer,
                     [id, dueMonotonicMs, clock, context, timer, fn = std::move(fn)]() mutable {
                         registry().timers.remove(id);
                         timer->deleteLater();
                         // A timer may wake a millisecond early; the caller was promised
                         // "not before the due instant".
                         if (clock->monotonicMs() < dueMonotonicMs) {
                             startPreciseTimer(id, dueMonotonicMs, clock, context, std::move(fn));
                             return;
                         }
                         fn();
                     });
    timer->start(static_cast<int>(std::clamp<qint64>(dueMonotonicMs - clock->monotonicMs(), 0,
                                                     std::numeric_limits<int>::max())));
}

} // namespace

int Clock::callAt(qint64 dueMonotonicMs, QObject* context, std::function<void()> fn) const {
    const int id = ++registry().lastId;
    startPreciseTimer(id, dueMonotonicMs, this, context, std::move(fn));
    return id;
}

void Clock::cancel(int id) const {
    const QPointer<QTimer> timer = registry().timers.take(id);
    if (timer) {
        timer->stop();
        timer->deleteLater();
    }
}

} // namespace volcano
