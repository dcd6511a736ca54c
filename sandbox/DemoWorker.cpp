// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/DemoWorker.h"

#include "client/LockClient.h"
#include "sandbox/DemoWorkers.h"
#include "sandbox/SandboxLog.h"

using namespace std::chrono_literals;

namespace volcano::sandbox {
namespace {
constexpr double kCrashProbability = 0.3;
} // namespace

DemoWorker::DemoWorker(DemoWorkers& owner, QString key, int index, int contenders,
                       qint64 ttlSeconds)
    : m_owner(owner)
    , m_key(std::move(key))
    , m_index(index)
    , m_contenders(contenders)
    , m_ttlSeconds(ttlSeconds) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &DemoWorker::onTimer);
}

void DemoWorker::start() {
    m_monotonic.start();
    becomeContender(m_owner.randomBetween(100ms, 1500ms));
}

void DemoWorker::stop() {
    m_state = State::Idle;
    m_timer.stop();
    if (m_pending)
        m_pending->cancel();
    m_pending = nullptr;
}

QString DemoWorker::name() const {
    return QStringLiteral("%1/worker-%2").arg(m_key).arg(m_index);
}

void DemoWorker::schedule(std::chrono::milliseconds delay) {
    m_timer.start(delay);
}

void DemoWorker::onTimer() {
    if (m_pending) {
        schedule(500ms);
        return;
    }
    switch (m_state) {
    case State::Contending:
        contend();
        break;
    case State::Leading:
        if (m_monotonic.elapsed() >= m_termEndsAtMs)
            endTerm();
        else
            renew();
        break;
    case State::Crashed:
        wakeUp();
        break;
    case State::Resting:
        becomeContender(0ms);
        break;
    case State::Idle:
        break;
    }
}

void DemoWorker::becomeContender(std::chrono::milliseconds delay) {
    m_state = State::Contending;
    m_token = LockClient::newUuid();
    schedule(delay);
}

std::chrono::milliseconds DemoWorker::contendInterval() {
    // Spread over the key's contenders so a busy key costs about the same as a quiet one.
    return m_owner.randomBetween(3s, 5s) * m_contenders;
}

std::chrono::milliseconds DemoWorker::backoffFor(const OperationResult& result) {
    if (result.error && result.error->retryAfterSeconds)
        return std::chrono::seconds(*result.error->retryAfterSeconds);
    return 5s;
}

void DemoWorker::track(PendingCall* call, void (DemoWorker::*handler)(const OperationResult&)) {
    m_pending = call;
    connect(call, &PendingCall::finished, this, [this, handler](const OperationResult& result) {
        m_pending = nullptr;
        (this->*handler)(result);
    });
}

void DemoWorker::contend() {
    if (!m_owner.spend(true)) {
        schedule(contendInterval());
        return;
    }
    track(m_owner.client().acquire(m_key, m_ttlSeconds, m_token), &DemoWorker::onAcquired);
}

void DemoWorker::onAcquired(const OperationResult& result) {
    if (m_state != State::Contending)
        return;
    if (result.ok() && result.grant) {
        becomeLeader(result);
        return;
    }
    if (result.isError(ErrorCode::LeaseDeadlineExceeded))
        m_token = LockClient::newUuid();
    schedule(result.isError(ErrorCode::LockHeld) ? contendInterval() : backoffFor(result));
}

void DemoWorker::becomeLeader(const OperationResult& result) {
    m_state = State::Leading;
    m_termEndsAtMs = m_monotonic.elapsed() + m_owner.randomBetween(2s, 30s).count();
    qCInfo(lcSandboxDemo, "%ls leads with fencing token %llu", qUtf16Printable(name()),
           result.grant->fencingToken);
    schedule(std::chrono::milliseconds(m_ttlSeconds * 1000 / 3));
}

void DemoWorker::renew() {
    m_owner.spend(false);
    track(m_owner.client().renew(m_key, m_token, m_ttlSeconds), &DemoWorker::onRenewed);
}

void DemoWorker::onRenewed(const OperationResult& result) {
    if (m_state != State::Leading)
        return;
    if (result.ok()) {
        schedule(std::chrono::milliseconds(m_ttlSeconds * 1000 / 3));
        return;
    }
    if (result.isError(ErrorCode::LockOwnershipLost)) {
        qCInfo(lcSandboxDemo, "%ls lost the lease and stops its work", qUtf16Printable(name()));
        becomeContender(contendInterval());
        return;
    }
    // Transient (quota, region, transport): try again well before the lease runs out.
    schedule(1s);
}

// Back from a stall (a long GC pause, a frozen VM): the lease ran out meanwhile, so the
// renewal is refused and the worker must stop the work it thought it still owned.
void DemoWorker::wakeUp() {
    m_owner.spend(false);
    track(m_owner.client().renew(m_key, m_token, m_ttlSeconds), &DemoWorker::onWokenUp);
}

void DemoWorker::onWokenUp(const OperationResult& result) {
    if (m_state != State::Crashed)
        return;
    if (result.ok()) {
        // Nobody took over in time: carry on as leader.
        m_state = State::Leading;
        schedule(std::chrono::milliseconds(m_ttlSeconds * 1000 / 3));
        return;
    }
    qCInfo(lcSandboxDemo, "%ls woke up to %ls and stops its work", qUtf16Printable(name()),
           qUtf16Printable(result.error->label()));
    becomeContender(contendInterval());
}

void DemoWorker::endTerm() {
    if (m_owner.chance(kCrashProbability)) {
        m_state = State::Crashed;
        qCInfo(lcSandboxDemo, "%ls stalls: stops renewing without releasing",
               qUtf16Printable(name()));
        schedule(std::chrono::seconds(m_ttlSeconds) + m_owner.randomBetween(2s, 6s));
        return;
    }
    m_state = State::Resting;
    qCInfo(lcSandboxDemo, "%ls hands over: releases the lock", qUtf16Printable(name()));
    m_owner.spend(false);
    track(m_owner.client().release(m_key, m_token), &DemoWorker::onReleased);
    schedule(m_owner.randomBetween(2s, 5s));
}

void DemoWorker::onReleased(const OperationResult& result) {
    if (!result.ok())
        qCInfo(lcSandboxDemo, "%ls could not release: %ls", qUtf16Printable(name()),
               qUtf16Printable(result.error->label()));
}

} // namespace volcano::sandbox
