// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/LockJson.h"

#include "protocol/Rfc3339.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace volcano::json {
namespace {

Expected<QJsonObject> parseObject(const QByteArray& body) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(QStringLiteral("the body is not JSON (%1 at offset %2)")
                        .arg(error.errorString())
                        .arg(error.offset));
    if (!doc.isObject())
        return fail(QStringLiteral("the body is not a JSON object"));
    return doc.object();
}

// Integers above 2^63-1 arrive from QJsonDocument as doubles; read their digits from the
// raw text instead so the token stays exact.
std::optional<FencingToken> rawFencingToken(const QByteArray& body) {
    static const QRegularExpression pattern(
        QStringLiteral(R"("fencing_token"\s*:\s*(\d{1,20})\s*[,}])"));
    const auto match = pattern.match(QString::fromUtf8(body));
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    const FencingToken value = match.capturedView(1).toULongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

std::optional<FencingToken> fencingTokenOf(const QJsonObject& object, const QByteArray& body) {
    const QJsonValue value = object.value(QLatin1StringView("fencing_token"));
    if (!value.isDouble())
        return std::nullopt;
    const qint64 asInteger = value.toInteger(-1);
    if (asInteger >= 0)
        return static_cast<FencingToken>(asInteger);
    const double asDouble = value.toDouble();
    if (asDouble >= 9.2e18 && std::floor(asDouble) == asDouble)
        return rawFencingToken(body);
    return std::nullopt;
}

std::optional<QDateTime> expiresAtOf(const QJsonObject& object) {
    const QJsonValue value = object.value(QLatin1StringView("expires_at"));
    if (!value.isString())
        return std::nullopt;
    return rfc3339::parse(value.toString());
}

QByteArray quoted(const QString& text) {
    // QJsonDocument escapes for us; strip the array brackets around the single value.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

Expected<LeaseGrant> parseGrant(const QByteArray& body) {
    const auto object = parseObject(body);
    if (!object)
        return object.error();
    const auto expiresAt = expiresAtOf(*object);
    const auto token = fencingTokenOf(*object, body);
    if (!expiresAt || !token)
        return fail(QStringLiteral("the body lacks a valid expires_at or fencing_token"));
    return LeaseGrant{*expiresAt, *token};
}

Expected<LockState> parseLockState(const QByteArray& body) {
    const auto object = parseObject(body);
    if (!object)
        return object.error();
    const QJsonValue held = object->value(QLatin1StringView("held"));
    if (!held.isBool())
        return fail(QStringLiteral("the body lacks a boolean \"held\""));
    if (!held.toBool())
        return LockState{};
    const auto expiresAt = expiresAtOf(*object);
    const auto token = fencingTokenOf(*object, body);
    if (!expiresAt || !token)
        return fail(QStringLiteral("a held lock lacks a valid expires_at or fencing_token"));
    return LockState{true, expiresAt, token};
}

std::optional<ErrorBody> parseError(const QByteArray& body) {
    const auto object = parseObject(body);
    if (!object)
        return std::nullopt;
    const QJsonValue code = object->value(QLatin1StringView("code"));
    if (!code.isString())
        return std::nullopt;
    return ErrorBody{code.toString(), object->value(QLatin1StringView("message")).toString()};
}

Expected<qint64> parseTtlBody(const QByteArray& body) {
    const auto object = parseObject(body);
    if (!object)
        return object.error();
    const QJsonValue ttl = object->value(QLatin1StringView("ttl_seconds"));
    if (ttl.isUndefined())
        return fail(QStringLiteral("ttl_seconds is missing"));
    const double asDouble = ttl.toDouble(std::nan(""));
    if (!ttl.isDouble() || std::floor(asDouble) != asDouble)
        return fail(QStringLiteral("ttl_seconds must be an integer"));
    // Out-of-range integers (including huge ones) are an invalid_ttl, not invalid_body.
    const qint64 value = ttl.toInteger(std::signbit(asDouble) ? -1 : limits::kMaxTtlSeconds + 1);
    return value;
}

QByteArray grantToJson(const LeaseGrant& grant) {
    return QByteArrayLiteral("{\"expires_at\":") + quoted(rfc3339::format(grant.expiresAt)) +
           QByteArrayLiteral(",\"fencing_token\":") + QByteArray::number(grant.fencingToken) +
           QByteArrayLiteral("}");
}

QByteArray lockStateToJson(const LockState& state) {
    if (!state.held || !state.expiresAt || !state.fencingToken)
        return QByteArrayLiteral("{\"held\":false}");
    return QByteArrayLiteral("{\"held\":true,\"expires_at\":") +
           quoted(rfc3339::format(*state.expiresAt)) + QByteArrayLiteral(",\"fencing_token\":") +
           QByteArray::number(*state.fencingToken) + QByteArrayLiteral("}");
}

QByteArray errorToJson(const QString& code, const QString& message) {
    return QByteArrayLiteral("{\"code\":") + quoted(code) + QByteArrayLiteral(",\"message\":") +
           quoted(message) + QByteArrayLiteral("}");
}

QByteArray ttlBody(qint64 ttlSeconds) {
    return QByteArrayLiteral("{\"ttl_seconds\":") + QByteArray::number(ttlSeconds) +
           QByteArrayLiteral("}");
}

} // namespace volcano::json
