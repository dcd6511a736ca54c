// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxApi.h"

#include "protocol/HttpDate.h"
#include "protocol/LockJson.h"
#include "protocol/Rfc3339.h"
#include "protocol/Validation.h"
#include "sandbox/KeyRing.h"
#include "sandbox/LockService.h"
#include "sandbox/QuotaLedger.h"
#include "sandbox/Route.h"
#include "sandbox/SandboxClock.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace volcano::sandbox {
namespace {

const QByteArray kAuthorization = QByteArrayLiteral("Authorization");
const QByteArray kLockToken = QByteArrayLiteral("X-Volcano-Lock-Token");
const QByteArray kRequestId = QByteArrayLiteral("X-Volcano-Request-Id");
const QByteArray kContentType = QByteArrayLiteral("Content-Type");
const QByteArray kJson = QByteArrayLiteral("application/json");
// Ten years: enough to walk any deadline, small enough that milliseconds stay exact.
constexpr double kMaxAdvanceSeconds = 10.0 * 366 * 24 * 3600;

bool needsLockToken(Operation operation) {
    return operation == Operation::Acquire || operation == Operation::Renew ||
           operation == Operation::Release;
}

bool needsTtl(Operation operation) {
    return operation == Operation::Acquire || operation == Operation::Renew;
}

// Echo what the client sent when it is a plain token; anything else (empty, huge, control
// characters) gets a fresh id so the header stays safe to log and to send back.
bool isEchoableRequestId(const QByteArray& id) {
    if (id.isEmpty() || id.size() > 200)
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) { return c > 0x20 && c < 0x7f; });
}

QString rfc3339FromMs(qint64 ms) {
    return rfc3339::format(QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()));
}

std::optional<QJsonObject> jsonObject(const QByteArray& body) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace

struct SandboxApi::LockCall {
    Operation operation = Operation::Read;
    QString project;
    QString key;
    const ApiRequest& request;
    QString lockToken; // set by validate()
    qint64 ttlSeconds = 0;
    Fault fault = Fault::None; // a drill's 503 replaces the operation
};

SandboxApi::SandboxApi(const KeyRing& keys, LockService& locks, QuotaLedger& quota,
                       SandboxClock& clock)
    : m_keys(keys)
    , m_locks(locks)
    , m_quota(quota)
    , m_clock(clock) {}

ApiResponse SandboxApi::handle(const ApiRequest& request) {
    const Route target = Route::match(request.rawPath);
    ApiResponse response = dispatch(request, target);
    addCommonHeaders(response, request);
    if (!target.isAdmin())
        ++m_requestsByStatus[response.status];
    return response;
}

ApiResponse SandboxApi::dispatch(const ApiRequest& request, const Route& target) {
    if (target.endpoint == Route::Endpoint::NotFound)
        return error(404, QStringLiteral("not_found"),
                     QStringLiteral("no such endpoint; the lock API is /locks/{key} and "
                                    "/locks/{key}/lease"));
    if (!target.allows(request.method)) {
        ApiResponse response = error(405, QStringLiteral("method_not_allowed"),
                                     QStringLiteral("%1 is not allowed here; use %2")
                                         .arg(QString::fromLatin1(request.method.left(16)),
                                              QString::fromLatin1(target.allowHeader())));
        response.setHeader(QByteArrayLiteral("Allow"), target.allowHeader());
        return response;
    }
    if (target.isAdmin())
        return admin(request, target);
    return lockOperation(request, target, *target.operation(request.method));
}

ApiResponse SandboxApi::lockOperation(const ApiRequest& request, const Route& target,
                                      Operation operation) {
    const KeyRing::Verdict verdict = m_keys.authorizeLockCall(request.header(kAuthorization));
    if (verdict.project.isEmpty())
        return error(verdict.error.value_or(ErrorCode::Unauthorized), verdict.message);
    const qint64 nowMs = m_clock.nowMs();
    // The sandbox's own demo workers are never faulted: drills are for the client under test.
    const Fault fault = verdict.internal ? Fault::None : m_faults.next(operation);
    LockCall call{operation, verdict.project, target.key, request, {}, 0, fault};
    ApiResponse response = verdict.error ? error(*verdict.error, verdict.message)
                                         : authorizedLockOperation(call, nowMs);
    addRateLimitHeaders(response, m_quota.peek(verdict.project, nowMs));
    response.quiet = verdict.internal;
    if (fault != Fault::Unavailable)
        response.fault = fault;
    if (!verdict.internal)
        response.delayMs = m_faults.latencyMs(operation);
    return response;
}

