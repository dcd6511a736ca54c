// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <chrono>

namespace volcano {
class PendingCall;
}

namespace volcano::sandbox {

class DemoWorkers;

// One simulated worker contending for one key: contend -> lead (renew at ttl/3) -> hand
// over (release, rest, contend again) or crash (stall past expiry; on waking its renewal
// gets lock_ownership_lost, it stops and contends again with a new token).
class DemoWorker : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Contending, Leading, Crashed, Resting };

    DemoWorker(DemoWorkers& owner, QString key, int index, int contenders, qint64 ttlSeconds);

    void start();
    void stop();
    State state() const { return m_state; }

private:
    void onTimer();
    void contend();
    void renew();
    void endTerm();
    void wakeUp();
    void onWokenUp(const OperationResult& result);
    void onAcquired(const OperationResult& result);
    void onRenewed(const OperationResult& result);
    void onReleased(const OperationResult& result);
    void becomeContender(std::chrono::milliseconds delay);
    void becomeLeader(const OperationResult& result);
    void schedule(std::chrono::milliseconds delay);
    std::chrono::milliseconds contendInterval();
    std::chrono::milliseconds backoffFor(const OperationResult& result);
    void track(PendingCall* call, void (DemoWorker::*handler)(const OperationResult&));
    QString name() const;

    DemoWorkers& m_owner;
    QString m_key;
    int m_index;
    int m_contenders;
    qint64 m_ttlSeconds;
    State m_state = State::Idle;
    QString m_token;
    QTimer m_timer;
    QElapsedTimer m_monotonic;
    qint64 m_termEndsAtMs = 0;
    QPointer<PendingCall> m_pending;
};

} // namespace volcano::sandbox
