// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "support/RecordedRequest.h"
#include "support/ScriptedAction.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QQueue>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QUrl>

#include <memory>

class QTcpSocket;

namespace volcano::test {

// A tiny HTTP/1.1 server on a free loopback port that answers from a script: each request
// it reads gets the next queued action (reply, close or stall), or the fallback once the
// queue is empty. It records every request so a test can check what actually went over
// the wire, and how often.
class ScriptedHttpServer : public QObject {
    Q_OBJECT
public:
    explicit ScriptedHttpServer(QObject* parent = nullptr);
    ~ScriptedHttpServer() override;

    bool listen();
    // Before listen(): serve HTTPS with this configuration (certificate and key); a client
    // that refuses the certificate never gets to send a request.
    void useTls(const QSslConfiguration& tls);
    // http://127.0.0.1:PORT[path], https://localhost:PORT[path] with TLS (the name the
    // test certificates carry).
    QUrl baseUrl(const QString& path = {}) const;
    quint16 port() const { return m_server->serverPort(); }

    void enqueue(const ScriptedAction& action);
    // Used when the queue is empty; by default a 500 that no test expects. A fallback alone
    // answers every request alike (e.g. ScriptedAction::raw(bytes), or stall() for silence).
    void setFallback(const ScriptedAction& action);

    const QList<RecordedRequest>& requests() const { return m_requests; }
    int connectionCount() const { return m_connectionCount; }

Q_SIGNALS:
    // Emitted once a request is read, before its action runs.
    void requestReceived(const volcano::test::RecordedRequest& request);

private:
    void acceptConnections();
    void readRequests(QTcpSocket* socket);
    void perform(QTcpSocket* socket, const ScriptedAction& action);
    ScriptedAction nextAction();

    std::unique_ptr<QTcpServer> m_server;
    bool m_tls = false;
    QHash<QTcpSocket*, QByteArray> m_pendingBytes;
    QHash<QTcpSocket*, int> m_connectionIds;
    QQueue<ScriptedAction> m_script;
    ScriptedAction m_fallback;
    QList<RecordedRequest> m_requests;
    QElapsedTimer m_uptime;
    int m_connectionCount = 0;
};

} // namespace volcano::test
