// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/LockTypes.h"
#include "store/RecordedObservation.h"
#include "store/StoreLocation.h"

#include <QDateTime>
#include <QObject>
#include <QSqlDriver>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>

namespace volcano {

class AppDatabase;
class Clock;

// A team-mode console's window on the shared store: the observations the leading recorder
// writes (pushed by PostgreSQL NOTIFY, with a short poll as a safety net and for SQLite), the
// team watchlist, and which recorder leads and how old its last observation is. Reading the
// store costs no API quota. A lost connection is reopened with back-off; rows written
// meanwhile are caught up by id, so none is skipped.
class TeamFeed : public QObject {
    Q_OBJECT
public:
    struct RecorderStatus {
        QString leader;            // empty: no recorder has led yet
        QDateTime lastObservation; // of the leader (UTC, recorder's clock)
        QDateTime updatedAt;       // the leader's last heartbeat
        // The project's use of its quota this UTC minute as the recorder knows it (from the
        // server's RateLimit headers when it sent them, else its own count).
        std::optional<int> quotaUsed;
        friend bool operator==(const RecorderStatus&, const RecorderStatus&) = default;
    };
    static constexpr int kPollIntervalMs = 2000;

    // clock null means Clock::system().
    explicit TeamFeed(const Clock* clock = nullptr, QObject* parent = nullptr);
    ~TeamFeed() override;

    // Connects, hands on the latest observation of every key, then every observation from
    // replayFrom on (what happened while this console was closed), and follows (all through
    // observed(), in write order). Fails with a message a user can act on (never the
    // password).
    Expected<void> start(const StoreLocation& location, const QDateTime& replayFrom = {});
    void stop();
    bool isRunning() const { return m_database != nullptr; }
    bool isConnected() const { return m_connected; }
    QStringList keys() const { return m_keys; }
    RecorderStatus recorderStatus() const { return m_status; }
    // The open store (team-mode audit log); null when not running.
    AppDatabase* database() const { return m_database.get(); }

Q_SIGNALS:
    // Each row once, in write order.
    void observed(const volcano::RecordedObservation& observation);
    void keysChanged(const QStringList& keys);
    void recorderStatusChanged();
    void connectionChanged(bool connected, const QString& message);
    // The project's quota use in a UTC minute of the last hour, as the recorder counted it
    // (the server's RateLimit figure when it had one, else its own).
    void projectQuota(const QDateTime& minuteStart, int used);

private:
    void catchUp();
    void loadLatest(const QDateTime& replayFrom);
    std::optional<int> refreshQuota();
    void refresh();
    void refreshKeys();
    void refreshStatus();
    void onNotification(const QString& name, QSqlDriver::NotificationSource source,
                        const QVariant& payload);
    void subscribe();
    void markDown(const QString& message);
    void tryReconnect();

    const Clock* m_clock;
    std::unique_ptr<AppDatabase> m_database;
    QTimer m_poll;
    qint64 m_lastId = 0;
    QStringList m_keys;
    RecorderStatus m_status;
    bool m_connected = false;
    int m_backoffMs = 0;
    qint64 m_nextAttemptMs = 0;
};

} // namespace volcano
