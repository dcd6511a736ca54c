// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ConsoleSession.h"

#include "client/Clock.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "console/FirstPassProgress.h"
#include "console/LockWatcher.h"
#include "console/TeamFeed.h"
#include "console/TeamMode.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "store/LockHistory.h"
#include "store/ReadLog.h"
#include "store/RequestLog.h"
#include "store/Watchlist.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcSession, "volcano.ui.session")

namespace volcano::ui {

namespace {

LockClient* clientWithClock(const Clock* clock, QObject* parent) {
    auto* client = new LockClient(parent);
    if (clock)
        client->setClock(clock);
    return client;
}

} // namespace

ConsoleSession::ConsoleSession(Watchlist& watchlist, LockHistory& history, RequestLog& requestLog,
                               const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_watchlist(watchlist)
    , m_history(history)
    , m_client(clientWithClock(clock, this))
    , m_offset(new ClockOffsetEstimator(&m_client->clock(), this))
    , m_watcher(new LockWatcher(m_offset, &m_client->clock(), this))
    , m_scheduler(new PollScheduler(m_client, this))
    , m_quota(new QuotaMeter(&m_client->clock(), this))
    , m_firstPass(new FirstPassProgress(*m_watcher, m_client->clock(), this))
    , m_team(new TeamMode(watchlist, m_client->clock(), this)) {
    m_scheduler->setBudgetPerMinute(kDefaultBudgetPerMinute);
    updateFirstPassRate();
    requestLog.attach(m_client);
    connect(m_client, &LockClient::requestFinished, m_quota, &QuotaMeter::record);
    connect(m_scheduler, &PollScheduler::readFinished, this, &ConsoleSession::onRead);
    connect(m_offset, &ClockOffsetEstimator::offsetChanged, m_scheduler,
            &PollScheduler::setServerClockOffsetMs);
    connect(&m_watchlist, &Watchlist::reset, this, &ConsoleSession::syncKeys);
    connect(&m_watchlist, &Watchlist::keysAdded, this, &ConsoleSession::onKeysAdded);
    connect(&m_watchlist, &Watchlist::keysRemoved, this, &ConsoleSession::onKeysRemoved);
    connect(m_team, &TeamMode::observed, this, &ConsoleSession::applyResult);
    // The project's quota as the recorder counted it: the Quota panel and status bar show
    // the team's use, not only this console's (none, in team mode).
    connect(&m_team->feed(), &TeamFeed::projectQuota, m_quota, &QuotaMeter::recordProjectUse);
    connect(m_team, &TeamMode::pollingItselfChanged, this, &ConsoleSession::onPollingItselfChanged);
}

ConsoleSession::~ConsoleSession() {
    m_scheduler->stop();
}

void ConsoleSession::start(const ConnectionProfile& profile, const QString& serviceKey,
                           const QString& storePassword) {
    stop();
    if (profile.id != m_profile.id) {
        // Nothing counted for the previous project belongs to this one.
        m_quota->clear();
        m_scheduler->forgetBudgetWindow();
    }
    m_profile = profile;
    m_client->setBaseUrl(profile.baseUrl);
    m_client->setServiceKey(serviceKey);
    if (auto trusted = m_client->setCaCertificatesFile(profile.caFile); !trusted)
        qCWarning(lcSession) << "profile" << profile.name << ":" << trusted.error().message;
    m_offset->reset();
    m_watcher->clear();
    m_firstPass->recount();
    m_watcher->setHistory(&m_history, profile.id);
    if (m_watchlist.profileId() == profile.id)
        syncKeys();
    else
        m_watchlist.setProfile(profile.id); // emits reset(): syncKeys()
    m_active = true;
    if (!startTeamMode(storePassword))
        m_scheduler->start();
    if (m_watchlist.count() == 0 && !isTeamMode())
        checkConnection();
    qCInfo(lcSession) << "watching" << m_watchlist.count() << "keys of profile" << profile.name;
    Q_EMIT started(profile);
}

void ConsoleSession::stop() {
    if (!m_active)
        return;
    m_team->stop();
    m_scheduler->stop();
    m_active = false;
    Q_EMIT stopped();
}

void ConsoleSession::preload(const QString& profileId) {
    if (m_watchlist.profileId() == profileId)
        return;
    stop();
    m_watcher->clear(); // nothing read under the previous profile shows against these keys
    m_firstPass->recount();
    m_watchlist.setProfile(profileId); // emits reset(): syncKeys() waits for start()
}

// False: solo mode (no team store, or it could not be opened: said by teamStoreFailed).
bool ConsoleSession::startTeamMode(const QString& storePassword) {
    if (m_profile.teamStore.isEmpty())
        return false;
    // What the recorder saw while this console was closed: from the newest event this
    // console recorded, at most a day back (older history stays in the store).
    const QDateTime dayAgo = m_client->clock().utcNow().addDays(-1);
    const QDateTime recorded = m_history.latestObservedAt(m_profile.id);
    const QDateTime replayFrom = recorded.isValid() ? std::max(recorded, dayAgo) : dayAgo;
    if (auto started = m_team->start(m_profile, storePassword, replayFrom); !started) {
        qCWarning(lcSession).noquote() << "team store:" << started.error().message;
        Q_EMIT teamStoreFailed(started.error().message);
        return false;
    }
    return true;
}

bool ConsoleSession::isTeamMode() const {
    return m_team->isActive();
}

// While no recorder writes, the operator may let this console read by itself.
void ConsoleSession::onPollingItselfChanged(bool on) {
    if (!m_active || !isTeamMode())
        return;
    if (on)
        m_scheduler->start();
    else
        m_scheduler->stop();
}

void ConsoleSession::setBudgetPerMinute(int readsPerMinute) {
    m_scheduler->setBudgetPerMinute(readsPerMinute);
    updateFirstPassRate();
}

int ConsoleSession::budgetPerMinute() const {
    return m_scheduler->budgetPerMinute();
}

void ConsoleSession::refresh(const QStringList& keys) {
    for (const QString& key : keys)
        m_scheduler->requestRead(key);
}

void ConsoleSession::refreshAll() {
    refresh(m_watcher->keys());
}

void ConsoleSession::setSelectedKey(const QString& key) {
    m_scheduler->setSelectedKey(key);
}

void ConsoleSession::setPriorityKeys(const QStringList& keys) {
    m_scheduler->setPriorityKeys(keys);
}

void ConsoleSession::setReadLog(ReadLog* log) {
    if (m_readLog)
        disconnect(m_quota, &QuotaMeter::changed, this, &ConsoleSession::recordQuotaMinute);
    m_readLog = log;
    if (m_readLog)
        connect(m_quota, &QuotaMeter::changed, this, &ConsoleSession::recordQuotaMinute);
}

void ConsoleSession::recordQuotaMinute() {
    if (!m_readLog || !m_active || isTeamMode())
        return;
    const QuotaMinute minute = m_quota->currentMinute();
    if (!minute.start.isValid())
        return;
    const int used = std::max(minute.projectUsed.value_or(0), minute.sentTotal());
    m_readLog->setQuotaMinute(m_profile.id, minute.start.toMSecsSinceEpoch(), used,
                              minute.projectLimit.value_or(m_quota->limit()));
}

void ConsoleSession::applyResult(const OperationResult& result) {
    m_offset->addDateSample(result);
    // A read handed on by the team store (observedAtUtc set) is the recorder's to keep.
    if (m_readLog && m_active && !isTeamMode() && !result.observedAtUtc.isValid())
        m_readLog->recordResult(m_profile.id, result);
    m_watcher->applyResult(result);
    Q_EMIT resultApplied(result);
}

void ConsoleSession::checkConnection() {
    PendingCall* call = m_client->read(connectionTestKey());
    const QString profileId = m_profile.id;
    connect(call, &PendingCall::finished, this, [this, profileId](const OperationResult& result) {
        if (!m_active || profileId != m_profile.id)
            return; // an answer for a profile no longer in use
        m_offset->addDateSample(result);
        Q_EMIT connectionChecked(result);
    });
}

void ConsoleSession::onRead(const OperationResult& result) {
    applyResult(result);
    updateFirstPassRate(); // test-lease reservations change the capacity too
}

void ConsoleSession::updateFirstPassRate() {
    m_firstPass->setReadsPerMinute(m_scheduler->planner().readCapacityPerMinute());
}

void ConsoleSession::syncKeys() {
    // The watchlist may be loaded ahead of the session (while the embedded sandbox starts);
    // start() syncs its keys then.
    if (m_watchlist.profileId() != m_profile.id)
        return;
    const QStringList keys = m_watchlist.keyNames();
    m_watcher->setKeys(keys);
    m_scheduler->setKeys(keys);
    m_firstPass->recount();
}

void ConsoleSession::onKeysAdded(const QStringList& keys) {
    m_watcher->addKeys(keys);
    m_scheduler->addKeys(keys);
    m_firstPass->recount();
}

void ConsoleSession::onKeysRemoved(const QStringList& keys) {
    m_watcher->removeKeys(keys);
    m_scheduler->removeKeys(keys);
    m_firstPass->recount();
}

} // namespace volcano::ui
