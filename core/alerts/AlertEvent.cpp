// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/AlertEvent.h"

#include "protocol/Rfc3339.h"

#include <QJsonValue>

namespace volcano::alerts {

namespace {

QString utcSeconds(const QDateTime& time) {
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
}

QString what(RuleKind kind) {
    switch (kind) {
    case RuleKind::NoHolder:
        return QStringLiteral("has no holder");
    case RuleKind::RenewalOverdue:
        return QStringLiteral("holder's renewal is overdue");
    case RuleKind::HeldTooLong:
        return QStringLiteral("has been held by one holder too long");
    case RuleKind::Flapping:
        return QStringLiteral("is changing holders too often");
    case RuleKind::FencingAnomaly:
        return QStringLiteral("showed a fencing token lower than an earlier one");
    case RuleKind::Quota:
        return QStringLiteral("the project is near its request quota");
    case RuleKind::Unavailable:
        return QStringLiteral("the lock API answers 503 (unavailable)");
    }
    return {};
}

} // namespace

QString AlertEvent::statusName() const {
    return status == Status::Firing ? QStringLiteral("firing") : QStringLiteral("resolved");
}

QString AlertEvent::text() const {
    const QString subject = key.isEmpty() ? what(kind) : key + QLatin1Char(' ') + what(kind);
    if (status == Status::Firing)
        return QStringLiteral("[%1] %2: %3 since %4")
            .arg(severity, rule, subject, utcSeconds(since));
    return QStringLiteral("[%1] resolved: %2 (%3) at %4, after %5 s")
        .arg(severity, rule, subject, utcSeconds(at))
        .arg(since.secsTo(at));
}

QJsonObject AlertEvent::toPayload() const {
    QJsonObject payload{{QStringLiteral("status"), statusName()},
                        {QStringLiteral("rule"), rule},
                        {QStringLiteral("kind"), kindName(kind)},
                        {QStringLiteral("key"), key.isEmpty() ? QJsonValue() : QJsonValue(key)},
                        {QStringLiteral("severity"), severity},
                        {QStringLiteral("since"), rfc3339::format(since)},
                        {QStringLiteral("text"), text()}};
    payload.insert(status == Status::Firing ? QStringLiteral("fired_at")
                                            : QStringLiteral("resolved_at"),
                   rfc3339::format(at));
    return payload;
}

} // namespace volcano::alerts
