// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "PlanCommand.h"

#include "JsonObjectWriter.h"
#include "OutputPrinter.h"

#include "lease/CapacityPlanner.h"

#include <cmath>

namespace volcano::lockctl {
namespace {

// Up to three decimals, no trailing zeros: 6, 1.5, 0.333.
QString number(double value) {
    return QString::number(std::round(value * 1000.0) / 1000.0, 'g', 12);
}

QString seconds(qint64 ms) {
    return ms % 1000 == 0 ? QStringLiteral("%1 s").arg(ms / 1000)
                          : QStringLiteral("%1 s").arg(number(double(ms) / 1000.0));
}

} // namespace

PlanCommand::PlanCommand(const Invocation& invocation, OutputPrinter& printer, QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_printer(printer) {}

CapacityInputs PlanCommand::inputsFor(const Invocation& invocation) {
    CapacityInputs inputs;
    inputs.ttlSeconds = invocation.ttlSeconds.value_or(inputs.ttlSeconds);
    inputs.renewFraction = invocation.renewFraction.value_or(inputs.renewFraction);
    inputs.holders = invocation.holders.value_or(0);
    inputs.contenders = invocation.contenders.value_or(0);
    inputs.contenderRetrySeconds =
        invocation.retryIntervalSeconds.value_or(inputs.contenderRetrySeconds);
    // Nothing is assumed that was not asked for: no console polling, no headroom.
    inputs.pollingPerMinute = invocation.budget.value_or(0);
    inputs.headroomPercent = invocation.headroomPercent.value_or(0.0);
    return inputs;
}

void PlanCommand::start() {
    const CapacityInputs inputs = inputsFor(m_invocation);
    const CapacityPlan plan = CapacityPlanner::plan(inputs);
    const auto series = CapacityPlanner::maxHoldersSeries(
        inputs, CapacityPlanner::defaultSeriesTtls(inputs.ttlSeconds));
    if (m_printer.isJson())
        printJson(plan, series);
    else
        printPlain(plan, series);
    Q_EMIT finished(toInt(ExitCode::Ok));
}

void PlanCommand::printPlain(const CapacityPlan& plan, const QList<CapacityPoint>& series) {
    const CapacityInputs& in = plan.inputs;
    const auto fact = [this](const char* label, const QString& value) {
        m_printer.printLine(QStringLiteral("%1: %2").arg(QLatin1StringView(label), value));
    };
    fact("ttl", QStringLiteral("%1 s").arg(in.ttlSeconds));
    fact("renew every",
         QStringLiteral("%1 s (fraction %2)")
             .arg(number(double(in.ttlSeconds) * in.renewFraction), number(in.renewFraction)));
    fact("renewals per minute per holder", number(plan.renewalsPerMinutePerHolder));
    fact("max holders at 100 %", QString::number(plan.maxHoldersAtFullLimit));
    fact("max holders at 80 %", QString::number(plan.maxHoldersAt80Percent));
    fact("renewals per minute",
         QStringLiteral("%1 (%2 holders)").arg(number(plan.renewalsPerMinute)).arg(in.holders));
    const QString contenders = in.contenders > 0 ? QStringLiteral(" (%1 contenders every %2 s)")
                                                       .arg(in.contenders)
                                                       .arg(number(in.contenderRetrySeconds))
                                                 : QString();
    fact("contender acquires per minute", number(plan.contenderAcquiresPerMinute) + contenders);
    fact("polling per minute", number(plan.pollingPerMinute));
    fact("total per minute", QStringLiteral("%1 of %2 (%3 %)")
                                 .arg(number(plan.totalPerMinute))
                                 .arg(in.limitPerMinute)
                                 .arg(number(plan.utilisation * 100.0)));
    fact("usable per minute", QStringLiteral("%1 (headroom %2 %)")
                                  .arg(number(plan.usablePerMinute), number(in.headroomPercent)));
    fact("fits", plan.fits ? QStringLiteral("yes") : QStringLiteral("no"));
    fact("max holders", QString::number(plan.maxHolders));
    fact("worst-case takeover after a crash", QStringLiteral("%1 after the last successful renewal")
                                                  .arg(seconds(plan.worstCaseTakeoverDelayMs)));
    QStringList points;
    for (const CapacityPoint& point : series)
        points << QStringLiteral("%1 s: %2").arg(point.ttlSeconds).arg(point.maxHolders);
    fact("max holders by ttl", points.join(QStringLiteral(", ")));
}

void PlanCommand::printJson(const CapacityPlan& plan, const QList<CapacityPoint>& series) {
    const CapacityInputs& in = plan.inputs;
    QByteArray points = "[";
    for (const CapacityPoint& point : series) {
        if (points.size() > 1)
            points += ',';
        points += JsonObjectWriter()
                      .addInteger(QLatin1StringView("ttl_seconds"), point.ttlSeconds)
                      .addInteger(QLatin1StringView("max_holders"), point.maxHolders)
                      .toJson();
    }
    points += ']';
    JsonObjectWriter json;
    json.addInteger(QLatin1StringView("ttl_seconds"), in.ttlSeconds)
        .addNumber(QLatin1StringView("renew_fraction"), in.renewFraction)
        .addInteger(QLatin1StringView("holders"), in.holders)
        .addInteger(QLatin1StringView("contenders"), in.contenders)
        .addNumber(QLatin1StringView("contender_retry_seconds"), in.contenderRetrySeconds)
        .addInteger(QLatin1StringView("polling_per_minute"), in.pollingPerMinute)
        .addNumber(QLatin1StringView("headroom_percent"), in.headroomPercent)
        .addInteger(QLatin1StringView("limit_per_minute"), in.limitPerMinute)
        .addNumber(QLatin1StringView("renewals_per_minute_per_holder"),
                   plan.renewalsPerMinutePerHolder)
        .addNumber(QLatin1StringView("renewals_per_minute"), plan.renewalsPerMinute)
        .addNumber(QLatin1StringView("contender_acquires_per_minute"),
                   plan.contenderAcquiresPerMinute)
        .addNumber(QLatin1StringView("total_per_minute"), plan.totalPerMinute)
        .addNumber(QLatin1StringView("usable_per_minute"), plan.usablePerMinute)
        .addNumber(QLatin1StringView("utilisation"), plan.utilisation)
        .addBool(QLatin1StringView("fits"), plan.fits)
        .addInteger(QLatin1StringView("max_holders"), plan.maxHolders)
        .addInteger(QLatin1StringView("max_holders_at_100_percent"), plan.maxHoldersAtFullLimit)
        .addInteger(QLatin1StringView("max_holders_at_80_percent"), plan.maxHoldersAt80Percent)
        .addInteger(QLatin1StringView("worst_case_takeover_ms"), plan.worstCaseTakeoverDelayMs)
        .addRaw(QLatin1StringView("max_holders_by_ttl"), points);
    m_printer.printJson(json.toJson());
}

} // namespace volcano::lockctl
