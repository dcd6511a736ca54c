// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ContractHarness.h"

#include "ContractChecks.h"

namespace volcano::test {

ContractHarness::ContractHarness(SandboxProcess::Options options)
    : m_sandbox(std::move(options)) {}

bool ContractHarness::start() {
    if (!m_sandbox.start())
        return false;
    m_client = makeClient(m_sandbox.serviceKey());
    return true;
}

bool ContractHarness::restart() {
    if (!m_sandbox.restart())
        return false;
    m_client->setBaseUrl(m_sandbox.baseUrl());
    return true;
}

std::unique_ptr<LockClient> ContractHarness::makeClient(const QString& serviceKey) const {
    auto client = m_sandbox.client(serviceKey);
    // One HTTP request per operation: quota counts and request ids stay predictable.
    RetryPolicy once;
    once.maxAttempts = 1;
    client->setRetryPolicy(once);
    return client;
}

OperationResult ContractHarness::acquire(const QString& key, qint64 ttlSeconds,
                                         const QString& lockToken) {
    return waitForResult(m_client->acquire(key, ttlSeconds, lockToken));
}

OperationResult ContractHarness::renew(const QString& key, const QString& lockToken,
                                       qint64 ttlSeconds) {
    return waitForResult(m_client->renew(key, lockToken, ttlSeconds));
}

OperationResult ContractHarness::release(const QString& key, const QString& lockToken) {
    return waitForResult(m_client->release(key, lockToken));
}

OperationResult ContractHarness::read(const QString& key) {
    return waitForResult(m_client->read(key));
}

OperationResult ContractHarness::forceRelease(const QString& key) {
    return waitForResult(m_client->forceRelease(key));
}

QDateTime ContractHarness::serverNow() {
    return m_sandbox.serverNow();
}

bool ContractHarness::advance(std::chrono::milliseconds step) {
    return m_sandbox.advanceClock(static_cast<double>(step.count()) / 1000.0) == 204;
}

bool ContractHarness::advanceToNextMinute(std::chrono::milliseconds offset) {
    const QDateTime now = serverNow();
    if (!now.isValid())
        return false;
    const QTime time = now.time();
    const qint64 intoMinute = time.second() * 1000LL + time.msec();
    return advance(std::chrono::milliseconds(60'000 - intoMinute) + offset);
}

SandboxProcess::RawReply ContractHarness::rawLock(const QByteArray& method, const QByteArray& path,
                                                  const QString& lockToken, const QByteArray& body,
                                                  const QString& serviceKey) {
    RawHeaders headers{
        {"Authorization", bearer(serviceKey.isEmpty() ? m_sandbox.serviceKey() : serviceKey)},
        {"X-Volcano-Request-Id", LockClient::newUuid().toLatin1()}};
    if (!lockToken.isEmpty())
        headers.emplaceBack("X-Volcano-Lock-Token", lockToken.toLatin1());
    if (!body.isEmpty())
        headers.emplaceBack("Content-Type", "application/json");
    return m_sandbox.raw(method, path, headers, body);
}

} // namespace volcano::test
