// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/TeamStore.h"

#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("volcano::TeamStore", text);
}

QVariant msOrNull(const QDateTime& time) {
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch())
                          : QVariant(QMetaType::fromType<qint64>());
}

QDateTime timeOrInvalid(const QVariant& value) {
    return value.isNull() ? QDateTime()
                          : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

} // namespace

TeamStore::TeamStore(AppDatabase& database)
    : m_database(database) {}

QString TeamStore::roleName(Role role) {
    switch (role) {
    case Role::Leader:
        return QStringLiteral("leader");
    case Role::Standby:
        return QStringLiteral("standby");
    case Role::Lost:
        return QStringLiteral("lost");
    }
    return {};
}

QString TeamStore::tokenText(FencingToken token) const {
    return QString::number(token);
}

// SQLite compares the fence as text: padded to the 20 digits of 2^64 - 1, text order is
// numeric order. PostgreSQL compares NUMERIC.
QString TeamStore::fenceText(FencingToken token) const {
    return m_database.isPostgres() ? tokenText(token)
                                   : QStringLiteral("%1").arg(token, 20, 10, QLatin1Char('0'));
}

QString TeamStore::castToken(const QString& placeholder) const {
    return m_database.isPostgres() ? QStringLiteral("CAST(%1 AS NUMERIC)").arg(placeholder)
                                   : placeholder;
}

Expected<TeamStore::WriteOutcome> TeamStore::claimFence(const QString& recorder,
                                                        FencingToken recorderToken, qint64 nowMs) {
    return writeFenced(recorder, recorderToken, nowMs, {});
}

Expected<TeamStore::WriteOutcome> TeamStore::write(const Batch& batch, qint64 nowMs) {
    return writeFenced(batch.recorder, batch.recorderToken, nowMs,
                       [this, &batch](QSqlQuery& query) { return writeBatch(query, batch); });
}

bool TeamStore::writeBatch(QSqlQuery& query, const Batch& batch) const {
    return insertObservations(query, batch) && insertFailures(query, batch) &&
           upsertQuota(query, batch.quota) && markLastObservation(query, batch) &&
           notifyConsoles(query);
}

Expected<TeamStore::WriteOutcome> TeamStore::writeFenced(const QString& recorder,
                                                         FencingToken token, qint64 nowMs,
                                                         const FencedWork& work) {
    QSqlDatabase db = m_database.database();
    if (!db.transaction())
        return fail(tr("Cannot write to the team store: %1").arg(db.lastError().text()));
    QSqlQuery query(db);
    bool fenced = false;
    bool written = raiseFence(query, recorder, token, nowMs, fenced);
    if (written && !fenced && work)
        written = work(query);
    if (written && !fenced && db.commit())
        return WriteOutcome::Written;
    const QString reason =
        query.lastError().isValid() ? query.lastError().text() : db.lastError().text();
    db.rollback();
    if (fenced)
        return WriteOutcome::Fenced;
    return fail(tr("Cannot write to the team store (nothing was written): %1").arg(reason));
}

bool TeamStore::raiseFence(QSqlQuery& query, const QString& recorder, FencingToken token,
                           qint64 nowMs, bool& fenced) const {
    query.prepare(QStringLiteral("INSERT INTO recorder_fence (id, token, recorder, since_ms)"
                                 " VALUES (1, %1, ?, ?) ON CONFLICT (id) DO UPDATE SET"
                                 " token = excluded.token, recorder = excluded.recorder,"
                                 " since_ms = CASE WHEN recorder_fence.token = excluded.token"
                                 " THEN recorder_fence.since_ms ELSE excluded.since_ms END"
                                 " WHERE recorder_fence.token <= excluded.token")
                      .arg(castToken(QStringLiteral("?"))));
    query.addBindValue(fenceText(token));
    query.addBindValue(recorder);
    query.addBindValue(nowMs);
    if (!query.exec())
        return false;
    fenced = query.numRowsAffected() == 0;
    return true;
}

