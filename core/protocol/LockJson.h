// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/LockTypes.h"

#include <QByteArray>
#include <QString>

#include <optional>

// The wire format of the lock API, in one place for the client and the sandbox.
namespace volcano::json {

struct ErrorBody {
    QString code;
    QString message;
};

// Each parser fails saying why when the body is not what the contract says.
Expected<LeaseGrant> parseGrant(const QByteArray& body);
Expected<LockState> parseLockState(const QByteArray& body);
// Nothing when the body is not an error body (the caller then describes the status).
std::optional<ErrorBody> parseError(const QByteArray& body);

// The request body of acquire and renew. Fails for a body the server must answer with
// invalid_body; a TTL outside the range is returned as-is so the caller can answer invalid_ttl.
Expected<qint64> parseTtlBody(const QByteArray& body);

QByteArray grantToJson(const LeaseGrant& grant);
QByteArray lockStateToJson(const LockState& state);
QByteArray errorToJson(const QString& code, const QString& message);
QByteArray ttlBody(qint64 ttlSeconds);

} // namespace volcano::json
