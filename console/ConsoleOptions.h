// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>
#include <QStringList>

namespace volcano {
class Clock;
}

namespace volcano::ui {

// Where the console keeps its files and how it starts; the defaults are what a user gets,
// tests and the screenshot run point everything at temporary folders.
struct ConsoleOptions {
    QString databasePath;           // empty: AppDatabase::defaultPath()
    QString settingsPath;           // empty: the application's QSettings; else an INI file
    bool memoryOnlySecrets = false; // never touch the keychain (e.g. --no-keychain)
    QString secretServiceName;      // empty: SecretStore's default
    QString sandboxProgram;         // empty: EmbeddedSandbox::findProgram()
    QString sandboxDataDir;         // empty: EmbeddedSandbox's default
    QString crashReportDir;         // empty: "crashes" beside the database
    QStringList sandboxExtraArguments;
    bool demoOnFirstRun = true; // first run without a profile: use the embedded sandbox
    int budgetPerMinute = 0;    // reads a minute; 0: the saved setting or the default
    // The session's time (reads, countdowns, states between reads); null: the system clock.
    // Tests step a whole console through expires_at with a manual one.
    const Clock* clock = nullptr;
};

} // namespace volcano::ui