bool TeamStore::insertObservations(QSqlQuery& query, const Batch& batch) const {
    query.prepare(QStringLiteral("INSERT INTO observations (key, observed_at_ms, held,"
                                 " fencing_token, expires_at_ms, recorder, recorder_token,"
                                 " request_id) VALUES (?, ?, ?, %1, ?, ?, %2, ?)")
                      .arg(castToken(QStringLiteral("?")), castToken(QStringLiteral("?"))));
    for (const RecordedObservation& observation : batch.observations) {
        query.addBindValue(observation.key);
        query.addBindValue(observation.observedAt.toMSecsSinceEpoch());
        query.addBindValue(observation.held);
        query.addBindValue(sql::tokenValue(observation.fencingToken));
        query.addBindValue(msOrNull(observation.expiresAt));
        query.addBindValue(batch.recorder);
        query.addBindValue(tokenText(batch.recorderToken));
        query.addBindValue(observation.requestId.isNull() ? QStringLiteral("")
                                                          : observation.requestId);
        if (!query.exec())
            return false;
    }
    return true;
}

bool TeamStore::insertFailures(QSqlQuery& query, const Batch& batch) {
    QList<RequestFailure> failures = batch.failures;
    for (RequestFailure& failure : failures)
        failure.recorder = batch.recorder; // written under the batch's recorder, as its reads
    return insertRequestFailures(query, failures);
}

bool TeamStore::upsertQuota(QSqlQuery& query, const QList<QuotaFigure>& quota) const {
    query.prepare(QStringLiteral("INSERT INTO quota_minutes (minute_ms, source, used)"
                                 " VALUES (?, ?, ?) ON CONFLICT (minute_ms, source)"
                                 " DO UPDATE SET used = excluded.used"));
    for (const QuotaFigure& figure : quota) {
        query.addBindValue(figure.minuteStartMs);
        query.addBindValue(figure.source);
        query.addBindValue(figure.used);
        if (!query.exec())
            return false;
    }
    return true;
}

bool TeamStore::markLastObservation(QSqlQuery& query, const Batch& batch) const {
    if (batch.observations.isEmpty())
        return true;
    query.prepare(QStringLiteral("UPDATE recorders SET last_observation_ms = ? WHERE name = ?"));
    query.addBindValue(batch.observations.constLast().observedAt.toMSecsSinceEpoch());
    query.addBindValue(batch.recorder);
    return query.exec();
}

// Delivered at commit, and only if the transaction commits.
bool TeamStore::notifyConsoles(QSqlQuery& query) const {
    if (!m_database.isPostgres())
        return true;
    return query.exec(QStringLiteral("SELECT pg_notify('%1', (SELECT max(id) FROM"
                                     " observations)::text)")
                          .arg(QLatin1StringView(kObservationsChannel)));
}

std::optional<FencingToken> TeamStore::fenceToken() const {
    QSqlQuery query(m_database.database());
    const QString sql = m_database.isPostgres()
                            ? QStringLiteral("SELECT token::text FROM recorder_fence")
                            : QStringLiteral("SELECT token FROM recorder_fence");
    if (!query.exec(sql) || !query.next())
        return std::nullopt;
    return sql::tokenFrom(query.value(0));
}

Expected<void> TeamStore::reportRole(const QString& recorder, Role role,
                                     std::optional<FencingToken> recorderToken,
                                     const QString& detail, qint64 nowMs) {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO recorders (name, role, recorder_token, detail,"
                                 " updated_at_ms) VALUES (?, ?, %1, ?, ?)"
                                 " ON CONFLICT (name) DO UPDATE SET role = excluded.role,"
                                 " recorder_token = excluded.recorder_token,"
                                 " detail = excluded.detail,"
                                 " updated_at_ms = excluded.updated_at_ms")
                      .arg(castToken(QStringLiteral("?"))));
    query.addBindValue(recorder);
    query.addBindValue(roleName(role));
    query.addBindValue(sql::tokenValue(recorderToken));
    query.addBindValue(detail.isNull() ? QStringLiteral("") : detail); // NOT NULL
    query.addBindValue(nowMs);
    if (!query.exec())
        return fail(tr("Cannot record the recorder's role: %1").arg(query.lastError().text()));
    return {};
}

