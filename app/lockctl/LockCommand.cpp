// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LockCommand.h"

#include "JsonObjectWriter.h"
#include "LockCtlLog.h"
#include "OutputPrinter.h"

#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "protocol/LockJson.h"

namespace volcano::lockctl {
namespace {

// The server's clock as best known: its Date header, else ours.
QDateTime serverNow(const OperationResult& result) {
    return result.serverDate.isValid() ? result.serverDate : QDateTime::currentDateTimeUtc();
}

} // namespace

LockCommand::LockCommand(const Invocation& invocation, LockClient& client, OutputPrinter& printer,
                         QObject* parent)
    : CommandTask(parent)
    , m_invocation(invocation)
    , m_client(client)
    , m_printer(printer) {}

void LockCommand::start() {
    PendingCall* call = send();
    connect(call, &PendingCall::finished, this, &LockCommand::onFinished);
}

PendingCall* LockCommand::send() {
    const QString key = m_invocation.key();
    const qint64 ttl = m_invocation.ttlSeconds.value_or(0);
    switch (m_invocation.command) {
    case Command::Acquire:
        return m_client.acquire(key, ttl, m_invocation.lockToken);
    case Command::Renew:
        return m_client.renew(key, m_invocation.lockToken, ttl);
    case Command::Release:
        return m_client.release(key, m_invocation.lockToken);
    case Command::ForceRelease:
        return m_client.forceRelease(key);
    default:
        return m_client.read(key);
    }
}

void LockCommand::onFinished(const OperationResult& result) {
    qCDebug(lcLockCtl) << operationName(result.operation) << result.key << "status"
                       << result.httpStatus << "attempts" << result.attempts << "request id"
                       << result.requestId;
    if (result.outcomeUnknown) {
        // Sent once and never again: a read says what the server did.
        m_unknown = result;
        connect(m_client.read(result.key), &PendingCall::finished, this,
                &LockCommand::onFollowUpRead);
        return;
    }
    if (result.error) {
        const Failure failure = Failure::fromApiError(*result.error, m_client.baseUrl());
        m_printer.printFailure(failure);
        Q_EMIT finished(toInt(failure.exitCode));
        return;
    }
    if (m_printer.isJson())
        printJsonResult(result);
    else
        printResult(result);
    Q_EMIT finished(toInt(ExitCode::Ok));
}

void LockCommand::onFollowUpRead(const OperationResult& read) {
    QString shows;
    if (!read.ok() || !read.state)
        shows = QStringLiteral("the follow-up read failed too (%1): read the lock again")
                    .arg(read.error ? read.error->label() : QStringLiteral("no state"));
    else if (!read.state->held)
        shows = QStringLiteral("a follow-up read shows %1 free now").arg(read.key);
    else
        shows = QStringLiteral("a follow-up read shows %1 held, fencing token %2")
                    .arg(read.key)
                    .arg(read.state->fencingToken.value_or(0));
    m_printer.printWarning(shows);
    const Failure failure = Failure::fromApiError(*m_unknown->error, m_client.baseUrl());
    m_printer.printFailure(failure);
    Q_EMIT finished(toInt(failure.exitCode));
}

void LockCommand::printResult(const OperationResult& result) {
    const QDateTime now = serverNow(result);
    switch (result.operation) {
    case Operation::Read:
        m_printer.printLine(QStringLiteral("key: %1").arg(result.key));
        m_printer.printStateFacts(result.state.value_or(LockState{}), now);
        return;
    case Operation::Acquire:
        m_printer.printLine(QStringLiteral("acquired: %1").arg(result.key));
        m_printer.printLine(QStringLiteral("lock token: %1").arg(result.lockToken));
        m_printer.printGrantFacts(result.grant.value_or(LeaseGrant{}), now);
        return;
    case Operation::Renew:
        m_printer.printLine(QStringLiteral("renewed: %1").arg(result.key));
        m_printer.printGrantFacts(result.grant.value_or(LeaseGrant{}), now);
        return;
    case Operation::Release:
        m_printer.printLine(QStringLiteral("released: %1").arg(result.key));
        return;
    case Operation::ForceRelease:
        m_printer.printLine(QStringLiteral("force-released: %1").arg(result.key));
        m_printer.printWarning(QStringLiteral(
            "a holder that was displaced keeps working until its next renewal fails; only "
            "fencing-token checks in the protected resource reject its writes"));
        return;
    }
}

// The server's fields, through core's serializers so the fencing token stays exact.
void LockCommand::printJsonResult(const OperationResult& result) {
    switch (result.operation) {
    case Operation::Read:
        m_printer.printJson(json::lockStateToJson(result.state.value_or(LockState{})));
        return;
    case Operation::Acquire:
        // The lock token is the caller's handle for renew and release.
        m_printer.printJson(JsonObjectWriter()
                                .addFieldsOf(json::grantToJson(result.grant.value_or(LeaseGrant{})))
                                .addString(QLatin1StringView("lock_token"), result.lockToken)
                                .toJson());
        return;
    case Operation::Renew:
        m_printer.printJson(json::grantToJson(result.grant.value_or(LeaseGrant{})));
        return;
    case Operation::Release:
    case Operation::ForceRelease:
        // 204 has no body: an empty object keeps stdout parseable for scripts.
        m_printer.printJson(QByteArrayLiteral("{}"));
        return;
    }
}

} // namespace volcano::lockctl
