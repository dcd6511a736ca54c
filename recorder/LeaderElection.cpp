// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LeaderElection.h"

#include "client/Clock.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "lease/LeaseKeeper.h"

namespace volcano::recorder {

namespace {

// Sent this long after the estimated takeover instant, so that an acquire does not arrive
// a hair early and waste the turn on a 409.
constexpr qint64 kTakeoverMarginMs = 150;

bool isRefusal(const OperationResult& result) {
    return result.error && (result.error->kind == FailureKind::Unauthorized ||
                            result.error->kind == FailureKind::Forbidden);
}

bool gotNoAnswer(const OperationResult& result) {
    return result.error && (result.error->kind == FailureKind::Transport ||
                            result.error->kind == FailureKind::Timeout);
}

} // namespace

LeaderElection::LeaderElection(LockClient* client, QString key, int ttlSeconds, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_key(std::move(key))
    , m_ttlSeconds(ttlSeconds)
    , m_clock(client->clock())
    , m_offset(&client->clock()) {}

LeaderElection::~LeaderElection() {
    m_clock.cancel(m_timer);
}

qint64 LeaderElection::nowMs() const {
    return m_clock.monotonicMs();
}

void LeaderElection::start() {
    schedule(Turn::Acquire, nowMs());
}

void LeaderElection::schedule(Turn turn, qint64 atMonotonicMs) {
    m_clock.cancel(m_timer);
    m_nextTurn = turn;
    m_timer = m_clock.callAt(atMonotonicMs, this, [this] { takeTurn(); });
}

void LeaderElection::takeTurn() {
    m_timer = 0;
    if (m_stopping)
        return;
    m_lastTurnMs = nowMs();
    if (m_nextTurn == Turn::Acquire)
        acquire();
    else
        probe();
}

void LeaderElection::acquire() {
    // A LeaseKeeper holds one lease in its life: each attempt gets a new one.
    auto* keeper = new LeaseKeeper(m_client, this);
    m_keeper = keeper;
    connect(keeper, &LeaseKeeper::operationFinished, this, [this](const OperationResult& result) {
        m_offset.addLeaseSample(result, m_ttlSeconds);
        m_offset.addDateSample(result);
    });
    connect(keeper, &LeaseKeeper::acquired, this, [this](const LeaseGrant& grant) {
        m_heardFromApi = true;
        m_token = grant.fencingToken;
        setRole(Role::Leader, QString::number(grant.fencingToken));
    });
    connect(keeper, &LeaseKeeper::acquireFailed, this, &LeaderElection::onAcquireFailed);
    connect(keeper, &LeaseKeeper::lost, this,
            [this](LeaseKeeper::LossReason, const QString& text) { onLost(text); });
    connect(keeper, &LeaseKeeper::finished, keeper, &QObject::deleteLater);
    keeper->start(m_key, m_ttlSeconds);
}

void LeaderElection::onAcquireFailed(const OperationResult& result) {
    if (m_keeper)
        m_keeper->deleteLater();
    afterAnswer(result);
    if (m_stopping)
        return;
    if (result.isError(ErrorCode::LockHeld) && m_role != Role::Standby)
        setRole(Role::Standby, {});
    const qint64 retryAfterMs = result.error && result.error->retryAfterSeconds
                                    ? *result.error->retryAfterSeconds * 1000
                                    : 0;
    schedule(Turn::Probe, std::max(m_lastTurnMs + turnMs(), nowMs() + retryAfterMs));
}

void LeaderElection::probe() {
    PendingCall* call = m_client->read(m_key);
    connect(call, &PendingCall::finished, this, &LeaderElection::onProbed);
}

void LeaderElection::onProbed(const OperationResult& result) {
    afterAnswer(result);
    if (m_stopping || m_role == Role::Leader)
        return;
    if (result.ok() && result.state) {
        if (m_role != Role::Standby)
            setRole(Role::Standby, {}); // after a loss: waiting for a turn again
        planAfterProbe(*result.state);
        return;
    }
    const qint64 retryAfterMs = result.error && result.error->retryAfterSeconds
                                    ? *result.error->retryAfterSeconds * 1000
                                    : 0;
    schedule(Turn::Probe, std::max(m_lastTurnMs + turnMs(), nowMs() + retryAfterMs));
}

void LeaderElection::afterAnswer(const OperationResult& result) {
    m_offset.addDateSample(result);
    const bool first = !m_heardFromApi;
    if (!gotNoAnswer(result))
        m_heardFromApi = true;
    if (isRefusal(result))
        Q_EMIT refused(result);
    else if (first && gotNoAnswer(result))
        Q_EMIT unreachable(result);
}

// The next turn is an acquire when the lock is (or will be) free by then, or at the takeover
// instant itself when that comes before the turn after; otherwise another read.
void LeaderElection::planAfterProbe(const LockState& state) {
    const qint64 nextTurn = m_lastTurnMs + turnMs();
    if (!state.held) {
        schedule(Turn::Acquire, nextTurn);
        return;
    }
    const auto takeover = takeoverMonotonicMs(state.expiresAt.value_or(QDateTime()));
    if (takeover && *takeover <= nextTurn)
        schedule(Turn::Acquire, nextTurn);
    else if (takeover && *takeover <= nextTurn + turnMs())
        schedule(Turn::Acquire, *takeover);
    else
        schedule(Turn::Probe, nextTurn);
}

std::optional<qint64> LeaderElection::takeoverMonotonicMs(const QDateTime& expiresAt) const {
    if (!expiresAt.isValid())
        return std::nullopt;
    const Clock& clock = m_clock;
    const qint64 localTakeoverMs = expiresAt.toMSecsSinceEpoch() + limits::kTakeoverGrace.count() -
                                   m_offset.offsetOrZeroMs() + m_offset.uncertaintyMs() +
                                   kTakeoverMarginMs;
    return clock.monotonicMs() + (localTakeoverMs - clock.utcNow().toMSecsSinceEpoch());
}

void LeaderElection::onLost(const QString& reason) {
    if (m_keeper)
        m_keeper->stop(); // releases when that can still help; deletes itself when finished
    m_token.reset();
    setRole(Role::Lost, reason);
    if (!m_stopping)
        schedule(Turn::Probe, nowMs() + turnMs());
}

void LeaderElection::stepDown(const QString& reason) {
    if (m_role == Role::Leader)
        onLost(reason);
}

void LeaderElection::stop() {
    m_stopping = true;
    m_clock.cancel(m_timer);
    m_timer = 0;
    if (!m_keeper || !m_keeper->isOpen()) {
        Q_EMIT stopped();
        return;
    }
    connect(m_keeper, &LeaseKeeper::finished, this, &LeaderElection::stopped);
    m_keeper->stop();
}

void LeaderElection::setRole(Role role, const QString& detail) {
    if (role == m_role && role != Role::Lost)
        return;
    m_role = role;
    Q_EMIT roleChanged(role, detail);
}

} // namespace volcano::recorder
