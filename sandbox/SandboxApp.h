// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "sandbox/SandboxClock.h"
#include "sandbox/SandboxConfig.h"
#include "sandbox/SandboxOptions.h"

#include <QObject>
#include <QUrl>

#include <memory>

namespace volcano::sandbox {

class DemoWorkers;
class KeyRing;
class LeaseStore;
class LockService;
class QuotaLedger;
class SandboxApi;
class SandboxHttpServer;
class SignalWatcher;

// The whole sandbox: config, database, API, listener, demo workers and graceful stop.
class SandboxApp : public QObject {
    Q_OBJECT
public:
    // Exit codes besides 0.
    static constexpr int kExitFailure = 1;
    static constexpr int kExitUsage = 2;

    explicit SandboxApp(SandboxOptions options, QObject* parent = nullptr);
    ~SandboxApp() override;

    // Loads the config, opens the database, listens and prints the listening line. Returns
    // 0 when serving, otherwise the exit code (the reason is already on stderr).
    int start();
    // Stops accepting, lets answers already written reach their clients, then quits the
    // event loop with 0. The database closes when this object is destroyed.
    void shutdown();

    QUrl url() const { return m_url; }

private:
    int loadConfig();
    int openDatabase();
    int listen();
    void printStartup() const;
    void startDemo();
    void drainThenQuit(int attemptsLeft);

    SandboxOptions m_options;
    SandboxConfig m_config;
    bool m_generatedConfig = false;
    SandboxClock m_clock;
    std::unique_ptr<LeaseStore> m_store;
    std::unique_ptr<KeyRing> m_keys;
    std::unique_ptr<QuotaLedger> m_quota;
    std::unique_ptr<LockService> m_locks;
    std::unique_ptr<SandboxApi> m_api;
    // Declared after what they use, so they are destroyed first.
    std::unique_ptr<SandboxHttpServer> m_server;
    std::unique_ptr<DemoWorkers> m_demo;
    std::unique_ptr<SignalWatcher> m_signals;
    QUrl m_url;
    bool m_stopping = false;
};

} // namespace volcano::sandbox
