// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QString>

namespace volcano {

// Where a store lives: an SQLite file (solo mode, or one machine) or a PostgreSQL database
// (team mode). Parsed from what the user typed, in the forms docs/team-mode.md gives:
//   postgresql://[user[:password]@]host[:port]/db[?sslmode=…&sslrootcert=…&connect_timeout=…]
//   postgres://…  (libpq's alias)
//   /path/to/file.sqlite  or  sqlite:///path/to/file.sqlite
// A password missing from the URL comes from PGPASSWORD or PGPASSFILE: libpq reads both.
class StoreLocation {
public:
    enum class Backend { Sqlite, Postgres };

    static Expected<StoreLocation> parse(const QString& text);
    static StoreLocation sqliteFile(const QString& path);

    Backend backend() const { return m_backend; }
    bool isPostgres() const { return m_backend == Backend::Postgres; }
    // The SQLite file, or the PostgreSQL database name.
    QString database() const { return m_database; }
    QString host() const { return m_host; }
    int port() const { return m_port; } // 5432 unless given
    QString user() const { return m_user; }
    QString password() const { return m_password; }
    void setPassword(const QString& password) { m_password = password; }
    // libpq keyword=value options for QSqlDatabase::setConnectOptions ("sslmode=…;…").
    QString connectOptions() const { return m_options; }
    // The URL without its password: safe for logs, settings files and messages.
    QString displayText() const;

private:
    static Expected<StoreLocation> parsePostgres(const QString& text);
    Expected<void> parseQuery(const QString& query);

    Backend m_backend = Backend::Sqlite;
    QString m_database;
    QString m_host;
    int m_port = 5432;
    QString m_user;
    QString m_password;
    QString m_options;
};

} // namespace volcano
