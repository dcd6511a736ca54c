// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/TimelineSource.h"

#include "store/AppDatabase.h"
#include "store/AuditLog.h"
#include "store/SqlFencingToken.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace volcano {

namespace {

QDateTime utcFromMs(const QVariant& value) {
    return value.isNull() ? QDateTime()
                          : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

// A team store's rows have profile_id '' (not NULL, which '=' would never match).
QString profileOf(const TimelineQuery& query) {
    return query.profileId.isNull() ? QStringLiteral("") : query.profileId;
}

template <typename Record, typename Wanted>
QList<Record> only(const QList<Record>& records, Wanted wanted) {
    QList<Record> kept;
    std::copy_if(records.cbegin(), records.cend(), std::back_inserter(kept), wanted);
    return kept;
}

RecordedObservation observationFrom(const QSqlQuery& query) {
    RecordedObservation row;
    row.id = query.value(0).toLongLong();
    row.key = query.value(1).toString();
    row.observedAt = utcFromMs(query.value(2));
    row.held = query.value(3).toBool();
    row.fencingToken = sql::tokenFrom(query.value(4));
    row.expiresAt = utcFromMs(query.value(5));
    row.recorder = query.value(6).toString();
    row.requestId = query.value(7).toString();
    row.profileId = query.value(8).toString();
    return row;
}

} // namespace

bool readsInKeyOrder(const RecordedObservation& a, const RecordedObservation& b) {
    return a.key != b.key ? a.key < b.key : a.id < b.id;
}

TimelineSource::TimelineSource(AppDatabase& database)
    : m_database(database) {}

QString TimelineSource::tokenColumn() const {
    return m_database.isPostgres() ? QStringLiteral("fencing_token::text")
                                   : QStringLiteral("fencing_token");
}

Expected<TimelineRecords> TimelineSource::load(const TimelineQuery& query) const {
    auto observations = this->observations(query);
    if (!observations)
        return fail(observations.error().message);
    auto audit = this->audit(query);
    if (!audit)
        return fail(audit.error().message);
    auto alerts = this->alerts(query);
    if (!alerts)
        return fail(alerts.error().message);
    auto failures = this->failures(query);
    if (!failures)
        return fail(failures.error().message);
    auto quota = this->quota(query);
    if (!quota)
        return fail(quota.error().message);
    return recordsOfKeys(TimelineRecords{std::move(*observations), std::move(*audit),
                                         std::move(*alerts), std::move(*failures),
                                         std::move(*quota)},
                         query.keys);
}

TimelineRecords recordsOfKeys(const TimelineRecords& records, const QStringList& keys) {
    if (keys.isEmpty())
        return records;
    const QSet<QString> wanted(keys.cbegin(), keys.cend());
    auto ofWantedKey = [&](const auto& record) { return wanted.contains(record.key); };
    return {only(records.observations, ofWantedKey), only(records.audit, ofWantedKey),
            only(records.alerts,
                 [&](const AlertRecord& alert) {
                     return alert.key.isEmpty() || wanted.contains(alert.key);
                 }),
            records.failures, records.quota};
}

// Each key's reads in the range, after its last read before it: a lock held since
// yesterday is drawn held from the range's first instant, not from its first read. An
// update reads what was written since its last row instead.
Expected<QList<RecordedObservation>>
TimelineSource::observations(const TimelineQuery& query) const {
    const QString columns = QStringLiteral("SELECT id, key, observed_at_ms, held, %1,"
                                           " expires_at_ms, recorder, request_id, profile_id"
                                           " FROM observations WHERE ")
                                .arg(tokenColumn());
    QSqlQuery sql(m_database.database());
    sql.setForwardOnly(true);
    const qint64 fromMs = query.from.toMSecsSinceEpoch();
    if (query.afterObservationId) {
        sql.prepare(columns + QStringLiteral("id > ? AND profile_id = ?"));
        sql.addBindValue(*query.afterObservationId);
        sql.addBindValue(profileOf(query));
    } else {
        sql.prepare(columns +
                    QStringLiteral("(profile_id = ? AND observed_at_ms BETWEEN ? AND ?) OR"
                                   " id IN (SELECT max(id) FROM observations WHERE"
                                   " profile_id = ? AND observed_at_ms < ? GROUP BY key)"));
        for (const QVariant& value :
             {QVariant(profileOf(query)), QVariant(fromMs), QVariant(query.to.toMSecsSinceEpoch()),
              QVariant(profileOf(query)), QVariant(fromMs)})
            sql.addBindValue(value);
    }
    if (!sql.exec())
        return fail(tr("Cannot read the recorded reads: %1").arg(sql.lastError().text()));
    QList<RecordedObservation> rows;
    while (sql.next())
        rows.append(observationFrom(sql));
    std::stable_sort(rows.begin(), rows.end(), readsInKeyOrder);
    return rows;
}

Expected<QList<AuditEntry>> TimelineSource::audit(const TimelineQuery& query) const {
    AuditFilter filter;
    filter.profileId = query.profileId;
    filter.from = query.from;
    filter.to = query.to.addMSecs(1); // the filter's end is exclusive
    return AuditLog(m_database).query(filter);
}

Expected<QList<AlertRecord>> TimelineSource::alerts(const TimelineQuery& query) const {
    QSqlQuery sql(m_database.database());
    sql.prepare(
        QStringLiteral("SELECT status, rule, kind, key, severity, since_ms, at_ms, text"
                       " FROM alert_events WHERE at_ms BETWEEN ? AND ? ORDER BY at_ms, id"));
    sql.addBindValue(query.from.toMSecsSinceEpoch());
    sql.addBindValue(query.to.toMSecsSinceEpoch());
    if (!sql.exec())
        return fail(tr("Cannot read the alerts: %1").arg(sql.lastError().text()));
    QList<AlertRecord> alerts;
    while (sql.next())
        alerts.append({sql.value(0).toString(), sql.value(1).toString(), sql.value(2).toString(),
                       sql.value(3).toString(), sql.value(4).toString(), utcFromMs(sql.value(5)),
                       utcFromMs(sql.value(6)), sql.value(7).toString()});
    return alerts;
}

Expected<QList<RequestFailure>> TimelineSource::failures(const TimelineQuery& query) const {
    QSqlQuery sql(m_database.database());
    const QString columns =
        QStringLiteral("SELECT id, profile_id, at_ms, key, operation, http_status, code,"
                       " request_id, retry_after_s, recorder FROM request_failures WHERE ");
    if (query.afterFailureId) {
        sql.prepare(columns + QStringLiteral("id > ? AND profile_id = ? ORDER BY at_ms, id"));
        sql.addBindValue(*query.afterFailureId);
        sql.addBindValue(profileOf(query));
    } else {
        sql.prepare(columns +
                    QStringLiteral("profile_id = ? AND at_ms BETWEEN ? AND ? ORDER BY at_ms, id"));
        sql.addBindValue(profileOf(query));
        sql.addBindValue(query.from.toMSecsSinceEpoch());
        sql.addBindValue(query.to.toMSecsSinceEpoch());
    }
    if (!sql.exec())
        return fail(tr("Cannot read the refused requests: %1").arg(sql.lastError().text()));
    QList<RequestFailure> failures;
    while (sql.next()) {
        RequestFailure failure;
        failure.id = sql.value(0).toLongLong();
        failure.profileId = sql.value(1).toString();
        failure.at = utcFromMs(sql.value(2));
        failure.key = sql.value(3).toString();
        failure.operation = sql.value(4).toString();
        failure.httpStatus = sql.value(5).toInt();
        failure.code = sql.value(6).toString();
        failure.requestId = sql.value(7).toString();
        if (!sql.value(8).isNull())
            failure.retryAfterSeconds = sql.value(8).toInt();
        failure.recorder = sql.value(9).toString();
        failures.append(failure); // project-wide: a 429 of any key spends everyone's quota
    }
    return failures;
}

// A solo console's figures per profile, with the limit it learnt; a team store's per
// minute and source (the server's RateLimit count and the recorder's own), the higher
// of which is what the project used.
Expected<QList<QuotaUse>> TimelineSource::quota(const TimelineQuery& query) const {
    QSqlQuery sql(m_database.database());
    const qint64 fromMinute = query.from.toMSecsSinceEpoch() / 60'000 * 60'000;
    if (query.profileId.isEmpty()) {
        sql.prepare(QStringLiteral("SELECT minute_ms, max(used), 0 FROM quota_minutes WHERE"
                                   " minute_ms BETWEEN ? AND ? GROUP BY minute_ms ORDER BY"
                                   " minute_ms"));
    } else {
        sql.prepare(QStringLiteral("SELECT minute_ms, used, quota_limit FROM"
                                   " profile_quota_minutes WHERE profile_id = ? AND minute_ms"
                                   " BETWEEN ? AND ? ORDER BY minute_ms"));
        sql.addBindValue(profileOf(query));
    }
    sql.addBindValue(fromMinute);
    sql.addBindValue(query.to.toMSecsSinceEpoch());
    if (!sql.exec())
        return fail(tr("Cannot read the quota figures: %1").arg(sql.lastError().text()));
    QList<QuotaUse> minutes;
    while (sql.next())
        minutes.append({sql.value(0).toLongLong(), sql.value(1).toInt(), sql.value(2).toInt()});
    return minutes;
}

Expected<QStringList> TimelineSource::profilesWithReads() const {
    QSqlQuery sql(m_database.database());
    if (!sql.exec(QStringLiteral("SELECT profile_id FROM observations WHERE profile_id <> ''"
                                 " GROUP BY profile_id ORDER BY max(observed_at_ms) DESC")))
        return fail(tr("Cannot read the recorded reads: %1").arg(sql.lastError().text()));
    QStringList profiles;
    while (sql.next())
        profiles.append(sql.value(0).toString());
    return profiles;
}

} // namespace volcano
