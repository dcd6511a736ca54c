// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/FaultSettings.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <array>
#include <cmath>

namespace volcano::sandbox {
namespace {

struct RateField {
    const char* name;
    double FaultSettings::*member;
};

constexpr std::array<RateField, 5> kRates{{
    {"unavailable_rate", &FaultSettings::unavailableRate},
    {"reset_rate", &FaultSettings::resetRate},
    {"truncate_rate", &FaultSettings::truncateRate},
    {"garbage_rate", &FaultSettings::garbageRate},
    {"stall_rate", &FaultSettings::stallRate},
}};

// The JSON names of the operations a drill can aim at.
constexpr std::array<std::pair<const char*, Operation>, 5> kOperations{{
    {"acquire", Operation::Acquire},
    {"renew", Operation::Renew},
    {"release", Operation::Release},
    {"read", Operation::Read},
    {"force_release", Operation::ForceRelease},
}};

QString jsonName(Operation operation) {
    for (const auto& [name, value] : kOperations) {
        if (value == operation)
            return QString::fromLatin1(name);
    }
    return {};
}

std::optional<QList<Operation>> operationsFrom(const QJsonValue& value) {
    if (!value.isArray())
        return std::nullopt;
    QList<Operation> operations;
    const QJsonArray items = value.toArray();
    for (const auto& item : items) {
        const auto found = std::find_if(kOperations.cbegin(), kOperations.cend(), [&](auto& known) {
            return item.toString() == QLatin1StringView(known.first);
        });
        if (found == kOperations.cend())
            return std::nullopt;
        operations.append(found->second);
    }
    return operations;
}

const QStringList kKnownFields{QStringLiteral("latency_ms"),   QStringLiteral("unavailable_rate"),
                               QStringLiteral("reset_rate"),   QStringLiteral("truncate_rate"),
                               QStringLiteral("garbage_rate"), QStringLiteral("stall_rate"),
                               QStringLiteral("max_faults"),   QStringLiteral("seed"),
                               QStringLiteral("operations")};

bool isWholeNumber(const QJsonValue& value, double low, double high) {
    return value.isDouble() && std::floor(value.toDouble()) == value.toDouble() &&
           value.toDouble() >= low && value.toDouble() <= high;
}

} // namespace

bool FaultSettings::isQuiet() const {
    return latencyMs == 0 && totalRate() == 0;
}

bool FaultSettings::appliesTo(Operation operation) const {
    return operations.isEmpty() || operations.contains(operation);
}

double FaultSettings::totalRate() const {
    double total = 0;
    for (const RateField& field : kRates)
        total += this->*field.member;
    return total;
}

QJsonObject FaultSettings::toJson() const {
    QJsonObject object{{QStringLiteral("latency_ms"), latencyMs},
                       {QStringLiteral("seed"), qint64(seed)}};
    for (const RateField& field : kRates)
        object.insert(QLatin1StringView(field.name), this->*field.member);
    object.insert(QStringLiteral("max_faults"),
                  maxFaults ? QJsonValue(*maxFaults) : QJsonValue(QJsonValue::Null));
    QJsonArray names;
    for (const Operation operation : operations)
        names.append(jsonName(operation));
    object.insert(QStringLiteral("operations"), names);
    return object;
}

Expected<FaultSettings> FaultSettings::fromJson(const QJsonObject& object) {
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!kKnownFields.contains(it.key()))
            return fail(QStringLiteral("unknown field \"%1\"; known: %2")
                            .arg(it.key(), kKnownFields.join(QStringLiteral(", "))));
    }
    FaultSettings settings;
    const QJsonValue latency = object.value(QLatin1StringView("latency_ms"));
    if (!latency.isUndefined()) {
        if (!isWholeNumber(latency, 0, kMaxLatencyMs))
            return fail(QStringLiteral("latency_ms must be a whole number from 0 to %1")
                            .arg(kMaxLatencyMs));
        settings.latencyMs = latency.toInt();
    }
    for (const RateField& field : kRates) {
        const QJsonValue rate = object.value(QLatin1StringView(field.name));
        if (rate.isUndefined())
            continue;
        if (!rate.isDouble() || !(rate.toDouble() >= 0 && rate.toDouble() <= 1))
            return fail(QStringLiteral("%1 must be a number from 0 to 1")
                            .arg(QLatin1StringView(field.name)));
        settings.*field.member = rate.toDouble();
    }
    if (settings.totalRate() > 1.0 + 1e-9)
        return fail(QStringLiteral("the rates add up to more than 1"));
    const QJsonValue maxFaults = object.value(QLatin1StringView("max_faults"));
    if (!maxFaults.isUndefined() && !maxFaults.isNull()) {
        if (!isWholeNumber(maxFaults, 0, 1e15))
            return fail(QStringLiteral("max_faults must be a whole number >= 0, or null"));
        settings.maxFaults = qint64(maxFaults.toDouble());
    }
    const QJsonValue seed = object.value(QLatin1StringView("seed"));
    if (!seed.isUndefined()) {
        if (!isWholeNumber(seed, 0, 4294967295.0))
            return fail(QStringLiteral("seed must be a whole number from 0 to 2^32-1"));
        settings.seed = quint32(seed.toDouble());
    }
    const QJsonValue operations = object.value(QLatin1StringView("operations"));
    if (!operations.isUndefined()) {
        const auto parsed = operationsFrom(operations);
        if (!parsed)
            return fail(QStringLiteral("operations must be a list of: acquire, renew, release, "
                                       "read, force_release"));
        settings.operations = *parsed;
    }
    return settings;
}

} // namespace volcano::sandbox
