// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TokenObservation.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace volcano {

class AppDatabase;

// Fencing tokens seen per (profile, key), with times and the event each observation was
// (first seen, acquired, handover, freed, anomaly). Persisted in AppDatabase (table
// token_history) so the detail view and its chart survive restarts; bounded to
// retentionPerKey() rows per key, oldest dropped first. LockWatcher records into it.
class LockHistory : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultRetentionPerKey = 10'000;

    // database must be open and outlive the history.
    explicit LockHistory(AppDatabase& database, QObject* parent = nullptr);

    void setRetentionPerKey(int rows) { m_retention = rows; }
    int retentionPerKey() const { return m_retention; }

    // Stores the observation (assigning its id) and emits recorded(). False on a database
    // error.
    bool record(const QString& profileId, TokenObservation& observation);

    // Oldest first. limit > 0 returns only the newest `limit` rows (still oldest first).
    QList<TokenObservation> observations(const QString& profileId, const QString& key,
                                         int limit = -1) const;
    std::optional<TokenObservation> last(const QString& profileId, const QString& key) const;
    int count(const QString& profileId, const QString& key) const;
    int countEvents(const QString& profileId, const QString& key, TokenEvent event) const;

    bool clear(const QString& profileId, const QString& key);
    bool clearProfile(const QString& profileId);

Q_SIGNALS:
    void recorded(const QString& profileId, const volcano::TokenObservation& observation);

private:
    void prune(const QString& profileId, const QString& key);

    AppDatabase& m_database;
    int m_retention = kDefaultRetentionPerKey;
};

} // namespace volcano
