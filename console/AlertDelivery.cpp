// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/AlertDelivery.h"

#include "alerts/WebhookSender.h"
#include "client/Clock.h"
#include "secrets/SecretStore.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcWebhooks, "volcano.ui.webhooks")

namespace volcano::ui {

namespace {

const alerts::AlertStore::Writer kConsole{QStringLiteral("console"), std::nullopt};

} // namespace

AlertDelivery::AlertDelivery(AppDatabase& database, const Clock& clock, SecretStore& secrets,
                             QObject* parent)
    : QObject(parent)
    , m_store(database)
    , m_clock(clock)
    , m_secrets(secrets)
    , m_sender(new alerts::WebhookSender(m_store, clock, this)) {
    connect(&secrets, &SecretStore::secretRead, this, &AlertDelivery::onCredential);
    connect(&secrets, &SecretStore::secretNotFound, this, &AlertDelivery::onNoCredential);
    connect(&secrets, &SecretStore::failed, this,
            [this](const SecretRef& ref, const QString&) { onNoCredential(ref); });
    connect(m_sender, &alerts::WebhookSender::failed, this,
            [this](const alerts::AlertStore::Delivery& delivery, const QString& error,
                   qint64 retryInMs) {
                const QString text = tr("The alert webhook %1 did not take alert %2 (%3); "
                                        "retrying in %4 s")
                                         .arg(delivery.target)
                                         .arg(delivery.eventId)
                                         .arg(error)
                                         .arg(retryInMs / 1000);
                qCWarning(lcWebhooks).noquote() << text;
                if (delivery.attempts == 0) // once per delivery, not at every retry
                    Q_EMIT deliveryProblem(text);
            });
    connect(m_sender, &alerts::WebhookSender::delivered, this,
            [](const alerts::AlertStore::Delivery& delivery, int status) {
                qCInfo(lcWebhooks).noquote() << "delivered alert" << delivery.eventId << "to"
                                             << delivery.target << "HTTP" << status;
            });
}

AlertDelivery::~AlertDelivery() = default;

void AlertDelivery::setWebhooks(const QList<alerts::WebhookTarget>& targets) {
    m_targets = targets;
    m_awaiting.clear();
    for (const alerts::WebhookTarget& target : targets) {
        if (!target.credentials().isEmpty() || m_credentials.contains(target.targetId()))
            continue;
        m_awaiting.insert(target.targetId());
        m_secrets.read(SecretRef::webhookCredential(target.targetId()));
    }
    applyTargets();
}

void AlertDelivery::setSending(bool on) {
    m_sending = on;
    applyTargets();
}

void AlertDelivery::record(const alerts::AlertEvent& event) {
    if (!m_sending || m_targets.isEmpty())
        return;
    QStringList ids;
    for (const alerts::WebhookTarget& target : std::as_const(m_targets))
        ids.append(target.targetId());
    const auto recorded =
        m_store.record(kConsole, {event}, ids, m_clock.utcNow().toMSecsSinceEpoch());
    if (!recorded) {
        Q_EMIT deliveryProblem(recorded.error().message);
        return;
    }
    m_sender->kick();
}

QList<alerts::WebhookTarget>
AlertDelivery::splitCredentials(const QList<alerts::WebhookTarget>& targets) {
    QList<alerts::WebhookTarget> bare;
    for (const alerts::WebhookTarget& target : targets) {
        if (!target.credentials().isEmpty()) {
            m_credentials.insert(target.targetId(), target.credentials());
            m_secrets.write(SecretRef::webhookCredential(target.targetId()), target.credentials());
        }
        bare.append(target.withoutCredentials());
    }
    return bare;
}

void AlertDelivery::onCredential(const SecretRef& ref, const QString& credential) {
    if (ref.kind != SecretRef::Kind::WebhookCredential || !m_awaiting.remove(ref.lockKey))
        return;
    m_credentials.insert(ref.lockKey, credential);
    applyTargets();
}

void AlertDelivery::onNoCredential(const SecretRef& ref) {
    if (ref.kind == SecretRef::Kind::WebhookCredential && m_awaiting.remove(ref.lockKey))
        applyTargets();
}

// Nothing is sent before the keychain has answered for every webhook: a delivery sent
// without its credentials would only be refused and wait for a retry.
void AlertDelivery::applyTargets() {
    QList<alerts::WebhookTarget> withCredentials;
    for (const alerts::WebhookTarget& target : std::as_const(m_targets)) {
        alerts::WebhookTarget sent = target;
        if (const auto found = m_credentials.constFind(target.targetId());
            found != m_credentials.constEnd() && target.credentials().isEmpty())
            sent.url.setUserInfo(*found, QUrl::StrictMode);
        withCredentials.append(sent);
    }
    m_sender->setTargets(withCredentials);
    const bool ready = m_sending && m_awaiting.isEmpty();
    m_sender->setWriter(ready ? std::optional(kConsole) : std::nullopt);
}

} // namespace volcano::ui
