// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/ClockOffsetEstimator.h"
#include "protocol/LockTypes.h"
#include "protocol/OperationResult.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace volcano {
class Clock;
class LeaseKeeper;
class LockClient;
} // namespace volcano

namespace volcano::recorder {

// Elects one leader among the recorders of a project with a Volcano lock (--leader-key).
// The leader holds it with a LeaseKeeper, renewing at TTL/3. A standby spends one request
// per TTL/3 on the lock, no more: it reads the lock, and when the holder's expires_at + 1 s
// (the takeover instant, on the server clock) falls before its next-but-one turn, its next
// turn is an acquire at exactly that instant. So a leader that dies is replaced within
// TTL + 1 s of its last renewal plus the read's latency, and standbys never hammer the lock.
//
// Time: the client's clock (LockClient::setClock), timers included.
class LeaderElection : public QObject {
    Q_OBJECT
public:
    enum class Role { None, Leader, Standby, Lost };
    Q_ENUM(Role)

    // The client must outlive the election.
    LeaderElection(LockClient* client, QString key, int ttlSeconds, QObject* parent = nullptr);
    ~LeaderElection() override;

    // The first turn is an acquire, at once.
    void start();
    // Releases the lease if held; emits stopped() when done.
    void stop();
    // The leader learnt it is no longer (e.g. the store fenced its write): it drops the lease
    // and becomes a standby after one turn.
    void stepDown(const QString& reason);

    Role role() const { return m_role; }
    std::optional<FencingToken> fencingToken() const { return m_token; }
    // Whether any answer came from the API yet (the start is judged on the first one).
    bool hasHeardFromApi() const { return m_heardFromApi; }

Q_SIGNALS:
    void roleChanged(volcano::recorder::LeaderElection::Role role, const QString& detail);
    // Answered 401 or 403: the recorder cannot work with this key.
    void refused(const volcano::OperationResult& result);
    // The API gave no answer to the very first attempt.
    void unreachable(const volcano::OperationResult& result);
    void stopped();

private:
    enum class Turn { Probe, Acquire };
    void schedule(Turn turn, qint64 atMonotonicMs);
    void takeTurn();
    void acquire();
    void probe();
    void onAcquireFailed(const OperationResult& result);
    void onProbed(const OperationResult& result);
    void onLost(const QString& reason);
    void afterAnswer(const OperationResult& result);
    void planAfterProbe(const LockState& state);
    std::optional<qint64> takeoverMonotonicMs(const QDateTime& expiresAt) const;
    void setRole(Role role, const QString& detail);
    qint64 turnMs() const { return m_ttlSeconds * 1000 / 3; }
    qint64 nowMs() const;

    LockClient* m_client;
    QString m_key;
    int m_ttlSeconds;
    // The client's clock, kept apart: the client may be destroyed first (sibling children).
    const Clock& m_clock;
    ClockOffsetEstimator m_offset;
    QPointer<LeaseKeeper> m_keeper;
    Role m_role = Role::None;
    std::optional<FencingToken> m_token;
    bool m_heardFromApi = false;
    bool m_stopping = false;
    Turn m_nextTurn = Turn::Acquire;
    qint64 m_lastTurnMs = 0;
    int m_timer = 0;
};

} // namespace volcano::recorder
