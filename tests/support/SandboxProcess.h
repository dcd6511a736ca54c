// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>
#include <optional>

namespace volcano {
class LockClient;
}

namespace volcano::test {

// A real volcano-lock-sandbox process on a free loopback port, driven through exactly the
// command line and admin API of shared/spec/sandbox.md. By default it writes a config with
// two projects ("demo" and "other") and one key of every kind, and starts the sandbox on
// it; Options::commandLine starts it with any command line instead (no config written).
class SandboxProcess {
public:
    struct Options {
        bool manualClock = true;
        int rateLimit = 600;
        std::optional<quint64> fencingStart;
        bool demo = false;
        QString dataDir; // empty: a temporary folder owned by this object
        QStringList extraArguments;
        // Runs the sandbox through this command (e.g. setpriv, to drop root), and from
        // this path when set (a copy any user may execute).
        QStringList launcher;
        QString programPath;
        // Exactly these arguments instead of the ones above (--db, no config, arguments
        // that must be refused): nothing is generated, no data folder is made, and the
        // keys are whatever the sandbox prints (stdoutLines()).
        std::optional<QStringList> commandLine;
    };

    SandboxProcess();
    explicit SandboxProcess(Options options);
    ~SandboxProcess();

    bool start(); // waits for the "listening on" line
    // For a command line that must be refused: waits for the exit; -1 if it kept running
    // or crashed.
    int runToExit();
    int stop(); // SIGTERM, waits; returns the exit code (-1 if it had to be killed)
    // Sends the signal and waits; the exit code, or -1 on a crash or a hang (then killed).
    int stopWith(int signalNumber);
    bool restart(); // same data folder, a new port
    // Same data folder and the same port (a client's pooled connection points at it).
    bool restartOnSamePort();
    // SIGKILL, as a crash or an OOM kill: nothing is flushed or closed.
    void killHard();
    QString errorString() const { return m_error; }
    QString standardError() const;
    // Everything the sandbox printed on stdout so far: the listening line, generated keys.
    QStringList stdoutLines() const;

    QUrl baseUrl() const { return m_baseUrl; }
    QString dataDir() const { return m_dataDir; }
    QString program() const;
    static QString builtProgram(); // the binary this build made
    qint64 processId() const { return m_process ? m_process->processId() : 0; }
    QString configPath() const;
    QStringList arguments() const;

    // Keys of project "demo".
    QString serviceKey() const { return QStringLiteral("sk_demo_service"); }
    QString scopedManageKey() const { return QStringLiteral("sc_demo_manage"); }
    QString scopedOtherKey() const { return QStringLiteral("sc_demo_storage"); }
    QString anonKey() const { return QStringLiteral("an_demo"); }
    QString userTokenKey() const { return QStringLiteral("ut_demo"); }
    QString platformTokenKey() const { return QStringLiteral("pt_demo"); }
    // The service-role key of project "other".
    QString otherProjectKey() const { return QStringLiteral("sk_other_service"); }
    QString adminKey() const { return QStringLiteral("adm_test_admin"); }

    // A client of this sandbox with project "demo"'s service-role key, or the given key.
    std::unique_ptr<LockClient> client() const;
    std::unique_ptr<LockClient> client(const QString& key) const;

    // Admin API; each returns the HTTP status (0 when there was no answer).
    int advanceClock(double seconds);
    int rewindClock(double seconds); // the manual clock steps back (a wall-clock jump)
    int setRegionAvailable(bool available);
    QJsonObject stats();
    // The sandbox clock, from stats() ("now"); invalid when unreadable.
    QDateTime serverNow();
    // Fault drills (PUT /_sandbox/faults with these settings; clearFaults() is DELETE).
    int setFaults(const QJsonObject& settings);
    int clearFaults();
    QJsonObject faults();
    // Any raw request, for paths the client would never send (e.g. %2F in a key).
    struct RawReply {
        int status = 0;
        QByteArray body;
        QList<std::pair<QByteArray, QByteArray>> headers;
        QByteArray header(const QByteArray& name) const;
    };
    RawReply raw(const QByteArray& method, const QByteArray& pathAndQuery,
                 const QList<std::pair<QByteArray, QByteArray>>& headers = {},
                 const QByteArray& body = {});

private:
    void writeConfig();
    void launch();
    void collectOutput();
    int moveClock(const QByteArray& path, double seconds);

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_ownedDir;
    QString m_dataDir;
    std::unique_ptr<QProcess> m_process;
    QUrl m_baseUrl;
    quint16 m_listenPort = 0;
    QString m_error;
    QByteArray m_stdout;
    QByteArray m_stderr;
};

} // namespace volcano::test
