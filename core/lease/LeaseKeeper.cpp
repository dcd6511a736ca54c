// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/LeaseKeeper.h"

#include "client/Clock.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"

#include <QLoggingCategory>

#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcLease, "volcano.lease")

namespace volcano {
namespace {

constexpr qint64 kRetryBackoffInitialMs = 1000;
constexpr qint64 kRetryBackoffMaxMs = 8000;
constexpr qint64 kDefaultRetryAfterSeconds = 1;
constexpr qint64 kDateResolutionMs = 1000;

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
    if (!(fraction > 0.0 && fraction < 1.0)) {
        qCWarning(lcLease) << "ignoring renew fraction outside (0, 1):" << fraction;
        return;
    }
    m_renewFraction = fraction;
    if (m_state == State::Held && !m_inFlight)
        scheduleRenewal();
}

void LeaseKeeper::setLateRenewAllowance(std::chrono::milliseconds allowance) {
    m_lateRenewAllowance = std::max(allowance, std::chrono::milliseconds{0});
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
    m_acquisitionStartHint = serverTime.toUTC();
}

void LeaseKeeper::start(const QString& key, qint64 ttlSeconds, const QString& lockToken) {
    if (m_state != State::Idle) {
        qCWarning(lcLease) << "start() ignored: this keeper already ran for" << m_key;
        return;
    }
    m_clock = &m_client->clock();
    m_key = key;
    m_ttlSeconds = ttlSeconds;
    m_lockToken = lockToken.isEmpty() ? LockClient::newUuid() : lockToken;
    setState(State::Acquiring);
    qCDebug(lcLease) << "acquiring" << m_key << "ttl" << m_ttlSeconds;
    watch(m_client->acquire(m_key, m_ttlSeconds, m_lockToken), &LeaseKeeper::onAcquireFinished);
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
    return m_grant ? std::optional(m_grant->fencingToken) : std::nullopt;
}

QDateTime LeaseKeeper::expiresAt() const {
    return m_grant ? m_grant->expiresAt : QDateTime();
}

QDateTime LeaseKeeper::localDeadlineUtc() const {
    return m_localDeadlineMs ? m_clock->utcAt(*m_localDeadlineMs) : QDateTime();
}

QDateTime LeaseKeeper::nextRenewalUtc() const {
    return m_nextRenewalMs ? m_clock->utcAt(*m_nextRenewalMs) : QDateTime();
}

int LeaseKeeper::expectedRequestsPerMinute() const {
    if (m_state != State::Acquiring && m_state != State::Held)
        return 0;
    if (!m_autoRenew || m_capped || m_ttlSeconds <= 0)
        return 1;
    const double renewals = 60.0 / (static_cast<double>(m_ttlSeconds) * m_renewFraction);
    return static_cast<int>(std::ceil(renewals - 1e-9)) + 1;
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
    watch(m_client->renew(m_key, m_lockToken, m_ttlSeconds), &LeaseKeeper::onRenewFinished);
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
    if (!m_stopRequested && grantArrivedTooLate()) {
        loseLease(LossReason::LocalDeadlinePassed, lateGrantText());
        return;
    }
    setState(State::Held);
    Q_EMIT acquired(*m_grant);
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
    m_failuresInRow = 0;
    applyGrant(result);
    if (grantArrivedTooLate()) {
        loseLease(LossReason::LocalDeadlinePassed, lateGrantText());
        return;
    }
    Q_EMIT renewed(*m_grant);
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
    m_localDeadlineMs.reset();
    m_nextRenewalMs.reset();
    Q_EMIT timingChanged();
    Q_EMIT finished();
}

void LeaseKeeper::applyGrant(const OperationResult& result) {
    const LeaseGrant grant = *result.grant;
    const qint64 ttlMs = m_ttlSeconds * 1000;
    if (!m_absoluteDeadline.isValid()) {
        const QDateTime start = m_acquisitionStartHint.isValid() ? m_acquisitionStartHint
                                                                 : grant.expiresAt.addMSecs(-ttlMs);
        m_absoluteDeadline = start.addMSecs(limits::kAbsoluteDeadline.count());
    }
    // A grant is capped when it ends at the deadline, or clearly earlier than "served +
    // ttl" could be: Date (whole seconds) bounds when it was served; a second's tolerance
    // keeps a server that rounds Date up from looking capped. Then expires_at IS the deadline.
    const bool servedBeforeDate =
        result.serverDate.isValid() &&
        grant.expiresAt.addMSecs(-ttlMs) < result.serverDate.addMSecs(-kDateResolutionMs);
    const bool capped = grant.expiresAt >= m_absoluteDeadline || servedBeforeDate;
    if (servedBeforeDate)
        m_absoluteDeadline = grant.expiresAt;
    updateServerAnchor(result, capped);
    m_grant = grant;
    m_lastGrantSentMs = result.sentAtMonotonicMs;
    qint64 deadline = result.sentAtMonotonicMs + ttlMs;
    if (const auto expiry = expiryOnMonotonic(grant.expiresAt))
        deadline = std::min(deadline, *expiry);
    m_localDeadlineMs = deadline;
    if (capped && !m_capped) {
        m_capped = true;
        qCInfo(lcLease) << "lease on" << m_key << "is capped at its 90-day deadline";
        Q_EMIT renewalsStoppedExtending(m_absoluteDeadline);
    }
}

void LeaseKeeper::updateServerAnchor(const OperationResult& result, bool capped) {
    if (!capped) {
        // The server served the request at expires_at - ttl, after it was sent.
        m_anchorServer = result.grant->expiresAt.addMSecs(-m_ttlSeconds * 1000);
        m_anchorMs = result.sentAtMonotonicMs;
        return;
    }
    if (m_anchorServer.isValid())
        return; // server and monotonic clocks keep their distance: the old anchor holds
    if (result.serverDate.isValid()) {
        // Date is the serving second cut down, so Date + 1 s is later than the server's
        // time when the request was sent.
        m_anchorServer = result.serverDate.addMSecs(1000);
        m_anchorMs = result.sentAtMonotonicMs;
    }
}

std::optional<qint64> LeaseKeeper::expiryOnMonotonic(const QDateTime& serverTime) const {
    if (!m_anchorServer.isValid())
        return std::nullopt;
    return m_anchorMs + m_anchorServer.msecsTo(serverTime);
}

void LeaseKeeper::scheduleRenewal() {
    if (m_renewTimer) {
        m_clock->cancel(m_renewTimer);
        m_renewTimer = 0;
    }
    m_nextRenewalMs.reset();
    if (m_state != State::Held || !m_autoRenew || m_capped || !m_localDeadlineMs) {
        Q_EMIT timingChanged();
        return;
    }
    const qint64 ttlMs = m_ttlSeconds * 1000;
    const auto interval =
        static_cast<qint64>(std::llround(static_cast<double>(ttlMs) * m_renewFraction));
    armRenewal(std::min(m_lastGrantSentMs + interval, latestRenewalMs()));
}

qint64 LeaseKeeper::latestRenewalMs() const {
    return *m_localDeadlineMs - limits::kLateRenewMargin.count() - m_lateRenewAllowance.count();
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

// The deadline counts from the request's send time, so an answer that took longer than the
// TTL grants a lease that may already have ended on the server: it cannot be trusted.
bool LeaseKeeper::grantArrivedTooLate() const {
    return m_localDeadlineMs && *m_localDeadlineMs <= nowMs();
}

QString LeaseKeeper::lateGrantText() const {
    return QStringLiteral("The grant for %1 arrived after its local deadline (the answer took "
                          "longer than the %2 s TTL allows): the lease cannot be trusted.")
        .arg(m_key)
        .arg(m_ttlSeconds);
}

void LeaseKeeper::scheduleDeadlineWatch() {
    if (m_deadlineTimer)
        m_clock->cancel(m_deadlineTimer);
    m_deadlineTimer = m_clock->callAt(*m_localDeadlineMs, this, [this] {
        m_deadlineTimer = 0;
        onDeadlinePassed();
    });
}

void LeaseKeeper::onDeadlinePassed() {
    if (m_state != State::Held)
        return;
    if (m_capped) {
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
        loseLease(
            reason,
            QStringLiteral("Renewing %1 failed: %2. %3").arg(m_key, error.label(), error.advice()));
        return;
    }
    ++m_failuresInRow;
    qint64 waitMs = 0;
    if (reason == LossReason::RateLimited) {
        waitMs = error.retryAfterSeconds.value_or(kDefaultRetryAfterSeconds) * 1000;
    } else {
        waitMs = kRetryBackoffInitialMs;
        for (int i = 1; i < m_failuresInRow && waitMs < kRetryBackoffMaxMs; ++i)
            waitMs *= 2;
        waitMs = std::min(waitMs, kRetryBackoffMaxMs);
    }
    const qint64 retryAtMs = nowMs() + waitMs;
    if (retryAtMs > latestRenewalMs()) {
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
