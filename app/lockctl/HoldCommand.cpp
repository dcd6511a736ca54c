// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "HoldCommand.h"

#include "JsonObjectWriter.h"
#include "LockCtlLog.h"
#include "OutputPrinter.h"

#include "client/LockClient.h"
#include "protocol/LockJson.h"
#include "protocol/Rfc3339.h"

namespace volcano::lockctl {
namespace {

QString lossCode(LeaseKeeper::LossReason reason) {
    switch (reason) {
    case LeaseKeeper::LossReason::OwnershipLost:
        return QStringLiteral("lock_ownership_lost");
    case LeaseKeeper::LossReason::LocalDeadlinePassed:
        return QStringLiteral("lease_expired");
    case LeaseKeeper::LossReason::RateLimited:
        return QStringLiteral("rate_limited");
    case LeaseKeeper::LossReason::RegionUnavailable:
        return QStringLiteral("region_unavailable");
    case LeaseKeeper::LossReason::TransportFailure:
        return QStringLiteral("connection_failed");
    case LeaseKeeper::LossReason::AbsoluteDeadlineReached:
        return QStringLiteral("lease_deadline_exceeded");
    case LeaseKeeper::LossReason::Rejected:
        break;
    }
    return QStringLiteral("rejected");
}

// A lost lease is a conflict unless something else kept the renewals from landing.
ExitCode lossExitCode(LeaseKeeper::LossReason reason, const ApiError* error) {
    switch (reason) {
    case LeaseKeeper::LossReason::RateLimited:
        return ExitCode::RateLimited;
    case LeaseKeeper::LossReason::RegionUnavailable:
    case LeaseKeeper::LossReason::TransportFailure:
        return ExitCode::Unavailable;
    case LeaseKeeper::LossReason::Rejected:
        return error ? exitCodeFor(error->kind) : ExitCode::Failure;
    default:
        return ExitCode::Conflict;
    }
}

} // namespace

HoldCommand::HoldCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                         QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_client(client)
    , m_printer(printer)
    , m_keeper(new LeaseKeeper(&client, this)) {
    if (invocation.renewFraction)
        m_keeper->setRenewFraction(*invocation.renewFraction);
    connect(m_keeper, &LeaseKeeper::operationFinished, this, &HoldCommand::onOperationFinished);
    connect(m_keeper, &LeaseKeeper::acquired, this, &HoldCommand::onAcquired);
    connect(m_keeper, &LeaseKeeper::renewed, this, &HoldCommand::onRenewed);
    connect(m_keeper, &LeaseKeeper::renewalsStoppedExtending, this, &HoldCommand::onRenewalsCapped);
    connect(m_keeper, &LeaseKeeper::acquireFailed, this, &HoldCommand::onAcquireFailed);
    connect(m_keeper, &LeaseKeeper::lost, this, &HoldCommand::onLost);
    connect(m_keeper, &LeaseKeeper::finished, this, &HoldCommand::onKeeperFinished);
}

void HoldCommand::start() {
    m_keeper->start(m_invocation.key(), m_invocation.ttlSeconds.value_or(0),
                    m_invocation.lockToken);
}

void HoldCommand::interrupt() {
    if (m_interrupted) {
        m_printer.printWarning(QStringLiteral("interrupted again: exiting without waiting for "
                                              "the release; the lease expires at its TTL"));
        finish(ExitCode::Failure);
        return;
    }
    m_interrupted = true;
    qCDebug(lcLockCtl) << "interrupted: releasing" << m_invocation.key();
    m_keeper->stop();
}

void HoldCommand::onOperationFinished(const OperationResult& result) {
    qCDebug(lcLockCtl) << operationName(result.operation) << result.key << "status"
                       << result.httpStatus << "request id" << result.requestId;
    m_lastResult = result;
}

void HoldCommand::onAcquired(const LeaseGrant& grant) {
    printGrantEvent(QLatin1StringView("acquired"), grant);
}

void HoldCommand::onRenewed(const LeaseGrant& grant) {
    printGrantEvent(QLatin1StringView("renewed"), grant);
}

void HoldCommand::printGrantEvent(QLatin1StringView event, const LeaseGrant& grant) {
    const bool first = event == QLatin1StringView("acquired");
    if (m_printer.isJson()) {
        JsonObjectWriter writer;
        writer.addString(QLatin1StringView("event"), QString(event))
            .addString(QLatin1StringView("key"), m_keeper->key())
            .addFieldsOf(json::grantToJson(grant));
        if (first)
            writer.addString(QLatin1StringView("lock_token"), m_keeper->lockToken());
        m_printer.printJson(writer.toJson());
        return;
    }
    QString line = QStringLiteral("%1: %2, fencing token %3, expires at %4")
                       .arg(QString(event), m_keeper->key())
                       .arg(grant.fencingToken)
                       .arg(OutputPrinter::expiryText(grant.expiresAt, serverNow()));
    if (first)
        line += QStringLiteral(", lock token %1").arg(m_keeper->lockToken());
    m_printer.printLine(line);
}

void HoldCommand::onRenewalsCapped(const QDateTime& absoluteDeadline) {
    if (m_printer.isJson()) {
        m_printer.printJson(
            JsonObjectWriter()
                .addString(QLatin1StringView("event"), QStringLiteral("renewals_capped"))
                .addTime(QLatin1StringView("absolute_deadline"), absoluteDeadline)
                .toJson());
        return;
    }
    m_printer.printLine(QStringLiteral("renewals capped: the acquisition's 90-day deadline %1 "
                                       "is reached; the lease ends then")
                            .arg(rfc3339::format(absoluteDeadline)));
}

void HoldCommand::onAcquireFailed(const OperationResult& result) {
    if (m_done)
        return;
    const Failure failure = result.error ? Failure::fromApiError(*result.error, m_client.baseUrl())
                                         : Failure::usage(QStringLiteral("the acquire failed"));
    m_printer.printFailure(failure);
    finish(failure.exitCode);
}

void HoldCommand::onLost(LeaseKeeper::LossReason reason, const QString& text) {
    m_loss = lossFailure(reason, text);
    if (m_printer.isJson())
        m_printer.printJson(JsonObjectWriter()
                                .addString(QLatin1StringView("event"), QStringLiteral("lost"))
                                .addString(QLatin1StringView("code"), m_loss->code)
                                .addString(QLatin1StringView("message"), m_loss->message)
                                .toJson());
    m_printer.printFailure(*m_loss);
    // The keeper releases only when that can still help (e.g. a lease the server may still
    // hold after renewals failed to reach it); the exit code stays the loss's.
    m_keeper->stop();
}

Failure HoldCommand::lossFailure(LeaseKeeper::LossReason reason, const QString& text) const {
    // A deadline that passed is the loss itself; an earlier failed request only led to it.
    const bool deadline = reason == LeaseKeeper::LossReason::LocalDeadlinePassed ||
                          reason == LeaseKeeper::LossReason::AbsoluteDeadlineReached;
    const ApiError* cause =
        !deadline && m_lastResult && m_lastResult->error ? &*m_lastResult->error : nullptr;
    Failure failure;
    failure.code = cause && !cause->codeText.isEmpty() ? cause->codeText : lossCode(reason);
    failure.message = text;
    failure.httpStatus = cause ? cause->httpStatus : 0;
    failure.exitCode = lossExitCode(reason, cause);
    failure.plainText = QStringLiteral("lease on %1 lost (%2): %3 — stop the protected work now")
                            .arg(m_keeper->key(), failure.code, text);
    return failure;
}

void HoldCommand::onKeeperFinished() {
    if (m_loss) {
        finish(m_loss->exitCode);
        return;
    }
    const bool releaseFailed =
        m_lastResult && m_lastResult->operation == Operation::Release && m_lastResult->error;
    if (releaseFailed) {
        const Failure failure = Failure::fromApiError(*m_lastResult->error, m_client.baseUrl());
        m_printer.printFailure(failure);
        finish(failure.exitCode);
        return;
    }
    if (m_printer.isJson())
        m_printer.printJson(JsonObjectWriter()
                                .addString(QLatin1StringView("event"), QStringLiteral("released"))
                                .addString(QLatin1StringView("key"), m_keeper->key())
                                .toJson());
    else
        m_printer.printLine(QStringLiteral("released: %1").arg(m_keeper->key()));
    finish(ExitCode::Ok);
}

QDateTime HoldCommand::serverNow() const {
    if (m_lastResult && m_lastResult->serverDate.isValid())
        return m_lastResult->serverDate;
    return QDateTime::currentDateTimeUtc();
}

void HoldCommand::finish(ExitCode code) {
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(toInt(code));
}

} // namespace volcano::lockctl
