// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ConsoleOptions.h"
#include "console/WatchEntry.h"
#include "protocol/OperationResult.h"
#include "store/ConnectionProfile.h"
#include "support/ManualClock.h"
#include "support/SandboxProcess.h"

#include <QObject>
#include <QTemporaryDir>

#include <memory>

namespace volcano {
class LockClient;
class PendingCall;
} // namespace volcano

namespace volcano::ui {
class ConsoleApp;
class MainWindow;
} // namespace volcano::ui

namespace volcano::test {

// The descendant of parent of that type and object name: tests reach the window's parts by
// name, not through accessors. A missing one stops the test, saying which.
template <typename T> T* requireChild(const QObject& parent, const QString& name) {
    T* child = parent.findChild<T*>(name);
    if (!child)
        qFatal("%s has no %s named \"%s\"", parent.metaObject()->className(),
               T::staticMetaObject.className(), qPrintable(name));
    return child;
}

// A console as a user runs it, against a REAL sandbox process (manual clock): its own
// database, settings and in-memory secrets in a temporary folder, a profile pointing at the
// sandbox, and the main window (offscreen). worker() is another client of the same project,
// standing in for the services whose locks the console watches.
class ConsoleFixture {
public:
    struct Setup {
        SandboxProcess::Options sandbox;
        bool readOnly = false;
        QString serviceKey; // empty: the sandbox's service-role key
        QStringList keys;   // watched from the start
        int budgetPerMinute = 600;
        // Use the OS keychain (under this service name) instead of memory-only secrets.
        bool keychain = false;
        QString secretServiceName;
        // An existing console folder (database, settings): a restart of an earlier console.
        QString consoleDir;
        // Team mode: the team store URL. Its password goes to the console's secrets (as a
        // user's would, from the Profiles dialog) and the profile keeps the URL without it.
        QString teamStore;
        // The console runs on a ManualClock that starts at the sandbox's (manual) time:
        // advanceBoth() moves the two together, so a test stands at expires_at exactly.
        bool manualConsoleClock = false;
    };

    ConsoleFixture();
    explicit ConsoleFixture(Setup setup);
    ~ConsoleFixture();

    // Starts the sandbox and the console and waits until the profile is active.
    bool start();
    // Quits the console (window and app) and starts it again on the same folder and
    // sandbox, as a user restarting it; the profile and its stored key are reused.
    bool restartConsole();
    QString errorString() const { return m_error; }

    SandboxProcess& sandbox() { return *m_sandbox; }
    ui::ConsoleApp& app() { return *m_app; }
    ui::MainWindow& window() { return *m_window; }
    LockClient& worker() { return *m_worker; }
    const ConnectionProfile& profile() const { return m_profile; }
    ui::ConsoleOptions options() const;

    // Waits for a call of any client and returns its result.
    static OperationResult wait(PendingCall* call);
    // With Setup::manualConsoleClock: the console's clock (else null), and a step of both
    // clocks (the sandbox's through its admin API); false when the sandbox refused it.
    ManualClock* consoleClock() const { return m_clock.get(); }
    bool advanceBoth(qint64 ms);
    // The state the watchlist table shows for key (through the sort/filter proxy).
    WatchState shownState(const QString& key);
    QString shownText(const QString& key, int column);

private:
    bool storeTeamPassword();
    bool startConsole(bool storeKey);

    Setup m_setup;
    QTemporaryDir m_dir;
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<ManualClock> m_clock;
    std::unique_ptr<ui::ConsoleApp> m_app;
    std::unique_ptr<ui::MainWindow> m_window;
    std::unique_ptr<LockClient> m_worker;
    ConnectionProfile m_profile;
    QString m_error;
};

} // namespace volcano::test
