// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/LeaseKeeper.h"

#include "client/Clock.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcLease, "volcano.lease")

namespace volcano {
namespace {

LeaseKeeper::LossReason reasonForFailure(const ApiError& error) {
    switch (error.kind) {
    case FailureKind::Conflict:
        return LeaseKeeper::LossReason::OwnershipLost;
    case FailureKind::RateLimited:
        return LeaseKeeper::LossReason::RateLimited;
    case FailureKind::Unavailable:
        return LeaseKeeper::LossReason::RegionUnavailable;
    case FailureKind::Transport:
    case FailureKind::Timeout:
    case FailureKind::BadResponse: // a 200 we could not read: the renewal may have happened
        return LeaseKeeper::LossReason::TransportFailure;
    case FailureKind::InvalidInput:
    case FailureKind::BadRequest:
    case FailureKind::Unauthorized:
    case FailureKind::Forbidden:
    case FailureKind::Redirect:
        return LeaseKeeper::LossReason::Rejected;
    }
    return LeaseKeeper::LossReason::Rejected;
}

bool isRetryable(LeaseKeeper::LossReason reason) {
    return reason == LeaseKeeper::LossReason::RateLimited ||
           reason == LeaseKeeper::LossReason::RegionUnavailable ||
           reason == LeaseKeeper::LossReason::TransportFailure;
}

} // namespace

LeaseKeeper::LeaseKeeper(LockClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_clock(&client->clock()) {}

LeaseKeeper::~LeaseKeeper() {
    cancelTimers();
    if (m_inFlight)
        m_inFlight->cancel();
}

QString LeaseKeeper::reasonName(LossReason reason) {
    switch (reason) {
    case LossReason::OwnershipLost:
        return QStringLiteral("ownership lost");
    case LossReason::LocalDeadlinePassed:
        return QStringLiteral("local deadline passed");
    case LossReason::RateLimited:
        return QStringLiteral("rate limited");
    case LossReason::RegionUnavailable:
        return QStringLiteral("region unavailable");
    case LossReason::TransportFailure:
        return QStringLiteral("no answer from the server");
    case LossReason::AbsoluteDeadlineReached:
        return QStringLiteral("90-day deadline reached");
    case LossReason::Rejected:
        return QStringLiteral("renewal rejected");
    }
    return {};
}

void LeaseKeeper::setRenewFraction(double fraction) {
    if (!m_timing.setRenewFraction(fraction)) {
        qCWarning(lcLease) << "ignoring renew fraction outside (0, 1):" << fraction;
        return;
    }
    if (m_state == State::Held && !m_inFlight)
        scheduleRenewal();
}

void LeaseKeeper::setLateRenewAllowance(std::chrono::milliseconds allowance) {
    m_timing.setLateRenewAllowance(allowance);
    if (m_state == State::Held && !m_inFlight)
        scheduleRenewal();
}

void LeaseKeeper::setAutoRenew(bool on) {
    if (m_autoRenew == on)
        return;
    m_autoRenew = on;
    if (m_state == State::Held && !m_inFlight)
        scheduleRenewal();
    Q_EMIT timingChanged();
}

void LeaseKeeper::setAcquisitionStartHint(const QDateTime& serverTime) {
    m_timing.setAcquisitionStartHint(serverTime);
}

void LeaseKeeper::start(const QString& key, qint64 ttlSeconds, const QString& lockToken) {
    if (m_state != State::Idle) {
        qCWarning(lcLease) << "start() ignored: this keeper already ran for" << m_key;
        return;
    }
    m_clock = &m_client->clock();
    m_key = key;
    m_timing.setTtlSeconds(ttlSeconds);
    m_lockToken = lockToken.isEmpty() ? LockClient::newUuid() : lockToken;
    setState(State::Acquiring);
    qCDebug(lcLease) << "acquiring" << m_key << "ttl" << ttlSeconds;
    watch(m_client->acquire(m_key, ttlSeconds, m_lockToken), &LeaseKeeper::onAcquireFinished);
}

void LeaseKeeper::renewNow() {
    if (m_state != State::Held || m_inFlight)
        return;
    sendRenew();
}

void LeaseKeeper::stop() {
    const bool firstStop = !m_stopRequested;
    m_stopRequested = true;
    switch (m_state) {
    case State::Acquiring:
        return; // onAcquireFinished releases what it got
    case State::Releasing:
        return;
    case State::Held:
        cancelTimers();
        if (m_inFlight)
            m_inFlight->cancel();
        setState(State::Releasing);
        sendRelease();
        return;
    case State::Lost:
        // The lease may still be ours on the server (expired, or just out of reach):
        // releasing lets a contender in without waiting for the takeover grace.
        if (firstStop && m_lossReason != LossReason::OwnershipLost && !m_inFlight) {
            sendRelease();
            return;
        }
        break;
    case State::Idle:
        setState(State::Released);
        break;
    case State::Released:
    case State::AcquireFailed:
        break;
    }
    QMetaObject::invokeMethod(
        this, [this] { Q_EMIT finished(); }, Qt::QueuedConnection);
}

std::optional<FencingToken> LeaseKeeper::fencingToken() const {
    const auto grant = m_timing.grant();
    return grant ? std::optional(grant->fencingToken) : std::nullopt;
}

QDateTime LeaseKeeper::expiresAt() const {
    const auto grant = m_timing.grant();
    return grant ? grant->expiresAt : QDateTime();
}

QDateTime LeaseKeeper::localDeadlineUtc() const {
    const auto deadline = m_timing.localDeadlineMs();
    return deadline ? m_clock->utcAt(*deadline) : QDateTime();
}

QDateTime LeaseKeeper::lastRenewalUtc() const {
    return m_lastRenewalSentMs ? m_clock->utcAt(*m_lastRenewalSentMs) : QDateTime();
}

QDateTime LeaseKeeper::nextRenewalUtc() const {
    return m_nextRenewalMs ? m_clock->utcAt(*m_nextRenewalMs) : QDateTime();
}

int LeaseKeeper::expectedRequestsPerMinute() const {
    if (m_state != State::Acquiring && m_state != State::Held)
        return 0;
    return m_timing.requestsPerMinute(m_autoRenew);
}

void LeaseKeeper::setState(State state) {
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

qint64 LeaseKeeper::nowMs() const {
    return m_clock->monotonicMs();
}

void LeaseKeeper::watch(PendingCall* call, void (LeaseKeeper::*handler)(const OperationResult&)) {
    m_inFlight = call;
    connect(call, &PendingCall::finished, this, [this, call, handler](const OperationResult& r) {
        if (m_inFlight == call)
            m_inFlight = nullptr;
        Q_EMIT operationFinished(r);
        (this->*handler)(r);
    });
}

void LeaseKeeper::sendRenew() {
    m_nextRenewalMs.reset();
    qCDebug(lcLease) << "renewing" << m_key;
    watch(m_client->renew(m_key, m_lockToken, m_timing.ttlSeconds()),
          &LeaseKeeper::onRenewFinished);
}

void LeaseKeeper::sendRelease() {
    qCDebug(lcLease) << "releasing" << m_key;
    watch(m_client->release(m_key, m_lockToken), &LeaseKeeper::onReleaseFinished);
}

void LeaseKeeper::onAcquireFinished(const OperationResult& result) {
    if (!result.ok()) {
        qCInfo(lcLease) << "could not acquire" << m_key << result.error->label();
        setState(State::AcquireFailed);
        Q_EMIT acquireFailed(result);
        if (m_stopRequested)
            Q_EMIT finished();
        return;
    }
    applyGrant(result);
    if (!m_stopRequested && m_timing.isPastDeadline(nowMs())) {
        loseLease(LossReason::LocalDeadlinePassed, lateGrantText());
        return;
    }
    setState(State::Held);
    Q_EMIT acquired(*m_timing.grant());
    if (m_stopRequested) {
        setState(State::Releasing);
        sendRelease();
        return;
    }
    scheduleRenewal();
    scheduleDeadlineWatch();
    Q_EMIT timingChanged();
}

void LeaseKeeper::onRenewFinished(const OperationResult& result) {
    if (m_state != State::Held)
        return;
    if (!result.ok()) {
        handleRenewFailure(result);
        return;
    }
    ++m_renewalsDone;
    m_lastRenewalLatencyMs = result.latencyMs;
    m_lastRenewalSentMs = result.sentAtMonotonicMs;
    applyGrant(result);
    if (m_timing.isPastDeadline(nowMs())) {
        loseLease(LossReason::LocalDeadlinePassed, lateGrantText());
        return;
    }
    Q_EMIT renewed(*m_timing.grant());
    if (m_state != State::Held)
        return; // a slot reacting to renewed() may have stopped us
    scheduleRenewal();
    scheduleDeadlineWatch();
    Q_EMIT timingChanged();
}

void LeaseKeeper::onReleaseFinished(const OperationResult& result) {
    if (result.ok())
        qCDebug(lcLease) << "released" << m_key;
    else
        qCInfo(lcLease) << "release of" << m_key << "failed:" << result.error->label()
                        << "- the lease ends at its expiry";
    if (m_state == State::Releasing)
        setState(State::Released);
    m_timing.clearLocalDeadline();
    m_nextRenewalMs.reset();
    Q_EMIT timingChanged();
    Q_EMIT finished();
}

// The deadline counts from the request's send time, so an answer that took longer than the
// TTL grants a lease that may already have ended on the server: the caller checks that.
void LeaseKeeper::applyGrant(const OperationResult& result) {
    const bool wasCapped = m_timing.capped();
    m_timing.applyGrant(*result.grant, result.sentAtMonotonicMs, result.serverDate);
    if (m_timing.capped() && !wasCapped) {
        qCInfo(lcLease) << "lease on" << m_key << "is capped at its 90-day deadline";
        Q_EMIT renewalsStoppedExtending(m_timing.absoluteDeadline());
    }
}

void LeaseKeeper::scheduleRenewal() {
    if (m_renewTimer) {
        m_clock->cancel(m_renewTimer);
        m_renewTimer = 0;
    }
    m_nextRenewalMs.reset();
    const auto dueMs = m_timing.renewDueMs();
    if (m_state != State::Held || !m_autoRenew || !dueMs) {
        Q_EMIT timingChanged();
        return;
    }
    armRenewal(*dueMs);
}

void LeaseKeeper::armRenewal(qint64 dueMs) {
    m_nextRenewalMs = dueMs;
    m_renewTimer = m_clock->callAt(dueMs, this, [this] {
        m_renewTimer = 0;
        if (m_state == State::Held && !m_inFlight)
            sendRenew();
    });
    Q_EMIT timingChanged();
}

QString LeaseKeeper::lateGrantText() const {
    return QStringLiteral("The grant for %1 arrived after its local deadline (the answer took "
                          "longer than the %2 s TTL allows): the lease cannot be trusted.")
        .arg(m_key)
        .arg(m_timing.ttlSeconds());
}

void LeaseKeeper::scheduleDeadlineWatch() {
    if (m_deadlineTimer)
        m_clock->cancel(m_deadlineTimer);
    m_deadlineTimer = m_clock->callAt(*m_timing.localDeadlineMs(), this, [this] {
        m_deadlineTimer = 0;
        onDeadlinePassed();
    });
}

void LeaseKeeper::onDeadlinePassed() {
    if (m_state != State::Held)
        return;
    if (m_timing.capped()) {
        loseLease(LossReason::AbsoluteDeadlineReached,
                  QStringLiteral("The lease on %1 reached the 90-day deadline of its acquisition; "
                                 "acquire a new lease with a new token.")
                      .arg(m_key));
        return;
    }
    const QString why = m_autoRenew ? QStringLiteral("no renewal succeeded in time")
                                    : QStringLiteral("auto-renew is off and it was not renewed");
    loseLease(LossReason::LocalDeadlinePassed,
              QStringLiteral("The lease on %1 passed its local deadline: %2.").arg(m_key, why));
}

void LeaseKeeper::handleRenewFailure(const OperationResult& result) {
    const ApiError& error = *result.error;
    const LossReason reason = reasonForFailure(error);
    if (!isRetryable(reason)) {
        loseLease(reason, QStringLiteral("Renewing %1 failed: %2.").arg(m_key, error.advice()));
        return;
    }
    m_timing.renewalFailed();
    const qint64 waitMs = reason == LossReason::RateLimited
                              ? LeaseTiming::retryAfterMs(error.retryAfterSeconds)
                              : m_timing.backoffMs();
    const qint64 retryAtMs = nowMs() + waitMs;
    if (!m_timing.fitsBeforeLatestRenewal(retryAtMs)) {
        loseLease(reason, QStringLiteral("Renewing %1 failed: %2, and the next try (in %3 s) "
                                         "would come after the lease's local deadline.")
                              .arg(m_key, error.label())
                              .arg(static_cast<double>(waitMs) / 1000.0, 0, 'f', 1));
        return;
    }
    qCInfo(lcLease) << "renewal of" << m_key << "failed:" << error.label() << "- retrying in"
                    << waitMs << "ms";
    // A new logical operation (new request id): the refused request was not performed.
    armRenewal(retryAtMs);
}

void LeaseKeeper::loseLease(LossReason reason, const QString& text) {
    if (m_state == State::Lost)
        return;
    cancelTimers();
    if (m_inFlight)
        m_inFlight->cancel();
    m_inFlight = nullptr;
    m_nextRenewalMs.reset();
    m_lossReason = reason;
    m_lossText = text;
    qCWarning(lcLease) << "lost the lease on" << m_key << "-" << reasonName(reason);
    setState(State::Lost);
    Q_EMIT lost(reason, text);
    Q_EMIT timingChanged();
}

void LeaseKeeper::cancelTimers() {
    if (m_renewTimer)
        m_clock->cancel(m_renewTimer);
    if (m_deadlineTimer)
        m_clock->cancel(m_deadlineTimer);
    m_renewTimer = 0;
    m_deadlineTimer = 0;
}

} // namespace volcano
