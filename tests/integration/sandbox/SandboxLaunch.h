// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/LockClient.h"

#include <QProcess>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace volcano::test {

// The sandbox binary started with any command line (SandboxProcess always passes --data
// and --config; these tests also need --db, no config, bad arguments and SIGINT).
class SandboxLaunch {
public:
    explicit SandboxLaunch(QStringList arguments);
    ~SandboxLaunch();

    static QString program();

    // Waits for "listening on URL"; false if the process exited or stayed silent.
    bool start();
    // For a command line that must be refused: waits for the exit; -1 if it kept running.
    int runToExit();
    // Sends the signal and waits; the exit code, or -1 on a crash or a hang.
    int stopWith(int signalNumber);

    QUrl url() const { return m_url; }
    QStringList stdoutLines() const;
    QString standardError() const;
    // A client of this sandbox with the given service key.
    std::unique_ptr<LockClient> client(const QString& serviceKey) const;

private:
    void collect();

    QStringList m_arguments;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_stdout;
    QByteArray m_stderr;
    QUrl m_url;
};

// Waits for the call's single finished() signal.
OperationResult waitFor(PendingCall* call);

} // namespace volcano::test
