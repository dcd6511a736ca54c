// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "platform/CrashReporter.h"
#include "platform/SignalNotifier.h"
#include "recorder/Recorder.h"
#include "recorder/RecorderCommandLine.h"
#include "recorder/StoreCommand.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QNetworkProxyFactory>
#include <QTextStream>

#include <cstdio>

using namespace volcano;
using namespace volcano::recorder;

namespace {

int runDaemon(const RecorderOptions& options, QTextStream& err) {
    Recorder recorder(options, err);
    SignalNotifier signals;
    QObject::connect(&signals, &SignalNotifier::signalReceived, &recorder, &Recorder::stop);
    QObject::connect(&recorder, &Recorder::finished, qApp, &QCoreApplication::exit,
                     Qt::QueuedConnection);
    if (const auto failure = recorder.start()) {
        err << "volcano-lock-recorder: " << failure->message << Qt::endl;
        return failure->code;
    }
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    QCoreApplication::setApplicationName(QStringLiteral("volcano-lock-recorder"));
    QCoreApplication::setApplicationVersion(QStringLiteral(VOLCANO_VERSION));
    // The recorder prints its own lines (role changes, store outages); core's only when
    // QT_LOGGING_RULES asks.
    QLoggingCategory::setFilterRules(QStringLiteral("*.debug=false\n*.info=false\n"
                                                    "volcano.*.warning=false\n"
                                                    "volcano.recorder.*.warning=true"));
    CrashReporter::install({}, QCoreApplication::applicationName(),
                           QCoreApplication::applicationVersion());
    QTextStream out(stdout);
    QTextStream err(stderr);
    RecorderCommandLine commandLine;
    const auto options =
        commandLine.parse(QCoreApplication::arguments(), QProcessEnvironment::systemEnvironment());
    if (commandLine.helpRequested() || commandLine.versionRequested()) {
        out << (commandLine.helpRequested()
                    ? RecorderCommandLine::helpText()
                    : QStringLiteral("volcano-lock-recorder " VOLCANO_VERSION "\n"));
        return 0;
    }
    if (!options) {
        err << "volcano-lock-recorder: " << options.error().message << Qt::endl;
        if (options.error().code == RecorderFailure::Usage)
            err << "Try 'volcano-lock-recorder --help'." << Qt::endl;
        return options.error().code;
    }
    if (options->command != RecorderOptions::Command::Run)
        return StoreCommand(*options, out, err).run();
    return runDaemon(*options, err);
}
