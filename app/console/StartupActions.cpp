// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "StartupActions.h"

#include "ConsoleArguments.h"
#include "console/ConsoleApp.h"
#include "console/TestLeaseManager.h"
#include "store/LockHistory.h"
#include "store/ProfileStore.h"
#include "store/Watchlist.h"
#include "ui/MainWindow.h"
#include "ui/watch/LockDetailPanel.h"

#include <QApplication>
#include <QPixmap>
#include <QScreen>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

namespace startup {

namespace {

using volcano::ui::ConsoleApp;
using volcano::ui::MainWindow;

constexpr int kSelectBeforeShotMs = 2000;

void onFirstActivation(ConsoleApp& console, MainWindow& window, std::function<void()> action) {
    auto done = std::make_shared<bool>(false);
    QObject::connect(&console, &ConsoleApp::activated, &window, [done, action = std::move(action)] {
        if (!std::exchange(*done, true))
            action();
    });
}

QString profileIdByName(const ConsoleApp& console, const QString& name) {
    for (const auto& profile : console.profiles().profiles()) {
        if (profile.name == name)
            return profile.id;
    }
    return {};
}

// Shows the key whose fencing token moved most, so the picture has a history to show.
void selectBusiestKey(ConsoleApp& console, MainWindow& window) {
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

QPixmap picture(MainWindow& window, const QString& part) {
    if (part == QStringLiteral("detail"))
        return window.detailPanel()->grab();
    // The whole screen shows a dialog over the window, as a user sees it.
    if (part == QStringLiteral("screen") || QApplication::activeModalWidget())
        return window.screen()->grabWindow(0);
    return window.grab();
}

} // namespace

volcano::Expected<void> connect(ConsoleApp& console, const ConsoleArguments& arguments) {
    console.reportEarlierCrash();
    if (arguments.embedded) {
        console.startEmbedded();
        return {};
    }
    if (arguments.profileName.isEmpty()) {
        console.start();
        return {};
    }
    const QString id = profileIdByName(console, arguments.profileName);
    if (id.isEmpty()) {
        QStringList names;
        for (const auto& profile : console.profiles().profiles())
            names << profile.name;
        return volcano::fail(
            QStringLiteral("no profile named \"%1\"; profiles: %2")
                .arg(arguments.profileName, names.isEmpty() ? QStringLiteral("(none)")
                                                            : names.join(QStringLiteral(", "))));
    }
    console.activate(id);
    return {};
}

void takeTestLeaseWhenConnected(ConsoleApp& console, MainWindow& window, const QString& key) {
    onFirstActivation(console, window, [&console, &window, key] {
        volcano::ui::TestLeaseManager::Request request;
        request.key = key;
        const auto taken = console.testLeases().take(request);
        if (!taken)
            std::fprintf(stderr, "volcano-lock-console: no test lease on %s: %s\n", qPrintable(key),
                         qPrintable(taken.error().message));
        window.showPanel(QStringLiteral("leases"));
    });
}

void openForceReleaseWhenConnected(ConsoleApp& console, MainWindow& window, const QString& key) {
    onFirstActivation(console, window, [&window, key] {
        window.selectKey(key);
        if (!window.openForceRelease(key))
            std::fprintf(stderr,
                         "volcano-lock-console: force release of %s is not possible here "
                         "(read-only profile or not connected)\n",
                         qPrintable(key));
    });
}

void scheduleScreenshot(ConsoleApp& console, MainWindow& window,
                        const ConsoleArguments& arguments) {
    // Fill the virtual screen: there is no window manager to maximize it.
    if (const QScreen* screen = window.screen())
        window.resize(screen->availableSize());
    const int delayMs = int(arguments.screenshotAfterSeconds * 1000);
    const QString forceKey = arguments.forceReleaseKey;
    // The dialog reads the lock when it opens: open it late, so it shows the live holder.
    QTimer::singleShot(std::max(0, delayMs - kSelectBeforeShotMs), &window,
                       [&console, &window, forceKey] {
                           if (forceKey.isEmpty()) {
                               selectBusiestKey(console, window);
                               return;
                           }
                           window.selectKey(forceKey);
                           window.openForceRelease(forceKey);
                       });
    QTimer::singleShot(delayMs, &window,
                       [&window, path = arguments.screenshotPath, part = arguments.screenshotPart] {
                           const bool saved = picture(window, part).save(path);
                           std::fprintf(saved ? stdout : stderr, "%s %s\n",
                                        saved ? "saved" : "could not save", qPrintable(path));
                           if (QWidget* dialog = QApplication::activeModalWidget())
                               dialog->close();
                           window.close();
                       });
}

} // namespace startup
