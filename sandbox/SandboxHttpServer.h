// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "sandbox/ApiMessage.h"

#include <QAbstractHttpServer>

namespace volcano::sandbox {

class SandboxApi;

// The HTTP front of the sandbox on QtHttpServer 6.4: takes every request itself (no
// router), hands it to SandboxApi synchronously, writes the answer and logs one line.
class SandboxHttpServer : public QAbstractHttpServer {
    Q_OBJECT
public:
    explicit SandboxHttpServer(SandboxApi& api, QObject* parent = nullptr);

    // Closes the listening sockets; open connections stay so their answers get out.
    void stopListening();
    // Pushes written answers to the kernel; true when nothing is left to send.
    bool flushConnections();

protected:
    bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override;
    void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override;

private:
    static ApiRequest toApiRequest(const QHttpServerRequest& request);
    static void send(QHttpServerResponder& responder, const ApiResponse& response, bool withBody);
    static void log(const ApiRequest& request, const ApiResponse& response, qint64 elapsedNs);

    SandboxApi& m_api;
};

} // namespace volcano::sandbox
