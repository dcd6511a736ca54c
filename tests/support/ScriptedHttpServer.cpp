// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/ScriptedHttpServer.h"

#include <QHostAddress>
#include <QSslServer>
#include <QTcpSocket>
#include <QTimer>

#include <optional>

namespace volcano::test {
namespace {

const QByteArray kHeaderEnd = QByteArrayLiteral("\r\n\r\n");

// Parses one complete request from the front of buffer and removes it from there; returns
// nothing while the request is still incomplete.
std::optional<RecordedRequest> takeRequest(QByteArray& buffer) {
    const qsizetype headerEnd = buffer.indexOf(kHeaderEnd);
    if (headerEnd < 0)
        return std::nullopt;
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    RecordedRequest request;
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    qsizetype contentLength = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArray name = lines[i].left(colon).trimmed();
        const QByteArray value = lines[i].mid(colon + 1).trimmed();
        request.headers.append({name, value});
        if (name.compare("Content-Length", Qt::CaseInsensitive) == 0)
            contentLength = value.toLongLong();
    }
    const qsizetype bodyStart = headerEnd + kHeaderEnd.size();
    if (buffer.size() < bodyStart + contentLength)
        return std::nullopt;
    request.body = buffer.mid(bodyStart, contentLength);
    buffer.remove(0, bodyStart + contentLength);
    return request;
}

} // namespace

ScriptedHttpServer::ScriptedHttpServer(QObject* parent)
    : QObject(parent)
    , m_server(std::make_unique<QTcpServer>())
    , m_fallback(ScriptedAction::reply(500, QByteArrayLiteral("no scripted action left"))) {
    connect(m_server.get(), &QTcpServer::pendingConnectionAvailable, this,
            &ScriptedHttpServer::acceptConnections);
}

void ScriptedHttpServer::useTls(const QSslConfiguration& tls) {
    auto server = std::make_unique<QSslServer>();
    server->setSslConfiguration(tls);
    // QSslServer queues a connection once its handshake succeeded.
    connect(server.get(), &QTcpServer::pendingConnectionAvailable, this,
            &ScriptedHttpServer::acceptConnections);
    m_server = std::move(server);
    m_tls = true;
}

ScriptedHttpServer::~ScriptedHttpServer() {
    // Open sockets die with m_server, after the hashes their disconnected() handler updates.
    const auto sockets = m_connectionIds.keys();
    for (QTcpSocket* socket : sockets)
        socket->disconnect(this);
}

bool ScriptedHttpServer::listen() {
    m_uptime.start();
    return m_server->listen(QHostAddress::LocalHost, 0);
}

QUrl ScriptedHttpServer::baseUrl(const QString& path) const {
    QUrl url;
    url.setScheme(m_tls ? QStringLiteral("https") : QStringLiteral("http"));
    url.setHost(m_tls ? QStringLiteral("localhost") : QStringLiteral("127.0.0.1"));
    url.setPort(m_server->serverPort());
    url.setPath(path);
    return url;
}

void ScriptedHttpServer::enqueue(const ScriptedAction& action) {
    m_script.enqueue(action);
}

void ScriptedHttpServer::setFallback(const ScriptedAction& action) {
    m_fallback = action;
}

void ScriptedHttpServer::acceptConnections() {
    while (QTcpSocket* socket = m_server->nextPendingConnection()) {
        m_connectionIds.insert(socket, ++m_connectionCount);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readRequests(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_pendingBytes.remove(socket);
            m_connectionIds.remove(socket);
            socket->deleteLater();
        });
    }
}

void ScriptedHttpServer::readRequests(QTcpSocket* socket) {
    QByteArray& buffer = m_pendingBytes[socket];
    buffer += socket->readAll();
    while (auto request = takeRequest(buffer)) {
        request->connection = m_connectionIds.value(socket);
        request->receivedAtMs = m_uptime.elapsed();
        m_requests.append(*request);
        Q_EMIT requestReceived(*request);
        perform(socket, nextAction());
        if (socket->state() != QAbstractSocket::ConnectedState)
            return;
    }
}

ScriptedAction ScriptedHttpServer::nextAction() {
    return m_script.isEmpty() ? m_fallback : m_script.dequeue();
}

void ScriptedHttpServer::perform(QTcpSocket* socket, const ScriptedAction& action) {
    switch (action.kind) {
    case ScriptedAction::Kind::Reply:
        socket->write(action.response);
        socket->disconnectFromHost();
        return;
    case ScriptedAction::Kind::Close:
        socket->disconnectFromHost();
        return;
    case ScriptedAction::Kind::Delay:
        // Answer, but later: slower than a client's timeout, say.
        disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
        QTimer::singleShot(action.delayMs, socket, [socket, response = action.response] {
            if (socket->state() != QAbstractSocket::ConnectedState)
                return;
            socket->write(response);
            socket->disconnectFromHost();
        });
        return;
    case ScriptedAction::Kind::Stall:
        // Stop reading too: whatever else arrives on this connection stays unanswered.
        disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
        return;
    }
}

} // namespace volcano::test
