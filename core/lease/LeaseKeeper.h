// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/LeaseTiming.h"
#include "protocol/LockTypes.h"
#include "protocol/OperationResult.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <optional>

namespace volcano {

class Clock;
class LockClient;
class PendingCall;

// Holds one lease and keeps it alive: the reference SDK's withLock, client side.
//
// - start() acquires (a fresh lock token unless one is given, e.g. to resume a lease).
// - While auto-renew is on it renews every ttl x renewFraction (default 1/3) after the send
//   time of the last successful request, and never later than 1 s + lateRenewAllowance()
//   before the local deadline (the server refuses renewals in the last second).
// - The local deadline is measured on the monotonic clock from each successful request's
//   SEND time (sent + ttl), and is never later than expires_at seen through the server clock
//   as this keeper estimates it (see localDeadlineMs()).
// - It stops and emits lost() on lock_ownership_lost, when the local deadline passes, or
//   when a 429 (respecting Retry-After), 503 or transport failure cannot be retried before
//   the deadline. After lost() the holder must stop protected work at once. Retries: after
//   a 429 when Retry-After says; after 503 or no answer after 1, 2, 4, 8, 8... s.
// - It knows the 90-day absolute deadline of the acquisition (estimated as the first grant's
//   expires_at - ttl + 90 days) and emits renewalsStoppedExtending() once a grant is capped
//   by it; it then stops renewing and loses the lease at that deadline.
// - stop() releases the lease (and also a lease whose acquire was still in flight).
//
// Request ids: retries after a transport error reuse the request id (LockClient does
// this). A re-send by the keeper itself (after a 429 or 503, or once the client's transport
// retries gave up) is a NEW logical operation with a new request id: a refused request was
// not performed (the server answers 429/503 before the operation), so there is nothing to
// correlate, and each attempt of the keeper stays a separate row in the audit log.
//
// Time comes from the LockClient's clock (LockClient::setClock), timers included. Every
// number (deadlines, renew point, back-off) comes from a LeaseTiming; the keeper owns the
// timers and the calls.
class LeaseKeeper : public QObject {
    Q_OBJECT
public:
    enum class State {
        Idle,          // not started
        Acquiring,     // first acquire in flight
        Held,          // holding: renewing (or waiting for the local deadline when capped)
        Releasing,     // stop() called; release in flight
        Released,      // stopped; released (or there was nothing to release)
        Lost,          // lost() was emitted; stop() still releases when that can help
        AcquireFailed, // the first acquire failed; acquireFailed() was emitted
    };
    Q_ENUM(State)

    enum class LossReason {
        OwnershipLost,           // 409 lock_ownership_lost: someone else holds it (or we were late)
        LocalDeadlinePassed,     // no successful renewal before the local deadline
        RateLimited,             // 429 and Retry-After reaches past the deadline
        RegionUnavailable,       // 503 and no retry fits before the deadline
        TransportFailure,        // no answer (after the client's retries), no retry fits
        AbsoluteDeadlineReached, // the 90-day deadline of the acquisition arrived
        Rejected,                // any other refusal (401, 403, 400, an unexpected answer)
    };
    Q_ENUM(LossReason)

    static constexpr double kDefaultRenewFraction = LeaseTiming::kDefaultRenewFraction;
    static constexpr std::chrono::milliseconds kDefaultLateRenewAllowance =
        LeaseTiming::kDefaultLateRenewAllowance;

    // The client must outlive the keeper. Secrets: the lock token is never logged.
    explicit LeaseKeeper(LockClient* client, QObject* parent = nullptr);
    ~LeaseKeeper() override; // does not release: call stop() first if it should

    // Fraction of the TTL between renewals, in (0, 1). Takes effect at the next schedule.
    void setRenewFraction(double fraction);
    double renewFraction() const { return m_timing.renewFraction(); }
    // Time a renewal may need to reach the server; renewals are scheduled at the latest
    // this long before "1 s before the local deadline".
    void setLateRenewAllowance(std::chrono::milliseconds allowance);
    std::chrono::milliseconds lateRenewAllowance() const { return m_timing.lateRenewAllowance(); }
    // With auto-renew off the keeper only renews on renewNow() and loses the lease at its
    // local deadline.
    void setAutoRenew(bool on);
    bool autoRenew() const { return m_autoRenew; }
    // When resuming a lease with a known token (e.g. after a console restart), the server
    // time its acquisition started; without it the first grant is taken as the start.
    void setAcquisitionStartHint(const QDateTime& serverTime);

    // Acquires key with ttlSeconds. An empty lockToken means a new acquisition with a fresh
    // random token. Only from Idle (a keeper holds one lease in its life).
    void start(const QString& key, qint64 ttlSeconds, const QString& lockToken = {});
    // Renews now (also with auto-renew off). Ignored unless Held and no renewal is in flight.
    void renewNow();
    // Stops renewing and releases. Emits finished() when done; safe to call in any state.
    void stop();

