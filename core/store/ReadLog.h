// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/OperationResult.h"
#include "store/RecordedObservation.h"
#include "store/RequestFailure.h"

#include <QList>
#include <QObject>
#include <QTimer>

namespace volcano {

class AppDatabase;

// A solo console's record of what it read, for the incident timeline and report: every good
// read (table observations, under the profile, with its request id), every 429 and 503
// (table request_failures) and its quota figure per UTC minute (profile_quota_minutes).
// In team mode the recorder writes the same tables of the team store instead.
//
// Writes are batched like LockHistory's: queued, written in one transaction at the next
// event-loop pass (or at kBatchRows), the rest flushed by the destructor. A database error
// drops that batch and is logged: the record is an aid, and must never stop a read.
class ReadLog : public QObject {
    Q_OBJECT
public:
    static constexpr int kBatchRows = 1'000;
    static constexpr int kDefaultRetentionDays = 30;

    // database must be open and outlive the log.
    explicit ReadLog(AppDatabase& database, QObject* parent = nullptr);
    ~ReadLog() override;
    ReadLog(const ReadLog&) = delete;
    ReadLog& operator=(const ReadLog&) = delete;

    // A read's outcome (or an acquire/renew/release that tells the lock's state): a good one
    // becomes an observation, a 429 or 503 a failure; anything else is not recorded.
    void recordResult(const QString& profileId, const OperationResult& result);
    void append(const RecordedObservation& observation);
    void appendFailure(const RequestFailure& failure);
    // The quota used in the UTC minute starting at minuteStartMs, as last known (replaces an
    // earlier figure of the same minute).
    void setQuotaMinute(const QString& profileId, qint64 minuteStartMs, int used, int limit);

    Expected<void> flush();
    int pendingCount() const;
    // Deletes what is older than cutoffMs (at most batchRows rows of each table); returns how
    // many observations went.
    Expected<int> prune(qint64 cutoffMs, int batchRows);

    // The good read of a result (nothing for a failure or an answer without the state).
    static std::optional<RecordedObservation> observationOf(const OperationResult& result);
    // A 429 or 503 (nothing for anything else).
    static std::optional<RequestFailure> failureOf(const OperationResult& result);

private:
    struct QuotaMinute {
        QString profileId;
        qint64 minuteStartMs = 0;
        int used = 0;
        int limit = 0;
    };
    void scheduleFlush();
    void flushQuietly();
    bool writeObservations() const;
    bool writeFailures() const;
    bool writeQuota() const;

    AppDatabase& m_database;
    QList<RecordedObservation> m_observations;
    QList<RequestFailure> m_failures;
    QList<QuotaMinute> m_quota;
    QTimer m_flushTimer;
};

} // namespace volcano
