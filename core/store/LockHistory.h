// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TokenObservation.h"

#include "protocol/Expected.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSqlQuery>
#include <QString>
#include <QTimer>

#include <optional>

namespace volcano {

class AppDatabase;

// Fencing tokens seen per (profile, key), with times and the event each observation was
// (first seen, acquired, handover, freed, anomaly). Persisted in AppDatabase (table
// token_history) so the detail view and its chart survive restarts; bounded to
// retentionPerKey() rows per key, oldest dropped first. LockWatcher records into it.
//
// Writes are batched: append() queues an observation and the queue is written in one
// transaction at the next event-loop pass, or as soon as kBatchRows are waiting (the first
// pass over 10,000 new keys is then a handful of commits, not 10,000). Every read flushes
// the queue first (last() looks at the queue instead), and the destructor flushes what is
// left, so no observation is lost on shutdown.
class LockHistory : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultRetentionPerKey = 10'000;
    // Queued observations written at once when the event loop is busy (a poll round).
    static constexpr int kBatchRows = 1'000;

    // database must be open and outlive the history.
    explicit LockHistory(AppDatabase& database, QObject* parent = nullptr);
    ~LockHistory() override;
    LockHistory(const LockHistory&) = delete;
    LockHistory& operator=(const LockHistory&) = delete;

    void setRetentionPerKey(int rows) { m_retention = rows; }
    int retentionPerKey() const { return m_retention; }

    // Stores the observation now (after anything queued, assigning its id) and emits
    // recorded(). False on a database error.
    bool record(const QString& profileId, TokenObservation& observation);
    // Queues the observation; it is written (and recorded() emitted, with its id) by the
    // next flush.
    void append(const QString& profileId, const TokenObservation& observation);
    // Writes the queue in one transaction. On a database error nothing of the batch is
    // kept, and the error says so.
    Expected<void> flush();
    int pendingCount() const { return int(m_pending.size()); }

    // Oldest first. limit > 0 returns only the newest `limit` rows (still oldest first).
    // The reads write the queue first (so they are not const); last() answers from the
    // queue when it holds the key, without writing.
    QList<TokenObservation> observations(const QString& profileId, const QString& key,
                                         int limit = -1);
    std::optional<TokenObservation> last(const QString& profileId, const QString& key) const;
    int count(const QString& profileId, const QString& key);
    // When the newest recorded event of the profile was observed (invalid: none yet).
    QDateTime latestObservedAt(const QString& profileId);
    int countEvents(const QString& profileId, const QString& key, TokenEvent event);

    bool clear(const QString& profileId, const QString& key);
    bool clearProfile(const QString& profileId);

Q_SIGNALS:
    void recorded(const QString& profileId, const volcano::TokenObservation& observation);

private:
    struct Pending {
        QString profileId;
        TokenObservation observation;
    };
    QSqlQuery insertQuery() const;
    static bool insert(QSqlQuery& query, const QString& profileId, TokenObservation& observation);
    QList<TokenObservation> stored(const QString& profileId, const QString& key, int limit) const;
    void prune(const QString& profileId, const QString& key);
    void flushQuietly();
    static QString pendingKey(const QString& profileId, const QString& key);

    AppDatabase& m_database;
    int m_retention = kDefaultRetentionPerKey;
    QList<Pending> m_pending;
    QHash<QString, qsizetype> m_newestPending; // profile + key -> index in m_pending
    QTimer m_flushTimer;
};

} // namespace volcano
