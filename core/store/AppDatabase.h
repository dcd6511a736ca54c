// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "store/StoreLocation.h"

#include <QSqlDatabase>
#include <QString>

namespace volcano {

// The store: the console's own SQLite file (watchlists, fencing-token history, audit log; one
// file in QStandardPaths::AppDataLocation unless a path is injected, tests use a
// QTemporaryDir), or a team's PostgreSQL database (team mode, docs/team-mode.md). Both hold
// the same schema (store/SchemaMigrations.h), migrated forward at open: SQLite records its
// version in PRAGMA user_version, PostgreSQL in the table volcano_schema. An older store is
// upgraded in place and a newer one is refused rather than damaged.
//
// Not a QObject and not thread-safe: every store uses it from the GUI thread. The stores
// (Watchlist, LockHistory, AuditLog) keep a reference, so the AppDatabase must outlive them.
class AppDatabase {
public:
    // An empty path means defaultPath().
    explicit AppDatabase(const QString& path = {});
    explicit AppDatabase(StoreLocation location);
    ~AppDatabase();
    AppDatabase(const AppDatabase&) = delete;
    AppDatabase& operator=(const AppDatabase&) = delete;

    // SQLite: creates the folder, opens the file, enables WAL and foreign keys. PostgreSQL:
    // connects (TLS as the URL asks). Then migrates. Fails saying which step failed, for
    // which store (never with its password; also logged).
    Expected<void> open();
    // Migrates only up to version (tests of every earlier schema version).
    Expected<void> openAtSchemaVersion(int version);
    void close();
    bool isOpen() const;

    // The SQLite file, or the PostgreSQL database name.
    QString path() const { return m_location.database(); }
    const StoreLocation& location() const { return m_location; }
    bool isPostgres() const { return m_location.isPostgres(); }
    // A handle on this instance's own named connection.
    QSqlDatabase database() const;

    // The user_version of the open file; latestSchemaVersion() after a successful open().
    int schemaVersion() const;
    static int latestSchemaVersion();
    // <AppDataLocation>/console.sqlite
    static QString defaultPath();

private:
    Expected<void> connect();
    Expected<void> configureSqlite();
    Expected<void> prepareVersionTable();
    Expected<void> migrate(int target);
    Expected<void> applyMigration(int version);
    bool recordVersion(QSqlQuery& query, int version);
    // "<what> <path>: <detail>", logged.
    Error failure(const QString& what, const QString& detail) const;

    StoreLocation m_location;
    QString m_connectionName;
};

} // namespace volcano
