// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/LockHistory.h"

#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QLoggingCategory>
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
    , m_database(database) {}

bool LockHistory::record(const QString& profileId, TokenObservation& observation) {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO token_history (profile_id, key, event, token,"
                                 " previous_token, observed_at_ms, expires_at_ms, end_cause)"
                                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(profileId);
    query.addBindValue(observation.key);
    query.addBindValue(tokenEventName(observation.event));
    query.addBindValue(QString::number(observation.token));
    query.addBindValue(tokenValue(observation.previousToken));
    query.addBindValue(observation.observedAt.toMSecsSinceEpoch());
    query.addBindValue(timeValue(observation.expiresAt));
    query.addBindValue(endCauseName(observation.cause));
    if (!query.exec()) {
        qCWarning(lcHistory) << "cannot record a token observation:" << query.lastError().text();
        return false;
    }
    observation.id = query.lastInsertId().toLongLong();
    prune(profileId, observation.key);
    Q_EMIT recorded(profileId, observation);
    return true;
}

QList<TokenObservation> LockHistory::observations(const QString& profileId, const QString& key,
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
    const QList<TokenObservation> rows = observations(profileId, key, 1);
    if (rows.isEmpty())
        return std::nullopt;
    return rows.constFirst();
}

int LockHistory::count(const QString& profileId, const QString& key) const {
    QSqlQuery query(m_database.database());
    query.prepare(
        QStringLiteral("SELECT COUNT(*) FROM token_history WHERE profile_id = ? AND key = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

int LockHistory::countEvents(const QString& profileId, const QString& key, TokenEvent event) const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM token_history"
                                 " WHERE profile_id = ? AND key = ? AND event = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    query.addBindValue(tokenEventName(event));
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

bool LockHistory::clear(const QString& profileId, const QString& key) {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("DELETE FROM token_history WHERE profile_id = ? AND key = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    return query.exec();
}

bool LockHistory::clearProfile(const QString& profileId) {
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
