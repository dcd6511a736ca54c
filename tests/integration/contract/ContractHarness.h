// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/LockClient.h"
#include "support/SandboxProcess.h"

#include <QDateTime>

#include <chrono>
#include <memory>

namespace volcano::test {

using RawHeaders = QList<std::pair<QByteArray, QByteArray>>;

// One real sandbox process (manual clock unless the options say otherwise) and a LockClient
// with project "demo"'s service-role key pointed at it. Every helper waits for its answer,
// so a contract row reads as a few lines.
class ContractHarness {
public:
    explicit ContractHarness(SandboxProcess::Options options = {});

    bool start();
    bool restart(); // same data folder, new port: client() follows, makeClient()s do not
    QString errorString() const { return m_sandbox.errorString(); }

    SandboxProcess& sandbox() { return m_sandbox; }
    LockClient& client() { return *m_client; }
    // Another client of this sandbox, e.g. with project "other"'s key or a weaker kind.
    std::unique_ptr<LockClient> makeClient(const QString& serviceKey) const;

    OperationResult acquire(const QString& key, qint64 ttlSeconds, const QString& lockToken);
    OperationResult renew(const QString& key, const QString& lockToken, qint64 ttlSeconds);
    OperationResult release(const QString& key, const QString& lockToken);
    OperationResult read(const QString& key);
    OperationResult forceRelease(const QString& key);

    // The sandbox clock, from GET /_sandbox/stats ("now"); invalid when unreadable.
    QDateTime serverNow();
    bool advance(std::chrono::milliseconds step);
    // Advances the manual clock to `offset` after the start of the next UTC minute.
    bool advanceToNextMinute(std::chrono::milliseconds offset = {});

    // A lock request the client would never send as-is: the demo service key (or
    // `serviceKey`), a fresh request id, the lock token when given, JSON content type with a
    // body. `path` is sent percent-encoded exactly as given.
    SandboxProcess::RawReply rawLock(const QByteArray& method, const QByteArray& path,
                                     const QString& lockToken = {}, const QByteArray& body = {},
                                     const QString& serviceKey = {});

private:
    SandboxProcess m_sandbox;
    std::unique_ptr<LockClient> m_client;
};

} // namespace volcano::test
