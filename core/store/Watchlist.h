// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "store/KeyImportResult.h"
#include "store/WatchedKey.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano {

class AppDatabase;
class Clock;

// The per-profile catalog of watched lock keys, stored in AppDatabase (table watch_keys).
// Every key is validated with validation::validateKey() before it is stored. Batches (paste,
// import) are written in one transaction and announced with one signal, so 10,000 keys cost
// one model reset-sized update, not 10,000.
class Watchlist : public QObject {
    Q_OBJECT
public:
    enum class FileFormat {
        Text, // one key per line (paste rules apply on import)
        Json, // {"keys": [...]} on export; {"keys": [...]} or a plain array on import
    };
    Q_ENUM(FileFormat)

    // database must be open and outlive the watchlist; clock null means Clock::system().
    explicit Watchlist(AppDatabase& database, const Clock* clock = nullptr,
                       QObject* parent = nullptr);

    // Loads the profile's keys and emits reset(). An empty id leaves the list empty.
    void setProfile(const QString& profileId);
    QString profileId() const { return m_profileId; }

    // In the order they were added.
    const QList<WatchedKey>& keys() const { return m_keys; }
    QStringList keyNames() const;
    int count() const { return int(m_keys.size()); }
    bool contains(const QString& key) const { return m_index.contains(key); }
    std::optional<WatchedKey> find(const QString& key) const;

    // Fails with the reason the key was not added (invalid, already watched, no profile, or
    // a database error).
    Expected<void> add(const QString& key);
    // Trims each entry; see KeyImportResult.
    KeyImportResult addMany(const QStringList& keys);
    // Text with keys one per line or separated by whitespace and/or commas.
    KeyImportResult paste(const QString& text);
    KeyImportResult importFile(const QString& path);
    // Chooses the format from the file name (".json" -> Json, else Text).
    KeyImportResult importFile(const QString& path, FileFormat format);

    // Fails when the file cannot be written.
    Expected<void> exportFile(const QString& path, FileFormat format) const;
    QByteArray exportText() const;
    QByteArray exportJson() const;

    // Returns false when the key is not watched.
    bool remove(const QString& key);
    // Returns the keys actually removed.
    QStringList removeMany(const QStringList& keys);

    bool setNotifyOnChange(const QString& key, bool notify);
    bool notifiesOnChange(const QString& key) const;

    // The splitting rule of paste(): newlines, whitespace and commas separate keys;
    // empty pieces are dropped.
    static QStringList splitPasted(const QString& text);
    // {"keys": ["a", ...]} or ["a", ...]; fails saying why otherwise.
    // Array items that are not strings are left out and listed in *nonStrings (as their JSON
    // text, with the reason) so an import can report them.
    static Expected<QStringList>
    parseJsonKeys(const QByteArray& json, QList<KeyImportResult::Rejection>* nonStrings = nullptr);
    static FileFormat formatForPath(const QString& path);

Q_SIGNALS:
    // After add(), addMany(), paste() or importFile() stored new keys (never empty).
    void keysAdded(const QStringList& keys);
    // After remove() or removeMany() (never empty).
    void keysRemoved(const QStringList& keys);
    void notifyChanged(const QString& key, bool notify);
    // The whole list was replaced (profile switched).
    void reset();

private:
    Expected<void> insertKeys(const QList<WatchedKey>& keys);
    bool deleteKeys(const QStringList& keys);
    void rebuildIndex();

    AppDatabase& m_database;
    const Clock* m_clock;
    QString m_profileId;
    QList<WatchedKey> m_keys;
    QHash<QString, int> m_index; // key -> position in m_keys
    qint64 m_nextPosition = 1;   // the stored order of the next added key
};

} // namespace volcano
