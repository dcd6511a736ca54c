// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>
#include <optional>

namespace volcano::test {

// A real volcano-lock-sandbox process on a free loopback port, driven through exactly the
// command line and admin API of shared/spec/sandbox.md. It writes a config with two
// projects ("demo" and "other") and one key of every kind.
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
    };

    SandboxProcess();
    explicit SandboxProcess(Options options);
    ~SandboxProcess();

    bool start();   // waits for the "listening on" line
    int stop();     // SIGTERM, waits; returns the exit code (-1 if it had to be killed)
    bool restart(); // same data folder, a new port
    // Same data folder and the same port (a client's pooled connection points at it).
    bool restartOnSamePort();
    // SIGKILL, as a crash or an OOM kill: nothing is flushed or closed.
    void killHard();
    QString errorString() const { return m_error; }
    QString standardError() const;

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

    // Admin API; each returns the HTTP status (0 when there was no answer).
    int advanceClock(double seconds);
    int rewindClock(double seconds); // the manual clock steps back (a wall-clock jump)
    int setRegionAvailable(bool available);
    QJsonObject stats();
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
    int moveClock(const QByteArray& path, double seconds);

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_ownedDir;
    QString m_dataDir;
    std::unique_ptr<QProcess> m_process;
    QUrl m_baseUrl;
    quint16 m_listenPort = 0;
    QString m_error;
    QByteArray m_stderr;
};

} // namespace volcano::test
