// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TeamStore.h"

#include <QList>
#include <QObject>

#include <functional>

namespace volcano {
class AppDatabase;
class Clock;
} // namespace volcano

namespace volcano::recorder {

// Writes the leader's observations to the team store, each under the recorder token it was
// read under, in batches of whatever arrived during one event-loop pass (a burst of reads
// becomes one transaction; a lone read is written at once).
//
// Nothing is lost to a store that goes away: the batch stays queued, the connection is
// reopened with back-off (1 s doubling to 16 s) and the batch written when it is back. The
// queue is bounded (kMaxQueued rows); past that the oldest rows are dropped and counted in
// the log. A batch the store fences (a newer leader wrote) is dropped and reported: those
// reads came from a leader that no longer is one.
class ObservationWriter : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxQueued = 200000;
    using QuotaSource = std::function<QList<TeamStore::QuotaFigure>()>;

    ObservationWriter(AppDatabase& database, QString recorder, const Clock& clock,
                      QObject* parent = nullptr);

    void add(FencingToken recorderToken, const RecordedObservation& observation);
    // A 429 or 503 the leader got: written with the next batch, for the incident timeline.
    void addFailure(FencingToken recorderToken, const RequestFailure& failure);
    // Read at each write: the quota figures written with the batch.
    void setQuotaSource(QuotaSource source) { m_quotaSource = std::move(source); }
    // A new leader raises the fence at once (with a retry when the store is away).
    Expected<TeamStore::WriteOutcome> claim(FencingToken recorderToken);
    void reportRole(TeamStore::Role role, std::optional<FencingToken> token, const QString& detail);
    // Writes what is queued now (before a clean stop); true when nothing is left.
    bool flushNow();
    int queued() const { return int(m_queue.size()); }
    TeamStore& store() { return m_store; }
    bool isStoreUp() const { return m_storeUp; }

Q_SIGNALS:
    // A batch was refused: the store has seen a higher recorder token than ours.
    void fenced(volcano::FencingToken ours, const QString& detail);
    void storeDown(const QString& message);
    void storeUp();
    void written(int rows);

private:
    struct Queued {
        FencingToken recorderToken = 0;
        RecordedObservation observation;
        std::optional<RequestFailure> failure; // set: this entry is a failure, not a read
    };
    void enqueue(Queued queued);
    void scheduleFlush(int delayMs);
    void flush();
    bool writeFront();
    TeamStore::Batch frontBatch() const;
    void onWriteFailed(const QString& message);
    bool reopen();

    AppDatabase& m_database;
    TeamStore m_store;
    QString m_recorder;
    const Clock& m_clock;
    QList<Queued> m_queue;
    QuotaSource m_quotaSource;
    int m_flushTimer = 0;
    int m_backoffMs = 0;
    bool m_storeUp = true;
    qint64 m_droppedForSpace = 0;
};

} // namespace volcano::recorder
