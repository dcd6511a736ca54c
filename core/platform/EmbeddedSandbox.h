// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <memory>

namespace volcano {

// The local volcano-lock-sandbox the console starts for a new user: a child process on a
// free loopback port (--listen 127.0.0.1:0) with demo workers (--demo), so there are live
// locks to look at without any account.
//
// start() writes a config with a random service-role key and admin key for project "demo"
// (file mode 0600, in the data folder), starts the binary, and reads the
// "listening on URL" line. The config file is removed again when the sandbox stops.
// stop() sends SIGTERM and waits; the destructor stops it too, so the sandbox never outlives
// the console. The keys are exposed to the caller only (never logged, never in settings).
class EmbeddedSandbox : public QObject {
    Q_OBJECT
public:
    enum class Status { NotRunning, Starting, Running, Failed };

    static constexpr std::chrono::milliseconds kStartTimeout{10000};
    static constexpr std::chrono::milliseconds kStopTimeout{5000};

    explicit EmbeddedSandbox(QObject* parent = nullptr);
    ~EmbeddedSandbox() override;

    // Defaults: findProgram(); <AppDataLocation>/sandbox; demo workers on; system clock.
    void setProgram(const QString& path) { m_program = path; }
    QString program() const { return m_program; }
    void setDataDir(const QString& dir) { m_dataDir = dir; }
    QString dataDir() const;
    void setDemo(bool demo) { m_demo = demo; }
    // Appended to the command line (tests: "--clock", "manual").
    void setExtraArguments(const QStringList& arguments) { m_extraArguments = arguments; }

    // Asynchronous: emits started() or failed(). A second call while starting or running
    // does nothing.
    void start();
    // start() and wait for the outcome (tests, and a console that must not show an empty
    // window). Returns isRunning().
    bool startAndWait(std::chrono::milliseconds timeout = kStartTimeout);
    // SIGTERM, then wait; killed if it has not exited within timeout. Emits stopped().
    void stop(std::chrono::milliseconds timeout = kStopTimeout);

    Status status() const { return m_status; }
    bool isRunning() const { return m_status == Status::Running; }
    QString errorString() const { return m_error; }
    QUrl baseUrl() const { return m_baseUrl; }
    QString projectId() const { return QStringLiteral("demo"); }
    QString serviceKey() const { return m_serviceKey; }
    QString adminKey() const { return m_adminKey; }
    QString configPath() const;
    qint64 processId() const;

    // The keys the sandbox's demo workers use, to pre-fill a first watchlist.
    static QStringList demoKeys();
    // First existing of candidatePaths(); empty when none.
    static QString findProgram();
    // Next to the console executable, ../sandbox/ (build tree: build/*/app/console and
    // build/*/app/sandbox), then PATH.
    static QStringList candidatePaths();

Q_SIGNALS:
    void started(const QUrl& baseUrl);
    void failed(const QString& reason);
    // After stop(), or when the process ended by itself (crashed is then true).
    void stopped(int exitCode, bool crashed);

private:
    bool writeConfig();
    void onStandardOutput();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onProcessError(QProcess::ProcessError error);
    void fail(const QString& reason);
    void removeConfig();
    QStringList arguments() const;

    QString m_program;
    QString m_dataDir;
    bool m_demo = true;
    QStringList m_extraArguments;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_stdoutBuffer;
    Status m_status = Status::NotRunning;
    bool m_stopping = false;
    QString m_error;
    QUrl m_baseUrl;
    QString m_serviceKey;
    QString m_adminKey;
};

} // namespace volcano
