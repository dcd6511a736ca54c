// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LockCtl.h"
#include "platform/CrashReporter.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QNetworkProxyFactory>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    // https_proxy / http_proxy / no_proxy, for force-release too (LockClient::proxyFor).
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    QCoreApplication::setApplicationName(QStringLiteral("volcano-lockctl"));
    QCoreApplication::setApplicationVersion(volcano::lockctl::LockCtl::version());
    // stderr carries the errors scripts parse, and the CLI reports every failure itself:
    // core's own log lines only when QT_LOGGING_RULES asks for them.
    QLoggingCategory::setFilterRules(QStringLiteral("*.debug=false\n*.info=false\n"
                                                    "volcano.*.warning=false\n"
                                                    "volcano.lockctl.warning=true"));

    // A crash prints its report to stderr; the CLI keeps no files.
    volcano::CrashReporter::install({}, QCoreApplication::applicationName(),
                                    QCoreApplication::applicationVersion());
    volcano::lockctl::LockCtl lockCtl;
    QObject::connect(&lockCtl, &volcano::lockctl::LockCtl::finished, &app, &QCoreApplication::exit,
                     Qt::QueuedConnection);
    if (const auto exitCode =
            lockCtl.start(QCoreApplication::arguments(), QProcessEnvironment::systemEnvironment()))
        return *exitCode;
    return QCoreApplication::exec();
}