ApiResponse SandboxApi::authorizedLockOperation(LockCall& call, qint64 nowMs) {
    if (!m_regionAvailable || call.fault == Fault::Unavailable)
        return error(ErrorCode::RegionUnavailable,
                     QStringLiteral("the control-plane region backing project locks is "
                                    "unavailable; lock operations fail closed"));
    const QuotaWindow window = m_quota.charge(call.project, nowMs);
    if (window.exceeded()) {
        ApiResponse response =
            error(ErrorCode::RateLimited, QStringLiteral("the project used its %1 lock operations "
                                                         "in this UTC minute")
                                              .arg(window.limit));
        response.setHeader(QByteArrayLiteral("Retry-After"),
                           QByteArray::number(window.secondsToReset()));
        return response;
    }
    if (auto valid = validate(call); !valid)
        return std::move(valid).error();
    return fromOutcome(perform(call));
}

Expected<void, ApiResponse> SandboxApi::validate(LockCall& call) {
    if (const auto valid = validation::validateKey(call.key); !valid)
        return error(ErrorCode::InvalidLockKey, valid.error().message);
    if (needsLockToken(call.operation)) {
        if (!call.request.hasHeader(kLockToken))
            return error(ErrorCode::InvalidLockToken,
                         QStringLiteral("the X-Volcano-Lock-Token header is missing"));
        call.lockToken = QString::fromUtf8(call.request.header(kLockToken).trimmed());
        if (const auto valid = validation::validateLockToken(call.lockToken); !valid)
            return error(ErrorCode::InvalidLockToken, valid.error().message);
    }
    if (needsTtl(call.operation)) {
        const auto ttl = json::parseTtlBody(call.request.body);
        if (!ttl)
            return error(ErrorCode::InvalidBody, ttl.error().message);
        if (const auto valid = validation::validateTtl(*ttl); !valid)
            return error(ErrorCode::InvalidTtl, valid.error().message);
        call.ttlSeconds = *ttl;
    }
    return {};
}

LockOutcome SandboxApi::perform(const LockCall& call) {
    switch (call.operation) {
    case Operation::Acquire:
        return m_locks.acquire(call.project, call.key, call.lockToken, call.ttlSeconds);
    case Operation::Renew:
        return m_locks.renew(call.project, call.key, call.lockToken, call.ttlSeconds);
    case Operation::Release:
        return m_locks.release(call.project, call.key, call.lockToken);
    case Operation::Read:
        return m_locks.read(call.project, call.key);
    case Operation::ForceRelease:
        return m_locks.forceRelease(call.project, call.key);
    }
    return LockOutcome::internalError(QStringLiteral("unknown operation"));
}

ApiResponse SandboxApi::admin(const ApiRequest& request, const Route& target) {
    if (!m_keys.isAdmin(request.header(kAuthorization)))
        return error(ErrorCode::Unauthorized,
                     QStringLiteral("the admin API needs Authorization: Bearer with the "
                                    "sandbox's admin key"));
    switch (target.endpoint) {
    case Route::Endpoint::ClockAdvance:
        return moveClock(request, ClockStep::Forward);
    case Route::Endpoint::ClockRewind:
        return moveClock(request, ClockStep::Back);
    case Route::Endpoint::Region:
        return setRegion(request);
    case Route::Endpoint::Stats:
        return stats();
    case Route::Endpoint::Faults:
        return faults(request);
    default:
        break;
    }
    return error(404, QStringLiteral("not_found"), QStringLiteral("no such admin endpoint"));
}

ApiResponse SandboxApi::moveClock(const ApiRequest& request, ClockStep step) {
    if (!m_clock.isManual())
        return error(409, QStringLiteral("clock_not_manual"),
                     QStringLiteral("the sandbox runs on the system clock; start it with "
                                    "--clock manual to move time"));
    const auto body = jsonObject(request.body);
    const QJsonValue seconds = body ? body->value(QLatin1StringView("seconds")) : QJsonValue();
    if (!seconds.isDouble() || !(seconds.toDouble() >= 0) ||
        seconds.toDouble() > kMaxAdvanceSeconds)
        return error(ErrorCode::InvalidBody,
                     QStringLiteral("send {\"seconds\": S} with S a number from 0 to %1 "
                                    "(fractions allowed)")
                         .arg(static_cast<qint64>(kMaxAdvanceSeconds)));
    const std::chrono::milliseconds by(std::llround(seconds.toDouble() * 1000.0));
    if (step == ClockStep::Forward)
        m_clock.advance(by);
    else
        m_clock.rewind(by);
    ApiResponse response;
    response.status = 204;
    return response;
}

