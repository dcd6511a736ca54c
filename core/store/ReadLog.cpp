// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ReadLog.h"

#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

Q_LOGGING_CATEGORY(lcReadLog, "volcano.readlog")

namespace {

QVariant msOrNull(const QDateTime& time) {
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch())
                          : QVariant(QMetaType::fromType<qlonglong>());
}

QString notNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

// The lock's state as a successful operation left it: a read says so, an acquire or renew
// grants a lease, a release frees it.
std::optional<LockState> stateAfter(const OperationResult& result) {
    if (!result.ok())
        return std::nullopt;
    if (result.state)
        return result.state;
    if (result.grant)
        return LockState{true, result.grant->expiresAt, result.grant->fencingToken};
    if (result.operation == Operation::Release || result.operation == Operation::ForceRelease)
        return LockState{};
    return std::nullopt;
}

} // namespace

ReadLog::ReadLog(AppDatabase& database, QObject* parent)
    : QObject(parent)
    , m_database(database) {
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(0);
    connect(&m_flushTimer, &QTimer::timeout, this, &ReadLog::flushQuietly);
}

ReadLog::~ReadLog() {
    flushQuietly();
}

std::optional<RecordedObservation> ReadLog::observationOf(const OperationResult& result) {
    const auto state = stateAfter(result);
    if (!state)
        return std::nullopt;
    RecordedObservation observation;
    observation.key = result.key;
    observation.observedAt =
        result.observedAtUtc.isValid() ? result.observedAtUtc : result.sentAtUtc;
    observation.held = state->held;
    if (state->held) {
        observation.fencingToken = state->fencingToken;
        observation.expiresAt = state->expiresAt.value_or(QDateTime());
    }
    observation.requestId = result.requestId;
    return observation;
}

std::optional<RequestFailure> ReadLog::failureOf(const OperationResult& result) {
    if (!result.error || (result.error->httpStatus != 429 && result.error->httpStatus != 503))
        return std::nullopt;
    RequestFailure failure;
    failure.at = result.sentAtUtc;
    failure.key = result.key;
    failure.operation = operationName(result.operation);
    failure.httpStatus = result.error->httpStatus;
    failure.code = result.error->codeText;
    failure.requestId = result.requestId;
    failure.retryAfterSeconds = result.error->retryAfterSeconds;
    return failure;
}

void ReadLog::recordResult(const QString& profileId, const OperationResult& result) {
    if (auto observation = observationOf(result)) {
        observation->profileId = profileId;
        observation->recorder = QStringLiteral("console");
        append(*observation);
    } else if (auto failure = failureOf(result)) {
        failure->profileId = profileId;
        appendFailure(*failure);
    }
}

void ReadLog::append(const RecordedObservation& observation) {
    if (!observation.observedAt.isValid())
        return;
    m_observations.append(observation);
    scheduleFlush();
}

void ReadLog::appendFailure(const RequestFailure& failure) {
    if (!failure.at.isValid())
        return;
    m_failures.append(failure);
    scheduleFlush();
}

void ReadLog::setQuotaMinute(const QString& profileId, qint64 minuteStartMs, int used, int limit) {
    for (QuotaMinute& queued : m_quota) {
        if (queued.profileId == profileId && queued.minuteStartMs == minuteStartMs) {
            queued.used = used;
            queued.limit = limit;
            return;
        }
    }
    m_quota.append(QuotaMinute{profileId, minuteStartMs, used, limit});
    scheduleFlush();
}

int ReadLog::pendingCount() const {
    return int(m_observations.size() + m_failures.size() + m_quota.size());
}

void ReadLog::scheduleFlush() {
    if (pendingCount() >= kBatchRows)
        flushQuietly();
    else if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

Expected<void> ReadLog::flush() {
    m_flushTimer.stop();
    if (pendingCount() == 0)
        return {};
    QSqlDatabase db = m_database.database();
    const bool written =
        db.transaction() && writeObservations() && writeFailures() && writeQuota() && db.commit();
    const QString reason = db.lastError().text();
    m_observations.clear();
    m_failures.clear();
    m_quota.clear();
    if (written)
        return {};
    db.rollback();
    return fail(tr("Cannot record reads for the timeline: %1").arg(reason));
}

void ReadLog::flushQuietly() {
    if (auto flushed = flush(); !flushed)
        qCWarning(lcReadLog).noquote() << flushed.error().message;
}

bool ReadLog::writeObservations() const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO observations (key, observed_at_ms, held,"
                                 " fencing_token, expires_at_ms, recorder, recorder_token,"
                                 " request_id, profile_id) VALUES (?, ?, ?, %1, ?, ?, 0, ?, ?)")
                      .arg(m_database.isPostgres() ? QStringLiteral("CAST(? AS NUMERIC)")
                                                   : QStringLiteral("?")));
    for (const RecordedObservation& observation : m_observations) {
        query.addBindValue(observation.key);
        query.addBindValue(observation.observedAt.toMSecsSinceEpoch());
        query.addBindValue(observation.held);
        query.addBindValue(sql::tokenValue(observation.fencingToken));
        query.addBindValue(msOrNull(observation.expiresAt));
        query.addBindValue(notNull(observation.recorder));
        query.addBindValue(notNull(observation.requestId));
        query.addBindValue(notNull(observation.profileId));
        if (!query.exec()) {
            qCWarning(lcReadLog).noquote() << query.lastError().text();
            return false;
        }
    }
    return true;
}

bool ReadLog::writeFailures() const {
    QSqlQuery query(m_database.database());
    if (insertRequestFailures(query, m_failures))
        return true;
    qCWarning(lcReadLog).noquote() << query.lastError().text();
    return false;
}

bool ReadLog::writeQuota() const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO profile_quota_minutes (profile_id, minute_ms, used,"
                                 " quota_limit) VALUES (?, ?, ?, ?) ON CONFLICT (profile_id,"
                                 " minute_ms) DO UPDATE SET used = excluded.used,"
                                 " quota_limit = excluded.quota_limit"));
    for (const QuotaMinute& minute : m_quota) {
        query.addBindValue(notNull(minute.profileId));
        query.addBindValue(minute.minuteStartMs);
        query.addBindValue(minute.used);
        query.addBindValue(minute.limit);
        if (!query.exec()) {
            qCWarning(lcReadLog).noquote() << query.lastError().text();
            return false;
        }
    }
    return true;
}

Expected<int> ReadLog::prune(qint64 cutoffMs, int batchRows) {
    Q_UNUSED(flush());
    QSqlQuery query(m_database.database());
    int observations = 0;
    const std::pair<const char*, const char*> tables[] = {
        {"observations", "observed_at_ms"},
        {"request_failures", "at_ms"},
    };
    for (const auto& [table, column] : tables) {
        query.prepare(QStringLiteral("DELETE FROM %1 WHERE id IN (SELECT id FROM %1 WHERE"
                                     " profile_id <> '' AND %2 < ? ORDER BY id LIMIT ?)")
                          .arg(QLatin1StringView(table), QLatin1StringView(column)));
        query.addBindValue(cutoffMs);
        query.addBindValue(batchRows);
        if (!query.exec())
            return fail(tr("Cannot prune old reads: %1").arg(query.lastError().text()));
        if (qstrcmp(table, "observations") == 0)
            observations = query.numRowsAffected();
    }
    query.prepare(QStringLiteral("DELETE FROM profile_quota_minutes WHERE minute_ms < ?"));
    query.addBindValue(cutoffMs);
    if (!query.exec())
        return fail(tr("Cannot prune old quota figures: %1").arg(query.lastError().text()));
    return observations;
}

} // namespace volcano
