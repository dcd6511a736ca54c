// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "WatchAlerts.h"

#include "OutputPrinter.h"

#include "client/Clock.h"

#include <QJsonDocument>

namespace volcano::lockctl {

WatchAlerts::WatchAlerts(alerts::RuleSet rules, const Clock& clock, const QuotaMeter& quota,
                         OutputPrinter& printer, QObject* parent)
    : QObject(parent)
    , m_engine(std::move(rules))
    , m_clock(clock)
    , m_quota(quota)
    , m_printer(printer) {
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &WatchAlerts::evaluate);
}

void WatchAlerts::start() {
    m_timer.start();
}

void WatchAlerts::stop() {
    m_timer.stop();
}

void WatchAlerts::observe(const OperationResult& result) {
    m_engine.observeResult(result);
}

QByteArray WatchAlerts::jsonLine(const alerts::AlertEvent& event) {
    QJsonObject line = event.toPayload();
    line.insert(QStringLiteral("type"), QStringLiteral("alert"));
    return QJsonDocument(line).toJson(QJsonDocument::Compact);
}

void WatchAlerts::evaluate() {
    const QDateTime now = m_clock.utcNow();
    m_engine.observeQuota(m_quota, now);
    for (const alerts::AlertEvent& event : m_engine.evaluate(now))
        m_printer.printJson(jsonLine(event));
}

} // namespace volcano::lockctl
