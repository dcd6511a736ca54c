// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEngine.h"
#include "protocol/OperationResult.h"

#include <QObject>
#include <QTimer>

namespace volcano {
class Clock;
class QuotaMeter;
} // namespace volcano

namespace volcano::lockctl {

class OutputPrinter;

// `watch --rules F`: the watch's reads feed the rule engine, evaluated once a second; each
// alert that fires or resolves is one JSON line on stdout beside the observations: the
// webhook payload (docs/alerts.md) with "type": "alert". Webhooks are the recorder's and the
// console's to send; watch only prints.
class WatchAlerts : public QObject {
    Q_OBJECT
public:
    // The clock, quota meter and printer must outlive this.
    WatchAlerts(alerts::RuleSet rules, const Clock& clock, const QuotaMeter& quota,
                OutputPrinter& printer, QObject* parent = nullptr);

    void start();
    void stop();
    void observe(const OperationResult& result);
    void retainKeys(const QStringList& keys) { m_engine.retainKeys(keys); }
    const alerts::AlertEngine& engine() const { return m_engine; }

    static QByteArray jsonLine(const alerts::AlertEvent& event);

private:
    void evaluate();

    alerts::AlertEngine m_engine;
    const Clock& m_clock;
    const QuotaMeter& m_quota;
    OutputPrinter& m_printer;
    QTimer m_timer;
};

} // namespace volcano::lockctl
