// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/AlertRule.h"

#include "alerts/KeyPattern.h"

#include <array>
#include <utility>

namespace volcano::alerts {

namespace {

constexpr int kMaxSeconds = 30 * 24 * 3600;
constexpr int kMaxChanges = 100000;

const std::array<std::pair<RuleKind, const char*>, 7> kNames = {{
    {RuleKind::NoHolder, "no_holder"},
    {RuleKind::RenewalOverdue, "renewal_overdue"},
    {RuleKind::HeldTooLong, "held_too_long"},
    {RuleKind::Flapping, "flapping"},
    {RuleKind::FencingAnomaly, "fencing_anomaly"},
    {RuleKind::Quota, "quota"},
    {RuleKind::Unavailable, "unavailable"},
}};

bool needsSeconds(RuleKind kind) {
    return kind == RuleKind::NoHolder || kind == RuleKind::HeldTooLong ||
           kind == RuleKind::Flapping || kind == RuleKind::Unavailable;
}

Expected<void> checkRange(const QString& rule, const char* field, qint64 value, qint64 low,
                          qint64 high) {
    if (value >= low && value <= high)
        return {};
    return fail(QStringLiteral("rule \"%1\": %2 must be between %3 and %4, not %5")
                    .arg(rule, QLatin1String(field))
                    .arg(low)
                    .arg(high)
                    .arg(value));
}

} // namespace

QString kindName(RuleKind kind) {
    for (const auto& [known, name] : kNames) {
        if (known == kind)
            return QLatin1String(name);
    }
    return {};
}

std::optional<RuleKind> kindFromName(const QString& name) {
    for (const auto& [kind, known] : kNames) {
        if (name == QLatin1String(known))
            return kind;
    }
    return std::nullopt;
}

QStringList kindNames() {
    QStringList names;
    for (const auto& entry : kNames)
        names.append(QLatin1String(entry.second));
    return names;
}

bool isProjectWide(RuleKind kind) {
    return kind == RuleKind::Quota || kind == RuleKind::Unavailable;
}

int AlertRule::effectiveSeconds() const {
    if (seconds > 0)
        return seconds;
    if (kind == RuleKind::RenewalOverdue)
        return 1;
    if (kind == RuleKind::FencingAnomaly)
        return 60;
    return seconds;
}

Expected<void> AlertRule::validate() const {
    if (name.trimmed().isEmpty())
        return fail(QStringLiteral("a rule needs a name"));
    if (severity.trimmed().isEmpty())
        return fail(QStringLiteral("rule \"%1\": severity must not be empty").arg(name));
    if (!isProjectWide(kind) && !keys.isEmpty()) {
        if (auto pattern = KeyPattern::parse(keys); !pattern)
            return fail(QStringLiteral("rule \"%1\": %2").arg(name, pattern.error().message));
    }
    const int low = needsSeconds(kind) ? 1 : 0;
    if (auto ok = checkRange(name, "seconds", seconds, low, kMaxSeconds); !ok)
        return ok;
    if (kind == RuleKind::Flapping) {
        if (auto ok = checkRange(name, "changes", changes, 1, kMaxChanges); !ok)
            return ok;
    }
    if (kind == RuleKind::Quota && !(percent > 0 && percent <= 100))
        return fail(
            QStringLiteral("rule \"%1\": percent must be above 0 and at most 100").arg(name));
    if (auto ok = checkRange(name, "hold_down", holdDownSeconds, 0, kMaxSeconds); !ok)
        return ok;
    return checkRange(name, "clear_down", clearDownSeconds, 0, kMaxSeconds);
}

} // namespace volcano::alerts
