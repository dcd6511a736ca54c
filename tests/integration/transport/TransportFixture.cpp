// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "TransportFixture.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>

namespace volcano::test {

TransportFixture::TransportFixture()
    : m_server(std::make_unique<ScriptedHttpServer>())
    , m_client(std::make_unique<LockClient>()) {
    RetryPolicy fast;
    fast.maxAttempts = 3;
    fast.initialBackoff = std::chrono::milliseconds(10);
    fast.maxBackoff = std::chrono::milliseconds(40);
    m_client->setRetryPolicy(fast);
    m_client->setServiceKey(QString::fromLatin1(kServiceKey));
    // Every reply is created by the client's one manager; watching its signal catches all.
    auto* network = m_client->findChild<QNetworkAccessManager*>();
    Q_ASSERT(network);
    QObject::connect(network, &QNetworkAccessManager::finished, network,
                     [this](QNetworkReply* reply) { m_replies.append(reply); });
}

TransportFixture::~TransportFixture() = default;

bool TransportFixture::start(const QString& basePath) {
    if (!m_server->listen())
        return false;
    m_client->setBaseUrl(m_server->baseUrl(basePath));
    return true;
}

PendingCall* TransportFixture::call(Operation operation, const QString& key, qint64 ttlSeconds) {
    const QString token = QString::fromLatin1(kLockToken);
    switch (operation) {
    case Operation::Acquire:
        return m_client->acquire(key, ttlSeconds, token);
    case Operation::Renew:
        return m_client->renew(key, token, ttlSeconds);
    case Operation::Release:
        return m_client->release(key, token);
    case Operation::Read:
        return m_client->read(key);
    case Operation::ForceRelease:
        return m_client->forceRelease(key);
    }
    return nullptr;
}

QByteArray TransportFixture::grantBody() {
    return QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":4503599627370497})");
}

ScriptedAction TransportFixture::success(Operation operation) {
    switch (operation) {
    case Operation::Acquire:
    case Operation::Renew:
        return ScriptedAction::json(200, grantBody());
    case Operation::Read:
        return ScriptedAction::json(200, QByteArrayLiteral(R"({"held":false})"));
    case Operation::Release:
    case Operation::ForceRelease:
        return ScriptedAction::reply(204);
    }
    return ScriptedAction::reply(500);
}

std::optional<OperationResult> TransportFixture::finish(PendingCall* call, int timeoutMs) {
    QSignalSpy finished(call, &PendingCall::finished);
    if (!finished.wait(timeoutMs) || finished.size() != 1)
        return std::nullopt;
    return finished.first().first().value<OperationResult>();
}

int TransportFixture::repliesAlive() const {
    auto* network = m_client->findChild<QNetworkAccessManager*>();
    return int(network->findChildren<QNetworkReply*>().size());
}

} // namespace volcano::test
