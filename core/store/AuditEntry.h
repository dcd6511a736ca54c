// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// The mutating actions the console can take, and the loss of a test lease; each is audited.
// Renewals of a test lease are counted on the lease, not audited: TestLeaseRenew only names
// the rows older consoles wrote.
enum class AuditAction {
    ForceRelease,
    TestLeaseAcquire,
    TestLeaseRenew,
    TestLeaseRelease,
    TestLeaseLoss,
};

// "force-release", "test-lease-acquire", "test-lease-renew", "test-lease-release",
// "test-lease-loss"
QString auditActionName(AuditAction action);
std::optional<AuditAction> auditActionFromName(QStringView name);

// Where a row stands in a write-ahead pair. A force release writes an Intent row (committed
// and synced before the request leaves) and later an Outcome row naming it (intentId);
// other actions, and force releases of older consoles, are Single rows.
enum class AuditPhase { Single, Intent, Outcome };

// "", "intent", "outcome"
QString auditPhaseName(AuditPhase phase);
AuditPhase auditPhaseFromName(QStringView name);

// One row of the append-only audit log. Never holds a secret: no service key, no lock token.
struct AuditEntry {
    qint64 id = 0;  // assigned by AuditLog::append(), increasing
    QDateTime time; // UTC, console clock; append() fills it when invalid
    QString profileId;
    QString profileName;
    QString key;
    AuditAction action = AuditAction::ForceRelease;
    QString requestId; // X-Volcano-Request-Id, empty when nothing was sent
    // "ok", an error label like "lock_held (409)", "aborted: ..." or "lost: ..."
    QString outcome;
    int httpStatus = 0;
    std::optional<FencingToken> tokenBefore;
    std::optional<FencingToken> tokenAfter;
    AuditPhase phase = AuditPhase::Single;
    QString reason;                 // why the operator acted (force release); free text, no secret
    QString operatorName;           // the OS user who ran the console
    std::optional<qint64> intentId; // an Outcome row: the id of its Intent row

    // The Outcome row of a stored Intent row: same action, profile, key, request, reason,
    // operator and token before; the caller fills in what happened.
    static AuditEntry outcomeOf(const AuditEntry& intent);

    friend bool operator==(const AuditEntry&, const AuditEntry&) = default;
};

// Which rows AuditLog::query() returns; empty fields do not filter.
struct AuditFilter {
    QString profileId;
    QString keyContains; // case-insensitive substring
    std::optional<AuditAction> action;
    QDateTime from; // inclusive, UTC
    QDateTime to;   // exclusive, UTC
    int limit = -1; // newest rows when > 0
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::AuditEntry)
