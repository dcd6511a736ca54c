// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/TeamMode.h"

#include "client/Clock.h"
#include "console/TeamFeed.h"
#include "store/AppDatabase.h"
#include "store/TeamWatchlist.h"
#include "store/Watchlist.h"

#include <QLoggingCategory>
#include <QSet>

Q_LOGGING_CATEGORY(lcTeam, "volcano.console.team")

namespace volcano::ui {

TeamMode::TeamMode(Watchlist& watchlist, const Clock& clock, QObject* parent)
    : QObject(parent)
    , m_watchlist(watchlist)
    , m_clock(clock)
    , m_feed(new TeamFeed(&clock, this)) {
    m_check.setInterval(1000);
    connect(&m_check, &QTimer::timeout, this, &TeamMode::checkRecorder);
    connect(m_feed, &TeamFeed::observed, this,
            [this](const RecordedObservation& row) { Q_EMIT observed(resultOf(row)); });
    connect(m_feed, &TeamFeed::keysChanged, this, &TeamMode::onTeamKeys);
    connect(m_feed, &TeamFeed::recorderStatusChanged, this, &TeamMode::checkRecorder);
    connect(m_feed, &TeamFeed::connectionChanged, this, &TeamMode::statusChanged);
    connect(&m_watchlist, &Watchlist::keysAdded, this, &TeamMode::onLocalKeysAdded);
    connect(&m_watchlist, &Watchlist::keysRemoved, this, &TeamMode::onLocalKeysRemoved);
}

TeamMode::~TeamMode() = default;

Expected<void> TeamMode::start(const ConnectionProfile& profile, const QString& password,
                               const QDateTime& replayFrom) {
    stop();
    auto location = StoreLocation::parse(profile.teamStore);
    if (!location)
        return location.error();
    if (!password.isEmpty())
        location->setPassword(password);
    if (auto started = m_feed->start(*location, replayFrom); !started)
        return started;
    Q_EMIT storeOpened(*m_feed->database());
    onTeamKeys(m_feed->keys());
    m_stale = false;
    m_check.start();
    checkRecorder();
    return {};
}

void TeamMode::stop() {
    m_check.stop();
    if (m_feed->isRunning())
        Q_EMIT storeClosing();
    m_feed->stop();
    setPollingItself(false);
}

bool TeamMode::isActive() const {
    return m_feed->isRunning();
}

OperationResult TeamMode::resultOf(const RecordedObservation& observation) {
    OperationResult result;
    result.operation = Operation::Read;
    result.key = observation.key;
    result.sentAtUtc = observation.observedAt;
    // No serverDate: the recorder's clock is not an HTTP Date, and must not pass for one in
    // this console's clock-offset estimate.
    result.observedAtUtc = observation.observedAt;
    LockState state;
    state.held = observation.held;
    state.fencingToken = observation.fencingToken;
    if (observation.expiresAt.isValid())
        state.expiresAt = observation.expiresAt;
    result.state = state;
    result.httpStatus = 200;
    return result;
}

// The team's list is the truth; the local copy follows it (and keeps per-key notify flags).
void TeamMode::onTeamKeys(const QStringList& keys) {
    const QSet<QString> team(keys.cbegin(), keys.cend());
    const QStringList local = m_watchlist.keyNames();
    QStringList gone;
    for (const QString& key : local) {
        if (!team.contains(key))
            gone.append(key);
    }
    QStringList added;
    for (const QString& key : keys) {
        if (!m_watchlist.contains(key))
            added.append(key);
    }
    m_syncingKeys = true;
    if (!gone.isEmpty())
        m_watchlist.removeMany(gone);
    if (!added.isEmpty())
        m_watchlist.addMany(added);
    m_syncingKeys = false;
}

void TeamMode::onLocalKeysAdded(const QStringList& keys) {
    if (m_syncingKeys || !isActive())
        return;
    auto added = TeamWatchlist(*m_feed->database()).add(keys, m_clock.utcNow().toMSecsSinceEpoch());
    if (!added)
        qCWarning(lcTeam).noquote() << added.error().message;
}

void TeamMode::onLocalKeysRemoved(const QStringList& keys) {
    if (m_syncingKeys || !isActive())
        return;
    if (auto removed = TeamWatchlist(*m_feed->database()).remove(keys); !removed)
        qCWarning(lcTeam).noquote() << removed.error().message;
}

qint64 TeamMode::observationAgeMs() const {
    const QDateTime last = m_feed->recorderStatus().lastObservation;
    return last.isValid() ? last.msecsTo(m_clock.utcNow()) : -1;
}

void TeamMode::checkRecorder() {
    const qint64 age = observationAgeMs();
    const bool stale = isActive() && (age < 0 || age > m_staleAfterMs);
    if (stale != m_stale) {
        m_stale = stale;
        if (!stale)
            setPollingItself(false); // a recorder is back: its reads cost the team nothing
        Q_EMIT recorderStaleChanged(stale, staleText());
    }
    Q_EMIT statusChanged();
}

QString TeamMode::staleText() const {
    const auto status = m_feed->recorderStatus();
    if (status.leader.isEmpty())
        return tr("No recorder is leading for this team store, so nothing new arrives.");
    return tr("Recorder %1 has written nothing for %2 s: what you see may be out of date.")
        .arg(status.leader)
        .arg(observationAgeMs() / 1000);
}

QString TeamMode::statusText() const {
    if (!isActive())
        return {};
    if (!m_feed->isConnected())
        return tr("Team store unreachable; reconnecting");
    const auto status = m_feed->recorderStatus();
    if (status.leader.isEmpty())
        return tr("Team store · no recorder leading");
    const qint64 age = observationAgeMs();
    const QString ageText =
        age < 0 ? tr("no observation yet")
                : tr("last observation %1 s ago").arg(std::max<qint64>(0, age / 1000));
    return tr("Team store · recorder %1 leads · %2").arg(status.leader, ageText);
}

void TeamMode::setPollingItself(bool on) {
    if (on == m_pollingItself)
        return;
    m_pollingItself = on;
    Q_EMIT pollingItselfChanged(on);
}

} // namespace volcano::ui
