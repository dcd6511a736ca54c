// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/PendingCall.h"
#include "client/RequestRecord.h"
#include "client/RetryPolicy.h"
#include "protocol/Expected.h"

#include <QObject>
#include <QUrl>

#include <chrono>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace volcano {

class Clock;

// Speaks the Project Locks API. Every operation gets a fresh X-Volcano-Request-Id that its
// retries reuse; transport errors are retried with backoff (never a force release); HTTP
// answers are returned as typed results; redirects are never followed.
class LockClient : public QObject {
    Q_OBJECT
public:
    explicit LockClient(QObject* parent = nullptr);
    ~LockClient() override;

    void setBaseUrl(const QUrl& url);
    QUrl baseUrl() const { return m_baseUrl; }
    // Held in memory only; never logged.
    void setServiceKey(const QString& key);
    bool hasServiceKey() const { return !m_serviceKey.isEmpty(); }
    void setTransferTimeout(std::chrono::milliseconds timeout) { m_transferTimeout = timeout; }
    void setRetryPolicy(const RetryPolicy& policy) { m_retry = policy; }
    void setClock(const Clock* clock);
    const Clock& clock() const { return *m_clock; }

    // An empty lockToken means a new acquisition: a fresh random UUID is generated.
    PendingCall* acquire(const QString& key, qint64 ttlSeconds, const QString& lockToken = {});
    PendingCall* renew(const QString& key, const QString& lockToken, qint64 ttlSeconds);
    PendingCall* release(const QString& key, const QString& lockToken);
    PendingCall* read(const QString& key);
    // Never retried automatically: the caller re-reads and asks again.
    PendingCall* forceRelease(const QString& key);

    QUrl urlFor(Operation operation, const QString& key) const;
    static QString newUuid();

Q_SIGNALS:
    // After every HTTP attempt, including retries and failures.
    void requestFinished(const volcano::RequestRecord& record);

private:
    struct Call;
    PendingCall* start(const std::shared_ptr<Call>& call);
    Expected<void> validateInput(const Call& call) const;
    void sendAttempt(const std::shared_ptr<Call>& call);
    void onReply(const std::shared_ptr<Call>& call, QNetworkReply* reply);
    bool shouldRetry(const Call& call, const OperationResult& result) const;
    void finishCall(const std::shared_ptr<Call>& call, const OperationResult& result);
    RequestRecord recordFor(const Call& call, const OperationResult& result) const;

    QNetworkAccessManager* m_network;
    QUrl m_baseUrl;
    QString m_serviceKey;
    std::chrono::milliseconds m_transferTimeout{10000};
    RetryPolicy m_retry;
    const Clock* m_clock;
};

} // namespace volcano