    State state() const { return m_state; }
    bool isHeld() const { return m_state == State::Held; }
    // Acquiring, held or releasing: the server has, or may yet have, a lease of this keeper.
    bool isOpen() const {
        return m_state == State::Acquiring || m_state == State::Held || m_state == State::Releasing;
    }
    QString key() const { return m_key; }
    qint64 ttlSeconds() const { return m_timing.ttlSeconds(); }
    // Secret-ish: show it, copy it, keep it in the keychain; never log it.
    QString lockToken() const { return m_lockToken; }
    std::optional<FencingToken> fencingToken() const;
    // The last grant's expires_at, on the server's clock.
    QDateTime expiresAt() const;
    // The local deadline on the monotonic clock; nothing before the first grant.
    std::optional<qint64> localDeadlineMs() const { return m_timing.localDeadlineMs(); }
    // The same instant on the console's wall clock, for display.
    QDateTime localDeadlineUtc() const;
    int renewalsDone() const { return m_renewalsDone; }
    // When the last successful renewal was sent, on the console's wall clock; invalid before
    // the first one.
    QDateTime lastRenewalUtc() const;
    // An acquire, renew or release is on its way (e.g. for a busy indicator).
    bool requestInFlight() const { return !m_inFlight.isNull(); }
    std::optional<qint64> lastRenewalLatencyMs() const { return m_lastRenewalLatencyMs; }
    // When the next renewal is due (monotonic / wall clock); nothing if none is scheduled.
    std::optional<qint64> nextRenewalMs() const { return m_nextRenewalMs; }
    QDateTime nextRenewalUtc() const;
    // Estimated 90-day deadline of this acquisition on the server's clock.
    QDateTime absoluteDeadline() const { return m_timing.absoluteDeadline(); }
    bool renewalsCapped() const { return m_timing.capped(); }
    std::optional<LossReason> lossReason() const { return m_lossReason; }
    QString lossText() const { return m_lossText; }
    // Requests this lease is expected to send per minute while held (renewals, rounded up,
    // plus one for a retry or release): what a PollScheduler should keep free for it.
    int expectedRequestsPerMinute() const;

    static QString reasonName(LossReason reason);

Q_SIGNALS:
    void stateChanged(volcano::LeaseKeeper::State state);
    void acquired(const volcano::LeaseGrant& grant);
    void renewed(const volcano::LeaseGrant& grant);
    // The first acquire failed (e.g. 409 lock_held); the keeper is done.
    void acquireFailed(const volcano::OperationResult& result);
    // The lease is gone or can no longer be trusted: stop protected work now. Once per keeper.
    void lost(volcano::LeaseKeeper::LossReason reason, const QString& text);
    // A grant came back capped at the 90-day deadline: renewals no longer extend the lease.
    void renewalsStoppedExtending(const QDateTime& absoluteDeadline);
    // After stop(): the release was answered (operationFinished() carried it) or was not
    // needed. Emitted exactly once per stop().
    void finished();
    // Every operation this keeper sent (acquire, renew, release), for the audit log.
    void operationFinished(const volcano::OperationResult& result);
    // Any displayed figure changed: deadline, next renewal, counters, auto-renew.
    void timingChanged();

private:
    void setState(State state);
    void watch(PendingCall* call, void (LeaseKeeper::*handler)(const OperationResult&));
    void sendRenew();
    void sendRelease();
    void onAcquireFinished(const OperationResult& result);
    void onRenewFinished(const OperationResult& result);
    void onReleaseFinished(const OperationResult& result);
    void applyGrant(const OperationResult& result);
    void scheduleRenewal();
    void armRenewal(qint64 dueMs);
    void scheduleDeadlineWatch();
    QString lateGrantText() const;
    void onDeadlinePassed();
    void handleRenewFailure(const OperationResult& result);
    void loseLease(LossReason reason, const QString& text);
    void cancelTimers();
    qint64 nowMs() const;

    LockClient* m_client;
    const Clock* m_clock;
    LeaseTiming m_timing;
    bool m_autoRenew = true;

    State m_state = State::Idle;
    QString m_key;
    QString m_lockToken;
    // When the armed renewal (or retry) timer fires: what is scheduled, not what is due.
    std::optional<qint64> m_nextRenewalMs;
    std::optional<qint64> m_lastRenewalLatencyMs;
    std::optional<qint64> m_lastRenewalSentMs; // monotonic
    int m_renewalsDone = 0;
    std::optional<LossReason> m_lossReason;
    QString m_lossText;
    bool m_stopRequested = false;

    QPointer<PendingCall> m_inFlight;
    int m_renewTimer = 0;
    int m_deadlineTimer = 0;
};

} // namespace volcano
