// volcano-lock-console: the desktop console. Everything lives in ui/ and core/; this only
// reads the command line and wires the window up.
#include "ConsoleApp.h"
#include "ConsoleOptions.h"
#include "LockHistory.h"
#include "MainWindow.h"
#include "ProfileStore.h"
#include "UiResources.h"
#include "Watchlist.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QLoggingCategory>
#include <QScreen>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

struct Arguments {
    volcano::ui::ConsoleOptions options;
    QString screenshotPath;
    double screenshotAfterSeconds = 20.0;
};

Arguments parseArguments(const QApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Operator console for Volcano project locks."));
    parser.addHelpOption();
    parser.addVersionOption();
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
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the main window to FILE, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption screenshotAfter(
        QStringLiteral("screenshot-after"),
        QStringLiteral("Seconds to gather live data before --screenshot (default 20)."),
        QStringLiteral("SECONDS"));
    parser.addOptions({dataDir, noKeychain, budget, screenshot, screenshotAfter});
    parser.process(app);

    Arguments arguments;
    if (parser.isSet(dataDir)) {
        const QDir dir(parser.value(dataDir));
        QDir().mkpath(dir.absolutePath());
        arguments.options.databasePath = dir.filePath(QStringLiteral("console.sqlite"));
        arguments.options.settingsPath = dir.filePath(QStringLiteral("console.ini"));
        arguments.options.sandboxDataDir = dir.filePath(QStringLiteral("sandbox"));
    }
    arguments.options.memoryOnlySecrets = parser.isSet(noKeychain);
    arguments.options.budgetPerMinute = parser.value(budget).toInt();
    arguments.screenshotPath = parser.value(screenshot);
    if (parser.isSet(screenshotAfter))
        arguments.screenshotAfterSeconds = parser.value(screenshotAfter).toDouble();
    return arguments;
}

// Shows the key whose fencing token moved most, so the picture has a history to show.
void selectBusiestKey(volcano::ui::ConsoleApp& console, volcano::ui::MainWindow& window) {
    const QString profileId = console.profiles().currentId();
    QString busiest;
    int most = -1;
    for (const QString& key : console.watchlist().keyNames()) {
        const int seen = console.history().count(profileId, key);
        if (seen > most) {
            most = seen;
            busiest = key;
        }
    }
    window.selectKey(busiest);
}

void scheduleScreenshot(volcano::ui::ConsoleApp& console, volcano::ui::MainWindow& window,
                        const Arguments& arguments) {
    // Fill the virtual screen: there is no window manager to maximize it.
    if (const QScreen* screen = window.screen())
        window.resize(screen->availableSize());
    const int delayMs = int(arguments.screenshotAfterSeconds * 1000);
    QTimer::singleShot(std::max(0, delayMs - 2000), &window,
                       [&console, &window] { selectBusiestKey(console, window); });
    QTimer::singleShot(delayMs, &window, [&window, path = arguments.screenshotPath] {
        const bool saved = window.grab().save(path);
        std::fprintf(saved ? stdout : stderr, "%s %s\n", saved ? "saved" : "could not save",
                     qPrintable(path));
        window.close();
    });
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    // Per-request debug lines are for developers; QT_LOGGING_RULES still turns them on.
    QLoggingCategory::setFilterRules(QStringLiteral("volcano.*.debug=false"));
    QApplication::setApplicationName(QStringLiteral("volcano-lock-console"));
    QApplication::setOrganizationName(QStringLiteral("Volcano"));
    QApplication::setApplicationDisplayName(QStringLiteral("Volcano Lock Console"));
    QApplication::setApplicationVersion(QStringLiteral(VOLCANO_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.volcano.LockConsole"));
    initVolcanoUiResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/volcano-lock-console.svg")));

    const Arguments arguments = parseArguments(app);
    volcano::ui::ConsoleApp console(arguments.options);
    QString error;
    if (!console.open(&error)) {
        std::fprintf(stderr, "volcano-lock-console: cannot open the database: %s\n",
                     qPrintable(error));
        return 1;
    }
    volcano::ui::MainWindow window(console);
    window.show();
    console.start();
    if (!arguments.screenshotPath.isEmpty())
        scheduleScreenshot(console, window, arguments);
    return app.exec();
}
