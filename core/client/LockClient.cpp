// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/LockClient.h"

#include "client/Clock.h"
#include "client/EndpointPolicy.h"
#include "client/HttpAnswer.h"
#include "client/SingleRequestExchange.h"
#include "protocol/LockJson.h"
#include "protocol/Validation.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QPointer>
#include <QSslSocket>
#include <QTimer>
#include <QUuid>

Q_LOGGING_CATEGORY(lcLockClient, "volcano.client")

namespace volcano {

struct LockClient::Call {
    Operation operation = Operation::Read;
    QString key;
    QString lockToken;
    qint64 ttlSeconds = 0;
    QString requestId = LockClient::newUuid();
    int attempt = 0;
    QPointer<PendingCall> pending;
    qint64 sentAtMonotonicMs = 0;
    QDateTime sentAtUtc;
};

LockClient::LockClient(QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_clock(&Clock::system()) {
    // Redirects would re-send the service key and lock token to another address.
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_network->setAutoDeleteReplies(false);
}

LockClient::~LockClient() = default;

void LockClient::setBaseUrl(const QUrl& url) {
    m_baseUrl = url;
}

void LockClient::setServiceKey(const QString& key) {
    m_serviceKey = key;
}

Expected<void> LockClient::setCaCertificatesFile(const QString& path) {
    if (path.isEmpty()) {
        m_caFile.clear();
        m_caCertificates.clear();
        return {};
    }
    const QList<QSslCertificate> certificates =
        QSslCertificate::fromPath(path, QSsl::Pem, QSslCertificate::PatternSyntax::FixedString);
    if (certificates.isEmpty())
        return fail(
            QStringLiteral("no PEM certificate could be read from the CA file %1").arg(path));
    m_caFile = path;
    m_caCertificates = certificates;
    return {};
}

QSslConfiguration LockClient::tlsConfiguration() const {
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
    if (!m_caCertificates.isEmpty())
        tls.addCaCertificates(m_caCertificates);
    return tls;
}

QNetworkProxy LockClient::proxyFor(const QUrl& url) const {
    // The same choice as QNetworkAccessManager's: its own proxy when one is set, else the
    // application's proxy factory (which follows the system when so configured).
    if (m_network->proxy().type() != QNetworkProxy::DefaultProxy)
        return m_network->proxy();
    const QList<QNetworkProxy> proxies =
        QNetworkProxyFactory::proxyForQuery(QNetworkProxyQuery(url));
    for (const QNetworkProxy& proxy : proxies) {
        if (proxy.type() == QNetworkProxy::HttpProxy || proxy.type() == QNetworkProxy::NoProxy ||
            proxy.type() == QNetworkProxy::Socks5Proxy)
            return proxy;
    }
    return QNetworkProxy(QNetworkProxy::NoProxy);
}

QByteArray LockClient::userAgent() {
    QByteArray agent = QByteArrayLiteral("volcano-lock-client");
    const QString program = QCoreApplication::applicationName();
    if (!program.isEmpty())
        agent +=
            " (" + program.toUtf8() + ' ' + QCoreApplication::applicationVersion().toUtf8() + ')';
    return agent;
}

void LockClient::setClock(const Clock* clock) {
    m_clock = clock ? clock : &Clock::system();
}

QString LockClient::newUuid() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

PendingCall* LockClient::acquire(const QString& key, qint64 ttlSeconds, const QString& lockToken) {
    auto call = std::make_shared<Call>();
    call->operation = Operation::Acquire;
    call->key = key;
    call->ttlSeconds = ttlSeconds;
    call->lockToken = lockToken.isEmpty() ? newUuid() : lockToken;
    return start(call);
}

PendingCall* LockClient::renew(const QString& key, const QString& lockToken, qint64 ttlSeconds) {
    auto call = std::make_shared<Call>();
    call->operation = Operation::Renew;
    call->key = key;
    call->lockToken = lockToken;
    call->ttlSeconds = ttlSeconds;
    return start(call);
}

PendingCall* LockClient::release(const QString& key, const QString& lockToken) {
    auto call = std::make_shared<Call>();
    call->operation = Operation::Release;
    call->key = key;
    call->lockToken = lockToken;
    return start(call);
}

PendingCall* LockClient::read(const QString& key) {
    auto call = std::make_shared<Call>();
    call->operation = Operation::Read;
    call->key = key;
    return start(call);
}

PendingCall* LockClient::forceRelease(const QString& key, const QString& requestId) {
    auto call = std::make_shared<Call>();
    call->operation = Operation::ForceRelease;
    call->key = key;
    if (!requestId.isEmpty())
        call->requestId = requestId;
    return start(call);
}

QUrl LockClient::urlFor(const QUrl& baseUrl, Operation operation, const QString& key) {
    QString path = baseUrl.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    path += QStringLiteral("/locks/") + QString::fromLatin1(QUrl::toPercentEncoding(key));
    if (operation != Operation::Read && operation != Operation::ForceRelease)
        path += QStringLiteral("/lease");
    QUrl url = baseUrl;
    url.setPath(path, QUrl::TolerantMode);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

Expected<void> LockClient::validateInput(const Call& call) const {
    if (auto valid = endpoint::validateBaseUrl(m_baseUrl); !valid)
        return valid;
    if (m_serviceKey.isEmpty())
        return fail(QStringLiteral("no service key is set"));
    if (auto valid = validation::validateKey(call.key); !valid)
        return valid;
    // Valid keys, but QUrl always decodes %2E and QNetworkAccessManager removes dot segments
    // from the path: "/locks/../lease" would go out as "/lease", to another resource.
    if (call.key == QLatin1StringView(".") || call.key == QLatin1StringView(".."))
        return fail(QStringLiteral("the lock key '%1' cannot be sent: URLs read it as a folder "
                                   "step, so the request would reach another address; use "
                                   "another key")
                        .arg(call.key));
    const bool sendsTtl =
        call.operation == Operation::Acquire || call.operation == Operation::Renew;
    if (sendsTtl) {
        if (auto valid = validation::validateTtl(call.ttlSeconds); !valid)
            return valid;
    }
    const bool sendsToken = sendsTtl || call.operation == Operation::Release;
    if (sendsToken) {
        if (auto valid = validation::validateLockToken(call.lockToken); !valid)
            return valid;
    }
    return {};
}

PendingCall* LockClient::start(const std::shared_ptr<Call>& call) {
    auto* pending = new PendingCall(this);
    call->pending = pending;
    if (const auto valid = validateInput(*call); !valid) {
        OperationResult result;
        result.operation = call->operation;
        result.key = call->key;
        result.requestId = call->requestId;
        result.lockToken = call->lockToken;
        ApiError invalid;
        invalid.kind = FailureKind::InvalidInput;
        invalid.message = valid.error().message;
        result.error = invalid;
        // Delivered from the event loop so callers can connect to finished() first.
        QTimer::singleShot(0, pending, [pending, result] { pending->finish(result); });
        return pending;
    }
    sendAttempt(call);
    return pending;
}

QList<QPair<QByteArray, QByteArray>> LockClient::headersFor(const Call& call) const {
    QList<QPair<QByteArray, QByteArray>> headers{
        {QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + m_serviceKey.toUtf8()},
        {QByteArrayLiteral("X-Volcano-Request-Id"), call.requestId.toLatin1()},
        {QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")},
        {QByteArrayLiteral("User-Agent"), userAgent()},
    };
    if (!call.lockToken.isEmpty())
        headers.append({QByteArrayLiteral("X-Volcano-Lock-Token"), call.lockToken.toLatin1()});
    return headers;
}

void LockClient::sendAttempt(const std::shared_ptr<Call>& call) {
    if (!call->pending)
        return;
    if (call->operation == Operation::ForceRelease)
        return sendSingleRequest(call);
    ++call->attempt;
    QNetworkRequest request(urlFor(call->operation, call->key));
    const QList<QPair<QByteArray, QByteArray>> headers = headersFor(*call);
    for (const auto& [name, value] : headers)
        request.setRawHeader(name, value);
    QByteArray body;
    if (call->operation == Operation::Acquire || call->operation == Operation::Renew) {
        body = json::ttlBody(call->ttlSeconds);
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArrayLiteral("application/json"));
    }
    request.setTransferTimeout(static_cast<int>(m_transferTimeout.count()));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setSslConfiguration(tlsConfiguration());
    call->sentAtMonotonicMs = m_clock->monotonicMs();
    call->sentAtUtc = m_clock->utcNow();
    QNetworkReply* reply =
        m_network->sendCustomRequest(request, operationVerb(call->operation), body);
    connect(reply, &QNetworkReply::finished, this, [this, call, reply] { onReply(call, reply); });
    connect(call->pending, &PendingCall::cancelled, reply, &QNetworkReply::abort);
}

void LockClient::sendSingleRequest(const std::shared_ptr<Call>& call) {
    ++call->attempt;
    SingleRequestExchange::Request request;
    request.method = operationVerb(call->operation);
    request.url = urlFor(call->operation, call->key);
    request.headers = headersFor(*call);
    request.proxy = proxyFor(request.url);
    request.tls = tlsConfiguration();
    request.timeout = m_transferTimeout;
    call->sentAtMonotonicMs = m_clock->monotonicMs();
    call->sentAtUtc = m_clock->utcNow();
    auto* exchange = new SingleRequestExchange(std::move(request), this);
    connect(exchange, &SingleRequestExchange::finished, this,
            [this, call, exchange](const HttpAnswer& answer) {
                exchange->deleteLater();
                onSingleAnswer(call, answer, exchange->requestSent());
            });
    connect(call->pending, &PendingCall::cancelled, exchange, [exchange] {
        exchange->abort();
        exchange->deleteLater();
    });
    exchange->start();
}

void LockClient::onSingleAnswer(const std::shared_ptr<Call>& call, const HttpAnswer& answer,
                                bool requestSent) {
    if (!call->pending || call->pending->isCancelled())
        return;
    OperationResult result = resultFor(*call, answer);
    if (answer.status == 0 && requestSent) {
        // The request left; the server may or may not have acted on it. Only a read tells.
        result.outcomeUnknown = true;
        result.error->message =
            QStringLiteral("outcome unknown: %1 after the request was sent; only a read of the "
                           "lock tells whether the server acted on it")
                .arg(result.error->message);
    }
    Q_EMIT requestFinished(recordFor(*call, result));
    finishCall(call, result);
}

OperationResult LockClient::resultFor(const Call& call, const HttpAnswer& answer) const {
    OperationResult result;
    result.operation = call.operation;
    result.key = call.key;
    result.requestId = call.requestId;
    result.lockToken = call.lockToken;
    result.attempts = call.attempt;
    result.sentAtMonotonicMs = call.sentAtMonotonicMs;
    result.sentAtUtc = call.sentAtUtc;
    result.latencyMs = m_clock->monotonicMs() - call.sentAtMonotonicMs;
    applyAnswer(answer, result);
    return result;
}

void LockClient::onReply(const std::shared_ptr<Call>& call, QNetworkReply* reply) {
    reply->deleteLater();
    if (!call->pending || call->pending->isCancelled())
        return;
    // Qt reports a transfer timeout as OperationCanceledError; we abort only on cancel.
    const bool timedOut = reply->error() == QNetworkReply::OperationCanceledError;
    const OperationResult result = resultFor(*call, HttpAnswer::fromReply(reply, timedOut));
    Q_EMIT requestFinished(recordFor(*call, result));
    if (shouldRetry(*call, result)) {
        const auto delay = m_retry.backoffBefore(call->attempt + 1);
        qCDebug(lcLockClient) << "retrying" << operationName(call->operation) << "after"
                              << delay.count() << "ms, request id" << call->requestId;
        QTimer::singleShot(delay, call->pending, [this, call] { sendAttempt(call); });
        return;
    }
    finishCall(call, result);
}

bool LockClient::shouldRetry(const Call& call, const OperationResult& result) const {
    if (call.operation == Operation::ForceRelease || call.attempt >= m_retry.maxAttempts)
        return false;
    if (!result.error || result.httpStatus != 0)
        return false;
    return result.error->kind == FailureKind::Timeout ||
           isRetryableTransportError(result.error->networkError);
}

void LockClient::finishCall(const std::shared_ptr<Call>& call, const OperationResult& result) {
    if (call->pending)
        call->pending->finish(result);
}

RequestRecord LockClient::recordFor(const Call& call, const OperationResult& result) const {
    RequestRecord record;
    record.operation = call.operation;
    record.key = call.key;
    record.method = operationVerb(call.operation);
    record.path = urlFor(call.operation, call.key).path(QUrl::FullyEncoded);
    record.httpStatus = result.httpStatus;
    if (result.error)
        record.code = result.error->codeText.isEmpty() ? failureKindName(result.error->kind)
                                                       : result.error->codeText;
    record.requestId = call.requestId;
    record.sentAtUtc = call.sentAtUtc;
    record.latencyMs = result.latencyMs;
    record.attempt = call.attempt;
    record.rateLimit = result.rateLimit;
    if (result.error)
        record.retryAfterSeconds = result.error->retryAfterSeconds;
    record.serverDate = result.serverDate;
    return record;
}

} // namespace volcano
