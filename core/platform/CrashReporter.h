// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>
#include <QStringList>

namespace volcano {

// Writes a short report when the program dies of a fatal signal (SIGSEGV, SIGBUS, SIGILL,
// SIGFPE, SIGABRT — qFatal ends in abort()): program, version, signal, time and a backtrace
// of symbol names and addresses. Nothing else — no arguments, environment, memory or log
// lines — so no service key or lock token can be in it. The report goes to
// DIR/crash-<unix seconds>-<pid>.txt (mode 0600) and to stderr; then the signal is raised
// again, so the exit status and any core dump are what they would be without the reporter.
//
// Hand-written on purpose: Breakpad and Crashpad are not in Debian 12, and Boost.Stacktrace
// is not async-signal-safe; glibc's backtrace() is, once loaded (install() loads it).
// Linux and other glibc systems only; elsewhere install() returns false and does nothing.
class CrashReporter {
public:
    // Once per process, early in main(). Creates directory now: nothing may allocate later.
    // An empty directory: the report goes to stderr only.
    static bool install(const QString& directory, const QString& program, const QString& version);
    // The reports in directory, newest first (absolute paths).
    static QStringList reports(const QString& directory);
    // The signal named in a report ("SIGSEGV"), or empty when it cannot be read.
    static QString signalOf(const QString& reportPath);
};

} // namespace volcano
