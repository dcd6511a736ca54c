// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>

class QSocketNotifier;

namespace volcano {

// Turns SIGINT and SIGTERM into a Qt signal. The handler only write()s the signal number
// into a socket pair (the self-pipe trick: nothing else is async-signal-safe); a
// QSocketNotifier reads it on the event loop. One instance per process.
class SignalNotifier : public QObject {
    Q_OBJECT
public:
    explicit SignalNotifier(QObject* parent = nullptr);
    ~SignalNotifier() override;

    bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void signalReceived(int signalNumber);

private:
    void onReadable();
    static void handle(int signalNumber);

    QSocketNotifier* m_notifier = nullptr;
};

} // namespace volcano
