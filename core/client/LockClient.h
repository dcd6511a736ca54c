// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/PendingCall.h"
#include "client/RequestRecord.h"
#include "client/RetryPolicy.h"
#include "protocol/Expected.h"

#include <QNetworkProxy>
#include <QObject>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QUrl>

#include <chrono>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;

namespace volcano {

class Clock;
struct HttpAnswer;

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
    // Trust these CA certificates (PEM) on top of the system trust store, for a server whose
    // certificate a private CA signed. An empty path trusts the system store alone. Fails,
    // changing nothing, when the file holds no certificate.
    [[nodiscard]] Expected<void> setCaCertificatesFile(const QString& path);
    QString caCertificatesFile() const { return m_caFile; }
    // What every request verifies the server with: peer verification, never an ignored error.
    QSslConfiguration tlsConfiguration() const;
    // The proxy the network manager uses for url (application proxy, or the system's:
    // https_proxy / http_proxy when QNetworkProxyFactory uses the system configuration).
    QNetworkProxy proxyFor(const QUrl& url) const;
    // Sent as User-Agent on every request.
    static QByteArray userAgent();
    void setClock(const Clock* clock);
    const Clock& clock() const { return *m_clock; }

    // An empty lockToken means a new acquisition: a fresh random UUID is generated.
    PendingCall* acquire(const QString& key, qint64 ttlSeconds, const QString& lockToken = {});
    PendingCall* renew(const QString& key, const QString& lockToken, qint64 ttlSeconds);
    PendingCall* release(const QString& key, const QString& lockToken);
    PendingCall* read(const QString& key);
    // Exactly one request on the wire (SingleRequestExchange), never retried by any layer:
    // the caller re-reads and asks again. requestId, when given, is the one sent (so it can
    // be recorded before sending). A connection closed or timed out after sending gives
    // OperationResult::outcomeUnknown.
    PendingCall* forceRelease(const QString& key, const QString& requestId = {});

    QUrl urlFor(Operation operation, const QString& key) const {
        return urlFor(m_baseUrl, operation, key);
    }
    static QUrl urlFor(const QUrl& baseUrl, Operation operation, const QString& key);
    static QString newUuid();

Q_SIGNALS:
    // After every HTTP attempt, including retries and failures.
    void requestFinished(const volcano::RequestRecord& record);

private:
    struct Call;
    PendingCall* start(const std::shared_ptr<Call>& call);
    Expected<void> validateInput(const Call& call) const;
    void sendAttempt(const std::shared_ptr<Call>& call);
    void sendSingleRequest(const std::shared_ptr<Call>& call);
    QList<QPair<QByteArray, QByteArray>> headersFor(const Call& call) const;
    OperationResult resultFor(const Call& call, const HttpAnswer& answer) const;
    void onReply(const std::shared_ptr<Call>& call, QNetworkReply* reply);
    void onSingleAnswer(const std::shared_ptr<Call>& call, const HttpAnswer& answer,
                        bool requestSent);
    bool shouldRetry(const Call& call, const OperationResult& result) const;
    void finishCall(const std::shared_ptr<Call>& call, const OperationResult& result);
    RequestRecord recordFor(const Call& call, const OperationResult& result) const;

    QNetworkAccessManager* m_network;
    QUrl m_baseUrl;
    QString m_serviceKey;
    QString m_caFile;
    QList<QSslCertificate> m_caCertificates;
    std::chrono::milliseconds m_transferTimeout{10000};
    RetryPolicy m_retry;
    const Clock* m_clock;
};

} // namespace volcano
