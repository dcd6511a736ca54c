// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/LockService.h"

#include "sandbox/LeaseStore.h"
#include "sandbox/SandboxClock.h"

#include <QTimeZone>

#include <algorithm>

namespace volcano::sandbox {
namespace {

constexpr qint64 kGraceMs = limits::kTakeoverGrace.count();
constexpr qint64 kLateRenewMs = limits::kLateRenewMargin.count();
constexpr qint64 kDeadlineMs = limits::kAbsoluteDeadline.count();
// Within one process writes never race (BEGIN IMMEDIATE); retries only matter when
// another process shares the database file.
constexpr int kMaxAttempts = 5;

// Free for takeover: the grace second after expiry has passed.
bool isFree(const StoredLease& lease, qint64 nowMs) {
    return nowMs >= lease.expiresAtMs + kGraceMs;
}

bool isRenewable(const StoredLease& lease, qint64 nowMs) {
    return nowMs < lease.expiresAtMs - kLateRenewMs;
}

QDateTime utcFromMs(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc());
}

} // namespace

LockOutcome LockOutcome::granted(const StoredLease& lease) {
    LockOutcome outcome;
    outcome.grant = LeaseGrant{utcFromMs(lease.expiresAtMs), lease.fencingToken};
    return outcome;
}

LockOutcome LockOutcome::noContent() {
    LockOutcome outcome;
    outcome.httpStatus = 204;
    return outcome;
}

LockOutcome LockOutcome::failure(ErrorCode code, const QString& message) {
    LockOutcome outcome;
    outcome.httpStatus = httpStatusFor(code);
    outcome.error = code;
    outcome.errorText = errorCodeText(code);
    outcome.message = message;
    return outcome;
}

LockOutcome LockOutcome::storeUnavailable(const QString& message) {
    return failure(ErrorCode::RegionUnavailable,
                   message + QStringLiteral("; lock operations fail closed"));
}

LockOutcome LockOutcome::internalError(const QString& message) {
    LockOutcome outcome;
    outcome.httpStatus = 500;
    outcome.error = ErrorCode::Unknown;
    outcome.errorText = QStringLiteral("internal");
    outcome.message = message;
    return outcome;
}

LockService::LockService(LeaseStore& store, const SandboxClock& clock, FencingToken fencingStart)
    : m_store(store)
    , m_clock(clock)
    , m_fencingStart(fencingStart) {}

LockOutcome LockService::inWriteTransaction(const Decision& decide) {
    if (!m_store.isOpen())
        return closedStore();
    for (int attempt = 0; attempt < kMaxAttempts; ++attempt) {
        if (!m_store.beginWrite())
            return LockOutcome::storeUnavailable(QStringLiteral("the database is unavailable"));
        const std::optional<LockOutcome> outcome = decide(m_clock.nowMs());
        if (!m_store.ok()) {
            m_store.rollback();
            return LockOutcome::storeUnavailable(QStringLiteral("a database statement failed"));
        }
        if (!outcome) {
            m_store.rollback();
            continue;
        }
        if (!m_store.commit()) {
            m_store.rollback();
            return LockOutcome::storeUnavailable(QStringLiteral("the database could not commit"));
        }
        return *outcome;
    }
    return LockOutcome::internalError(
        QStringLiteral("the lock changed under every attempt; try again"));
}

LockOutcome LockService::closedStore() {
    // Even a read fails: a WAL database that cannot be written cannot be read either, and
    // an empty answer would show every held lock as free.
    return LockOutcome::storeUnavailable(
        QStringLiteral("the sandbox cannot write its database (read-only)"));
}

LockOutcome LockService::acquire(const QString& project, const QString& key, const QString& token,
                                 qint64 ttlSeconds) {
    const QString normalized = token.toLower();
    return inWriteTransaction([&](qint64 nowMs) {
        return decideAcquire(project, key, normalized, ttlSeconds * 1000, nowMs);
    });
}

std::optional<LockOutcome> LockService::decideAcquire(const QString& project, const QString& key,
                                                      const QString& token, qint64 ttlMs,
                                                      qint64 nowMs) {
    const std::optional<StoredLease> current = m_store.lease(project, key);
    const bool own = current && current->token == token;
    if ((own && current->reachedDeadline(nowMs)) || m_store.isSpent(project, key, token))
        return LockOutcome::failure(
            ErrorCode::LeaseDeadlineExceeded,
            QStringLiteral("this token's acquisition of the lock reached "
                           "its 90-day deadline; acquire with a new token"));
    if (!current || isFree(*current, nowMs))
        return startAcquisition(project, key, token, ttlMs, nowMs, current);
    if (own && isRenewable(*current, nowMs))
        return extend(project, key, *current, ttlMs, nowMs);
    if (own)
        return LockOutcome::failure(ErrorCode::LockHeld,
                                    QStringLiteral("this token's lease ends within 1 s or ended "
                                                   "less than 1 s ago; acquire again after the "
                                                   "grace second"));
    return LockOutcome::failure(ErrorCode::LockHeld,
                                QStringLiteral("another token holds the lock, or its lease "
                                               "expired less than 1 s ago"));
}

