// volcano-lock-console: the desktop console. Everything lives in ui/ and core/; this only
// reads the command line and wires the window up.
#include "ConsoleApp.h"
#include "ConsoleOptions.h"
#include "LockHistory.h"
#include "MainWindow.h"
#include "ProfileStore.h"
#include "TestLeaseManager.h"
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
#include <cstdlib>
#include <memory>

namespace {

struct Arguments {
    volcano::ui::ConsoleOptions options;
    QString screenshotPath;
    double screenshotAfterSeconds = 20.0;
    QString panel;
    QString testLeaseKey;
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
    const QCommandLineOption show(
        QStringLiteral("show"),
        QStringLiteral("Bring a panel to the front: %1.")
            .arg(volcano::ui::MainWindow::panelNames().join(QStringLiteral(", "))),
        QStringLiteral("PANEL"));
    const QCommandLineOption testLease(
        QStringLiteral("test-lease"),
        QStringLiteral("Take a test lease on KEY (TTL 30 s, auto-renew) once connected."),
        QStringLiteral("KEY"));
    parser.addOptions({dataDir, noKeychain, budget, screenshot, screenshotAfter, show, testLease});
    parser.process(app);
    if (parser.isSet(show) && !volcano::ui::MainWindow::panelNames().contains(parser.value(show))) {
        std::fprintf(stderr, "volcano-lock-console: --show takes one of: %s\n",
                     qPrintable(volcano::ui::MainWindow::panelNames().join(QStringLiteral(", "))));
        std::exit(2);
    }

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
    arguments.panel = parser.value(show);
    arguments.testLeaseKey = parser.value(testLease);
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

void takeTestLeaseWhenConnected(volcano::ui::ConsoleApp& console, volcano::ui::MainWindow& window,
                                const QString& key) {
    auto taken = std::make_shared<bool>(false);
    QObject::connect(&console, &volcano::ui::ConsoleApp::activated, &window, [&, key, taken] {
        if (std::exchange(*taken, true))
            return;
        volcano::ui::TestLeaseManager::Request request;
        request.key = key;
        const QString refused = console.testLeases().take(request);
        if (!refused.isEmpty())
            std::fprintf(stderr, "volcano-lock-console: no test lease on %s: %s\n", qPrintable(key),
                         qPrintable(refused));
        window.showPanel(QStringLiteral("leases"));
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
    if (!arguments.panel.isEmpty())
        window.showPanel(arguments.panel);
    if (!arguments.testLeaseKey.isEmpty())
        takeTestLeaseWhenConnected(console, window, arguments.testLeaseKey);
    console.start();
    if (!arguments.screenshotPath.isEmpty())
        scheduleScreenshot(console, window, arguments);
    return app.exec();
}
