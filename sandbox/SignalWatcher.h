// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>

#include <initializer_list>

class QSocketNotifier;

namespace volcano::sandbox {

// Turns SIGINT/SIGTERM into a Qt signal. The handler only writes the signal number to a
// socket pair (async-signal-safe); the work happens in the event loop. One per process.
class SignalWatcher : public QObject {
    Q_OBJECT
public:
    explicit SignalWatcher(std::initializer_list<int> signalNumbers, QObject* parent = nullptr);
    ~SignalWatcher() override;

    bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void received(int signalNumber);

private:
    static void onSignal(int signalNumber);
    void readPending();

    int m_fds[2] = {-1, -1};
    QSocketNotifier* m_notifier = nullptr;
    QList<int> m_signals;
};

} // namespace volcano::sandbox
