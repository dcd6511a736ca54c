// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "SandboxLaunch.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QTest>

#include <signal.h>

namespace volcano::test {

SandboxLaunch::SandboxLaunch(QStringList arguments)
    : m_arguments(std::move(arguments)) {}

SandboxLaunch::~SandboxLaunch() {
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
}

QString SandboxLaunch::program() {
    return QStringLiteral(VOLCANO_SANDBOX_BIN);
}

void SandboxLaunch::collect() {
    m_stdout += m_process->readAllStandardOutput();
    m_stderr += m_process->readAllStandardError();
}

bool SandboxLaunch::start() {
    m_process = std::make_unique<QProcess>();
    m_process->start(program(), m_arguments);
    if (!m_process->waitForStarted(10000))
        return false;
    const QByteArray prefix = QByteArrayLiteral("listening on ");
    QDeadlineTimer deadline(15000);
    while (!deadline.hasExpired() && m_process->state() == QProcess::Running) {
        m_process->waitForReadyRead(100);
        collect();
        const qsizetype end = m_stdout.indexOf('\n');
        if (end > 0 && m_stdout.startsWith(prefix)) {
            m_url = QUrl(QString::fromUtf8(m_stdout.mid(prefix.size(), end - prefix.size())));
            // The lines after it (generated keys) are written in the same flush.
            m_process->waitForReadyRead(200);
            collect();
            return m_url.isValid();
        }
    }
    collect();
    return false;
}

int SandboxLaunch::runToExit() {
    m_process = std::make_unique<QProcess>();
    m_process->start(program(), m_arguments);
    if (!m_process->waitForFinished(15000))
        return -1;
    collect();
    return m_process->exitStatus() == QProcess::NormalExit ? m_process->exitCode() : -1;
}

int SandboxLaunch::stopWith(int signalNumber) {
    ::kill(static_cast<pid_t>(m_process->processId()), signalNumber);
    const bool finished = m_process->waitForFinished(10000);
    collect();
    if (!finished || m_process->exitStatus() != QProcess::NormalExit)
        return -1;
    return m_process->exitCode();
}

QStringList SandboxLaunch::stdoutLines() const {
    return QString::fromUtf8(m_stdout).split(u'\n', Qt::SkipEmptyParts);
}

QString SandboxLaunch::standardError() const {
    return QString::fromUtf8(m_stderr);
}

std::unique_ptr<LockClient> SandboxLaunch::client(const QString& serviceKey) const {
    auto client = std::make_unique<LockClient>();
    client->setBaseUrl(m_url);
    client->setServiceKey(serviceKey);
    return client;
}

OperationResult waitFor(PendingCall* call) {
    QSignalSpy finished(call, &PendingCall::finished);
    if (!finished.wait(15000))
        return {};
    return finished.first().first().value<OperationResult>();
}

} // namespace volcano::test
