// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ObservationWriter.h"

#include "client/Clock.h"
#include "store/AppDatabase.h"

#include <QLoggingCategory>

namespace volcano::recorder {

Q_LOGGING_CATEGORY(lcWriter, "volcano.recorder.writer")

namespace {

constexpr int kBatchRows = 1000;
constexpr int kFirstBackoffMs = 1000;
constexpr int kMaxBackoffMs = 16000;

} // namespace

ObservationWriter::ObservationWriter(AppDatabase& database, QString recorder, const Clock& clock,
                                     QObject* parent)
    : QObject(parent)
    , m_database(database)
    , m_store(database)
    , m_recorder(std::move(recorder))
    , m_clock(clock) {}

void ObservationWriter::add(FencingToken recorderToken, const RecordedObservation& observation) {
    enqueue({recorderToken, observation, std::nullopt});
}

void ObservationWriter::addFailure(FencingToken recorderToken, const RequestFailure& failure) {
    enqueue({recorderToken, {}, failure});
}

void ObservationWriter::enqueue(Queued queued) {
    if (m_queue.size() >= kMaxQueued) {
        m_queue.removeFirst();
        if (++m_droppedForSpace % 1000 == 1)
            qCWarning(lcWriter) << "the store is away and" << kMaxQueued
                                << "observations are queued: dropped the oldest"
                                << m_droppedForSpace << "so far";
    }
    m_queue.append(std::move(queued));
    if (m_storeUp)
        scheduleFlush(0);
}

void ObservationWriter::scheduleFlush(int delayMs) {
    if (m_flushTimer)
        return;
    m_flushTimer = m_clock.callAt(m_clock.monotonicMs() + delayMs, this, [this] {
        m_flushTimer = 0;
        flush();
    });
}

void ObservationWriter::flush() {
    if (!m_storeUp && !reopen()) {
        scheduleFlush(m_backoffMs);
        return;
    }
    while (!m_queue.isEmpty()) {
        if (!writeFront())
            return;
    }
}

bool ObservationWriter::flushNow() {
    if (m_flushTimer) {
        m_clock.cancel(m_flushTimer);
        m_flushTimer = 0;
    }
    flush();
    return m_queue.isEmpty();
}

// The oldest rows read under one recorder token, at most kBatchRows of them.
TeamStore::Batch ObservationWriter::frontBatch() const {
    TeamStore::Batch batch;
    batch.recorder = m_recorder;
    batch.recorderToken = m_queue.constFirst().recorderToken;
    for (const Queued& queued : m_queue) {
        if (queued.recorderToken != batch.recorderToken ||
            batch.observations.size() + batch.failures.size() >= kBatchRows)
            break;
        if (queued.failure)
            batch.failures.append(*queued.failure);
        else
            batch.observations.append(queued.observation);
    }
    if (m_quotaSource)
        batch.quota = m_quotaSource();
    return batch;
}

bool ObservationWriter::writeFront() {
    const TeamStore::Batch batch = frontBatch();
    const auto outcome = m_store.write(batch, m_clock.utcNow().toMSecsSinceEpoch());
    if (!outcome) {
        onWriteFailed(outcome.error().message);
        return false;
    }
    m_queue.remove(0, batch.observations.size() + batch.failures.size());
    if (*outcome == TeamStore::WriteOutcome::Fenced) {
        const QString detail =
            QStringLiteral("%1 observations read under recorder token %2 were not written: the "
                           "store has seen recorder token %3 (a newer leader)")
                .arg(batch.observations.size())
                .arg(batch.recorderToken)
                .arg(m_store.fenceToken().value_or(0));
        Q_EMIT fenced(batch.recorderToken, detail);
        return true;
    }
    Q_EMIT written(int(batch.observations.size()));
    return true;
}

void ObservationWriter::onWriteFailed(const QString& message) {
    if (m_storeUp) {
        m_storeUp = false;
        m_backoffMs = kFirstBackoffMs;
        Q_EMIT storeDown(message);
    } else {
        m_backoffMs = std::min(m_backoffMs * 2, kMaxBackoffMs);
    }
    scheduleFlush(m_backoffMs);
}

// QtSql does not reconnect by itself: after a server restart the old connection only fails.
bool ObservationWriter::reopen() {
    m_database.close();
    if (auto opened = m_database.open(); !opened) {
        m_backoffMs = std::min(std::max(m_backoffMs * 2, kFirstBackoffMs), kMaxBackoffMs);
        return false;
    }
    m_storeUp = true;
    m_backoffMs = 0;
    Q_EMIT storeUp();
    return true;
}

Expected<TeamStore::WriteOutcome> ObservationWriter::claim(FencingToken recorderToken) {
    auto outcome =
        m_store.claimFence(m_recorder, recorderToken, m_clock.utcNow().toMSecsSinceEpoch());
    if (!outcome && reopen())
        outcome =
            m_store.claimFence(m_recorder, recorderToken, m_clock.utcNow().toMSecsSinceEpoch());
    return outcome;
}

void ObservationWriter::reportRole(TeamStore::Role role, std::optional<FencingToken> token,
                                   const QString& detail) {
    if (auto reported = m_store.reportRole(m_recorder, role, token, detail,
                                           m_clock.utcNow().toMSecsSinceEpoch());
        !reported)
        qCWarning(lcWriter).noquote() << reported.error().message;
}

} // namespace volcano::recorder
