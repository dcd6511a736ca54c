// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AuditEntry.h"

#include <array>
#include <utility>

namespace volcano {

namespace {

constexpr std::array<std::pair<AuditAction, QLatin1StringView>, 5> kNames{{
    {AuditAction::ForceRelease, QLatin1StringView("force-release")},
    {AuditAction::TestLeaseAcquire, QLatin1StringView("test-lease-acquire")},
    {AuditAction::TestLeaseRenew, QLatin1StringView("test-lease-renew")},
    {AuditAction::TestLeaseRelease, QLatin1StringView("test-lease-release")},
    {AuditAction::TestLeaseLoss, QLatin1StringView("test-lease-loss")},
}};

} // namespace

QString auditPhaseName(AuditPhase phase) {
    switch (phase) {
    case AuditPhase::Intent:
        return QStringLiteral("intent");
    case AuditPhase::Outcome:
        return QStringLiteral("outcome");
    case AuditPhase::Single:
        break;
    }
    return QStringLiteral("");
}

AuditPhase auditPhaseFromName(QStringView name) {
    if (name == QLatin1StringView("intent"))
        return AuditPhase::Intent;
    if (name == QLatin1StringView("outcome"))
        return AuditPhase::Outcome;
    return AuditPhase::Single;
}

QString auditActionName(AuditAction action) {
    for (const auto& [candidate, name] : kNames) {
        if (candidate == action)
            return name;
    }
    return {};
}

std::optional<AuditAction> auditActionFromName(QStringView name) {
    for (const auto& [action, candidate] : kNames) {
        if (name == candidate)
            return action;
    }
    return std::nullopt;
}

AuditEntry AuditEntry::outcomeOf(const AuditEntry& intent) {
    AuditEntry outcome;
    outcome.action = intent.action;
    outcome.phase = AuditPhase::Outcome;
    outcome.intentId = intent.id;
    outcome.profileId = intent.profileId;
    outcome.profileName = intent.profileName;
    outcome.key = intent.key;
    outcome.requestId = intent.requestId;
    outcome.reason = intent.reason;
    outcome.operatorName = intent.operatorName;
    outcome.tokenBefore = intent.tokenBefore;
    return outcome;
}

} // namespace volcano
