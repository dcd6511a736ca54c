// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/LockTypes.h"
#include "store/RecordedObservation.h"
#include "store/RequestFailure.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariantList>

#include <functional>
#include <optional>

class QSqlQuery;

namespace volcano {

class AppDatabase;

// What recorders write to the team store, fenced as the API reference advises: the store
// keeps the highest recorder fencing token seen (table recorder_fence) and a write carrying
// a lower one is rejected inside the same transaction, so an old leader that wakes up after
// a pause cannot interleave its rows with the new leader's.
//
// PostgreSQL: the fence row is locked by the upsert until commit, so writers of one store
// are serialised; consoles hear about new rows by NOTIFY on kObservationsChannel (payload:
// the highest new row id).
class TeamStore {
public:
    static constexpr const char* kObservationsChannel = "volcano_observations";

    enum class Role { Leader, Standby, Lost };
    static QString roleName(Role role);

    struct QuotaFigure {
        qint64 minuteStartMs = 0; // the UTC minute
        QString source;           // "server" (RateLimit-*) or "recorder" (its own count)
        int used = 0;
    };
    struct Batch {
        QString recorder;
        FencingToken recorderToken = 0;
        QList<RecordedObservation> observations;
        QList<QuotaFigure> quota;
        QList<RequestFailure> failures; // 429s and 503s, for the incident timeline
    };
    enum class WriteOutcome { Written, Fenced };

    // The database must outlive the store.
    explicit TeamStore(AppDatabase& database);

    // Raises the fence to recorderToken (a new leader does so at once, before its first
    // observation). Fenced when a higher token is already there.
    Expected<WriteOutcome> claimFence(const QString& recorder, FencingToken recorderToken,
                                      qint64 nowMs);
    // All or nothing: Fenced (and nothing written) when a higher token is there.
    Expected<WriteOutcome> write(const Batch& batch, qint64 nowMs);
    std::optional<FencingToken> fenceToken() const;

    // Other fenced writes (alert events, webhook deliveries): `work` runs inside the
    // transaction after the fence check and returns false on an SQL error (the query's
    // lastError says which); nothing is written when fenced.
    using FencedWork = std::function<bool(QSqlQuery& query)>;
    Expected<WriteOutcome> writeFenced(const QString& recorder, FencingToken recorderToken,
                                       qint64 nowMs, const FencedWork& work);

    // Each recorder's own row (not fenced: a standby reports too).
    Expected<void> reportRole(const QString& recorder, Role role,
                              std::optional<FencingToken> recorderToken, const QString& detail,
                              qint64 nowMs);

    // Deletes at most batchRows observations (and refused requests) older than cutoffMs;
    // returns how many observations.
    Expected<int> pruneObservations(qint64 cutoffMs, int batchRows);

    // Rows with id > afterId, oldest first (at most limit).
    Expected<QList<RecordedObservation>> observationsAfter(qint64 afterId, int limit) const;
    // The newest row of every key, oldest first.
    Expected<QList<RecordedObservation>> latestPerKey() const;
    // The first row (lowest id) observed at or after the time; nothing when there is none.
    Expected<std::optional<qint64>> firstIdObservedFrom(qint64 observedAtMs) const;
    // The quota figures of the minutes starting at or after fromMs, oldest first.
    Expected<QList<QuotaFigure>> quotaSince(qint64 fromMs) const;

    struct RecorderRow {
        QString name;
        QString role; // roleName()
        std::optional<FencingToken> recorderToken;
        QDateTime updatedAt;
        QDateTime lastObservation; // invalid before its first write
    };
    Expected<QList<RecorderRow>> recorders() const;

private:
    bool raiseFence(QSqlQuery& query, const QString& recorder, FencingToken token, qint64 nowMs,
                    bool& fenced) const;
    bool insertObservations(QSqlQuery& query, const Batch& batch) const;
    static bool insertFailures(QSqlQuery& query, const Batch& batch);
    bool upsertQuota(QSqlQuery& query, const QList<QuotaFigure>& quota) const;
    bool markLastObservation(QSqlQuery& query, const Batch& batch) const;
    bool notifyConsoles(QSqlQuery& query) const;
    bool writeBatch(QSqlQuery& query, const Batch& batch) const;
    QString tokenText(FencingToken token) const;
    QString fenceText(FencingToken token) const;
    QString castToken(const QString& placeholder) const;
    Expected<QList<RecordedObservation>> selectObservations(const QString& where,
                                                            const QVariantList& values) const;

    AppDatabase& m_database;
};

} // namespace volcano
