// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lock-console: the desktop console. Everything lives in ui/ and core/; this only
// reads the command line and wires the window up.
#include "ConsoleArguments.h"
#include "StartupActions.h"
#include "console/ConsoleApp.h"
#include "platform/CrashReporter.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/i18n/Translations.h"
#include "ui/widgets/Theme.h"

#include <QApplication>
#include <QIcon>
#include <QLoggingCategory>
#include <QNetworkProxyFactory>
#include <QSettings>

#include <cstdio>

namespace {

// --theme, saved as the choice of View > Theme; else the saved choice; else the desktop's.
// Before the window, so every widget is made with its colours.
void applyTheme(const volcano::ui::ConsoleApp& console, const QString& fromCommandLine) {
    using volcano::ui::Theme;
    const auto settings = console.settings();
    if (!fromCommandLine.isEmpty())
        settings->setValue(QLatin1String(Theme::kSettingsKey), fromCommandLine);
    Theme::apply(Theme::fromName(settings->value(QLatin1String(Theme::kSettingsKey)).toString())
                     .value_or(Theme::Choice::System));
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication::setApplicationName(QStringLiteral("volcano-lock-console"));
    QCoreApplication::setOrganizationName(QStringLiteral("Volcano"));
    QCoreApplication::setApplicationVersion(QStringLiteral(VOLCANO_VERSION));
    ConsoleArguments::answerWithoutDisplay(argc, argv);

    QApplication app(argc, argv);
    // LANGUAGE=de (or LANG=de_DE.UTF-8): German; LANGUAGE=en_XA: the pseudo-locale.
    volcano::ui::Translations::install(app);
    // The system's proxy (https_proxy, http_proxy, no_proxy) for every request, the single
    // force-release request included (LockClient::proxyFor).
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    // Per-request debug lines are for developers; QT_LOGGING_RULES still turns them on.
    QLoggingCategory::setFilterRules(QStringLiteral("volcano.*.debug=false"));
    QApplication::setApplicationDisplayName(QStringLiteral("Volcano Lock Console"));
    QApplication::setDesktopFileName(QStringLiteral("io.volcano.LockConsole"));
    initVolcanoUiResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/volcano-lock-console.svg")));

    const ConsoleArguments arguments = ConsoleArguments::parse(app);
    volcano::ui::ConsoleApp console(arguments.options);
    volcano::CrashReporter::install(console.crashReportDir(), QApplication::applicationName(),
                                    QApplication::applicationVersion());
    if (const auto opened = console.open(); !opened) {
        std::fprintf(stderr, "volcano-lock-console: cannot open the database: %s\n",
                     qPrintable(opened.error().message));
        return 1;
    }
    applyTheme(console, arguments.theme);
    volcano::ui::MainWindow window(console);
    window.show();
    if (!arguments.panel.isEmpty())
        window.showPanel(arguments.panel);
    if (!arguments.testLeaseKey.isEmpty())
        startup::takeTestLeaseWhenConnected(console, window, arguments.testLeaseKey);
    if (!arguments.forceReleaseKey.isEmpty() && arguments.screenshotPath.isEmpty())
        startup::openForceReleaseWhenConnected(console, window, arguments.forceReleaseKey);
    if (const auto connected = startup::connect(console, arguments); !connected) {
        std::fprintf(stderr, "volcano-lock-console: %s\n", qPrintable(connected.error().message));
        return 2;
    }
    if (!arguments.screenshotPath.isEmpty())
        startup::scheduleScreenshot(console, window, arguments);
    return app.exec();
}
