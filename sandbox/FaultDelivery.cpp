// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/FaultDelivery.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace volcano::sandbox::faultdelivery {
namespace {

QByteArray reason(int status) {
    switch (status) {
    case 200:
        return QByteArrayLiteral("OK");
    case 204:
        return QByteArrayLiteral("No Content");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 401:
        return QByteArrayLiteral("Unauthorized");
    case 403:
        return QByteArrayLiteral("Forbidden");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 409:
        return QByteArrayLiteral("Conflict");
    case 429:
        return QByteArrayLiteral("Too Many Requests");
    case 503:
        return QByteArrayLiteral("Service Unavailable");
    default:
        return QByteArrayLiteral("Status");
    }
}

QByteArray head(const ApiResponse& response, qsizetype contentLength) {
    QByteArray bytes =
        "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reason(response.status) + "\r\n";
    for (const auto& [name, value] : response.headers)
        bytes += name + ": " + value + "\r\n";
    bytes += "Content-Length: " + QByteArray::number(contentLength) + "\r\n\r\n";
    return bytes;
}

// Looks like the start of a lock answer, then is not JSON at all.
const QByteArray kGarbage = QByteArrayLiteral("{\"expires_at\": <html><body>502 Bad Gateway");

void apply(QTcpSocket* socket, const ApiResponse& response, bool withBody, Fault fault) {
    switch (fault) {
    case Fault::Reset:
        socket->abort();
        return;
    case Fault::Stall:
        return; // nothing is ever sent; the client's timeout ends it
    case Fault::Truncate: {
        const QByteArray body = response.body.isEmpty() ? QByteArrayLiteral("{}") : response.body;
        socket->write(head(response, body.size()) + body.left(body.size() / 2));
        socket->disconnectFromHost();
        return;
    }
    case Fault::Garbage: {
        ApiResponse garbled = response;
        garbled.status = 200;
        socket->write(head(garbled, kGarbage.size()) + kGarbage);
        return;
    }
    case Fault::None:
    case Fault::Unavailable: // already the answer's status
        socket->write(serialize(response, withBody));
        return;
    }
}

} // namespace

QByteArray serialize(const ApiResponse& response, bool withBody) {
    const bool hasBody = withBody && response.status != 204;
    return head(response, hasBody ? response.body.size() : 0) +
           (hasBody ? response.body : QByteArray());
}

void deliver(QTcpSocket* socket, const ApiResponse& response, bool withBody, Fault fault,
             int delayMs) {
    if (delayMs <= 0) {
        apply(socket, response, withBody, fault);
        return;
    }
    QTimer::singleShot(delayMs, socket,
                       [target = QPointer<QTcpSocket>(socket), response, withBody, fault] {
                           if (target && target->state() == QAbstractSocket::ConnectedState)
                               apply(target, response, withBody, fault);
                       });
}

} // namespace volcano::sandbox::faultdelivery
