// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "CommandTask.h"
#include "Failure.h"
#include "Invocation.h"

#include "lease/LeaseKeeper.h"

#include <optional>

namespace volcano::lockctl {

class OutputPrinter;

// hold KEY --ttl S: acquires, keeps the lease alive through core's LeaseKeeper (renewing at
// ttl x fraction) until SIGINT/SIGTERM, then releases and exits 0. A lost lease exits 3
// (or 4/5 when the quota or an outage kept renewals from landing), after saying why.
// One line per event: acquired, renewed, renewals capped, lost, released.
class HoldCommand : public CommandTask {
    Q_OBJECT
public:
    HoldCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                QObject* parent = nullptr);

    void start() override;
    void interrupt() override;

private:
    void onOperationFinished(const OperationResult& result);
    void onAcquired(const LeaseGrant& grant);
    void onRenewed(const LeaseGrant& grant);
    void onRenewalsCapped(const QDateTime& absoluteDeadline);
    void onAcquireFailed(const OperationResult& result);
    void onLost(LeaseKeeper::LossReason reason, const QString& text);
    void onKeeperFinished();
    void printGrantEvent(QLatin1StringView event, const LeaseGrant& grant);
    Failure lossFailure(LeaseKeeper::LossReason reason, const QString& text) const;
    QDateTime serverNow() const;
    void finish(ExitCode code);

    Invocation m_invocation;
    LockClient& m_client;
    OutputPrinter& m_printer;
    LeaseKeeper* m_keeper;
    std::optional<OperationResult> m_lastResult;
    std::optional<Failure> m_loss;
    bool m_interrupted = false;
    bool m_done = false;
};

} // namespace volcano::lockctl
