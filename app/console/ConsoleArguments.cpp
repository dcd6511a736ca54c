// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ConsoleArguments.h"

#include "ui/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>

#include <cstdio>
#include <cstdlib>

namespace {

const QStringList kScreenshotParts{QStringLiteral("window"), QStringLiteral("detail"),
                                   QStringLiteral("screen")};

[[noreturn]] void refuse(const QString& message) {
    std::fprintf(stderr, "volcano-lock-console: %s\n", qPrintable(message));
    std::exit(2);
}

void requireOneOf(const QCommandLineParser& parser, const QCommandLineOption& option,
                  const QStringList& allowed) {
    if (parser.isSet(option) && !allowed.contains(parser.value(option)))
        refuse(QStringLiteral("--%1 takes one of: %2")
                   .arg(option.names().constFirst(), allowed.join(QStringLiteral(", "))));
}

void applyDataDir(ConsoleArguments& arguments, const QString& path) {
    const QDir dir(path);
    QDir().mkpath(dir.absolutePath());
    arguments.options.databasePath = dir.filePath(QStringLiteral("console.sqlite"));
    arguments.options.settingsPath = dir.filePath(QStringLiteral("console.ini"));
    arguments.options.sandboxDataDir = dir.filePath(QStringLiteral("sandbox"));
    arguments.options.crashReportDir = dir.filePath(QStringLiteral("crashes"));
}

} // namespace

ConsoleArguments ConsoleArguments::parse(const QApplication& app) {
    const QString panels = volcano::ui::MainWindow::panelNames().join(QStringLiteral(", "));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Operator console for Volcano project locks: who holds a lock and until when, how "
        "fencing tokens move, test leases, safe force release, quota and capacity planning."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     QStringLiteral("Connect to the profile named NAME."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption sandbox(
        QStringLiteral("sandbox"),
        QStringLiteral("Connect to the embedded demo sandbox (a local lock server with "
                       "simulated workers)."));
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"),
        QStringLiteral("Keep the database, settings and embedded sandbox in DIR instead of the "
                       "user's folders."),
        QStringLiteral("DIR"));
    const QCommandLineOption noKeychain(
        QStringLiteral("no-keychain"),
        QStringLiteral("Never use the OS keychain: service keys are held in memory only."));
    const QCommandLineOption budget(QStringLiteral("budget"),
                                    QStringLiteral("Reads a minute the console may spend."),
                                    QStringLiteral("N"));
    const QCommandLineOption show(QStringLiteral("show"),
                                  QStringLiteral("Bring a panel to the front: %1.").arg(panels),
                                  QStringLiteral("PANEL"));
    const QCommandLineOption testLease(
        QStringLiteral("test-lease"),
        QStringLiteral("Take a test lease on KEY (TTL 30 s, auto-renew) once connected."),
        QStringLiteral("KEY"));
    const QCommandLineOption forceRelease(
        QStringLiteral("force-release"),
        QStringLiteral("Open the force-release dialog for KEY once connected (it still asks "
                       "for confirmation)."),
        QStringLiteral("KEY"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a picture to FILE after gathering live data, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption screenshotAfter(
        QStringLiteral("screenshot-after"),
        QStringLiteral("Seconds to gather live data before --screenshot (default 20)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption screenshotPart(
        QStringLiteral("screenshot-part"),
        QStringLiteral("What --screenshot saves: window (default), detail or screen."),
        QStringLiteral("PART"));
    parser.addOptions({profile, sandbox, dataDir, noKeychain, budget, show, testLease, forceRelease,
                       screenshot, screenshotAfter, screenshotPart});
    parser.process(app);
    requireOneOf(parser, show, volcano::ui::MainWindow::panelNames());
    requireOneOf(parser, screenshotPart, kScreenshotParts);
    if (parser.isSet(profile) && parser.isSet(sandbox))
        refuse(QStringLiteral("--profile and --sandbox exclude each other"));

    ConsoleArguments arguments;
    if (parser.isSet(dataDir))
        applyDataDir(arguments, parser.value(dataDir));
    arguments.options.memoryOnlySecrets = parser.isSet(noKeychain);
    arguments.options.budgetPerMinute = parser.value(budget).toInt();
    arguments.profileName = parser.value(profile);
    arguments.embedded = parser.isSet(sandbox);
    arguments.panel = parser.value(show);
    arguments.testLeaseKey = parser.value(testLease);
    arguments.forceReleaseKey = parser.value(forceRelease);
    arguments.screenshotPath = parser.value(screenshot);
    arguments.screenshotPart = parser.value(screenshotPart);
    if (parser.isSet(screenshotAfter))
        arguments.screenshotAfterSeconds = parser.value(screenshotAfter).toDouble();
    return arguments;
}
