// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/LockHistory.h"

#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QLoggingCategory>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

Q_LOGGING_CATEGORY(lcHistory, "volcano.history")

namespace {

using sql::tokenFrom;
using sql::tokenValue;

QVariant timeValue(const std::optional<QDateTime>& time) {
    return time && time->isValid() ? QVariant(time->toMSecsSinceEpoch())
                                   : QVariant(QMetaType::fromType<qlonglong>());
}

QDateTime timeFrom(const QVariant& value) {
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

constexpr QLatin1StringView
    kColumns("id, key, event, token, previous_token, observed_at_ms, expires_at_ms, end_cause"
             " FROM token_history");

TokenObservation observationFrom(const QSqlQuery& query) {
    TokenObservation observation;
    observation.id = query.value(0).toLongLong();
    observation.key = query.value(1).toString();
    observation.event =
        tokenEventFromName(query.value(2).toString()).value_or(TokenEvent::FirstSeen);
    observation.token = tokenFrom(query.value(3)).value_or(0);
    observation.previousToken = tokenFrom(query.value(4));
    observation.observedAt = timeFrom(query.value(5));
    if (!query.value(6).isNull())
        observation.expiresAt = timeFrom(query.value(6));
    observation.cause = endCauseFromName(query.value(7).toString());
    return observation;
}

} // namespace

LockHistory::LockHistory(AppDatabase& database, QObject* parent)
    : QObject(parent)
    , m_database(database) {
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(0); // the next event-loop pass
    connect(&m_flushTimer, &QTimer::timeout, this, &LockHistory::flushQuietly);
}

LockHistory::~LockHistory() {
    flushQuietly();
}

bool LockHistory::record(const QString& profileId, TokenObservation& observation) {
    flushQuietly(); // keeps the rows in the order they were observed
    QSqlQuery query = insertQuery();
    if (!insert(query, profileId, observation))
        return false;
    prune(profileId, observation.key);
    Q_EMIT recorded(profileId, observation);
    return true;
}

void LockHistory::append(const QString& profileId, const TokenObservation& observation) {
    m_newestPending.insert(pendingKey(profileId, observation.key), m_pending.size());
    m_pending.append(Pending{profileId, observation});
    if (m_pending.size() >= kBatchRows)
        flushQuietly();
    else if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

Expected<void> LockHistory::flush() {
    m_flushTimer.stop();
    if (m_pending.isEmpty())
        return {};
    QList<Pending> batch;
    batch.swap(m_pending);
    m_newestPending.clear();
    QSqlDatabase db = m_database.database();
    if (!db.transaction())
        return fail(tr("Cannot write %1 fencing-token observations: %2")
                        .arg(batch.size())
                        .arg(db.lastError().text()));
    QSqlQuery query = insertQuery();
    QSet<QString> touched;
    for (Pending& pending : batch) {
        if (!insert(query, pending.profileId, pending.observation)) {
            db.rollback();
            return fail(tr("Cannot write %1 fencing-token observations; none of them was kept.")
                            .arg(batch.size()));
        }
        touched.insert(pendingKey(pending.profileId, pending.observation.key));
    }
    // Pruned once per key of the batch, after its rows are in.
    for (const Pending& pending : std::as_const(batch)) {
        if (touched.remove(pendingKey(pending.profileId, pending.observation.key)))
            prune(pending.profileId, pending.observation.key);
    }
    if (!db.commit()) {
        const QString reason = db.lastError().text();
        db.rollback();
        return fail(
            tr("Cannot write %1 fencing-token observations: %2").arg(batch.size()).arg(reason));
    }
    for (const Pending& pending : std::as_const(batch))
        Q_EMIT recorded(pending.profileId, pending.observation);
    return {};
}

void LockHistory::flushQuietly() {
    if (auto flushed = flush(); !flushed)
        qCWarning(lcHistory).noquote() << flushed.error().message;
}

QString LockHistory::pendingKey(const QString& profileId, const QString& key) {
    // Profile ids never contain a newline; keys cannot (protocol validation).
    return profileId + QLatin1Char('\n') + key;
}

QSqlQuery LockHistory::insertQuery() const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO token_history (profile_id, key, event, token,"
                                 " previous_token, observed_at_ms, expires_at_ms, end_cause)"
                                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    return query;
}

bool LockHistory::insert(QSqlQuery& query, const QString& profileId,
                         TokenObservation& observation) {
    query.bindValue(0, profileId);
    query.bindValue(1, observation.key);
    query.bindValue(2, tokenEventName(observation.event));
    query.bindValue(3, QString::number(observation.token));
    query.bindValue(4, tokenValue(observation.previousToken));
    query.bindValue(5, observation.observedAt.toMSecsSinceEpoch());
    query.bindValue(6, timeValue(observation.expiresAt));
    query.bindValue(7, endCauseName(observation.cause));
    if (!query.exec()) {
        qCWarning(lcHistory) << "cannot record a token observation:" << query.lastError().text();
        return false;
    }
    observation.id = query.lastInsertId().toLongLong();
    return true;
}

QList<TokenObservation> LockHistory::observations(const QString& profileId, const QString& key,
                                                  int limit) {
    flushQuietly();
    return stored(profileId, key, limit);
}

QList<TokenObservation> LockHistory::stored(const QString& profileId, const QString& key,
                                            int limit) const {
    // The newest `limit` rows, returned oldest first.
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT ") + kColumns +
                  QStringLiteral(" WHERE profile_id = ? AND key = ? ORDER BY id DESC LIMIT ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    query.addBindValue(limit > 0 ? limit : -1);
    QList<TokenObservation> rows;
    if (!query.exec()) {
        qCWarning(lcHistory) << "cannot read the token history:" << query.lastError().text();
        return rows;
    }
    while (query.next())
        rows.prepend(observationFrom(query));
    return rows;
}

std::optional<TokenObservation> LockHistory::last(const QString& profileId,
                                                  const QString& key) const {
    if (const auto queued = m_newestPending.constFind(pendingKey(profileId, key));
        queued != m_newestPending.constEnd())
        return m_pending.at(*queued).observation;
    const QList<TokenObservation> rows = stored(profileId, key, 1);
    if (rows.isEmpty())
        return std::nullopt;
    return rows.constFirst();
}

QDateTime LockHistory::latestObservedAt(const QString& profileId) {
    flushQuietly();
    QSqlQuery query(m_database.database());
    query.prepare(
        QStringLiteral("SELECT MAX(observed_at_ms) FROM token_history WHERE profile_id = ?"));
    query.addBindValue(profileId);
    if (!query.exec() || !query.next() || query.value(0).isNull())
        return {};
    return QDateTime::fromMSecsSinceEpoch(query.value(0).toLongLong(), Qt::UTC);
}

int LockHistory::count(const QString& profileId, const QString& key) {
    flushQuietly();
    QSqlQuery query(m_database.database());
    query.prepare(
        QStringLiteral("SELECT COUNT(*) FROM token_history WHERE profile_id = ? AND key = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

int LockHistory::countEvents(const QString& profileId, const QString& key, TokenEvent event) {
    flushQuietly();
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM token_history"
                                 " WHERE profile_id = ? AND key = ? AND event = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    query.addBindValue(tokenEventName(event));
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

bool LockHistory::clear(const QString& profileId, const QString& key) {
    flushQuietly();
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("DELETE FROM token_history WHERE profile_id = ? AND key = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    return query.exec();
}

bool LockHistory::clearProfile(const QString& profileId) {
    flushQuietly();
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("DELETE FROM token_history WHERE profile_id = ?"));
    query.addBindValue(profileId);
    return query.exec();
}

void LockHistory::prune(const QString& profileId, const QString& key) {
    if (m_retention <= 0)
        return;
    // The index on (profile_id, key, id) makes the OFFSET lookup cheap.
    QSqlQuery query(m_database.database());
    query.prepare(
        QStringLiteral("DELETE FROM token_history WHERE profile_id = ? AND key = ? AND id <= ("
                       " SELECT id FROM token_history WHERE profile_id = ? AND key = ?"
                       " ORDER BY id DESC LIMIT 1 OFFSET ?)"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    query.addBindValue(profileId);
    query.addBindValue(key);
    query.addBindValue(m_retention);
    if (!query.exec())
        qCWarning(lcHistory) << "cannot prune the token history:" << query.lastError().text();
}

} // namespace volcano
