// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QTcpServer>
#include <QUrl>

namespace volcano::test {

// A loopback TCP server that answers every request with one fixed raw HTTP response, or
// never answers at all: the servers the sandbox cannot be (garbage, silence).
class ScriptedHttpServer : public QTcpServer {
    Q_OBJECT
public:
    explicit ScriptedHttpServer(QObject* parent = nullptr);

    // An empty response means: accept, read, never answer.
    void setResponse(const QByteArray& rawResponse) { m_response = rawResponse; }
    bool start();
    QUrl url() const;
    int connectionsSeen() const { return m_connections; }

private:
    void onNewConnection();

    QByteArray m_response;
    int m_connections = 0;
};

} // namespace volcano::test
