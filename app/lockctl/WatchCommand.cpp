// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "WatchCommand.h"

#include "Failure.h"
#include "JsonObjectWriter.h"
#include "LockCtlLog.h"
#include "OutputPrinter.h"

#include "client/LockClient.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/PollScheduler.h"

namespace volcano::lockctl {

WatchCommand::WatchCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                           QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_client(client)
    , m_printer(printer)
    , m_scheduler(new PollScheduler(&client, this))
    , m_offset(new ClockOffsetEstimator(&client.clock(), this)) {
    if (invocation.budget)
        m_scheduler->setBudgetPerMinute(*invocation.budget);
    m_scheduler->setKeys(invocation.keys);
    connect(m_scheduler, &PollScheduler::readFinished, this, &WatchCommand::onReadFinished);
    connect(m_scheduler, &PollScheduler::keyChanged, this, &WatchCommand::onKeyChanged);
}

void WatchCommand::start() {
    qCDebug(lcLockCtl) << "watching" << m_invocation.keys.size() << "keys at"
                       << m_scheduler->budgetPerMinute() << "reads a minute";
    m_scheduler->start();
}

void WatchCommand::interrupt() {
    if (m_done)
        return;
    m_done = true;
    m_scheduler->stop();
    Q_EMIT finished(toInt(ExitCode::Ok));
}

void WatchCommand::onReadFinished(const OperationResult& result) {
    // Reads after a takeover time are only worth their quota if timed on the server's clock.
    m_offset->addDateSample(result);
    m_scheduler->setServerClockOffsetMs(m_offset->offsetOrZeroMs());
    if (!result.error) {
        m_lastFailureLabel.clear();
        return;
    }
    const Failure failure = Failure::fromApiError(*result.error, m_client.baseUrl());
    if (!isPassing(result.error->kind)) {
        m_printer.printFailure(failure);
        m_done = true;
        m_scheduler->stop();
        Q_EMIT finished(toInt(failure.exitCode));
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
