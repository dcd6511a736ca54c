// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/Route.h"

#include <QList>

#include <algorithm>

namespace volcano::sandbox {
namespace {

QString decodeSegment(const QByteArray& segment) {
    return QString::fromUtf8(QByteArray::fromPercentEncoding(segment));
}

Route::Endpoint adminEndpoint(const QList<QByteArray>& segments) {
    if (segments.size() == 4 && segments[2] == "clock" && segments[3] == "advance")
        return Route::Endpoint::ClockAdvance;
    if (segments.size() == 4 && segments[2] == "clock" && segments[3] == "rewind")
        return Route::Endpoint::ClockRewind;
    if (segments.size() == 3 && segments[2] == "region")
        return Route::Endpoint::Region;
    if (segments.size() == 3 && segments[2] == "stats")
        return Route::Endpoint::Stats;
    if (segments.size() == 3 && segments[2] == "faults")
        return Route::Endpoint::Faults;
    return Route::Endpoint::NotFound;
}

} // namespace

Route Route::match(const QByteArray& rawPath) {
    // "/locks/k/lease" splits into "", "locks", "k", "lease".
    const QList<QByteArray> segments = rawPath.split('/');
    Route route;
    if (segments.size() < 3 || !segments[0].isEmpty())
        return route;
    if (segments[1] == "_sandbox") {
        route.endpoint = adminEndpoint(segments);
        return route;
    }
    if (segments[1] != "locks")
        return route;
    if (segments.size() == 3)
        route.endpoint = Endpoint::Lock;
    else if (segments.size() == 4 && segments[3] == "lease")
        route.endpoint = Endpoint::Lease;
    else
        return route;
    route.key = decodeSegment(segments[2]);
    return route;
}

bool Route::isAdmin() const {
    return endpoint == Endpoint::ClockAdvance || endpoint == Endpoint::ClockRewind ||
           endpoint == Endpoint::Region || endpoint == Endpoint::Stats ||
           endpoint == Endpoint::Faults;
}

std::optional<Operation> Route::operation(const QByteArray& method) const {
    if (endpoint == Endpoint::Lease) {
        if (method == "POST")
            return Operation::Acquire;
        if (method == "PATCH")
            return Operation::Renew;
        if (method == "DELETE")
            return Operation::Release;
    }
    if (endpoint == Endpoint::Lock) {
        if (method == "GET")
            return Operation::Read;
        if (method == "DELETE")
            return Operation::ForceRelease;
    }
    return std::nullopt;
}

QByteArray Route::allowHeader() const {
    switch (endpoint) {
    case Endpoint::Lease:
        return QByteArrayLiteral("POST, PATCH, DELETE");
    case Endpoint::Lock:
        return QByteArrayLiteral("GET, DELETE");
    case Endpoint::ClockAdvance:
    case Endpoint::ClockRewind:
        return QByteArrayLiteral("POST");
    case Endpoint::Region:
        return QByteArrayLiteral("PUT");
    case Endpoint::Stats:
        return QByteArrayLiteral("GET");
    case Endpoint::Faults:
        return QByteArrayLiteral("GET, PUT, DELETE");
    case Endpoint::NotFound:
        break;
    }
    return {};
}

bool Route::allows(const QByteArray& method) const {
    if (isLockOperation())
        return operation(method).has_value();
    if (endpoint == Endpoint::NotFound)
        return false;
    const QList<QByteArray> allowed = allowHeader().split(',');
    return std::any_of(allowed.cbegin(), allowed.cend(),
                       [&method](const QByteArray& name) { return name.trimmed() == method; });
}

} // namespace volcano::sandbox
