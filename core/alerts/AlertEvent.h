// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertRule.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace volcano::alerts {

// An alert firing or resolving: what a webhook, the Alerts panel and `alerts test` report.
struct AlertEvent {
    enum class Status { Firing, Resolved };

    Status status = Status::Firing;
    QString rule;
    RuleKind kind = RuleKind::NoHolder;
    QString key; // empty for project-wide kinds
    QString severity;
    QDateTime since; // when the condition began (no_holder: when the key was first seen free)
    QDateTime at;    // when it fired or resolved

    QString statusName() const;
    // One line a person can read (the payload's Slack-compatible `text`).
    QString text() const;
    // The webhook payload of spec/recorder.md.
    QJsonObject toPayload() const;

    friend bool operator==(const AlertEvent&, const AlertEvent&) = default;
};

} // namespace volcano::alerts
