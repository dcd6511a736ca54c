// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Invocation.h"

#include "metrics/LockMetrics.h"
#include "protocol/OperationResult.h"

namespace volcano {
class ClockOffsetEstimator;
class LockClient;
class PollScheduler;
class QuotaMeter;
} // namespace volcano

namespace volcano::metrics {
class MetricsServer;
}

namespace volcano::lockctl {

class OutputPrinter;
class WatchAlerts;

// watch [--budget N] [--keys-file F] [KEY...]: core's PollScheduler, headless. One JSON
// line per observed change on stdout (the first read of each key counts), flushed at once,
// until SIGINT/SIGTERM (exit 0). Passing failures (429, 503, no connection) are reported on
// stderr once per streak while polling backs off; failures that waiting cannot fix (auth,
// an answer that is not the lock API) end the watch with their exit code.
//
// --rules F adds the alert lines of WatchAlerts; --metrics HOST:PORT serves what the watch
// knows as Prometheus metrics (the recorder's per-key and read metrics, quota by source).
class WatchCommand : public CommandTask {
    Q_OBJECT
public:
    WatchCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                 QObject* parent = nullptr);

    void start() override;
    void interrupt() override;

private:
    void onReadFinished(const OperationResult& result);
    void onKeyChanged(const QString& key, const LockState& state, const QDateTime& observedAt);
    bool startMetrics();
    QByteArray renderMetrics();
    void finish(int exitCode);
    static bool isPassing(FailureKind kind);

    Invocation m_invocation;
    LockClient& m_client;
    OutputPrinter& m_printer;
    PollScheduler* m_scheduler;
    ClockOffsetEstimator* m_offset;
    QuotaMeter* m_quota;
    WatchAlerts* m_alerts = nullptr;
    metrics::LockMetrics m_metrics;
    metrics::MetricsServer* m_metricsServer = nullptr;
    QString m_lastFailureLabel; // empty while reads succeed
    bool m_done = false;
};

} // namespace volcano::lockctl