std::optional<LockOutcome>
LockService::startAcquisition(const QString& project, const QString& key, const QString& token,
                              qint64 ttlMs, qint64 nowMs,
                              const std::optional<StoredLease>& previous) {
    if (previous && !retireIfSpent(project, key, *previous, nowMs))
        return std::nullopt;
    const std::optional<FencingToken> fencing = m_store.takeFencingToken(project, m_fencingStart);
    if (!fencing)
        return std::nullopt;
    const qint64 deadline = nowMs + kDeadlineMs;
    const StoredLease next{token, *fencing, std::min(nowMs + ttlMs, deadline), deadline};
    const bool written = previous ? m_store.replaceLease(project, key, *previous, next)
                                  : m_store.insertLease(project, key, next);
    if (!written)
        return std::nullopt;
    return LockOutcome::granted(next);
}

std::optional<LockOutcome> LockService::extend(const QString& project, const QString& key,
                                               const StoredLease& current, qint64 ttlMs,
                                               qint64 nowMs) {
    StoredLease next = current;
    next.expiresAtMs = std::min(nowMs + ttlMs, current.deadlineMs);
    if (!m_store.setExpiry(project, key, current, next.expiresAtMs))
        return std::nullopt;
    return LockOutcome::granted(next);
}

LockOutcome LockService::renew(const QString& project, const QString& key, const QString& token,
                               qint64 ttlSeconds) {
    const QString normalized = token.toLower();
    return inWriteTransaction([&](qint64 nowMs) -> std::optional<LockOutcome> {
        const std::optional<StoredLease> current = m_store.lease(project, key);
        if (!current || current->token != normalized)
            return LockOutcome::failure(ErrorCode::LockOwnershipLost,
                                        QStringLiteral("this token does not hold the lease; "
                                                       "stop the protected work"));
        if (!isRenewable(*current, nowMs))
            return LockOutcome::failure(ErrorCode::LockOwnershipLost,
                                        QStringLiteral("renewals must arrive more than 1 s "
                                                       "before expires_at; the lease is lost"));
        return extend(project, key, *current, ttlSeconds * 1000, nowMs);
    });
}

LockOutcome LockService::release(const QString& project, const QString& key, const QString& token) {
    const QString normalized = token.toLower();
    return inWriteTransaction(
        [&](qint64 nowMs) { return decideRelease(project, key, normalized, nowMs); });
}

std::optional<LockOutcome> LockService::decideRelease(const QString& project, const QString& key,
                                                      const QString& token, qint64 nowMs) {
    const std::optional<StoredLease> current = m_store.lease(project, key);
    if (!current)
        return LockOutcome::noContent();
    if (current->token == token)
        return endLease(project, key, *current, nowMs);
    if (isFree(*current, nowMs))
        return LockOutcome::noContent();
    return LockOutcome::failure(ErrorCode::LockOwnershipLost,
                                QStringLiteral("another token holds the lock; a stale token "
                                               "cannot release a newer lease"));
}

LockOutcome LockService::forceRelease(const QString& project, const QString& key) {
    return inWriteTransaction([&](qint64 nowMs) -> std::optional<LockOutcome> {
        const std::optional<StoredLease> current = m_store.lease(project, key);
        if (!current)
            return LockOutcome::noContent();
        return endLease(project, key, *current, nowMs);
    });
}

std::optional<LockOutcome> LockService::endLease(const QString& project, const QString& key,
                                                 const StoredLease& current, qint64 nowMs) {
    if (!retireIfSpent(project, key, current, nowMs) || !m_store.removeLease(project, key, current))
        return std::nullopt;
    return LockOutcome::noContent();
}

// An acquisition that ran to its deadline stays spent after its row is gone, so the
// token keeps getting lease_deadline_exceeded rather than silently starting over.
bool LockService::retireIfSpent(const QString& project, const QString& key,
                                const StoredLease& lease, qint64 nowMs) {
    if (!lease.reachedDeadline(nowMs))
        return true;
    return m_store.markSpent(project, key, lease.token);
}

LockOutcome LockService::read(const QString& project, const QString& key) {
    if (!m_store.isOpen())
        return closedStore();
    m_store.clearError();
    const std::optional<StoredLease> current = m_store.lease(project, key);
    if (!m_store.ok())
        return LockOutcome::storeUnavailable(QStringLiteral("a database statement failed"));
    LockOutcome outcome;
    outcome.state = LockState{};
    if (current && !isFree(*current, m_clock.nowMs()))
        outcome.state = LockState{true, utcFromMs(current->expiresAtMs), current->fencingToken};
    return outcome;
}

QHash<QString, int> LockService::heldCounts() {
    if (!m_store.isOpen())
        return {};
    m_store.clearError();
    return m_store.heldCounts(m_clock.nowMs());
}

} // namespace volcano::sandbox
