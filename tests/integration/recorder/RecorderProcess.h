// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStringList>

#include <memory>

namespace volcano::test {

// The real volcano-lock-recorder binary, driven as an outside script would: arguments,
// environment, its stderr lines, signals and exit code.
class RecorderProcess {
public:
    explicit RecorderProcess(
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment());
    ~RecorderProcess();

    static QString program();
    // Runs a one-shot command (init-store, keys ...) to its end.
    struct Result {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Result run(const QStringList& arguments, int timeoutMs = 30000) const;

    // Starts `run` in the background.
    bool start(const QStringList& arguments);
    // Waits until a stderr line matches; returns its capture 1 (or the whole line).
    std::optional<QString> waitForLine(const QRegularExpression& pattern, int timeoutMs);
    // Every stderr line so far.
    QStringList lines();
    int countLines(const QRegularExpression& pattern);
    void sendSignal(int signalNumber) const;
    // Waits for the process to end; its exit code, or -1 if it did not end in time.
    int waitForExit(int timeoutMs);
    qint64 processId() const;
    QProcessEnvironment& environment() { return m_environment; }

private:
    void collect();

    QProcessEnvironment m_environment;
    std::unique_ptr<QProcess> m_process;
    QStringList m_lines;
    QByteArray m_partial;
    int m_scanned = 0;
};

} // namespace volcano::test
