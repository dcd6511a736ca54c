// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ErrorCode.h"
#include "protocol/LockTypes.h"

#include <QHash>
#include <QString>

#include <functional>
#include <optional>

namespace volcano::sandbox {

class LeaseStore;
class SandboxClock;
struct StoredLease;

// What a lock operation answers: a grant, a state, an empty success or an error.
struct LockOutcome {
    int httpStatus = 200;
    std::optional<ErrorCode> error; // nothing: success
    QString errorText;              // the code when it is not one of ErrorCode (e.g. internal)
    QString message;
    std::optional<LeaseGrant> grant;
    std::optional<LockState> state;

    static LockOutcome granted(const StoredLease& lease);
    static LockOutcome noContent();
    static LockOutcome failure(ErrorCode code, const QString& message);
    static LockOutcome internalError(const QString& message);
    // The database cannot be read or written (locked, read-only, full): fail closed, as the
    // contract's 503 does, so no client ever takes a failed write for a grant.
    static LockOutcome storeUnavailable(const QString& message);
};

// The lease rules of contract.md on the server clock, with millisecond precision. Input is
// already validated; tokens are compared case-insensitively (one UUID, one token).
class LockService {
public:
    LockService(LeaseStore& store, const SandboxClock& clock, FencingToken fencingStart);

    LockOutcome acquire(const QString& project, const QString& key, const QString& token,
                        qint64 ttlSeconds);
    LockOutcome renew(const QString& project, const QString& key, const QString& token,
                      qint64 ttlSeconds);
    LockOutcome release(const QString& project, const QString& key, const QString& token);
    LockOutcome read(const QString& project, const QString& key);
    LockOutcome forceRelease(const QString& project, const QString& key);

    QHash<QString, int> heldCounts();

private:
    // The decision for one attempt; nothing when a conditional write found the row changed
    // under it, so the whole operation is tried again on fresh state.
    using Decision = std::function<std::optional<LockOutcome>(qint64 nowMs)>;
    LockOutcome inWriteTransaction(const Decision& decide);
    static LockOutcome closedStore();

    std::optional<LockOutcome> decideAcquire(const QString& project, const QString& key,
                                             const QString& token, qint64 ttlMs, qint64 nowMs);
    std::optional<LockOutcome> startAcquisition(const QString& project, const QString& key,
                                                const QString& token, qint64 ttlMs, qint64 nowMs,
                                                const std::optional<StoredLease>& previous);
    std::optional<LockOutcome> extend(const QString& project, const QString& key,
                                      const StoredLease& current, qint64 ttlMs, qint64 nowMs);
    std::optional<LockOutcome> decideRelease(const QString& project, const QString& key,
                                             const QString& token, qint64 nowMs);
    std::optional<LockOutcome> endLease(const QString& project, const QString& key,
                                        const StoredLease& current, qint64 nowMs);
    bool retireIfSpent(const QString& project, const QString& key, const StoredLease& lease,
                       qint64 nowMs);

    LeaseStore& m_store;
    const SandboxClock& m_clock;
    FencingToken m_fencingStart;
};

} // namespace volcano::sandbox
