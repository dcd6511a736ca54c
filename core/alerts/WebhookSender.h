// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertStore.h"
#include "alerts/RuleSet.h"

#include <QHash>
#include <QObject>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace volcano {
class Clock;
}

namespace volcano::alerts {

// Sends the webhook outbox of an AlertStore: one POST at a time, oldest first (in order per
// target: a later alert waits for an earlier one being retried), each
// delivery marked in the store (the delivery log: attempts, HTTP status, last error). A
// failure (no connection, a timeout, any answer but 2xx, a redirect, which is never
// followed) is retried with back-off: 1 s, doubling to 5 min. The outbox lives in the store,
// so a restart or a new leader picks up what was not delivered; only one sender sends
// (the leading recorder, or a solo console), and its marks are fenced like its other
// writes, so a deposed leader stops at its next mark.
//
// Delivery is at least once: a sender that dies between the receiver's answer and its
// mark leaves the row pending, and the next sender sends it again.
class WebhookSender : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kFirstRetryMs = 1000;
    static constexpr qint64 kMaxRetryMs = 5 * 60 * 1000;
    static constexpr int kTimeoutMs = 10000;

    // The store and clock must outlive the sender.
    WebhookSender(AlertStore& store, const Clock& clock, QObject* parent = nullptr);
    ~WebhookSender() override;

    void setTargets(const QList<WebhookTarget>& targets);
    // Sends while a writer is set; none stops (a standby recorder). The request in flight
    // finishes and is marked.
    void setWriter(std::optional<AlertStore::Writer> writer);
    // New deliveries were queued: send them now rather than at the next scheduled check.
    void kick();
    bool isBusy() const { return m_inFlight != nullptr; }

    static qint64 retryDelayMs(int failedAttempts);

Q_SIGNALS:
    void delivered(const volcano::alerts::AlertStore::Delivery& delivery, int httpStatus);
    void failed(const volcano::alerts::AlertStore::Delivery& delivery, const QString& error,
                qint64 retryInMs);
    // A mark was refused: another recorder leads now; this sender stopped.
    void fenced();
    void storeError(const QString& message);

private:
    void sendNext();
    void post(const AlertStore::Delivery& delivery, const QUrl& url);
    void onFinished(QNetworkReply* reply, const AlertStore::Delivery& delivery);
    void fail(const AlertStore::Delivery& delivery, std::optional<int> httpStatus,
              const QString& error);
    bool accept(const Expected<AlertStore::Outcome>& outcome);
    void scheduleCheck(qint64 delayMs);

    AlertStore& m_store;
    const Clock& m_clock;
    QNetworkAccessManager* m_network;
    QHash<QString, QUrl> m_urls; // by WebhookTarget::targetId, the form the store keeps
    std::optional<AlertStore::Writer> m_writer;
    QNetworkReply* m_inFlight = nullptr;
    int m_check = 0;
};

} // namespace volcano::alerts
