// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxHttpServer.h"

#include "sandbox/FaultDelivery.h"
#include "sandbox/SandboxApi.h"
#include "sandbox/SandboxLog.h"

#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpServer>
#include <QTcpSocket>

namespace volcano::sandbox {
namespace {

QByteArray methodName(QHttpServerRequest::Method method) {
    using Method = QHttpServerRequest::Method;
    switch (method) {
    case Method::Get:
        return QByteArrayLiteral("GET");
    case Method::Put:
        return QByteArrayLiteral("PUT");
    case Method::Delete:
        return QByteArrayLiteral("DELETE");
    case Method::Post:
        return QByteArrayLiteral("POST");
    case Method::Head:
        return QByteArrayLiteral("HEAD");
    case Method::Options:
        return QByteArrayLiteral("OPTIONS");
    case Method::Patch:
        return QByteArrayLiteral("PATCH");
    case Method::Connect:
        return QByteArrayLiteral("CONNECT");
    case Method::Trace:
        return QByteArrayLiteral("TRACE");
    default:
        break;
    }
    return QByteArrayLiteral("UNKNOWN");
}

} // namespace

SandboxHttpServer::SandboxHttpServer(SandboxApi& api, QObject* parent)
    : QAbstractHttpServer(parent)
    , m_api(api) {}

void SandboxHttpServer::stopListening() {
    for (QTcpServer* server : servers())
        server->close();
}

bool SandboxHttpServer::flushConnections() {
    bool drained = true;
    for (QTcpSocket* socket : findChildren<QTcpSocket*>()) {
        socket->flush();
        drained = drained && socket->bytesToWrite() == 0;
    }
    return drained;
}

bool SandboxHttpServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
    QElapsedTimer timer;
    timer.start();
    const ApiRequest apiRequest = toApiRequest(request);
    const ApiResponse response = m_api.handle(apiRequest);
    const bool withBody = apiRequest.method != "HEAD";
    if (response.fault != Fault::None || response.delayMs > 0) {
        faultdelivery::deliver(socket, response, withBody, response.fault, response.delayMs);
    } else {
        QHttpServerResponder responder = makeResponder(request, socket);
        send(responder, response, withBody);
    }
    log(apiRequest, response, timer.nsecsElapsed());
    return true;
}

void SandboxHttpServer::missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) {
    // Not reached: handleRequest() answers every request, including unknown paths.
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}

ApiRequest SandboxHttpServer::toApiRequest(const QHttpServerRequest& request) {
    ApiRequest apiRequest;
    apiRequest.method = methodName(request.method());
    // The raw path: decoding it first would turn "%2F" inside a key into a separator.
    apiRequest.rawPath = request.url().path(QUrl::FullyEncoded).toLatin1();
    for (const auto& [name, value] : request.headers())
        apiRequest.headers.append({name, value});
    apiRequest.body = request.body();
    return apiRequest;
}

void SandboxHttpServer::send(QHttpServerResponder& responder, const ApiResponse& response,
                             bool withBody) {
    responder.writeStatusLine(static_cast<QHttpServerResponder::StatusCode>(response.status));
    for (const auto& [name, value] : response.headers)
        responder.writeHeader(name, value);
    // A HEAD answer must not carry a body, or the client reads it as the next response.
    if (response.status == 204 || !withBody) {
        responder.writeBody(QByteArray());
        return;
    }
    responder.writeHeader(QByteArrayLiteral("Content-Length"),
                          QByteArray::number(response.body.size()));
    responder.writeBody(response.body);
}

void SandboxHttpServer::log(const ApiRequest& request, const ApiResponse& response,
                            qint64 elapsedNs) {
    QString code = response.errorCode.isEmpty() ? QStringLiteral("-") : response.errorCode;
    if (response.fault != Fault::None)
        code += QStringLiteral(" fault=") + FaultInjector::name(response.fault);
    const double latencyMs = static_cast<double>(elapsedNs) / 1e6;
    if (response.quiet) {
        qCInfo(lcSandboxDemo, "%s %s %d %ls id=%ls %.2f ms", request.method.constData(),
               request.rawPath.left(300).constData(), response.status, qUtf16Printable(code),
               qUtf16Printable(response.requestId), latencyMs);
        return;
    }
    qCInfo(lcSandbox, "%s %s %d %ls id=%ls %.2f ms", request.method.constData(),
           request.rawPath.left(300).constData(), response.status, qUtf16Printable(code),
           qUtf16Printable(response.requestId), latencyMs);
}

} // namespace volcano::sandbox
