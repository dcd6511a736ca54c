// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/Promtool.h"

#include <QProcess>

namespace volcano::test {

std::optional<QString> promtoolProblem(const QByteArray& metricsText) {
    QProcess promtool;
    promtool.start(QStringLiteral("promtool"),
                   {QStringLiteral("check"), QStringLiteral("metrics")});
    if (!promtool.waitForStarted())
        return QStringLiteral("promtool (Debian package prometheus) is missing");
    promtool.write(metricsText);
    promtool.closeWriteChannel();
    if (!promtool.waitForFinished(30000))
        return QStringLiteral("promtool did not finish within 30 s");
    if (promtool.exitStatus() == QProcess::NormalExit && promtool.exitCode() == 0)
        return std::nullopt;
    return QString::fromUtf8(promtool.readAllStandardOutput() + promtool.readAllStandardError());
}

} // namespace volcano::test
