// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/PollScheduler.h"

#include "client/Clock.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "lease/LeaseKeeper.h"

#include <QLoggingCategory>
#include <QSet>

Q_LOGGING_CATEGORY(lcPoll, "volcano.poll")

namespace volcano {
namespace {

// Reads in flight at once; more would only queue in the network stack.
constexpr int kMaxInFlight = 8;

QString reservationSource(const LeaseKeeper* keeper) {
    return QStringLiteral("lease-keeper-%1").arg(reinterpret_cast<quintptr>(keeper), 0, 16);
}

} // namespace

PollScheduler::PollScheduler(LockClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_clock(&client->clock()) {
    connect(client, &LockClient::requestFinished, this, &PollScheduler::onRequestFinished);
}

PollScheduler::~PollScheduler() {
    stop();
}

qint64 PollScheduler::nowUtcMs() const {
    return m_clock->utcNow().toMSecsSinceEpoch();
}

void PollScheduler::setKeys(const QStringList& keys) {
    m_planner.setKeys(keys);
    reschedule();
}

void PollScheduler::addKey(const QString& key) {
    m_planner.addKey(key);
    reschedule();
}

void PollScheduler::removeKey(const QString& key) {
    m_planner.removeKey(key);
    reschedule();
}

void PollScheduler::addKeys(const QStringList& keys) {
    for (const QString& key : keys)
        m_planner.addKey(key);
    reschedule();
}

void PollScheduler::removeKeys(const QStringList& keys) {
    // setKeys() keeps what the planner learnt about the keys that stay, in one pass.
    const QSet<QString> gone(keys.cbegin(), keys.cend());
    QStringList kept = m_planner.keys();
    kept.removeIf([&gone](const QString& key) { return gone.contains(key); });
    m_planner.setKeys(kept);
    reschedule();
}

void PollScheduler::setSelectedKey(const QString& key) {
    m_planner.setSelectedKey(key);
    reschedule();
}

void PollScheduler::setPriorityKeys(const QStringList& keys) {
    m_planner.setPriorityKeys(keys);
    reschedule();
}

void PollScheduler::setBudgetPerMinute(int readsPerMinute) {
    m_planner.setBudgetPerMinute(readsPerMinute);
    reschedule();
}

void PollScheduler::setPlannerSettings(const PollPlannerSettings& settings) {
    m_planner.setSettings(settings);
    reschedule();
}

void PollScheduler::setServerClockOffsetMs(qint64 offsetMs) {
    m_planner.setServerClockOffsetMs(offsetMs);
    reschedule();
}

void PollScheduler::reserveFor(LeaseKeeper* keeper) {
    const QString source = reservationSource(keeper);
    const auto update = [this, keeper] { updateKeeperReservation(keeper); };
    connect(keeper, &LeaseKeeper::stateChanged, this, update);
    connect(keeper, &LeaseKeeper::timingChanged, this, update);
    connect(keeper, &QObject::destroyed, this, [this, source] { clearReservation(source); });
    updateKeeperReservation(keeper);
}

void PollScheduler::updateKeeperReservation(LeaseKeeper* keeper) {
    // Zero (not holding) clears the reservation.
    setReservation(reservationSource(keeper), keeper->expectedRequestsPerMinute());
}

void PollScheduler::setReservation(const QString& source, int requestsPerMinute) {
    m_planner.setReservation(source, requestsPerMinute);
    reschedule();
}

void PollScheduler::clearReservation(const QString& source) {
    m_planner.clearReservation(source);
    reschedule();
}

void PollScheduler::start() {
    m_clock = &m_client->clock();
    m_running = true;
    reschedule();
}

void PollScheduler::stop() {
    m_running = false;
    cancelTimer();
    const auto inFlight = m_inFlight;
    m_inFlight.clear();
    for (auto it = inFlight.cbegin(); it != inFlight.cend(); ++it) {
        m_planner.readAbandoned(it.key());
        if (it.value())
            it.value()->cancel();
    }
}

void PollScheduler::requestRead(const QString& key) {
    m_planner.requestRead(key);
    reschedule();
}

int PollScheduler::readsThisMinute() const {
    return m_planner.sentInMinuteOf(nowUtcMs());
}

std::optional<QDateTime> PollScheduler::pausedUntil() const {
    const auto until = m_planner.pausedUntilMs();
    if (!until || *until <= nowUtcMs())
        return std::nullopt;
    return QDateTime::fromMSecsSinceEpoch(*until, Qt::UTC);
}

void PollScheduler::cancelTimer() {
    if (m_timer)
        m_clock->cancel(m_timer);
    m_timer = 0;
}

void PollScheduler::reschedule() {
    if (!m_running)
        return;
    while (true) {
        const qint64 now = nowUtcMs();
        const auto next = m_planner.nextRead(now);
        if (!next) {
            cancelTimer();
            return;
        }
        if (next->atMs <= now) {
            if (m_inFlight.size() >= kMaxInFlight) {
                cancelTimer(); // an answer will call reschedule()
                return;
            }
            sendRead(*next);
            continue;
        }
        if (m_timer && m_timerDueUtcMs == next->atMs)
            return;
        cancelTimer();
        m_timerDueUtcMs = next->atMs;
        const qint64 dueMonotonic = m_clock->monotonicMs() + (next->atMs - now);
        m_timer = m_clock->callAt(dueMonotonic, this, [this] {
            m_timer = 0;
            reschedule();
        });
        return;
    }
}

void PollScheduler::sendRead(const PlannedRead& read) {
    m_planner.readSent(read.key, nowUtcMs(), read.reason);
    qCDebug(lcPoll) << "reading" << read.key << "(" << readReasonName(read.reason) << ")";
    PendingCall* call = m_client->read(read.key);
    m_inFlight.insert(read.key, call);
    const QString key = read.key;
    connect(call, &PendingCall::finished, this,
            [this, key](const OperationResult& result) { onReadFinished(key, result); });
}

void PollScheduler::onReadFinished(const QString& key, const OperationResult& result) {
    m_inFlight.remove(key);
    if (result.ok() && result.state) {
        const qint64 sentAt =
            result.sentAtUtc.isValid() ? result.sentAtUtc.toMSecsSinceEpoch() : nowUtcMs();
        const bool changed = m_planner.readSucceeded(key, sentAt, *result.state);
        Q_EMIT readFinished(result);
        if (changed)
            Q_EMIT keyChanged(key, *result.state, QDateTime::fromMSecsSinceEpoch(sentAt, Qt::UTC));
    } else {
        ApiError error;
        if (result.error)
            error = *result.error;
        m_planner.readFailed(key, nowUtcMs(), error);
        Q_EMIT readFinished(result);
        if (error.kind == FailureKind::RateLimited) {
            if (const auto until = pausedUntil())
                Q_EMIT paused(*until);
        }
    }
    reschedule();
}

void PollScheduler::onRequestFinished(const RequestRecord& record) {
    // Only transport failures of our own reads: the client would retry them by itself, and
    // that extra attempt could land in a minute whose budget is already spent.
    if (record.operation != Operation::Read || record.httpStatus != 0)
        return;
    if (!m_inFlight.contains(record.key))
        return;
    const QPointer<PendingCall> call = m_inFlight.take(record.key);
    if (call)
        call->cancel();
    OperationResult result;
    result.operation = Operation::Read;
    result.key = record.key;
    result.requestId = record.requestId;
    result.attempts = record.attempt;
    result.sentAtUtc = record.sentAtUtc;
    result.latencyMs = record.latencyMs;
    ApiError error;
    error.kind = record.code == failureKindName(FailureKind::Timeout) ? FailureKind::Timeout
                                                                      : FailureKind::Transport;
    error.message = record.code;
    result.error = error;
    qCInfo(lcPoll) << "read of" << record.key << "failed on the transport:" << record.code;
    m_planner.readFailed(record.key, nowUtcMs(), error);
    Q_EMIT readFinished(result);
    reschedule();
}

} // namespace volcano
