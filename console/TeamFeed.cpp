// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/TeamFeed.h"

#include "client/Clock.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"
#include "store/TeamWatchlist.h"

#include <QLoggingCategory>
#include <QMap>
#include <QSet>
#include <QSqlDriver>

#include <limits>

Q_LOGGING_CATEGORY(lcTeamFeed, "volcano.console.teamfeed")

namespace volcano {

namespace {

constexpr int kCatchUpRows = 5000;
constexpr int kFirstBackoffMs = 1000;
constexpr int kMaxBackoffMs = 16000;

} // namespace

TeamFeed::TeamFeed(const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_clock(clock ? clock : &Clock::system()) {
    m_poll.setInterval(kPollIntervalMs);
    connect(&m_poll, &QTimer::timeout, this, &TeamFeed::refresh);
}

TeamFeed::~TeamFeed() = default;

Expected<void> TeamFeed::start(const StoreLocation& location, const QDateTime& replayFrom) {
    stop();
    auto database = std::make_unique<AppDatabase>(location);
    if (auto opened = database->open(); !opened)
        return opened;
    m_database = std::move(database);
    m_connected = true;
    subscribe();
    refreshKeys(); // first: observations of keys not (yet) watched would be dropped
    loadLatest(replayFrom);
    catchUp();
    refreshStatus();
    m_poll.start();
    return {};
}

void TeamFeed::stop() {
    m_poll.stop();
    m_database.reset();
    m_connected = false;
    m_lastId = 0;
    m_keys.clear();
    m_status = {};
}

// PostgreSQL pushes "new rows" at each recorder commit; SQLite has no such thing, and the
// poll covers it (and any notification lost while reconnecting).
void TeamFeed::subscribe() {
    QSqlDriver* driver = m_database->database().driver();
    if (!driver || !driver->hasFeature(QSqlDriver::EventNotifications))
        return;
    connect(driver, &QSqlDriver::notification, this, &TeamFeed::onNotification,
            Qt::UniqueConnection);
    if (!driver->subscribeToNotification(QLatin1StringView(TeamStore::kObservationsChannel)))
        qCWarning(lcTeamFeed) << "cannot LISTEN; following the store by polling only";
}

void TeamFeed::onNotification(const QString& name, QSqlDriver::NotificationSource,
                              const QVariant&) {
    if (name == QLatin1StringView(TeamStore::kObservationsChannel))
        catchUp();
}

// Rows from the first one observed at replayFrom on come with the catch-up; before them,
// each key's latest row, so that a key quiet since then still shows its state.
void TeamFeed::loadLatest(const QDateTime& replayFrom) {
    const TeamStore store(*m_database);
    auto latest = store.latestPerKey();
    auto firstReplayed = replayFrom.isValid()
                             ? store.firstIdObservedFrom(replayFrom.toMSecsSinceEpoch())
                             : Expected<std::optional<qint64>>(std::nullopt);
    if (!latest || !firstReplayed) {
        markDown(!latest ? latest.error().message : firstReplayed.error().message);
        return;
    }
    const qint64 replayStart = firstReplayed->value_or(std::numeric_limits<qint64>::max());
    for (const RecordedObservation& row : std::as_const(*latest)) {
        if (row.id >= replayStart)
            continue;
        m_lastId = std::max(m_lastId, row.id);
        Q_EMIT observed(row);
    }
    if (*firstReplayed)
        m_lastId = **firstReplayed - 1;
}

void TeamFeed::catchUp() {
    if (!m_connected)
        return;
    const TeamStore store(*m_database);
    while (true) {
        auto rows = store.observationsAfter(m_lastId, kCatchUpRows);
        if (!rows) {
            markDown(rows.error().message);
            return;
        }
        for (const RecordedObservation& row : std::as_const(*rows)) {
            m_lastId = row.id;
            Q_EMIT observed(row);
        }
        if (rows->size() < kCatchUpRows)
            return;
    }
}

void TeamFeed::refresh() {
    if (!m_database)
        return;
    if (!m_connected) {
        tryReconnect();
        return;
    }
    catchUp();
    refreshKeys();
    refreshStatus();
}

void TeamFeed::refreshKeys() {
    if (!m_connected)
        return;
    auto keys = TeamWatchlist(*m_database).keys();
    if (!keys) {
        markDown(keys.error().message);
        return;
    }
    if (*keys != m_keys) {
        m_keys = *keys;
        Q_EMIT keysChanged(m_keys);
    }
}

void TeamFeed::refreshStatus() {
    if (!m_connected)
        return;
    auto recorders = TeamStore(*m_database).recorders();
    if (!recorders) {
        markDown(recorders.error().message);
        return;
    }
    RecorderStatus status;
    for (const TeamStore::RecorderRow& row : std::as_const(*recorders)) {
        if (row.role == TeamStore::roleName(TeamStore::Role::Leader)) {
            status = {row.name, row.lastObservation, row.updatedAt, std::nullopt};
            break;
        }
    }
    status.quotaUsed = refreshQuota();
    if (!(status == m_status)) {
        m_status = status;
        Q_EMIT recorderStatusChanged();
    }
}

// Returns this minute's figure. "server" (from RateLimit headers, the whole project) wins over
// "recorder" (the recorder's own requests) in the same minute.
std::optional<int> TeamFeed::refreshQuota() {
    const qint64 nowMs = m_clock->utcNow().toMSecsSinceEpoch();
    const qint64 thisMinute = nowMs - nowMs % 60000;
    auto figures = TeamStore(*m_database).quotaSince(thisMinute - 59 * 60000);
    if (!figures)
        return std::nullopt;
    QMap<qint64, int> byMinute;
    QSet<qint64> fromServer;
    for (const TeamStore::QuotaFigure& figure : std::as_const(*figures)) {
        const bool server = figure.source == QLatin1StringView("server");
        if (server || !fromServer.contains(figure.minuteStartMs))
            byMinute[figure.minuteStartMs] = figure.used;
        if (server)
            fromServer.insert(figure.minuteStartMs);
    }
    for (auto it = byMinute.cbegin(); it != byMinute.cend(); ++it)
        Q_EMIT projectQuota(QDateTime::fromMSecsSinceEpoch(it.key(), Qt::UTC), it.value());
    return byMinute.contains(thisMinute) ? std::optional(byMinute.value(thisMinute)) : std::nullopt;
}

void TeamFeed::markDown(const QString& message) {
    if (!m_connected)
        return;
    m_connected = false;
    m_backoffMs = kFirstBackoffMs;
    m_nextAttemptMs = m_clock->monotonicMs() + m_backoffMs;
    qCWarning(lcTeamFeed).noquote() << "team store unreachable:" << message;
    Q_EMIT connectionChanged(false, message);
}

// QtSql does not reconnect by itself; rows written meanwhile come with the next catch-up.
void TeamFeed::tryReconnect() {
    if (m_clock->monotonicMs() < m_nextAttemptMs)
        return;
    m_database->close();
    if (auto opened = m_database->open(); !opened) {
        m_backoffMs = std::min(m_backoffMs * 2, kMaxBackoffMs);
        m_nextAttemptMs = m_clock->monotonicMs() + m_backoffMs;
        return;
    }
    m_connected = true;
    subscribe();
    Q_EMIT connectionChanged(true, {});
    refresh();
}

} // namespace volcano