Expected<int> TeamStore::pruneObservations(qint64 cutoffMs, int batchRows) {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("DELETE FROM observations WHERE id IN (SELECT id FROM"
                                 " observations WHERE observed_at_ms < ? ORDER BY id LIMIT ?)"));
    query.addBindValue(cutoffMs);
    query.addBindValue(batchRows);
    if (!query.exec())
        return fail(tr("Cannot prune old observations: %1").arg(query.lastError().text()));
    const int pruned = query.numRowsAffected();
    // The 429s and 503s of the same days go with them (far fewer: one statement is enough).
    query.prepare(QStringLiteral("DELETE FROM request_failures WHERE id IN (SELECT id FROM"
                                 " request_failures WHERE profile_id = '' AND at_ms < ?"
                                 " ORDER BY id LIMIT ?)"));
    query.addBindValue(cutoffMs);
    query.addBindValue(batchRows);
    if (!query.exec())
        return fail(tr("Cannot prune old refused requests: %1").arg(query.lastError().text()));
    return pruned;
}

Expected<QList<RecordedObservation>> TeamStore::observationsAfter(qint64 afterId, int limit) const {
    return selectObservations(QStringLiteral("id > ? ORDER BY id LIMIT ?"), {afterId, limit});
}

Expected<QList<RecordedObservation>> TeamStore::latestPerKey() const {
    return selectObservations(
        QStringLiteral("id IN (SELECT max(id) FROM observations GROUP BY key) ORDER BY id"), {});
}

Expected<QList<RecordedObservation>>
TeamStore::selectObservations(const QString& where, const QVariantList& values) const {
    QSqlQuery query(m_database.database());
    const QString tokens = m_database.isPostgres()
                               ? QStringLiteral("fencing_token::text, recorder_token::text")
                               : QStringLiteral("fencing_token, recorder_token");
    query.prepare(QStringLiteral("SELECT id, key, observed_at_ms, held, %1, expires_at_ms,"
                                 " recorder, request_id, profile_id FROM observations WHERE %2")
                      .arg(tokens, where));
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec())
        return fail(tr("Cannot read observations: %1").arg(query.lastError().text()));
    QList<RecordedObservation> rows;
    while (query.next()) {
        RecordedObservation row;
        row.id = query.value(0).toLongLong();
        row.key = query.value(1).toString();
        row.observedAt = timeOrInvalid(query.value(2));
        row.held = query.value(3).toBool();
        row.fencingToken = sql::tokenFrom(query.value(4));
        row.recorderToken = sql::tokenFrom(query.value(5)).value_or(0);
        row.expiresAt = timeOrInvalid(query.value(6));
        row.recorder = query.value(7).toString();
        row.requestId = query.value(8).toString();
        row.profileId = query.value(9).toString();
        rows.append(row);
    }
    return rows;
}

Expected<std::optional<qint64>> TeamStore::firstIdObservedFrom(qint64 observedAtMs) const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT min(id) FROM observations WHERE observed_at_ms >= ?"));
    query.addBindValue(observedAtMs);
    if (!query.exec() || !query.next())
        return fail(tr("Cannot read observations: %1").arg(query.lastError().text()));
    return query.value(0).isNull() ? std::nullopt : std::optional(query.value(0).toLongLong());
}

Expected<QList<TeamStore::QuotaFigure>> TeamStore::quotaSince(qint64 fromMs) const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT minute_ms, source, used FROM quota_minutes WHERE"
                                 " minute_ms >= ? ORDER BY minute_ms, source"));
    query.addBindValue(fromMs);
    if (!query.exec())
        return fail(tr("Cannot read the quota figures: %1").arg(query.lastError().text()));
    QList<QuotaFigure> figures;
    while (query.next())
        figures.append(
            {query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toInt()});
    return figures;
}

Expected<QList<TeamStore::RecorderRow>> TeamStore::recorders() const {
    QSqlQuery query(m_database.database());
    const QString token = m_database.isPostgres() ? QStringLiteral("recorder_token::text")
                                                  : QStringLiteral("recorder_token");
    if (!query.exec(QStringLiteral("SELECT name, role, %1, updated_at_ms, last_observation_ms"
                                   " FROM recorders ORDER BY updated_at_ms DESC")
                        .arg(token)))
        return fail(tr("Cannot read the recorders: %1").arg(query.lastError().text()));
    QList<RecorderRow> rows;
    while (query.next())
        rows.append({query.value(0).toString(), query.value(1).toString(),
                     sql::tokenFrom(query.value(2)), timeOrInvalid(query.value(3)),
                     timeOrInvalid(query.value(4))});
    return rows;
}

} // namespace volcano
