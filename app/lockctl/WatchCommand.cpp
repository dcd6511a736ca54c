// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "WatchCommand.h"

#include "Failure.h"
#include "JsonObjectWriter.h"
#include "LockCtlLog.h"
#include "OutputPrinter.h"
#include "WatchAlerts.h"

#include "client/Clock.h"
#include "client/LockClient.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "metrics/MetricsServer.h"

namespace volcano::lockctl {

WatchCommand::WatchCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                           QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_client(client)
    , m_printer(printer)
    , m_scheduler(new PollScheduler(&client, this))
    , m_offset(new ClockOffsetEstimator(&client.clock(), this))
    , m_quota(new QuotaMeter(&client.clock(), this)) {
    connect(&client, &LockClient::requestFinished, m_quota, &QuotaMeter::record);
    if (invocation.rules) {
        m_alerts = new WatchAlerts(*invocation.rules, client.clock(), *m_quota, printer, this);
        m_alerts->retainKeys(invocation.keys);
    }
    m_metrics.setReportsRole(false); // volcano_recorder_leader is the recorder's
    if (invocation.budget)
        m_scheduler->setBudgetPerMinute(*invocation.budget);
    m_scheduler->setKeys(invocation.keys);
    connect(m_scheduler, &PollScheduler::readFinished, this, &WatchCommand::onReadFinished);
    connect(m_scheduler, &PollScheduler::keyChanged, this, &WatchCommand::onKeyChanged);
}

void WatchCommand::start() {
    qCDebug(lcLockCtl) << "watching" << m_invocation.keys.size() << "keys at"
                       << m_scheduler->budgetPerMinute() << "reads a minute";
    if (!startMetrics())
        return;
    if (m_alerts) {
        if (!m_invocation.rules->webhooks.isEmpty())
            m_printer.printWarning(QStringLiteral("watch prints alerts; the rule file's "
                                                  "webhooks are sent by the recorder and the "
                                                  "console, not by watch"));
        m_alerts->start();
    }
    m_scheduler->start();
}

// An address that cannot be listened on ends the watch before its first read (exit 2).
bool WatchCommand::startMetrics() {
    if (m_invocation.metricsAddress.isEmpty())
        return true;
    m_metricsServer = new metrics::MetricsServer([this] { return renderMetrics(); }, this);
    const auto port = m_metricsServer->listen(m_invocation.metricsAddress);
    if (!port) {
        m_printer.printFailure(
            Failure::usage(QStringLiteral("--metrics: ") + port.error().message));
        QMetaObject::invokeMethod(
            this, [this] { finish(toInt(ExitCode::Usage)); }, Qt::QueuedConnection);
        return false;
    }
    m_printer.printNote(QStringLiteral("metrics: serving /metrics on port %1").arg(*port));
    return true;
}

QByteArray WatchCommand::renderMetrics() {
    if (m_alerts)
        m_metrics.setActiveAlerts(m_alerts->engine().activeByRule());
    QList<metrics::LockMetrics::QuotaFigure> quota = {
        {QStringLiteral("watch"), m_quota->sentThisMinute()}};
    if (const auto server = m_quota->projectUsedThisMinute())
        quota.append({QStringLiteral("server"), *server});
    return m_metrics.render(m_client.clock().utcNow(), quota);
}

void WatchCommand::finish(int exitCode) {
    if (m_done)
        return;
    m_done = true;
    m_scheduler->stop();
    if (m_alerts)
        m_alerts->stop();
    Q_EMIT finished(exitCode);
}

void WatchCommand::interrupt() {
    finish(toInt(ExitCode::Ok));
}

void WatchCommand::onReadFinished(const OperationResult& result) {
    // Reads after a takeover time are only worth their quota if timed on the server's clock.
    m_offset->addDateSample(result);
    m_scheduler->setServerClockOffsetMs(m_offset->offsetOrZeroMs());
    m_metrics.recordRead(result);
    if (m_alerts)
        m_alerts->observe(result);
    if (!result.error) {
        m_lastFailureLabel.clear();
        return;
    }
    const Failure failure = Failure::fromApiError(*result.error, m_client.baseUrl());
    if (!isPassing(result.error->kind)) {
        m_printer.printFailure(failure);
        finish(toInt(failure.exitCode));
        return;
    }
    if (result.error->label() == m_lastFailureLabel)
        return;
    m_lastFailureLabel = result.error->label();
    m_printer.printFailure(failure);
}

void WatchCommand::onKeyChanged(const QString& key, const LockState& state,
                                const QDateTime& observedAt) {
    JsonObjectWriter line;
    line.addTime(QLatin1StringView("observed_at"), observedAt)
        .addString(QLatin1StringView("key"), key)
        .addBool(QLatin1StringView("held"), state.held);
    if (state.held && state.fencingToken && state.expiresAt) {
        line.addUnsigned(QLatin1StringView("fencing_token"), *state.fencingToken)
            .addTime(QLatin1StringView("expires_at"), *state.expiresAt);
    }
    m_printer.printJson(line.toJson());
}

bool WatchCommand::isPassing(FailureKind kind) {
    return kind == FailureKind::RateLimited || kind == FailureKind::Unavailable ||
           kind == FailureKind::Transport || kind == FailureKind::Timeout;
}

} // namespace volcano::lockctl
