// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ConsoleOptions.h"

#include <QString>

class QApplication;

// The console's command line, parsed with QCommandLineParser (-h/--help, -v/--version and
// Qt's own options come with it). Exits with status 2 and a message on a bad value.
struct ConsoleArguments {
    volcano::ui::ConsoleOptions options;
    QString profileName;     // --profile: connect to this profile
    bool embedded = false;   // --sandbox: connect to the embedded demo sandbox
    QString panel;           // --show: bring this panel to the front
    QString testLeaseKey;    // --test-lease: take a test lease on this key once connected
    QString forceReleaseKey; // --force-release: open the force-release dialog for this key
    QString screenshotPath;  // --screenshot
    QString screenshotPart;  // --screenshot-part: window, detail or screen
    QString theme;           // --theme: system, light or dark (empty: the saved choice)
    double screenshotAfterSeconds = 20.0;

    // Before any QApplication: answers -h/--help and -v/--version and exits 0, so they work
    // without a display (over SSH). --help-all lists Qt's options, which only a QApplication
    // knows: it selects the offscreen platform for the one that follows.
    static void answerWithoutDisplay(int argc, char* argv[]);
    static ConsoleArguments parse(const QApplication& app);
};
