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

// The console's options, defined once for both passes over the command line.
struct Definitions {
    QCommandLineOption profile{QStringLiteral("profile"),
                               QStringLiteral("Connect to the profile named NAME."),
                               QStringLiteral("NAME")};
    QCommandLineOption sandbox{
        QStringLiteral("sandbox"),
        QStringLiteral("Connect to the embedded demo sandbox (a local lock server with "
                       "simulated workers).")};
    QCommandLineOption dataDir{
        QStringLiteral("data-dir"),
        QStringLiteral("Keep the database, settings and embedded sandbox in DIR instead of the "
                       "user's folders."),
        QStringLiteral("DIR")};
    QCommandLineOption noKeychain{
        QStringLiteral("no-keychain"),
        QStringLiteral("Never use the OS keychain: service keys are held in memory only.")};
    QCommandLineOption budget{QStringLiteral("budget"),
                              QStringLiteral("Reads a minute the console may spend."),
                              QStringLiteral("N")};
    QCommandLineOption show{
        QStringLiteral("show"),
        QStringLiteral("Bring a panel to the front: %1.")
            .arg(volcano::ui::MainWindow::panelNames().join(QStringLiteral(", "))),
        QStringLiteral("PANEL")};
    QCommandLineOption testLease{
        QStringLiteral("test-lease"),
        QStringLiteral("Take a test lease on KEY (TTL 30 s, auto-renew) once connected."),
        QStringLiteral("KEY")};
    QCommandLineOption forceRelease{
        QStringLiteral("force-release"),
        QStringLiteral("Open the force-release dialog for KEY once connected (it still asks "
                       "for confirmation)."),
        QStringLiteral("KEY")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QStringLiteral("Save a picture to FILE after gathering live data, then quit."),
        QStringLiteral("FILE")};
    QCommandLineOption screenshotAfter{
        QStringLiteral("screenshot-after"),
        QStringLiteral("Seconds to gather live data before --screenshot (default 20)."),
        QStringLiteral("SECONDS")};
    QCommandLineOption screenshotPart{
        QStringLiteral("screenshot-part"),
        QStringLiteral("What --screenshot saves: window (default), detail or screen."),
        QStringLiteral("PART")};
    QCommandLineOption theme{
        QStringLiteral("theme"),
        QStringLiteral("Colours: system (the desktop's, the default), light or dark; saved as "
                       "the choice of View > Theme."),
        QStringLiteral("THEME")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(QStringLiteral(
            "Operator console for Volcano project locks: who holds a lock and until when, how "
            "fencing tokens move, test leases, safe force release, quota and capacity "
            "planning."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({profile, sandbox, dataDir, noKeychain, budget, show, testLease,
                           forceRelease, screenshot, screenshotAfter, screenshotPart, theme});
    }
};

} // namespace

void ConsoleArguments::answerWithoutDisplay(int argc, char* argv[]) {
    QStringList raw;
    for (int index = 0; index < argc; ++index)
        raw << QString::fromLocal8Bit(argv[index]);
    const Definitions definitions;
    QCommandLineParser parser;
    definitions.addTo(parser);
    // Errors (Qt's own options such as -platform look unknown here) wait for parse().
    (void)parser.parse(raw);
    if (parser.isSet(QStringLiteral("help-all"))) {
        // Qt's options are listed by the QApplication that knows them; no window is shown.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        return;
    }
    const bool help = parser.isSet(QStringLiteral("help"));
    if (!help && !parser.isSet(QStringLiteral("version")))
        return;
    // A QCoreApplication names the program in the usage line and needs no display.
    const QCoreApplication core(argc, argv);
    if (help)
        parser.showHelp(0);
    parser.showVersion();
}

ConsoleArguments ConsoleArguments::parse(const QApplication& app) {
    const Definitions definitions;
    const auto& [profile, sandbox, dataDir, noKeychain, budget, show, testLease, forceRelease,
                 screenshot, screenshotAfter, screenshotPart, theme] = definitions;
    QCommandLineParser parser;
    definitions.addTo(parser);
    parser.process(app);
    requireOneOf(parser, show, volcano::ui::MainWindow::panelNames());
    requireOneOf(parser, screenshotPart, kScreenshotParts);
    requireOneOf(parser, theme,
                 {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")});
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
    arguments.theme = parser.value(theme);
    if (parser.isSet(screenshotAfter))
        arguments.screenshotAfterSeconds = parser.value(screenshotAfter).toDouble();
    return arguments;
}
