// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QString>

struct ConsoleArguments;

namespace volcano::ui {
class ConsoleApp;
class MainWindow;
} // namespace volcano::ui

// What the command line asks the console to do once it is up: connect to a profile, take a
// test lease, open a force-release dialog, take a screenshot.
namespace startup {

// Connects as asked (--sandbox, --profile NAME, else the usual start). Fails when no profile
// has that name.
volcano::Expected<void> connect(volcano::ui::ConsoleApp& console,
                                const ConsoleArguments& arguments);
// Runs once, at the first activation of a profile.
void takeTestLeaseWhenConnected(volcano::ui::ConsoleApp& console, volcano::ui::MainWindow& window,
                                const QString& key);
void openForceReleaseWhenConnected(volcano::ui::ConsoleApp& console,
                                   volcano::ui::MainWindow& window, const QString& key);
// After the arguments' delay: shows the busiest key, saves the picture, closes the window.
void scheduleScreenshot(volcano::ui::ConsoleApp& console, volcano::ui::MainWindow& window,
                        const ConsoleArguments& arguments);

} // namespace startup
