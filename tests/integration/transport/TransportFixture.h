// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/LockClient.h"
#include "support/ScriptedHttpServer.h"

#include <QList>
#include <QPointer>

#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace volcano::test {

// A LockClient pointed at a ScriptedHttpServer, with a fast retry policy, plus a watch on
// every QNetworkReply the client's network manager creates.
class TransportFixture {
public:
    static constexpr auto kServiceKey = "sk_transport_test";
    static constexpr auto kLockToken = "4f83efc2-8fe7-42e8-8347-43493dc5bd8f";

    TransportFixture();
    ~TransportFixture();

    // Starts the server and points the client at it (base path appended, e.g. "/v1").
    bool start(const QString& basePath = {});

    ScriptedHttpServer& server() { return *m_server; }
    LockClient& client() { return *m_client; }

    // Starts one operation with kLockToken (where the operation takes a token).
    PendingCall* call(Operation operation, const QString& key, qint64 ttlSeconds = 30);
    // The contract's success answer for an operation (a grant, {"held":false}, or 204).
    static ScriptedAction success(Operation operation);
    static QByteArray grantBody();

    // Waits for the call's finished(); nothing when it did not come within timeoutMs.
    static std::optional<OperationResult> finish(PendingCall* call, int timeoutMs = 10000);

    // Replies the client's network manager has created so far, and how many still exist.
    int repliesCreated() const { return int(m_replies.size()); }
    int repliesAlive() const;

private:
    std::unique_ptr<ScriptedHttpServer> m_server;
    std::unique_ptr<LockClient> m_client;
    QList<QPointer<QNetworkReply>> m_replies;
};

} // namespace volcano::test
