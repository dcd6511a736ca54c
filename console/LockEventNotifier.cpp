// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/LockEventNotifier.h"

#include "console/LockWatcher.h"
#include "console/Notifier.h"
#include "store/Watchlist.h"

namespace volcano::ui {

LockEventNotifier::LockEventNotifier(LockWatcher& watcher, Watchlist& watchlist, Notifier& notifier,
                                     QObject* parent)
    : QObject(parent)
    , m_watchlist(watchlist)
    , m_notifier(notifier) {
    connect(&watcher, &LockWatcher::handedOver, this, &LockEventNotifier::onHandedOver);
    connect(&watcher, &LockWatcher::acquired, this, &LockEventNotifier::onAcquired);
    connect(&watcher, &LockWatcher::freed, this, &LockEventNotifier::onFreed);
    connect(&watcher, &LockWatcher::anomaly, this, &LockEventNotifier::onAnomaly);
}

void LockEventNotifier::onHandedOver(const QString& key, FencingToken from, FencingToken to) {
    if (wants(key))
        m_notifier.notify(tr("%1 changed hands").arg(key),
                          tr("Fencing token %1 → %2").arg(from).arg(to));
}

void LockEventNotifier::onAcquired(const QString& key, FencingToken token) {
    if (wants(key))
        m_notifier.notify(tr("%1 was acquired").arg(key),
                          tr("A new holder took the free lock: fencing token %1").arg(token));
}

void LockEventNotifier::onFreed(const QString& key, FencingToken lastToken) {
    if (wants(key))
        m_notifier.notify(tr("%1 is free").arg(key),
                          tr("The holder with fencing token %1 is gone").arg(lastToken));
}

void LockEventNotifier::onAnomaly(const QString& key, FencingToken previous, FencingToken seen) {
    if (wants(key))
        m_notifier.notify(
            tr("%1: fencing token went backwards").arg(key),
            tr("Saw %1 after %2 — the server broke the fencing contract").arg(seen).arg(previous),
            Notifier::Urgency::Critical);
}

bool LockEventNotifier::wants(const QString& key) const {
    return m_watchlist.notifiesOnChange(key);
}

} // namespace volcano::ui
