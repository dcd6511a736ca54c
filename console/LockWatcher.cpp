// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/LockWatcher.h"

#include "client/Clock.h"
#include "lease/ClockOffsetEstimator.h"
#include "protocol/HttpDate.h"
#include "store/LockHistory.h"

#include <QLoggingCategory>
#include <QSet>

namespace volcano {

Q_LOGGING_CATEGORY(lcWatcher, "volcano.watcher")

LockWatcher::LockWatcher(const ClockOffsetEstimator* offset, const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_offset(offset)
    , m_clock(clock ? clock : &Clock::system()) {}

void LockWatcher::setHistory(LockHistory* history, const QString& profileId) {
    m_history = history;
    m_profileId = profileId;
    for (auto& keyAndTracking : m_entries)
        keyAndTracking.second.historyChecked = false;
}

void LockWatcher::setKeys(const QStringList& keys) {
    if (!m_order.isEmpty()) {
        const QSet<QString> wanted(keys.cbegin(), keys.cend());
        QStringList gone;
        for (const QString& key : std::as_const(m_order)) {
            if (!wanted.contains(key))
                gone.append(key);
        }
        removeKeys(gone);
    }
    addKeys(keys);
}

void LockWatcher::addKeys(const QStringList& keys) {
    m_entries.reserve(m_entries.size() + static_cast<size_t>(keys.size()));
    m_order.reserve(m_order.size() + keys.size());
    for (const QString& key : keys) {
        const auto [where, inserted] = m_entries.try_emplace(key);
        if (!inserted)
            continue;
        where->second.entry.key = key;
        m_order.append(key);
    }
}

void LockWatcher::removeKeys(const QStringList& keys) {
    QSet<QString> gone;
    for (const QString& key : keys) {
        const auto found = m_entries.find(key);
        if (found == m_entries.end())
            continue;
        if (found->second.entry.lastAttempt.isValid())
            --m_attempted;
        m_entries.erase(found);
        gone.insert(key);
    }
    if (gone.isEmpty())
        return;
    m_order.removeIf([&gone](const QString& key) { return gone.contains(key); });
    Q_EMIT entriesRemoved(QStringList(gone.cbegin(), gone.cend()));
}

void LockWatcher::clear() {
    const bool hadEntries = !m_entries.empty();
    m_entries.clear();
    m_attempted = 0;
    m_order.clear();
    if (hadEntries)
        Q_EMIT entriesCleared();
    setDegraded(std::nullopt);
    m_lastGoodRead = {};
}

const WatchEntry* LockWatcher::entry(const QString& key) const {
    const auto found = m_entries.find(key);
    return found == m_entries.end() ? nullptr : &found->second.entry;
}

void LockWatcher::applyResult(const OperationResult& result) {
    const auto found = m_entries.find(result.key);
    if (found == m_entries.end())
        return;
    if (const auto state = stateFromResult(result)) {
        applyGood(found->second, result, *state);
        return;
    }
    // Only a failed read says anything about what we know; a failed acquire or force
    // release says nothing about the lock's current state.
    if (result.operation == Operation::Read && result.error)
        applyFailure(found->second, result);
}

std::optional<LockState> LockWatcher::stateFromResult(const OperationResult& result) {
    if (!result.ok())
        return std::nullopt;
    switch (result.operation) {
    case Operation::Read:
        return result.state;
    case Operation::Acquire:
    case Operation::Renew:
        if (!result.grant)
            return std::nullopt;
        return LockState{true, result.grant->expiresAt, result.grant->fencingToken};
    case Operation::Release:
    case Operation::ForceRelease:
        return LockState{};
    }
    return std::nullopt;
}

void LockWatcher::applyGood(Tracking& tracking, const OperationResult& result,
                            const LockState& state) {
    const QDateTime at = result.observedAtUtc.isValid() ? result.observedAtUtc : now();
    WatchEntry& entry = tracking.entry;
    const QDateTime serverTime = serverTimeOf(result);
    const WatchState known = classify(state, serverTime);
    const auto previousToken = entry.fencingToken;
    detectTokenEvent(tracking, state, {at, serverTime, result.operation});

    if (state.held) {
        entry.expiresAt = state.expiresAt;
        entry.fencingToken = state.fencingToken;
        noteRenewals(entry, state, serverTime, at);
    } else {
        // Free: keep the last holder's token for display, but there is no expiry any more.
        entry.expiresAt.reset();
        entry.renewals.reset();
        entry.renewalAtRisk = false;
    }
    if (known != entry.lastKnownState || entry.fencingToken != previousToken)
        entry.lastChange = at;
    entry.lastKnownState = known;
    entry.lastGoodRead = at;
    noteAttempt(entry, at);
    entry.lastError.reset();
    entry.lastRequestId = result.requestId;
    m_lastGoodRead = at;
    setState(tracking, known);
    setDegraded(std::nullopt);
    Q_EMIT entryChanged(entry.key);
    Q_EMIT entryUpdated(entry);
}

void LockWatcher::noteAttempt(WatchEntry& entry, const QDateTime& at) {
    if (!entry.lastAttempt.isValid())
        ++m_attempted;
    entry.lastAttempt = at;
}

void LockWatcher::applyFailure(Tracking& tracking, const OperationResult& result) {
    WatchEntry& entry = tracking.entry;
    noteAttempt(entry, now());
    entry.lastError = result.error;
    entry.lastRequestId = result.requestId;
    // Never free on a failure: keep what the last good read said, and say it is stale.
    setState(tracking,
             entry.lastKnownState == WatchState::Unknown ? WatchState::Unknown : WatchState::Stale);
    if (result.error->kind != FailureKind::InvalidInput)
        setDegraded(result.error);
    Q_EMIT entryChanged(entry.key);
    Q_EMIT entryUpdated(entry);
}

void LockWatcher::noteRenewals(WatchEntry& entry, const LockState& state,
                               const QDateTime& serverTime, const QDateTime& at) const {
    if (!state.expiresAt || !state.fencingToken || !serverTime.isValid())
        return;
    entry.renewals.observe(*state.fencingToken, *state.expiresAt,
                           serverTime.msecsTo(*state.expiresAt), at);
    // The server's Date header has whole seconds; the offset estimate says how far off the
    // server time of the read may be.
    qint64 tolerance = httpdate::kResolutionMs;
    if (m_offset && m_offset->offsetMs())
        tolerance += m_offset->uncertaintyMs();
    entry.renewalAtRisk = entry.renewals.isOverdue(tolerance);
}

EndCause LockWatcher::endCauseOf(const WatchEntry& entry, const LockState& state,
                                 const ReadContext& read) {
    if (read.operation == Operation::ForceRelease)
        return EndCause::ForceReleased;
    if (read.operation == Operation::Release)
        return EndCause::Released;
    if (!entry.expiresAt || !read.serverTime.isValid())
        return EndCause::Unknown;
    const QDateTime& endedBy = *entry.expiresAt;
    if (read.serverTime < endedBy)
        return EndCause::Released;
    // The new holder's lease began at most one TTL before its expires_at (renewals only move
    // that later): if that is before the old lease ran out, the old holder let go early.
    const auto ttl = entry.renewals.impliedTtlMs();
    if (state.held && state.expiresAt && ttl && state.expiresAt->addMSecs(-*ttl) < endedBy)
        return EndCause::Released;
    return EndCause::Expired;
}

void LockWatcher::detectTokenEvent(Tracking& tracking, const LockState& state,
                                   const ReadContext& read) {
    seedFromHistory(tracking);
    TokenObservation observation;
    observation.key = tracking.entry.key;
    observation.observedAt = read.at;
    observation.previousToken = tracking.lastToken;
    if (!state.held) {
        if (tracking.lastToken && !tracking.seenFreeSinceToken) {
            observation.event = TokenEvent::Freed;
            observation.token = *tracking.lastToken;
            observation.cause = endCauseOf(tracking.entry, state, read);
            emitEvent(tracking, observation);
        }
        tracking.seenFreeSinceToken = true;
        return;
    }
    const FencingToken seen = state.fencingToken.value_or(0);
    observation.token = seen;
    observation.expiresAt = state.expiresAt;
    const auto last = tracking.lastToken;
    const bool sawFree = tracking.seenFreeSinceToken;
    tracking.lastToken = seen;
    tracking.seenFreeSinceToken = false;
    if (sawFree) {
        // A new acquisition must carry a token above every earlier one.
        observation.event = last && seen <= *last ? TokenEvent::Anomaly : TokenEvent::Acquired;
    } else if (!last) {
        observation.event = TokenEvent::FirstSeen;
    } else if (seen > *last) {
        observation.event = TokenEvent::Handover;
        observation.cause = endCauseOf(tracking.entry, state, read);
    } else if (seen < *last) {
        observation.event = TokenEvent::Anomaly;
    } else {
        return; // same holder: a renewal at most
    }
    emitEvent(tracking, observation);
}

void LockWatcher::seedFromHistory(Tracking& tracking) {
    if (tracking.historyChecked)
        return;
    tracking.historyChecked = true;
    if (!m_history || tracking.lastToken)
        return;
    const auto last = m_history->last(m_profileId, tracking.entry.key);
    if (!last)
        return;
    tracking.lastToken = last->token;
    tracking.seenFreeSinceToken = last->event == TokenEvent::Freed;
}

void LockWatcher::emitEvent(Tracking& tracking, const TokenObservation& observation) {
    if (m_history) // batched: written in one transaction per event-loop pass
        m_history->append(m_profileId, observation);
    const QString& key = tracking.entry.key;
    const FencingToken previous = observation.previousToken.value_or(0);
    Q_EMIT observed(key, observation);
    switch (observation.event) {
    case TokenEvent::FirstSeen:
        break;
    case TokenEvent::Acquired:
        ++tracking.entry.acquisitions;
        Q_EMIT acquired(key, observation.token);
        break;
    case TokenEvent::Handover:
        ++tracking.entry.handovers;
        Q_EMIT handedOver(key, previous, observation.token);
        break;
    case TokenEvent::Freed:
        Q_EMIT freed(key, observation.token);
        break;
    case TokenEvent::Anomaly:
        ++tracking.entry.anomalies;
        qCWarning(lcWatcher).noquote()
            << "fencing token of" << key << "went from" << previous << "to" << observation.token;
        Q_EMIT anomaly(key, previous, observation.token);
        break;
    }
}

void LockWatcher::setState(Tracking& tracking, WatchState state) {
    const WatchState before = tracking.entry.state;
    if (before == state)
        return;
    tracking.entry.state = state;
    Q_EMIT stateChanged(tracking.entry.key, before, state);
}

void LockWatcher::setDegraded(const std::optional<ApiError>& error) {
    const QString before = degradedReason();
    const bool wasDegraded = isDegraded();
    m_degradedError = error;
    if (wasDegraded != isDegraded() || before != degradedReason())
        Q_EMIT degradedChanged(isDegraded(), degradedReason());
}

QString LockWatcher::degradedReason() const {
    return m_degradedError ? m_degradedError->advice() : QString();
}

WatchState LockWatcher::classify(const LockState& state, const QDateTime& serverTime) {
    if (!state.held)
        return WatchState::Free;
    if (state.expiresAt && serverTime.isValid() && serverTime >= *state.expiresAt)
        return WatchState::ExpiredInGrace;
    return WatchState::Held;
}

QDateTime LockWatcher::serverTimeOf(const OperationResult& result) const {
    if (m_offset)
        return m_offset->serverTimeOf(result);
    if (result.serverDate.isValid())
        return result.serverDate;
    return result.sentAtUtc.isValid() ? ClockOffsetEstimator::midpointOf(result) : now();
}

QDateTime LockWatcher::estimatedServerNow() const {
    return m_offset ? m_offset->serverNow() : now();
}

std::optional<qint64> LockWatcher::expiresInMs(const QString& key) const {
    const WatchEntry* watched = entry(key);
    return watched ? liveClock(*watched).expiresInMs : std::nullopt;
}

std::optional<qint64> LockWatcher::takeoverInMs(const QString& key) const {
    const WatchEntry* watched = entry(key);
    return watched ? liveClock(*watched).takeoverInMs : std::nullopt;
}

LiveClock LockWatcher::liveClock(const WatchEntry& entry) const {
    if (!entry.expiresAt)
        return {};
    const qint64 expires = estimatedServerNow().msecsTo(*entry.expiresAt);
    // Counted as if the server's clock were as far behind the estimate as the estimate may
    // be wrong, so the console never says "takeover possible" before the server would
    // grant one — a Date-header estimate alone runs up to 500 ms fast.
    const qint64 uncertainty = m_offset && m_offset->offsetMs() ? m_offset->uncertaintyMs() : 0;
    return {expires, expires + limits::kTakeoverGrace.count() + uncertainty};
}

LiveState LockWatcher::liveState(const QString& key) const {
    const WatchEntry* watched = entry(key);
    return watched ? liveState(*watched) : LiveState::NotRead;
}

QDateTime LockWatcher::now() const {
    return m_clock->utcNow();
}

} // namespace volcano
