// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/KeyList.h"
#include "store/KeyImportResult.h"
#include "store/WatchedKey.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace volcano {

class AppDatabase;
class Clock;
class KeyListParser;

// The per-profile catalog of watched lock keys, stored in AppDatabase (table watch_keys).
// Every key is validated with validation::validateKey() before it is stored. Batches (paste,
// import) are written in one transaction and announced with one signal, so 10,000 keys cost
// one model reset-sized update, not 10,000.
class Watchlist : public QObject {
    Q_OBJECT
public:
    enum class FileFormat {
        Text, // one key per line (KeyListParser's text rules on import)
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
    // Keys handed over one by one (trimmed, validated); see KeyImportResult.
    KeyImportResult addMany(const QStringList& keys);

    // What a pasted text or a key file would add, read by KeyListParser and split against
    // the current list; nothing is stored. previewFile fails when the file cannot be read or
    // its JSON is malformed (JSON when the name ends in ".json").
    KeyList previewText(QStringView text) const;
    Expected<KeyList> previewFile(const QString& path) const;
    // Stores list.keys (a preview) in one transaction; keys watched since the preview are
    // reported as already watched, list.rejected is carried over.
    KeyImportResult addKeys(const KeyList& list);
    // previewFile, then addKeys.
    KeyImportResult importFile(const QString& path);

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

    static FileFormat formatForPath(const QString& path);

Q_SIGNALS:
    // After add(), addMany(), addKeys() or importFile() stored new keys (never empty).
    void keysAdded(const QStringList& keys);
    // After remove() or removeMany() (never empty).
    void keysRemoved(const QStringList& keys);
    void notifyChanged(const QString& key, bool notify);
    // The whole list was replaced (profile switched).
    void reset();

private:
    KeyListParser parser() const;
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
