// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

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
    // Fails saying which step failed, for which file (also logged).
    Expected<void> open();
    void close();
    bool isOpen() const;

    QString path() const { return m_path; }
    // A handle on this instance's own named connection.
    QSqlDatabase database() const;

    // The user_version of the open file; latestSchemaVersion() after a successful open().
    int schemaVersion() const;
    static int latestSchemaVersion();
    // <AppDataLocation>/console.sqlite
    static QString defaultPath();

private:
    Expected<void> configure();
    Expected<void> migrate();
    Expected<void> applyMigration(int version);
    // "<what> <path>: <detail>", logged.
    Error failure(const QString& what, const QString& detail) const;

    QString m_path;
    QString m_connectionName;
};

} // namespace volcano
