// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QObject>

namespace volcano {
class LockWatcher;
class Watchlist;
} // namespace volcano

namespace volcano::ui {

class Notifier;

// Turns the watcher's events into desktop notifications for the keys whose watchlist entry
// asks for them: a lock changing hands, being acquired after it was free, freeing, or its
// fencing token going backwards.
class LockEventNotifier : public QObject {
    Q_OBJECT
public:
    LockEventNotifier(LockWatcher& watcher, Watchlist& watchlist, Notifier& notifier,
                      QObject* parent = nullptr);

private:
    void onHandedOver(const QString& key, FencingToken from, FencingToken to);
    void onAcquired(const QString& key, FencingToken token);
    void onFreed(const QString& key, FencingToken lastToken);
    void onAnomaly(const QString& key, FencingToken previous, FencingToken seen);
    bool wants(const QString& key) const;

    Watchlist& m_watchlist;
    Notifier& m_notifier;
};

} // namespace volcano::ui
