// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "support/SandboxProcess.h"

#include <QHash>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

namespace volcano::test {

// A loopback HTTP/1.1 forwarder in front of the sandbox that records every exchange, so a
// test sees the headers LockClient really sent and the ones the server really answered.
// One request per connection (it answers with Connection: close).
class RecordingProxy : public QObject {
    Q_OBJECT
public:
    struct Exchange {
        QByteArray method;
        QByteArray path;
        QList<std::pair<QByteArray, QByteArray>> requestHeaders;
        SandboxProcess::RawReply reply;
        QByteArray requestHeader(const QByteArray& name) const;
    };

    explicit RecordingProxy(SandboxProcess& upstream, QObject* parent = nullptr);

    bool listen();
    QUrl url() const;
    const QList<Exchange>& exchanges() const { return m_exchanges; }

private:
    void accept();
    void readFrom(QTcpSocket* socket);
    void forward(QTcpSocket* socket, const QByteArray& head, const QByteArray& body);
    static QByteArray responseBytes(const SandboxProcess::RawReply& reply);

    SandboxProcess& m_upstream;
    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_buffers;
    QList<Exchange> m_exchanges;
};

} // namespace volcano::test
