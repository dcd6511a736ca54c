// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ResumableLeaseStore.h"

#include "client/Clock.h"
#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

Q_LOGGING_CATEGORY(lcResumable, "volcano.resumable")

namespace {

QVariant msValue(const QDateTime& time) {
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch())
                          : QVariant(QMetaType::fromType<qlonglong>());
}

QDateTime timeFrom(const QVariant& value) {
    return value.isNull() ? QDateTime()
                          : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

ResumableLease leaseFrom(const QSqlQuery& query) {
    ResumableLease lease;
    lease.profileId = query.value(0).toString();
    lease.key = query.value(1).toString();
    lease.ttlSeconds = query.value(2).toLongLong();
    lease.renewFraction = query.value(3).toDouble();
    lease.autoRenew = query.value(4).toBool();
    lease.fencingToken = sql::tokenFrom(query.value(5));
    lease.acquisitionStart = timeFrom(query.value(6));
    lease.savedAt = timeFrom(query.value(7));
    return lease;
}

} // namespace

ResumableLeaseStore::ResumableLeaseStore(AppDatabase& database, const Clock* clock)
    : m_database(database)
    , m_clock(clock ? clock : &Clock::system()) {}

bool ResumableLeaseStore::save(ResumableLease& lease) {
    lease.savedAt = m_clock->utcNow();
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO resumable_leases (profile_id, key, ttl_seconds, renew_fraction,"
        " auto_renew, fencing_token, acquisition_start_ms, saved_at_ms)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(lease.profileId);
    query.addBindValue(lease.key);
    query.addBindValue(lease.ttlSeconds);
    query.addBindValue(lease.renewFraction);
    query.addBindValue(lease.autoRenew ? 1 : 0);
    query.addBindValue(sql::tokenValue(lease.fencingToken));
    query.addBindValue(msValue(lease.acquisitionStart));
    query.addBindValue(msValue(lease.savedAt));
    if (query.exec())
        return true;
    qCWarning(lcResumable) << "cannot save a resumable lease:" << query.lastError().text();
    return false;
}

bool ResumableLeaseStore::remove(const QString& profileId, const QString& key) {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("DELETE FROM resumable_leases WHERE profile_id = ? AND key = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    if (query.exec())
        return true;
    qCWarning(lcResumable) << "cannot remove a resumable lease:" << query.lastError().text();
    return false;
}

QList<ResumableLease> ResumableLeaseStore::list(const QString& profileId) const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral(
        "SELECT profile_id, key, ttl_seconds, renew_fraction, auto_renew, fencing_token,"
        " acquisition_start_ms, saved_at_ms FROM resumable_leases WHERE profile_id = ?"
        " ORDER BY saved_at_ms, key"));
    query.addBindValue(profileId);
    QList<ResumableLease> leases;
    if (!query.exec()) {
        qCWarning(lcResumable) << "cannot list resumable leases:" << query.lastError().text();
        return leases;
    }
    while (query.next())
        leases.append(leaseFrom(query));
    return leases;
}

bool ResumableLeaseStore::contains(const QString& profileId, const QString& key) const {
    QSqlQuery query(m_database.database());
    query.prepare(
        QStringLiteral("SELECT 1 FROM resumable_leases WHERE profile_id = ? AND key = ?"));
    query.addBindValue(profileId);
    query.addBindValue(key);
    return query.exec() && query.next();
}

} // namespace volcano
