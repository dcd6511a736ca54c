// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ScriptedHttpServer.h"

#include <QTcpSocket>

namespace volcano::test {

ScriptedHttpServer::ScriptedHttpServer(QObject* parent)
    : QTcpServer(parent) {
    connect(this, &QTcpServer::newConnection, this, &ScriptedHttpServer::onNewConnection);
}

bool ScriptedHttpServer::start() {
    return listen(QHostAddress::LocalHost, 0);
}

QUrl ScriptedHttpServer::url() const {
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(serverPort()));
}

void ScriptedHttpServer::onNewConnection() {
    while (QTcpSocket* socket = nextPendingConnection()) {
        ++m_connections;
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            const QByteArray request =
                socket->property("request").toByteArray() + socket->readAll();
            socket->setProperty("request", request);
            // Answer once the request head is complete (the CLI's requests are small).
            if (m_response.isEmpty() || !request.contains("\r\n\r\n"))
                return;
            socket->write(m_response);
            socket->disconnectFromHost();
        });
    }
}

} // namespace volcano::test
