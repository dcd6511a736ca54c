// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QSqlDatabase>
#include <QString>

namespace volcano {

// The console's own SQLite file (watchlists, fencing-token history, audit log). One file in
// QStandardPaths::AppDataLocation unless a path is injected (tests use a QTemporaryDir).
// Opens in WAL mode and migrates the schema forward with PRAGMA user_version, so an older
// file is upgraded in place and a newer one is refused rather than damaged.
//
// Not a QObject and not thread-safe: every store uses it from the GUI thread. The stores
// (Watchlist, LockHistory, AuditLog) keep a reference, so the AppDatabase must outlive them.
class AppDatabase {
public:
    // An empty path means defaultPath().
    explicit AppDatabase(const QString& path = {});
    ~AppDatabase();
    AppDatabase(const AppDatabase&) = delete;
    AppDatabase& operator=(const AppDatabase&) = delete;

    // Creates the folder, opens the file, enables WAL and foreign keys, migrates.
    // Returns false and sets errorString() when any step fails.
    bool open();
    void close();
    bool isOpen() const;

    QString path() const { return m_path; }
    QString errorString() const { return m_error; }
    // A handle on this instance's own named connection.
    QSqlDatabase database() const;

    // The user_version of the open file; latestSchemaVersion() after a successful open().
    int schemaVersion() const;
    static int latestSchemaVersion();
    // <AppDataLocation>/console.sqlite
    static QString defaultPath();

private:
    bool configure();
    bool migrate();
    bool applyMigration(int version);
    bool fail(const QString& what, const QString& detail);

    QString m_path;
    QString m_connectionName;
    QString m_error;
};

} // namespace volcano
