// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LockCtl.h"

#include "AlertsCommand.h"
#include "ReportCommand.h"

#include "CommandLine.h"
#include "HoldCommand.h"
#include "LockCommand.h"
#include "LockCtlLog.h"
#include "OutputPrinter.h"
#include "PlanCommand.h"
#include "WatchCommand.h"
#include "platform/SignalNotifier.h"

#include "client/LockClient.h"

Q_LOGGING_CATEGORY(lcLockCtl, "volcano.lockctl", QtWarningMsg)

namespace volcano::lockctl {

LockCtl::LockCtl(QObject* parent)
    : QObject(parent) {}

LockCtl::~LockCtl() = default;

QString LockCtl::version() {
    return QStringLiteral(VOLCANO_VERSION);
}

std::optional<int> LockCtl::start(const QStringList& arguments,
                                  const QProcessEnvironment& environment) {
    CommandLine commandLine;
    const ParsedCommandLine parsed = commandLine.parse(arguments, environment);
    m_printer = std::make_unique<OutputPrinter>(parsed.json);
    switch (parsed.action) {
    case ParsedCommandLine::Action::ShowHelp:
        m_printer->printLine(CommandLine::helpText().trimmed());
        return toInt(ExitCode::Ok);
    case ParsedCommandLine::Action::ShowVersion:
        m_printer->printLine(QStringLiteral("volcano-lockctl %1").arg(version()));
        return toInt(ExitCode::Ok);
    case ParsedCommandLine::Action::Fail:
        m_printer->printFailure(*parsed.failure);
        return toInt(parsed.failure->exitCode);
    case ParsedCommandLine::Action::Run:
        break;
    }
    m_task = createTask(parsed.invocation);
    connect(m_task, &CommandTask::finished, this, &LockCtl::onTaskFinished);
    const bool runsUntilInterrupted =
        parsed.invocation.command == Command::Hold || parsed.invocation.command == Command::Watch;
    if (runsUntilInterrupted) {
        m_signals = new SignalNotifier(this);
        connect(m_signals, &SignalNotifier::signalReceived, m_task, &CommandTask::interrupt);
    }
    m_task->start();
    return std::nullopt;
}

CommandTask* LockCtl::createTask(const Invocation& invocation) {
    switch (invocation.command) {
    case Command::Hold:
        return new HoldCommand(invocation, *createClient(invocation), *m_printer, this);
    case Command::Watch:
        return new WatchCommand(invocation, *createClient(invocation), *m_printer, this);
    case Command::Plan:
        return new PlanCommand(invocation, *m_printer, this);
    case Command::AlertsList:
    case Command::AlertsTest:
        return new AlertsCommand(invocation, *m_printer, this);
    case Command::Report:
        return new ReportCommand(invocation, *m_printer, this);
    default:
        return new LockCommand(invocation, *createClient(invocation), *m_printer, this);
    }
}

LockClient* LockCtl::createClient(const Invocation& invocation) {
    auto* client = new LockClient(this);
    client->setBaseUrl(invocation.baseUrl);
    client->setServiceKey(invocation.serviceKey);
    client->setTransferTimeout(invocation.timeout);
    // CommandLine checked the file holds certificates.
    if (auto trusted = client->setCaCertificatesFile(invocation.caFile); !trusted)
        qCWarning(lcLockCtl).noquote() << trusted.error().message;
    return client;
}

void LockCtl::onTaskFinished(int exitCode) {
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(exitCode);
}

} // namespace volcano::lockctl
