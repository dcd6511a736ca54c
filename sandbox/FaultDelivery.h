// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "sandbox/ApiMessage.h"
#include "sandbox/Fault.h"

class QTcpSocket;

namespace volcano::sandbox {

// Sends an answer the way a drill wants it: late, cut short, garbled, dropped or never. It
// writes raw HTTP/1.1 on the socket itself, because QtHttpServer 6.4's responder refers to
// a request object that does not outlive handleRequest(). (Late answers on one connection
// can therefore overtake each other when a client pipelines; Qt's clients do not.)
namespace faultdelivery {

void deliver(QTcpSocket* socket, const ApiResponse& response, bool withBody, Fault fault,
             int delayMs);

// The bytes of a whole answer: status line, headers, Content-Length, body.
QByteArray serialize(const ApiResponse& response, bool withBody);

} // namespace faultdelivery

} // namespace volcano::sandbox
