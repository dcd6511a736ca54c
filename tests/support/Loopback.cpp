// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/Loopback.h"

#include <QTcpServer>

namespace volcano::test {

quint16 freeLoopbackPort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort(); // closed again when probe goes away: nothing listens there
}

QUrl deadUrl() {
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(freeLoopbackPort()));
}

} // namespace volcano::test
