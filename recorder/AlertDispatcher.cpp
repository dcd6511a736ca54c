// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "AlertDispatcher.h"

#include "alerts/WebhookSender.h"
#include "client/Clock.h"

namespace volcano::recorder {

namespace {

constexpr int kEvaluateEveryMs = 1000;
// Unrecorded events kept while the store is away; past this the oldest go (and are logged).
constexpr int kMaxUnrecorded = 10000;

} // namespace

AlertDispatcher::AlertDispatcher(const std::optional<alerts::RuleSet>& rules, AppDatabase& database,
                                 const Clock& clock, const QuotaMeter& quota, QString recorder,
                                 QObject* parent)
    : QObject(parent)
    , m_engine(rules.value_or(alerts::RuleSet()))
    , m_store(database)
    , m_clock(clock)
    , m_quota(quota)
    , m_recorder(std::move(recorder))
    , m_sender(new alerts::WebhookSender(m_store, clock, this))
    , m_rulesFromStore(!rules) {
    m_sender->setTargets(m_engine.rules().webhooks);
    m_evaluateTimer.setInterval(kEvaluateEveryMs);
    connect(&m_evaluateTimer, &QTimer::timeout, this, &AlertDispatcher::evaluate);
    connect(m_sender, &alerts::WebhookSender::delivered, this,
            [this](const alerts::AlertStore::Delivery& delivery, int status) {
                Q_EMIT logLine(QStringLiteral("webhook: delivered alert %1 to %2 (HTTP %3)")
                                   .arg(delivery.eventId)
                                   .arg(delivery.target)
                                   .arg(status));
            });
    connect(m_sender, &alerts::WebhookSender::failed, this,
            [this](const alerts::AlertStore::Delivery& delivery, const QString& error,
                   qint64 retryInMs) {
                Q_EMIT logLine(QStringLiteral("webhook: alert %1 to %2 failed (%3); retry in %4 s")
                                   .arg(delivery.eventId)
                                   .arg(delivery.target, error)
                                   .arg(double(retryInMs) / 1000.0));
            });
    connect(m_sender, &alerts::WebhookSender::storeError, this, [this](const QString& message) {
        Q_EMIT logLine(QStringLiteral("webhook: ") + message);
    });
    connect(m_sender, &alerts::WebhookSender::fenced, this, &AlertDispatcher::fenced);
}

AlertDispatcher::~AlertDispatcher() = default;

void AlertDispatcher::observe(const OperationResult& result) {
    m_engine.observeResult(result);
}

void AlertDispatcher::retainKeys(const QStringList& keys) {
    m_engine.retainKeys(keys);
}

Expected<void> AlertDispatcher::lead(FencingToken token) {
    refreshRules();
    auto active = m_store.active();
    if (!active)
        return fail(active.error().message);
    m_engine.restoreActive(*active, m_clock.utcNow());
    m_token = token;
    m_unrecorded.clear();
    m_sender->setWriter(alerts::AlertStore::Writer{m_recorder, token});
    m_evaluateTimer.start();
    if (!active->isEmpty())
        Q_EMIT logLine(QStringLiteral("alerts: %1 active alerts taken over from the store")
                           .arg(active->size()));
    return {};
}

// What was evaluated but not recorded is the next leader's to find again: it re-evaluates
// from its own reads.
void AlertDispatcher::standBy() {
    m_token.reset();
    m_evaluateTimer.stop();
    m_sender->setWriter(std::nullopt);
    m_unrecorded.clear();
}

void AlertDispatcher::refreshRules() {
    if (!m_rulesFromStore)
        return;
    auto rules = m_store.loadRules();
    if (!rules) {
        if (std::exchange(m_rulesError, rules.error().message) != m_rulesError)
            Q_EMIT logLine(
                QStringLiteral("alerts: %1; keeping the rules in use").arg(m_rulesError));
        return;
    }
    m_rulesError.clear();
    if (*rules && **rules != m_engine.rules())
        applyRules(**rules);
}

void AlertDispatcher::applyRules(const alerts::RuleSet& rules) {
    m_engine.setRules(rules);
    m_sender->setTargets(rules.webhooks);
    Q_EMIT logLine(QStringLiteral("alerts: %1 rules, %2 webhooks from the team store")
                       .arg(rules.rules.size())
                       .arg(rules.webhooks.size()));
}

void AlertDispatcher::evaluate() {
    const QDateTime now = m_clock.utcNow();
    m_engine.observeQuota(m_quota, now);
    const QList<alerts::AlertEvent> events = m_engine.evaluate(now);
    for (const alerts::AlertEvent& event : events)
        logEvent(event);
    m_unrecorded += events;
    if (m_unrecorded.size() > kMaxUnrecorded) {
        const auto excess = m_unrecorded.size() - kMaxUnrecorded;
        Q_EMIT logLine(QStringLiteral("alerts: the store is away; %1 unrecorded alert events "
                                      "dropped")
                           .arg(excess));
        m_unrecorded.remove(0, excess);
    }
    recordPending();
}

void AlertDispatcher::recordPending() {
    if (m_unrecorded.isEmpty() || !m_token)
        return;
    const auto recorded = m_store.record({m_recorder, m_token}, m_unrecorded, targets(),
                                         m_clock.utcNow().toMSecsSinceEpoch());
    if (!recorded) {
        if (!std::exchange(m_storeDown, true))
            Q_EMIT logLine(QStringLiteral("alerts: cannot record %1 alert events, keeping them "
                                          "(%2)")
                               .arg(m_unrecorded.size())
                               .arg(recorded.error().message));
        return;
    }
    m_storeDown = false;
    if (*recorded == alerts::AlertStore::Outcome::Fenced) {
        standBy();
        Q_EMIT fenced();
        return;
    }
    m_unrecorded.clear();
    m_sender->kick();
}

QStringList AlertDispatcher::targets() const {
    QStringList redacted;
    for (const alerts::WebhookTarget& target : m_engine.rules().webhooks)
        redacted.append(target.targetId());
    return redacted;
}

void AlertDispatcher::logEvent(const alerts::AlertEvent& event) {
    Q_EMIT logLine(QStringLiteral("alert: ") + event.text());
}

} // namespace volcano::recorder
