// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QList>

#include <utility>

namespace volcano::test {

// One HTTP request exactly as it arrived at the ScriptedHttpServer.
struct RecordedRequest {
    QByteArray method;
    QByteArray target; // the request target as sent, still percent-encoded
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    int connection = 0;      // 1 for the server's first connection, 2 for the next, ...
    qint64 receivedAtMs = 0; // real milliseconds since the server started listening

    bool hasHeader(const QByteArray& name) const;
    // The value of the first header with this name (case-insensitive), or empty.
    QByteArray header(const QByteArray& name) const;
    int headerCount(const QByteArray& name) const;
};

} // namespace volcano::test
