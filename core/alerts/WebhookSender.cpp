// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/WebhookSender.h"

#include "client/Clock.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <algorithm>

namespace volcano::alerts {

namespace {

constexpr int kBatch = 50;
// Deliveries due later are found by a check at least this often (another process may have
// queued some: a recorder that stopped, before a restart).
constexpr qint64 kIdleCheckMs = 5000;

// Credentials in the URL go in a header, never in the request line or a log.
QNetworkRequest requestFor(const QUrl& url) {
    QUrl bare = url;
    bare.setUserInfo({});
    QNetworkRequest request(bare);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(WebhookSender::kTimeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    if (!url.userInfo().isEmpty()) {
        const QByteArray pair = url.userName(QUrl::FullyDecoded).toUtf8() + ':' +
                                url.password(QUrl::FullyDecoded).toUtf8();
        request.setRawHeader("Authorization", "Basic " + pair.toBase64());
    }
    return request;
}

} // namespace

WebhookSender::WebhookSender(AlertStore& store, const Clock& clock, QObject* parent)
    : QObject(parent)
    , m_store(store)
    , m_clock(clock)
    , m_network(new QNetworkAccessManager(this)) {
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

WebhookSender::~WebhookSender() {
    m_clock.cancel(m_check);
}

void WebhookSender::setTargets(const QList<WebhookTarget>& targets) {
    m_urls.clear();
    for (const WebhookTarget& target : targets)
        m_urls.insert(target.targetId(), target.url);
}

void WebhookSender::setWriter(std::optional<AlertStore::Writer> writer) {
    m_writer = std::move(writer);
    if (m_writer)
        kick();
    else
        m_clock.cancel(std::exchange(m_check, 0));
}

void WebhookSender::kick() {
    scheduleCheck(0);
}

qint64 WebhookSender::retryDelayMs(int failedAttempts) {
    const int doublings = std::clamp(failedAttempts - 1, 0, 20);
    return std::min(kFirstRetryMs << doublings, kMaxRetryMs);
}

void WebhookSender::scheduleCheck(qint64 delayMs) {
    m_clock.cancel(m_check);
    m_check = m_clock.callAfter(delayMs, this, [this] {
        m_check = 0;
        sendNext();
    });
}

void WebhookSender::sendNext() {
    if (!m_writer || m_inFlight)
        return;
    const qint64 nowMs = m_clock.utcNow().toMSecsSinceEpoch();
    auto due = m_store.dueDeliveries(nowMs, kBatch);
    if (!due) {
        Q_EMIT storeError(due.error().message);
        scheduleCheck(kIdleCheckMs);
        return;
    }
    for (const AlertStore::Delivery& delivery : std::as_const(*due)) {
        if (const auto url = m_urls.constFind(delivery.target); url != m_urls.constEnd()) {
            post(delivery, *url);
            return;
        }
        fail(delivery, std::nullopt, tr("no webhook with this URL is in the rules now"));
        if (!m_writer)
            return;
    }
    auto next = m_store.nextDueMs();
    const qint64 untilNext = next && *next ? std::max<qint64>(**next - nowMs, 0) : kIdleCheckMs;
    scheduleCheck(std::min(untilNext, kIdleCheckMs));
}

void WebhookSender::post(const AlertStore::Delivery& delivery, const QUrl& url) {
    m_inFlight = m_network->post(requestFor(url), delivery.payload);
    QNetworkReply* reply = m_inFlight;
    connect(reply, &QNetworkReply::finished, this,
            [this, reply, delivery] { onFinished(reply, delivery); });
}

void WebhookSender::onFinished(QNetworkReply* reply, const AlertStore::Delivery& delivery) {
    m_inFlight = nullptr;
    reply->deleteLater();
    const QVariant statusValue = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const std::optional<int> status =
        statusValue.isValid() ? std::optional(statusValue.toInt()) : std::nullopt;
    if (status && *status >= 200 && *status < 300) {
        const qint64 nowMs = m_clock.utcNow().toMSecsSinceEpoch();
        if (m_writer && accept(m_store.markDelivered(*m_writer, delivery.id, *status, nowMs)))
            Q_EMIT delivered(delivery, *status);
    } else {
        fail(delivery, status, status ? tr("HTTP %1").arg(*status) : reply->errorString());
    }
    if (m_writer)
        kick();
}

void WebhookSender::fail(const AlertStore::Delivery& delivery, std::optional<int> httpStatus,
                         const QString& error) {
    if (!m_writer)
        return;
    const qint64 delayMs = retryDelayMs(delivery.attempts + 1);
    const qint64 nowMs = m_clock.utcNow().toMSecsSinceEpoch();
    if (accept(
            m_store.markFailed(*m_writer, delivery.id, httpStatus, error, nowMs + delayMs, nowMs)))
        Q_EMIT failed(delivery, error, delayMs);
}

bool WebhookSender::accept(const Expected<AlertStore::Outcome>& outcome) {
    if (!outcome) {
        Q_EMIT storeError(outcome.error().message);
        return false;
    }
    if (*outcome == AlertStore::Outcome::Fenced) {
        m_writer.reset();
        Q_EMIT fenced();
        return false;
    }
    return true;
}

} // namespace volcano::alerts
