// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/AlertMonitor.h"

#include "alerts/AlertEngine.h"
#include "alerts/AlertStore.h"
#include "client/Clock.h"
#include "console/ConsoleSession.h"
#include "console/Notifier.h"
#include "lease/QuotaMeter.h"
#include "protocol/OperationResult.h"
#include "store/ConnectionProfile.h"
#include "store/Watchlist.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcAlerts, "volcano.ui.alerts")

namespace volcano::ui {

namespace {

bool sameAlert(const alerts::AlertEvent& a, const alerts::AlertEvent& b) {
    return a.rule == b.rule && a.key == b.key;
}

} // namespace

AlertMonitor::AlertMonitor(const Clock& clock, Notifier& notifier, QObject* parent)
    : QObject(parent)
    , m_clock(clock)
    , m_notifier(notifier)
    , m_engine(std::make_unique<alerts::AlertEngine>()) {
    scheduleEvaluation();
}

AlertMonitor::~AlertMonitor() = default;

void AlertMonitor::attach(ConsoleSession& session) {
    connect(&session, &ConsoleSession::resultApplied, this, &AlertMonitor::observe);
    connect(&session, &ConsoleSession::started, this, &AlertMonitor::onStarted);
    const QuotaMeter* quota = &session.quota();
    connect(quota, &QuotaMeter::changed, this, [this, quota] { observeQuota(*quota); });
    // The engine resolves the alerts of keys outside the last list it was given, so it gets
    // the whole list at every change, additions included.
    const Watchlist* watchlist = &session.watchlist();
    const auto retainWatched = [this, watchlist] { retainKeys(watchlist->keyNames()); };
    connect(watchlist, &Watchlist::reset, this, retainWatched);
    connect(watchlist, &Watchlist::keysAdded, this, retainWatched);
    connect(watchlist, &Watchlist::keysRemoved, this, retainWatched);
}

void AlertMonitor::setRules(const alerts::RuleSet& rules) {
    m_rules = rules;
    m_engine->setRules(rules);
    qCInfo(lcAlerts) << "watching with" << rules.rules.size() << "alert rules";
    Q_EMIT changed();
}

void AlertMonitor::observe(const OperationResult& result) {
    if (m_store)
        return; // the recorder evaluates
    if (result.observedAtUtc.isValid() || result.sentAtUtc.isValid()) {
        m_engine->observeResult(result);
        return;
    }
    OperationResult now = result; // a result that never said when: true as of now
    now.sentAtUtc = m_clock.utcNow();
    m_engine->observeResult(now);
}

void AlertMonitor::observeQuota(const QuotaMeter& quota) {
    m_engine->observeQuota(quota, m_clock.utcNow());
}

void AlertMonitor::retainKeys(const QStringList& keys) {
    m_engine->retainKeys(keys);
}

void AlertMonitor::reset() {
    m_engine = std::make_unique<alerts::AlertEngine>(m_rules);
    m_active.clear();
    m_resolved.clear();
    Q_EMIT changed();
}

void AlertMonitor::evaluate() {
    if (m_store) {
        pollStore();
        return;
    }
    const QList<alerts::AlertEvent> events = m_engine->evaluate(m_clock.utcNow());
    if (events.isEmpty())
        return;
    for (const alerts::AlertEvent& event : events) {
        if (event.status == alerts::AlertEvent::Status::Firing)
            onFired(event);
        else
            onResolved(event);
    }
    Q_EMIT changed();
}

Expected<void> AlertMonitor::followStore(AppDatabase* store) {
    m_store.reset();
    m_active.clear();
    m_resolved.clear();
    if (!store) {
        reset(); // from here on this console evaluates: from nothing, like a new session
        return {};
    }
    auto following = std::make_unique<alerts::AlertStore>(*store);
    auto active = following->active();
    auto recent = following->recentEvents(kResolvedKept);
    auto last = following->lastEventId();
    if (!active || !recent || !last) {
        Q_EMIT changed();
        return fail(!active ? active.error().message
                            : (!recent ? recent.error().message : last.error().message));
    }
    m_active = *active;
    for (const alerts::AlertEvent& event : std::as_const(*recent))
        if (event.status == alerts::AlertEvent::Status::Resolved)
            m_resolved.append(event);
    m_lastStoreEventId = *last;
    m_store = std::move(following);
    Q_EMIT changed();
    return {};
}

void AlertMonitor::pollStore() {
    auto events = m_store->eventsAfter(m_lastStoreEventId, kResolvedKept);
    if (!events) {
        if (std::exchange(m_storeProblem, events.error().message) != m_storeProblem)
            qCWarning(lcAlerts).noquote() << m_storeProblem;
        return;
    }
    m_storeProblem.clear();
    if (events->isEmpty())
        return;
    for (const alerts::AlertStore::StoredEvent& stored : std::as_const(*events)) {
        m_lastStoreEventId = stored.id;
        if (stored.event.status == alerts::AlertEvent::Status::Firing)
            onFired(stored.event);
        else
            onResolved(stored.event);
    }
    Q_EMIT changed();
}

void AlertMonitor::scheduleEvaluation() {
    m_clock.callAfter(kEvaluateEveryMs, this, [this] {
        evaluate();
        scheduleEvaluation();
    });
}

void AlertMonitor::onStarted(const ConnectionProfile& profile) {
    // A reconnect to the same profile keeps its alerts; another project starts afresh. A
    // team's store holds its own alerts.
    if (profile.id == m_profileId || m_store) {
        m_profileId = profile.id;
        return;
    }
    m_profileId = profile.id;
    reset();
}

void AlertMonitor::onFired(const alerts::AlertEvent& event) {
    m_active.append(event);
    announce(event);
    Q_EMIT alertFired(event);
}

void AlertMonitor::onResolved(const alerts::AlertEvent& event) {
    m_active.removeIf(
        [&event](const alerts::AlertEvent& active) { return sameAlert(active, event); });
    m_resolved.prepend(event);
    if (m_resolved.size() > kResolvedKept)
        m_resolved.resize(kResolvedKept);
    announce(event);
    Q_EMIT alertResolved(event);
}

void AlertMonitor::announce(const alerts::AlertEvent& event) {
    qCInfo(lcAlerts).noquote() << event.text();
    if (event.status == alerts::AlertEvent::Status::Resolved) {
        m_notifier.notify(tr("Alert resolved: %1").arg(event.rule), event.text(),
                          Notifier::Urgency::Info);
        return;
    }
    const bool pages = event.severity == QLatin1StringView("page");
    m_notifier.notify(tr("Alert: %1").arg(event.rule), event.text(),
                      pages ? Notifier::Urgency::Critical : Notifier::Urgency::Warning);
}

} // namespace volcano::ui
