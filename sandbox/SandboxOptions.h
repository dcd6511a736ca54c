// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"
#include "sandbox/SandboxClock.h"

#include <QHostAddress>
#include <QString>
#include <QStringList>

namespace volcano::sandbox {

// Everything the command line decides, already checked.
struct SandboxOptions {
    QHostAddress listenAddress{QHostAddress::LocalHost};
    quint16 listenPort = 8787;
    QString dataDir;      // empty with --db; otherwise --data or the default data folder
    QString databasePath; // a file path or kMemoryDatabase
    QString configPath;   // empty: generate (or reuse) the demo project's keys
    SandboxClock::Mode clock = SandboxClock::Mode::System;
    int rateLimit = limits::kDefaultRateLimitPerMinute;
    FencingToken fencingStart = limits::kDefaultFencingStart;
    bool demo = false;
    bool allowRemote = false;

    static QString memoryDatabase() { return QStringLiteral(":memory:"); }
    bool inMemory() const { return databasePath == memoryDatabase(); }
    // Where the generated keys are kept between runs; empty when nothing may touch disk.
    QString generatedConfigPath() const;
    static QString defaultDataDir();
};

struct ParsedCommandLine {
    enum class Action { Run, ShowHelp, ShowVersion, Fail };
    Action action = Action::Fail;
    SandboxOptions options;
    QString text; // the help or version text, or why the arguments were refused
};

// Bad arguments give Action::Fail with a message naming the problem (exit code 2).
ParsedCommandLine parseCommandLine(const QStringList& arguments);

} // namespace volcano::sandbox
