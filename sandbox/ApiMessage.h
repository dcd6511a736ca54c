// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "sandbox/Fault.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <utility>

namespace volcano::sandbox {

using HeaderList = QList<std::pair<QByteArray, QByteArray>>;

// One HTTP request as the API sees it, independent of the HTTP server library.
struct ApiRequest {
    QByteArray method;  // upper case: GET, POST, ...
    QByteArray rawPath; // still percent-encoded, without the query
    HeaderList headers;
    QByteArray body;

    QByteArray header(const QByteArray& name) const {
        for (const auto& [key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    bool hasHeader(const QByteArray& name) const {
        for (const auto& header : headers) {
            if (header.first.compare(name, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    }
};

struct ApiResponse {
    int status = 200;
    HeaderList headers;
    QByteArray body;
    QString errorCode; // for the request log
    QString requestId;
    bool quiet = false; // logged at the demo category (the sandbox's own workers)
    // Drills (/_sandbox/faults): how the HTTP layer mangles this answer, and how late.
    Fault fault = Fault::None;
    int delayMs = 0;

    void setHeader(const QByteArray& name, const QByteArray& value) {
        headers.append({name, value});
    }
};

} // namespace volcano::sandbox