ApiResponse SandboxApi::setRegion(const ApiRequest& request) {
    const auto body = jsonObject(request.body);
    const QJsonValue available = body ? body->value(QLatin1StringView("available")) : QJsonValue();
    if (!available.isBool())
        return error(ErrorCode::InvalidBody,
                     QStringLiteral("send {\"available\": true} or {\"available\": false}"));
    m_regionAvailable = available.toBool();
    ApiResponse response;
    response.status = 204;
    return response;
}

ApiResponse SandboxApi::stats() {
    const qint64 nowMs = m_clock.nowMs();
    QJsonObject byStatus;
    for (auto it = m_requestsByStatus.cbegin(); it != m_requestsByStatus.cend(); ++it)
        byStatus.insert(QString::number(it.key()), it.value());
    const QHash<QString, int> held = m_locks.heldCounts();
    int heldTotal = 0;
    QJsonObject projects;
    for (const QString& project : m_keys.projectIds()) {
        const QuotaWindow window = m_quota.peek(project, nowMs);
        heldTotal += held.value(project);
        projects.insert(project,
                        QJsonObject{{QStringLiteral("window_start"), rfc3339FromMs(window.startMs)},
                                    {QStringLiteral("window_used"), window.used},
                                    {QStringLiteral("window_remaining"), window.remaining()},
                                    {QStringLiteral("limit"), window.limit},
                                    {QStringLiteral("leases_held"), held.value(project)}});
    }
    const QJsonObject root{{QStringLiteral("requests_by_status"), byStatus},
                           {QStringLiteral("leases_held"), heldTotal},
                           {QStringLiteral("projects"), projects},
                           {QStringLiteral("clock"), m_clock.modeName()},
                           {QStringLiteral("now"), rfc3339FromMs(nowMs)},
                           {QStringLiteral("region_available"), m_regionAvailable},
                           {QStringLiteral("faults"), m_faults.toJson()}};
    ApiResponse response;
    response.body = QJsonDocument(root).toJson(QJsonDocument::Compact);
    return response;
}

ApiResponse SandboxApi::faults(const ApiRequest& request) {
    ApiResponse response;
    if (request.method == "GET") {
        response.body = QJsonDocument(m_faults.toJson()).toJson(QJsonDocument::Compact);
        return response;
    }
    response.status = 204;
    if (request.method == "DELETE") {
        m_faults.clear();
        return response;
    }
    const auto body = jsonObject(request.body);
    if (!body)
        return error(ErrorCode::InvalidBody,
                     QStringLiteral("send a JSON object, e.g. {\"latency_ms\": 200, "
                                    "\"reset_rate\": 0.1, \"seed\": 7}"));
    const auto settings = FaultSettings::fromJson(*body);
    if (!settings)
        return error(ErrorCode::InvalidBody, settings.error().message);
    m_faults.configure(*settings);
    return response;
}

void SandboxApi::addRateLimitHeaders(ApiResponse& response, const QuotaWindow& window) const {
    response.setHeader(QByteArrayLiteral("RateLimit-Limit"), QByteArray::number(window.limit));
    response.setHeader(QByteArrayLiteral("RateLimit-Remaining"),
                       QByteArray::number(window.remaining()));
    response.setHeader(QByteArrayLiteral("RateLimit-Reset"),
                       QByteArray::number(window.secondsToReset()));
}

void SandboxApi::addCommonHeaders(ApiResponse& response, const ApiRequest& request) const {
    response.setHeader(QByteArrayLiteral("Date"), httpdate::format(m_clock.utcNow()));
    const QByteArray sentId = request.header(kRequestId).trimmed();
    const QByteArray id = isEchoableRequestId(sentId)
                              ? sentId
                              : QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    response.setHeader(kRequestId, id);
    response.requestId = QString::fromLatin1(id);
    if (!response.body.isEmpty())
        response.setHeader(kContentType, kJson);
}

ApiResponse SandboxApi::error(int status, const QString& code, const QString& message) {
    ApiResponse response;
    response.status = status;
    response.errorCode = code;
    response.body = json::errorToJson(code, message);
    return response;
}

ApiResponse SandboxApi::error(ErrorCode code, const QString& message) {
    return error(httpStatusFor(code), errorCodeText(code), message);
}

ApiResponse SandboxApi::fromOutcome(const LockOutcome& outcome) {
    if (outcome.error)
        return error(outcome.httpStatus, outcome.errorText, outcome.message);
    ApiResponse response;
    response.status = outcome.httpStatus;
    if (outcome.grant)
        response.body = json::grantToJson(*outcome.grant);
    else if (outcome.state)
        response.body = json::lockStateToJson(*outcome.state);
    return response;
}

} // namespace volcano::sandbox
