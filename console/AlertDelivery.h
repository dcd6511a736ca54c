// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEvent.h"
#include "alerts/AlertStore.h"
#include "alerts/RuleSet.h"
#include "secrets/SecretRef.h"

#include <QHash>
#include <QObject>
#include <QSet>

namespace volcano {
class AppDatabase;
class Clock;
class SecretStore;
namespace alerts {
class WebhookSender;
}
} // namespace volcano

namespace volcano::ui {

// A solo console's alert webhooks: each alert the console fires or resolves is recorded in
// its own database with one delivery per webhook (the outbox of docs/alerts.md), and sent
// by a WebhookSender, in order, retried with back-off, across restarts. In team mode the
// leading recorder sends and this stays idle.
//
// A webhook's user and password live in the keychain (SecretRef::webhookCredential), never
// in the rule file: splitCredentials() stores them and returns the targets without them, and
// setWebhooks() reads them back before sending starts.
class AlertDelivery : public QObject {
    Q_OBJECT
public:
    // The database, clock and secret store must outlive this.
    AlertDelivery(AppDatabase& database, const Clock& clock, SecretStore& secrets,
                  QObject* parent = nullptr);
    ~AlertDelivery() override;

    // The rule file's webhooks (without credentials); sending starts once the keychain has
    // answered for each.
    void setWebhooks(const QList<alerts::WebhookTarget>& targets);
    // Off in team mode.
    void setSending(bool on);
    bool isSending() const { return m_sending; }
    // Queues the event for every webhook.
    void record(const alerts::AlertEvent& event);
    // Writes the credentials of targets that carry them to the keychain; the targets as the
    // rule file keeps them.
    QList<alerts::WebhookTarget> splitCredentials(const QList<alerts::WebhookTarget>& targets);

    alerts::AlertStore& store() { return m_store; }
    alerts::WebhookSender& sender() const { return *m_sender; }

Q_SIGNALS:
    // A delivery failed for the first time (its retries are logged only), or the outbox
    // could not be written: one sentence for a banner.
    void deliveryProblem(const QString& text);

private:
    void onCredential(const SecretRef& ref, const QString& credential);
    void onNoCredential(const SecretRef& ref);
    void applyTargets();

    alerts::AlertStore m_store;
    const Clock& m_clock;
    SecretStore& m_secrets;
    alerts::WebhookSender* m_sender;
    QList<alerts::WebhookTarget> m_targets; // as the rule file has them
    QHash<QString, QString> m_credentials;  // by target id
    QSet<QString> m_awaiting;               // target ids the keychain has not answered for
    bool m_sending = true;
};

} // namespace volcano::ui
