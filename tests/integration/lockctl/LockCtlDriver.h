// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "LockCtlRun.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QUrl>

#include <memory>

namespace volcano::test {

// A volcano-lockctl process that keeps running (hold, watch): read its lines as they come,
// signal it, wait for its exit.
class RunningLockCtl {
public:
    explicit RunningLockCtl(std::unique_ptr<QProcess> process);
    ~RunningLockCtl();

    // Waits until a stdout line matches; returns it (empty on timeout). Lines examined by
    // an earlier call are not matched again.
    QString waitForLine(const QRegularExpression& pattern, int timeoutMs = 10000);
    QStringList linesSoFar() const { return m_lines; }
    // Waits until stderr contains text; false on timeout.
    bool waitForError(const QString& text, int timeoutMs = 10000);
    void sendSignal(int signalNumber);
    LockCtlRun waitForExit(int timeoutMs = 15000);
    bool isRunning() const;

private:
    void readLines();

    std::unique_ptr<QProcess> m_process;
    QByteArray m_pending;
    QStringList m_lines;
    qsizetype m_consumed = 0;
    QByteArray m_allOut;
    QByteArray m_allErr;
};

// Runs the real volcano-lockctl binary the way a script would: arguments, environment
// (VOLCANO_SERVICE_KEY, VOLCANO_URL), exit code, stdout and stderr.
class LockCtlDriver {
public:
    LockCtlDriver(const QUrl& baseUrl, const QString& serviceKey);

    static QString program();

    // --url is added to every command unless turned off (to test VOLCANO_URL).
    void setPassUrl(bool on) { m_passUrl = on; }
    void setServiceKey(const QString& key);
    void unsetServiceKey();
    void setEnvironmentValue(const QString& name, const QString& value);
    QUrl baseUrl() const { return m_baseUrl; }

    LockCtlRun run(const QStringList& arguments, int timeoutMs = 20000) const;
    std::unique_ptr<RunningLockCtl> start(const QStringList& arguments) const;

private:
    std::unique_ptr<QProcess> launch(const QStringList& arguments) const;

    QUrl m_baseUrl;
    QProcessEnvironment m_environment;
    bool m_passUrl = true;
};

} // namespace volcano::test
