// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "RecorderProcess.h"

#include <QDeadlineTimer>
#include <QTest>

#include <csignal>

namespace volcano::test {

RecorderProcess::RecorderProcess(QProcessEnvironment environment)
    : m_environment(std::move(environment)) {}

RecorderProcess::~RecorderProcess() {
    if (m_process && m_process->state() != QProcess::NotRunning) {
        sendSignal(SIGCONT); // a test may have left it stopped
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

QString RecorderProcess::program() {
    return QStringLiteral(VOLCANO_RECORDER_BIN);
}

RecorderProcess::Result RecorderProcess::run(const QStringList& arguments, int timeoutMs) const {
    QProcess process;
    process.setProcessEnvironment(m_environment);
    process.start(program(), arguments);
    Result result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("did not finish in time");
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

bool RecorderProcess::start(const QStringList& arguments) {
    m_process = std::make_unique<QProcess>();
    m_process->setProcessEnvironment(m_environment);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start(program(), QStringList{QStringLiteral("run")} + arguments);
    return m_process->waitForStarted(10000);
}

void RecorderProcess::collect() {
    if (!m_process)
        return;
    m_partial += m_process->readAllStandardError();
    qsizetype end = 0;
    while ((end = m_partial.indexOf('\n')) >= 0) {
        m_lines.append(QString::fromUtf8(m_partial.left(end)));
        m_partial.remove(0, end + 1);
    }
}

std::optional<QString> RecorderProcess::waitForLine(const QRegularExpression& pattern,
                                                    int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (true) {
        collect();
        for (; m_scanned < m_lines.size(); ++m_scanned) {
            const auto match = pattern.match(m_lines.at(m_scanned));
            if (match.hasMatch()) {
                ++m_scanned;
                return match.lastCapturedIndex() >= 1 ? match.captured(1) : match.captured(0);
            }
        }
        if (deadline.hasExpired() || m_process->state() == QProcess::NotRunning)
            return std::nullopt;
        m_process->waitForReadyRead(50);
        QTest::qWait(0);
    }
}

QStringList RecorderProcess::lines() {
    collect();
    return m_lines;
}

int RecorderProcess::countLines(const QRegularExpression& pattern) {
    collect();
    int count = 0;
    for (const QString& text : std::as_const(m_lines))
        count += pattern.match(text).hasMatch() ? 1 : 0;
    return count;
}

void RecorderProcess::sendSignal(int signalNumber) const {
    if (m_process && m_process->processId() > 0)
        ::kill(pid_t(m_process->processId()), signalNumber);
}

int RecorderProcess::waitForExit(int timeoutMs) {
    if (!m_process->waitForFinished(timeoutMs))
        return -1;
    collect();
    return m_process->exitStatus() == QProcess::NormalExit ? m_process->exitCode() : -1;
}

qint64 RecorderProcess::processId() const {
    return m_process ? m_process->processId() : 0;
}

} // namespace volcano::test
