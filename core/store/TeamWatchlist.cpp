// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/TeamWatchlist.h"

#include "store/AppDatabase.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("volcano::TeamWatchlist", text);
}

} // namespace

TeamWatchlist::TeamWatchlist(AppDatabase& database)
    : m_database(database) {}

Expected<QStringList> TeamWatchlist::keys() const {
    QSqlQuery query(m_database.database());
    if (!query.exec(QStringLiteral("SELECT key FROM team_keys ORDER BY added_at_ms, key")))
        return fail(tr("Cannot read the team watchlist: %1").arg(query.lastError().text()));
    QStringList keys;
    while (query.next())
        keys.append(query.value(0).toString());
    return keys;
}

Expected<QStringList> TeamWatchlist::add(const QStringList& keys, qint64 nowMs) {
    return changeEach(keys,
                      QStringLiteral("INSERT INTO team_keys (key, added_at_ms) VALUES (?, ?)"
                                     " ON CONFLICT (key) DO NOTHING"),
                      nowMs);
}

Expected<QStringList> TeamWatchlist::remove(const QStringList& keys) {
    return changeEach(keys, QStringLiteral("DELETE FROM team_keys WHERE key = ?"), -1);
}

// One transaction for the whole list: a failure half-way keeps none of it.
Expected<QStringList> TeamWatchlist::changeEach(const QStringList& keys, const QString& sql,
                                                qint64 nowMs) {
    QSqlDatabase db = m_database.database();
    if (!db.transaction())
        return fail(tr("Cannot change the team watchlist: %1").arg(db.lastError().text()));
    QSqlQuery query(db);
    query.prepare(sql);
    QStringList changed;
    for (const QString& key : keys) {
        query.addBindValue(key);
        if (nowMs >= 0)
            query.addBindValue(nowMs);
        if (!query.exec()) {
            const QString reason = query.lastError().text();
            db.rollback();
            return fail(
                tr("Cannot change the team watchlist (nothing was changed): %1").arg(reason));
        }
        if (query.numRowsAffected() > 0)
            changed.append(key);
    }
    if (!db.commit()) {
        const QString reason = db.lastError().text();
        db.rollback();
        return fail(tr("Cannot change the team watchlist (nothing was changed): %1").arg(reason));
    }
    return changed;
}

} // namespace volcano
