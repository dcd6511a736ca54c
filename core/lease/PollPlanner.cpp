// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/PollPlanner.h"

#include <algorithm>
#include <cmath>

namespace volcano {
namespace {

constexpr qint64 kMinuteMs = 60 * 1000;
constexpr qint64 kUnforeseenReleaseMs = 2000;
constexpr int kMaxGraceRecheckDoublings = 6;
constexpr qint64 kDefaultRetryAfterMs = 1000;

// Ranks of time-critical reads due at the same instant: lower goes first.
enum Rank { RankRequested = 0, RankSelected = 1, RankTakeover = 2, RankFollowUp = 3 };

bool sameHolding(const LockState& a, const LockState& b) {
    return a.held == b.held && a.fencingToken == b.fencingToken;
}

} // namespace

QString readReasonName(ReadReason reason) {
    switch (reason) {
    case ReadReason::First:
        return QStringLiteral("first");
    case ReadReason::Requested:
        return QStringLiteral("requested");
    case ReadReason::Selected:
        return QStringLiteral("selected");
    case ReadReason::Takeover:
        return QStringLiteral("takeover");
    case ReadReason::FollowUp:
        return QStringLiteral("follow-up");
    case ReadReason::Refresh:
        return QStringLiteral("refresh");
    }
    return {};
}

PollPlanner::PollPlanner(const PollPlannerSettings& settings)
    : m_settings(settings) {}

void PollPlanner::setSettings(const PollPlannerSettings& settings) {
    m_settings = settings;
}

void PollPlanner::setBudgetPerMinute(int readsPerMinute) {
    m_settings.budgetPerMinute = std::max(readsPerMinute, 0);
}

qint64 PollPlanner::minuteStartOf(qint64 utcMs) {
    return utcMs - ((utcMs % kMinuteMs) + kMinuteMs) % kMinuteMs;
}

void PollPlanner::setKeys(const QStringList& keys) {
    QHash<QString, KeyInfo> kept;
    QStringList order;
    for (const QString& key : keys) {
        if (kept.contains(key))
            continue;
        order.append(key);
        kept.insert(key, m_keys.value(key));
    }
    m_order = order;
    m_keys = kept;
}

void PollPlanner::addKey(const QString& key) {
    if (m_keys.contains(key))
        return;
    m_order.append(key);
    m_keys.insert(key, KeyInfo{});
}

void PollPlanner::removeKey(const QString& key) {
    m_order.removeAll(key);
    m_keys.remove(key);
}

void PollPlanner::setSelectedKey(const QString& key) {
    m_selected = key;
}

void PollPlanner::requestRead(const QString& key) {
    if (auto it = m_keys.find(key); it != m_keys.end())
        it->requested = true;
}

void PollPlanner::setPriorityKeys(const QStringList& keys) {
    m_priority = keys;
}

void PollPlanner::setReservation(const QString& source, int requestsPerMinute) {
    if (requestsPerMinute <= 0)
        m_reservations.remove(source);
    else
        m_reservations.insert(source, requestsPerMinute);
}

void PollPlanner::clearReservation(const QString& source) {
    m_reservations.remove(source);
}

int PollPlanner::reservedPerMinute() const {
    int total = 0;
    for (const int count : m_reservations)
        total += count;
    return total;
}

int PollPlanner::readCapacityPerMinute() const {
    return std::max(0, m_settings.budgetPerMinute - reservedPerMinute());
}

int PollPlanner::sentInMinuteOf(qint64 nowMs) const {
    const auto it = m_sentPerMinute.find(minuteStartOf(nowMs));
    return it == m_sentPerMinute.end() ? 0 : it->second;
}

std::optional<qint64> PollPlanner::pausedUntilMs() const {
    return m_pausedUntilMs;
}

std::optional<LockState> PollPlanner::lastState(const QString& key) const {
    const auto it = m_keys.constFind(key);
    return it == m_keys.constEnd() ? std::nullopt : it->state;
}

std::optional<qint64> PollPlanner::lastReadAtMs(const QString& key) const {
    const auto it = m_keys.constFind(key);
    return it == m_keys.constEnd() ? std::nullopt : it->lastReadMs;
}

double PollPlanner::changeRatePerHour(const QString& key, qint64 nowMs) const {
    const auto it = m_keys.constFind(key);
    if (it == m_keys.constEnd())
        return 0.0;
    return changeRate(*it, nowMs) * 3600.0 * 1000.0;
}

qint64 PollPlanner::selectedIntervalMs() const {
    // The selected key may take at most a quarter of the read budget.
    const int quarter = std::max(1, readCapacityPerMinute() / 4);
    return std::max(m_settings.selectedIntervalMs, kMinuteMs / quarter);
}

qint64 PollPlanner::earliestAllowed(qint64 nowMs) const {
    qint64 at = nowMs;
    if (m_pausedUntilMs)
        at = std::max(at, *m_pausedUntilMs);
    if (m_backoffUntilMs)
        at = std::max(at, *m_backoffUntilMs);
    return at;
}

double PollPlanner::changeRate(const KeyInfo& info, qint64 nowMs) const {
    const double halfLife = static_cast<double>(std::max<qint64>(m_settings.changeHalfLifeMs, 1));
    const double age = static_cast<double>(std::max<qint64>(0, nowMs - info.rateUpdatedMs));
    const double decay = std::exp2(-age / halfLife);
    const double changes = info.decayedChanges * decay + m_settings.priorChanges;
    const double span = info.decayedSpanMs * decay + static_cast<double>(m_settings.priorSpanMs);
    return span > 0.0 ? changes / span : 0.0;
}

void PollPlanner::noteObservation(KeyInfo& info, qint64 atMs, int changes) const {
    const double halfLife = static_cast<double>(std::max<qint64>(m_settings.changeHalfLifeMs, 1));
    const double age = static_cast<double>(std::max<qint64>(0, atMs - info.rateUpdatedMs));
    const double decay = info.rateUpdatedMs == 0 ? 0.0 : std::exp2(-age / halfLife);
    info.decayedChanges = info.decayedChanges * decay + changes;
    info.decayedSpanMs = info.decayedSpanMs * decay +
                         static_cast<double>(std::max<qint64>(0, atMs - *info.lastReadMs));
    info.rateUpdatedMs = atMs;
}

int PollPlanner::changesBetween(const LockState& before, const LockState& after) {
    if (sameHolding(before, after))
        return 0;
    // One holder to another passes through "free": at least two changes happened.
    return before.held && after.held ? 2 : 1;
}

std::optional<PollPlanner::Candidate> PollPlanner::timeCriticalFor(const QString& key,
                                                                   const KeyInfo& info) const {
    if (info.inFlight)
        return std::nullopt;
    std::optional<Candidate> best;
    const auto consider = [&best](qint64 dueMs, ReadReason reason, int rank) {
        if (!best || dueMs < best->atMs || (dueMs == best->atMs && rank < best->rank))
            best = Candidate{dueMs, reason, rank};
    };
    if (info.requested)
        consider(0, ReadReason::Requested, RankRequested);
    if (!m_selected.isEmpty() && key == m_selected)
        consider(info.lastReadMs ? *info.lastReadMs + selectedIntervalMs() : 0,
                 ReadReason::Selected, RankSelected);
    if (info.lastReadMs && info.state && info.state->held && info.state->expiresAt) {
        // Takeover time on the console clock: expires_at + 1 s, less the server's lead.
        const qint64 takeoverMs = info.state->expiresAt->toMSecsSinceEpoch() +
                                  limits::kTakeoverGrace.count() - m_serverOffsetMs;
        qint64 dueMs = takeoverMs + m_settings.takeoverDelayMs;
        if (*info.lastReadMs >= takeoverMs) {
            // The last read was already past the takeover time and still saw this lease:
            // the clocks differ more than estimated. Look again, backing off.
            const int doublings = std::clamp(info.graceRechecks - 1, 0, kMaxGraceRecheckDoublings);
            dueMs = *info.lastReadMs + (m_settings.graceRecheckMs << doublings);
        }
        consider(dueMs, ReadReason::Takeover, RankTakeover);
    }
    if (info.lastReadMs && info.followUpIndex >= 0 &&
        info.followUpIndex < m_settings.followUpDelaysMs.size())
        consider(*info.lastReadMs + m_settings.followUpDelaysMs.at(info.followUpIndex),
                 ReadReason::FollowUp, RankFollowUp);
    // A key whose answers were unusable waits, except when the operator asks for it.
    if (best && info.notBeforeMs && best->reason != ReadReason::Requested)
        best->atMs = std::max(best->atMs, *info.notBeforeMs);
    return best;
}

std::optional<PlannedRead> PollPlanner::plannedReadOf(const QString& key, qint64 nowMs) const {
    const auto found = m_keys.constFind(key);
    if (found == m_keys.constEnd())
        return std::nullopt;
    const auto candidate = timeCriticalFor(key, *found);
    if (!candidate)
        return std::nullopt;
    qint64 atMs = std::max(candidate->atMs, earliestAllowed(nowMs));
    // A minute whose reads are spent pushes every read to the next one.
    if (sentInMinuteOf(atMs) >= readCapacityPerMinute())
        atMs = std::max(atMs, minuteStartOf(atMs) + kMinuteMs);
    return PlannedRead{key, atMs, candidate->reason};
}

bool PollPlanner::isInFlight(const QString& key) const {
    const auto found = m_keys.constFind(key);
    return found != m_keys.constEnd() && found->inFlight;
}

std::optional<PlannedRead> PollPlanner::earliestTimeCritical(qint64 fromMs) const {
    std::optional<PlannedRead> best;
    std::optional<Candidate> bestCandidate;
    for (const QString& key : m_order) {
        const auto candidate = timeCriticalFor(key, *m_keys.constFind(key));
        if (!candidate)
            continue;
        if (!bestCandidate || candidate->atMs < bestCandidate->atMs ||
            (candidate->atMs == bestCandidate->atMs && candidate->rank < bestCandidate->rank)) {
            bestCandidate = candidate;
            best = PlannedRead{key, std::max(fromMs, candidate->atMs), candidate->reason};
        }
    }
    return best;
}

int PollPlanner::timeCriticalDueBefore(qint64 endMs) const {
    int count = 0;
    for (const QString& key : m_order) {
        const auto candidate = timeCriticalFor(key, *m_keys.constFind(key));
        if (candidate && candidate->atMs < endMs)
            ++count;
    }
    return count;
}

std::optional<qint64> PollPlanner::refreshableFrom(const QString& key, const KeyInfo& info) const {
    if (info.inFlight || key == m_selected || info.requested || info.followUpIndex >= 0)
        return std::nullopt; // read by a time-critical rule, or already being read
    qint64 fromMs = info.lastReadMs ? *info.lastReadMs + m_settings.minRefreshIntervalMs : 0;
    if (info.notBeforeMs)
        fromMs = std::max(fromMs, *info.notBeforeMs);
    return fromMs;
}

std::optional<PlannedRead> PollPlanner::priorityFirstRead(qint64 atMs) const {
    for (const QString& key : m_priority) {
        const auto it = m_keys.constFind(key);
        if (it == m_keys.constEnd() || it->lastReadMs)
            continue;
        const auto fromMs = refreshableFrom(key, *it);
        if (fromMs && *fromMs <= atMs)
            return PlannedRead{key, atMs, ReadReason::First};
    }
    return std::nullopt;
}

std::optional<PlannedRead> PollPlanner::bestRefresh(qint64 atMs) const {
    if (auto priority = priorityFirstRead(atMs))
        return priority;
    std::optional<PlannedRead> best;
    double bestScore = -1.0;
    std::optional<PlannedRead> earliestLater;
    for (const QString& key : m_order) {
        const KeyInfo& info = *m_keys.constFind(key);
        const auto fromMs = refreshableFrom(key, info);
        if (!fromMs)
            continue;
        if (*fromMs > atMs) {
            if (!earliestLater || *fromMs < earliestLater->atMs)
                earliestLater = PlannedRead{key, *fromMs, ReadReason::Refresh};
            continue;
        }
        if (!info.lastReadMs)
            return PlannedRead{key, atMs, ReadReason::First}; // in keys() order
        const double age = static_cast<double>(atMs - *info.lastReadMs);
        const double score = std::sqrt(changeRate(info, atMs)) * age;
        if (score > bestScore) {
            bestScore = score;
            best = PlannedRead{key, atMs, ReadReason::Refresh};
        }
    }
    return best ? best : earliestLater;
}

int PollPlanner::refreshSlack(qint64 atMs) const {
    const int capacity = readCapacityPerMinute();
    const qint64 minuteEnd = minuteStartOf(atMs) + kMinuteMs;
    return capacity - unforeseenReserve(capacity, minuteEnd - atMs) - sentInMinuteOf(atMs) -
           timeCriticalDueBefore(minuteEnd);
}

int PollPlanner::unforeseenReserve(int capacity, qint64 msLeftInMinute) const {
    // Reads nobody can plan yet (a read finds a lease ending this minute, a freed lock's
    // follow-ups, a repeated takeover read) need room too. The need shrinks as the minute
    // runs out; in its last seconds a read found necessary can as well go in the next one.
    const int full = capacity * m_settings.unforeseenReservePercent / 100;
    const qint64 span = kMinuteMs - kUnforeseenReleaseMs;
    const qint64 left = std::clamp<qint64>(msLeftInMinute - kUnforeseenReleaseMs, 0, span);
    return static_cast<int>((full * left + span - 1) / span);
}

std::optional<PlannedRead> PollPlanner::plannedRefresh(qint64 fromMs) const {
    const qint64 minuteEnd = minuteStartOf(fromMs) + kMinuteMs;
    const int slack = refreshSlack(fromMs);
    qint64 atMs = std::max(fromMs, m_nextRefreshAtMs.value_or(fromMs));
    if (slack < 1 || atMs >= minuteEnd)
        atMs = std::max(atMs, minuteEnd); // ask again when the next minute starts
    return bestRefresh(atMs);
}

std::optional<PlannedRead> PollPlanner::nextRead(qint64 nowMs) const {
    const int capacity = readCapacityPerMinute();
    if (m_order.isEmpty() || capacity <= 0)
        return std::nullopt;
    qint64 fromMs = earliestAllowed(nowMs);
    if (sentInMinuteOf(fromMs) >= capacity)
        fromMs = minuteStartOf(fromMs) + kMinuteMs; // nothing is sent ahead of time
    auto critical = earliestTimeCritical(fromMs);   // not const: returned, so moved
    auto refresh = plannedRefresh(fromMs);
    if (critical && (!refresh || critical->atMs <= refresh->atMs))
        return critical;
    return refresh;
}

void PollPlanner::readSent(const QString& key, qint64 nowMs, ReadReason reason) {
    pruneMinutes(nowMs);
    ++m_sentPerMinute[minuteStartOf(nowMs)];
    if (auto it = m_keys.find(key); it != m_keys.end()) {
        it->inFlight = true;
        if (reason == ReadReason::Requested)
            it->requested = false;
    }
    if (reason == ReadReason::Refresh || reason == ReadReason::First) {
        // Spread the rest of this minute's spare reads evenly over what is left of it.
        const qint64 minuteEnd = minuteStartOf(nowMs) + kMinuteMs;
        const int slackAfter = refreshSlack(nowMs);
        m_nextRefreshAtMs =
            slackAfter <= 0 ? minuteEnd : nowMs + (minuteEnd - nowMs) / (slackAfter + 1);
    }
}

bool PollPlanner::readSucceeded(const QString& key, qint64 sentAtMs, const LockState& state) {
    m_backoffMs = 0;
    m_backoffUntilMs.reset();
    const auto it = m_keys.find(key);
    if (it == m_keys.end())
        return false;
    KeyInfo& info = *it;
    info.inFlight = false;
    info.notBeforeMs.reset();
    const bool first = !info.state.has_value();
    const bool changed = first || !sameHolding(*info.state, state);
    if (info.lastReadMs && sentAtMs < *info.lastReadMs)
        return false; // an older answer overtaken by a newer one tells nothing new
    if (info.lastReadMs)
        noteObservation(info, sentAtMs, first ? 0 : changesBetween(*info.state, state));
    updateFollowUps(info, state, changed && !first);
    updateGraceRechecks(info, state, sentAtMs);
    info.state = state;
    info.lastReadMs = sentAtMs;
    return changed;
}

void PollPlanner::updateFollowUps(KeyInfo& info, const LockState& state, bool changed) const {
    if (state.held)
        info.followUpIndex = -1;
    else if (changed)
        info.followUpIndex = 0;
    else if (info.followUpIndex >= 0 && ++info.followUpIndex >= m_settings.followUpDelaysMs.size())
        info.followUpIndex = -1;
}

void PollPlanner::updateGraceRechecks(KeyInfo& info, const LockState& state,
                                      qint64 sentAtMs) const {
    const bool sameLease = info.state && state.held && info.state->held &&
                           info.state->fencingToken == state.fencingToken &&
                           info.state->expiresAt == state.expiresAt;
    const bool pastTakeover = state.expiresAt && sentAtMs >= state.expiresAt->toMSecsSinceEpoch() +
                                                                 limits::kTakeoverGrace.count() -
                                                                 m_serverOffsetMs;
    info.graceRechecks = sameLease && pastTakeover ? info.graceRechecks + 1 : 0;
}

void PollPlanner::readFailed(const QString& key, qint64 nowMs, const ApiError& error) {
    if (auto it = m_keys.find(key); it != m_keys.end())
        it->inFlight = false;
    switch (error.kind) {
    case FailureKind::RateLimited:
        m_pausedUntilMs = nowMs + (error.retryAfterSeconds ? *error.retryAfterSeconds * 1000LL
                                                           : kDefaultRetryAfterMs);
        return;
    case FailureKind::Unavailable:
    case FailureKind::Transport:
    case FailureKind::Timeout:
    case FailureKind::Unauthorized:
    case FailureKind::Forbidden:
        // Every read would fail alike: back off all of them.
        m_backoffMs = m_backoffMs == 0 ? m_settings.backoffInitialMs
                                       : std::min(m_backoffMs * 2, m_settings.backoffMaxMs);
        m_backoffUntilMs = nowMs + m_backoffMs;
        return;
    case FailureKind::InvalidInput:
    case FailureKind::BadRequest:
    case FailureKind::Conflict:
    case FailureKind::Redirect:
    case FailureKind::BadResponse:
        // Something about this key (or this answer): try it again much later.
        if (auto it = m_keys.find(key); it != m_keys.end())
            it->notBeforeMs = nowMs + m_settings.backoffMaxMs;
        return;
    }
}

void PollPlanner::forgetBudgetWindow() {
    m_sentPerMinute.clear();
    m_pausedUntilMs.reset();
    m_backoffUntilMs.reset();
    m_backoffMs = 0;
    m_nextRefreshAtMs.reset();
}

void PollPlanner::readAbandoned(const QString& key) {
    if (auto it = m_keys.find(key); it != m_keys.end())
        it->inFlight = false;
}

void PollPlanner::pruneMinutes(qint64 nowMs) {
    const qint64 oldest = minuteStartOf(nowMs) - kMinuteMs;
    while (!m_sentPerMinute.empty() && m_sentPerMinute.begin()->first < oldest)
        m_sentPerMinute.erase(m_sentPerMinute.begin());
}

} // namespace volcano
