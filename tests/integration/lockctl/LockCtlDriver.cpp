// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LockCtlDriver.h"

#include <QTest>

#include <signal.h>

namespace volcano::test {

RunningLockCtl::RunningLockCtl(std::unique_ptr<QProcess> process)
    : m_process(std::move(process)) {}

RunningLockCtl::~RunningLockCtl() {
    if (isRunning()) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
}

bool RunningLockCtl::isRunning() const {
    return m_process->state() != QProcess::NotRunning;
}

void RunningLockCtl::readLines() {
    const QByteArray chunk = m_process->readAllStandardOutput();
    m_allOut += chunk;
    m_pending += chunk;
    qsizetype newline = m_pending.indexOf('\n');
    while (newline >= 0) {
        m_lines.append(QString::fromUtf8(m_pending.left(newline)));
        m_pending.remove(0, newline + 1);
        newline = m_pending.indexOf('\n');
    }
}

QString RunningLockCtl::waitForLine(const QRegularExpression& pattern, int timeoutMs) {
    QString found;
    const auto match = [&] {
        readLines();
        while (m_consumed < m_lines.size()) {
            const QString& line = m_lines.at(m_consumed++);
            if (pattern.match(line).hasMatch()) {
                found = line;
                return true;
            }
        }
        return !isRunning() && m_process->bytesAvailable() == 0;
    };
    [[maybe_unused]] const bool matched = QTest::qWaitFor(match, timeoutMs);
    return found;
}

bool RunningLockCtl::waitForError(const QString& text, int timeoutMs) {
    return QTest::qWaitFor(
               [&] {
                   m_allErr += m_process->readAllStandardError();
                   return QString::fromUtf8(m_allErr).contains(text) || !isRunning();
               },
               timeoutMs) &&
           QString::fromUtf8(m_allErr).contains(text);
}

void RunningLockCtl::sendSignal(int signalNumber) {
    ::kill(static_cast<pid_t>(m_process->processId()), signalNumber);
}

LockCtlRun RunningLockCtl::waitForExit(int timeoutMs) {
    [[maybe_unused]] const bool ended = QTest::qWaitFor([this] { return !isRunning(); }, timeoutMs);
    readLines();
    LockCtlRun run;
    run.finished = !isRunning() && m_process->exitStatus() == QProcess::NormalExit;
    run.exitCode = run.finished ? m_process->exitCode() : -1;
    run.out = m_allOut;
    m_allErr += m_process->readAllStandardError();
    run.err = m_allErr;
    return run;
}

LockCtlDriver::LockCtlDriver(const QUrl& baseUrl, const QString& serviceKey)
    : m_baseUrl(baseUrl)
    , m_environment(QProcessEnvironment::systemEnvironment()) {
    m_environment.remove(QStringLiteral("VOLCANO_URL"));
    setServiceKey(serviceKey);
}

QString LockCtlDriver::program() {
    return QStringLiteral(VOLCANO_LOCKCTL_BIN);
}

void LockCtlDriver::setServiceKey(const QString& key) {
    m_environment.insert(QStringLiteral("VOLCANO_SERVICE_KEY"), key);
}

void LockCtlDriver::unsetServiceKey() {
    m_environment.remove(QStringLiteral("VOLCANO_SERVICE_KEY"));
}

void LockCtlDriver::setEnvironmentValue(const QString& name, const QString& value) {
    m_environment.insert(name, value);
}

std::unique_ptr<QProcess> LockCtlDriver::launch(const QStringList& arguments) const {
    auto process = std::make_unique<QProcess>();
    process->setProcessEnvironment(m_environment);
    QStringList all = arguments;
    if (m_passUrl)
        all << QStringLiteral("--url") << m_baseUrl.toString();
    process->start(program(), all);
    process->waitForStarted(10000);
    return process;
}

LockCtlRun LockCtlDriver::run(const QStringList& arguments, int timeoutMs) const {
    // Waits with the event loop running: some tests serve the CLI from this process.
    return RunningLockCtl(launch(arguments)).waitForExit(timeoutMs);
}

std::unique_ptr<RunningLockCtl> LockCtlDriver::start(const QStringList& arguments) const {
    return std::make_unique<RunningLockCtl>(launch(arguments));
}

} // namespace volcano::test
