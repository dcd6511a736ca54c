// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lock-sandbox: a local implementation of the Project Locks API (see docs/sandbox.md).
#include "platform/CrashReporter.h"
#include "sandbox/SandboxApp.h"
#include "sandbox/SandboxOptions.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("volcano-lock-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(VOLCANO_VERSION));

    using volcano::sandbox::ParsedCommandLine;
    const ParsedCommandLine parsed = volcano::sandbox::parseCommandLine(app.arguments());
    switch (parsed.action) {
    case ParsedCommandLine::Action::ShowHelp:
    case ParsedCommandLine::Action::ShowVersion:
        std::fputs(qPrintable(parsed.text), stdout);
        return 0;
    case ParsedCommandLine::Action::Fail:
        std::fprintf(stderr, "volcano-lock-sandbox: %s\n", qPrintable(parsed.text));
        return volcano::sandbox::SandboxApp::kExitUsage;
    case ParsedCommandLine::Action::Run:
        break;
    }

    volcano::CrashReporter::install(parsed.options.dataDir, QCoreApplication::applicationName(),
                                    QCoreApplication::applicationVersion());
    volcano::sandbox::SandboxApp sandbox(parsed.options);
    if (const int failed = sandbox.start())
        return failed;
    return QCoreApplication::exec();
}
