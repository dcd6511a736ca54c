// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "RecordingProxy.h"

#include <QHostAddress>
#include <QTcpSocket>

namespace volcano::test {
namespace {

const QByteArray kHeaderEnd = QByteArrayLiteral("\r\n\r\n");

// Headers that describe one hop's framing; the forwarding side sets its own.
bool isHopHeader(const QByteArray& name) {
    static const QList<QByteArray> hop{
        "host",       "content-length",  "connection",      "transfer-encoding",
        "keep-alive", "accept-encoding", "content-encoding"};
    return hop.contains(name.toLower());
}

qsizetype contentLength(const QList<QByteArray>& headerLines) {
    for (const QByteArray& line : headerLines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length")
            return line.mid(colon + 1).trimmed().toLongLong();
    }
    return 0;
}

} // namespace

QByteArray RecordingProxy::Exchange::requestHeader(const QByteArray& name) const {
    for (const auto& [key, value] : requestHeaders) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

RecordingProxy::RecordingProxy(SandboxProcess& upstream, QObject* parent)
    : QObject(parent)
    , m_upstream(upstream) {
    connect(&m_server, &QTcpServer::newConnection, this, &RecordingProxy::accept);
}

bool RecordingProxy::listen() {
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl RecordingProxy::url() const {
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

void RecordingProxy::accept() {
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readFrom(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void RecordingProxy::readFrom(QTcpSocket* socket) {
    QByteArray& buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype headEnd = buffer.indexOf(kHeaderEnd);
    if (headEnd < 0)
        return;
    const QByteArray head = buffer.left(headEnd);
    const qsizetype bodyLength = contentLength(head.split('\n'));
    const qsizetype bodyStart = headEnd + kHeaderEnd.size();
    if (buffer.size() < bodyStart + bodyLength)
        return;
    const QByteArray body = buffer.mid(bodyStart, bodyLength);
    buffer.clear();
    forward(socket, head, body);
}

void RecordingProxy::forward(QTcpSocket* socket, const QByteArray& head, const QByteArray& body) {
    QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.takeFirst().trimmed().split(' ');
    Exchange exchange;
    exchange.method = requestLine.value(0);
    exchange.path = requestLine.value(1);
    for (const QByteArray& line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            exchange.requestHeaders.emplaceBack(line.left(colon).trimmed(),
                                                line.mid(colon + 1).trimmed());
    }
    QList<std::pair<QByteArray, QByteArray>> forwarded;
    for (const auto& header : exchange.requestHeaders) {
        if (!isHopHeader(header.first))
            forwarded.append(header);
    }
    exchange.reply = m_upstream.raw(exchange.method, exchange.path, forwarded, body);
    m_exchanges.append(exchange);
    socket->write(responseBytes(exchange.reply));
    socket->disconnectFromHost();
}

QByteArray RecordingProxy::responseBytes(const SandboxProcess::RawReply& reply) {
    QByteArray bytes = "HTTP/1.1 " + QByteArray::number(reply.status) + " Proxied\r\n";
    for (const auto& [name, value] : reply.headers) {
        if (!isHopHeader(name))
            bytes += name + ": " + value + "\r\n";
    }
    bytes += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n";
    bytes += "Connection: close\r\n\r\n";
    return bytes + reply.body;
}

} // namespace volcano::test
