// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ErrorCode.h"
#include "protocol/Expected.h"
#include "protocol/LockTypes.h"
#include "sandbox/ApiMessage.h"
#include "sandbox/FaultInjector.h"

#include <QMap>

namespace volcano::sandbox {

class KeyRing;
class LockService;
class QuotaLedger;
class SandboxClock;
struct LockOutcome;
struct QuotaWindow;
struct Route;

// The lock API and the admin API of the sandbox, request in, response out. Every handler
// is synchronous. Check order for lock operations (contract.md): auth -> region -> quota
// -> validation -> operation.
class SandboxApi {
public:
    SandboxApi(const KeyRing& keys, LockService& locks, QuotaLedger& quota, SandboxClock& clock);

    ApiResponse handle(const ApiRequest& request);

    bool regionAvailable() const { return m_regionAvailable; }
    const FaultInjector& faultInjector() const { return m_faults; }
    // Lock API requests answered so far, by status (admin requests are not counted, so
    // reading the stats does not move them).
    QMap<int, qint64> requestsByStatus() const { return m_requestsByStatus; }

private:
    struct LockCall;
    ApiResponse dispatch(const ApiRequest& request, const Route& target);
    ApiResponse lockOperation(const ApiRequest& request, const Route& target, Operation operation);
    ApiResponse authorizedLockOperation(LockCall& call, qint64 nowMs);
    // Fails with the 400 answer for the first invalid input.
    static Expected<void, ApiResponse> validate(LockCall& call);
    LockOutcome perform(const LockCall& call);
    ApiResponse admin(const ApiRequest& request, const Route& target);
    enum class ClockStep { Forward, Back };
    ApiResponse moveClock(const ApiRequest& request, ClockStep step);
    ApiResponse setRegion(const ApiRequest& request);
    ApiResponse stats();
    ApiResponse faults(const ApiRequest& request);

    void addRateLimitHeaders(ApiResponse& response, const QuotaWindow& window) const;
    void addCommonHeaders(ApiResponse& response, const ApiRequest& request) const;
    static ApiResponse error(int status, const QString& code, const QString& message);
    static ApiResponse error(ErrorCode code, const QString& message);
    static ApiResponse fromOutcome(const LockOutcome& outcome);

    const KeyRing& m_keys;
    LockService& m_locks;
    QuotaLedger& m_quota;
    SandboxClock& m_clock;
    bool m_regionAvailable = true;
    FaultInjector m_faults;
    QMap<int, qint64> m_requestsByStatus;
};

} // namespace volcano::sandbox
