// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace volcano::alerts {

// The kinds of spec/recorder.md, by their names in a rule file.
enum class RuleKind {
    NoHolder,
    RenewalOverdue,
    HeldTooLong,
    Flapping,
    FencingAnomaly,
    Quota,
    Unavailable
};

QString kindName(RuleKind kind);
std::optional<RuleKind> kindFromName(const QString& name);
QStringList kindNames();
// Quota and unavailability concern the project, the others one key at a time.
bool isProjectWide(RuleKind kind);

// One watch rule. What each kind means and which fields it reads is in docs/alerts.md:
//  - no_holder: free (or past its takeover time and not retaken) for longer than `seconds`;
//  - renewal_overdue: held, and the renewal the key's cadence promised is `seconds` late
//    (default 1), before the lease expires;
//  - held_too_long: one acquisition (one fencing token) older than `seconds`;
//  - flapping: more than `changes` holder changes within `seconds`;
//  - fencing_anomaly: a token lower than one seen before; stays active while that holder
//    holds and for `seconds` (default 60) after the last such read;
//  - quota: project use above `percent` of the quota in a UTC minute, or any 429;
//  - unavailable: every answer a 503 for longer than `seconds`.
// Every rule fires only when its condition has held for holdDownSeconds, and resolves only
// when it has been false for clearDownSeconds.
struct AlertRule {
    QString name;
    RuleKind kind = RuleKind::NoHolder;
    QString keys; // a glob (`jobs:*`); empty: every key. Unused by project-wide kinds.
    int seconds = 0;
    int changes = 0;
    double percent = 0;
    QString severity = QStringLiteral("warning");
    int holdDownSeconds = 0;
    int clearDownSeconds = 0;

    // The rule's own fields make sense together; the message names the rule and the field.
    [[nodiscard]] Expected<void> validate() const;
    // `seconds` with the kind's default where the rule file left it out.
    int effectiveSeconds() const;

    friend bool operator==(const AlertRule&, const AlertRule&) = default;
};

} // namespace volcano::alerts
