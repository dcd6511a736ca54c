// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

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

// Each parser returns nothing and sets *why when the body is not what the contract says.
std::optional<LeaseGrant> parseGrant(const QByteArray& body, QString* why = nullptr);
std::optional<LockState> parseLockState(const QByteArray& body, QString* why = nullptr);
std::optional<ErrorBody> parseError(const QByteArray& body);

// The request body of acquire and renew. Returns nothing and sets *why for a body the
// server must answer with invalid_body; a TTL outside the range is returned as-is so the
// caller can answer invalid_ttl.
std::optional<qint64> parseTtlBody(const QByteArray& body, QString* why = nullptr);

QByteArray grantToJson(const LeaseGrant& grant);
QByteArray lockStateToJson(const LockState& state);
QByteArray errorToJson(const QString& code, const QString& message);
QByteArray ttlBody(qint64 ttlSeconds);

} // namespace volcano::json
