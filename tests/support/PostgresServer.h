// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>
#include <QStringList>

namespace volcano::test {

// The throwaway PostgreSQL 15 cluster scripts/with-postgres.sh runs the tests with, read
// from its VOLCANO_TEST_PG_* variables: fresh databases for a test (dropped again by the
// destructor), SQL as the superuser, and stopping or restarting the server.
class PostgresServer {
public:
    PostgresServer();
    ~PostgresServer();
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    // Whether the tests run inside scripts/with-postgres.sh.
    static bool isConfigured();
    static QString unconfiguredMessage();

    QString host() const { return m_host; }
    quint16 port() const { return m_port; }
    QString user() const { return m_user; }
    QString password() const { return m_password; }
    // The CA that signed the server's certificate (for sslmode=verify-full).
    QString caFile() const { return m_caFile; }
    QString socketDir() const { return m_socketDir; }

    // A new, uniquely named database; its URL as the superuser (adminUrl()), or empty on
    // failure (see errorString()).
    QString createDatabase(const QString& prefix);
    // Drops it even while connections to it are open.
    bool dropDatabase(const QString& name);
    // postgresql://USER:PASSWORD@HOST:PORT/DB?sslmode=..., with sslrootcert for the verify
    // modes.
    QString adminUrl(const QString& db, const QString& sslmode = QStringLiteral("disable")) const;

    // The server itself, through VOLCANO_TEST_PG_CTL (as the cluster's user); each waits
    // until the server is down or accepts connections.
    bool stop();
    bool start();
    bool restart();

    bool createRole(const QString& name, const QString& password, bool login);
    // Runs one statement as the superuser on database db, without TLS.
    bool execAdmin(const QString& db, const QString& sql, QString* error = nullptr);
    QString errorString() const { return m_error; }

private:
    bool control(const QString& action);

    QString m_host;
    quint16 m_port = 0;
    QString m_user;
    QString m_password;
    QString m_caFile;
    QString m_socketDir;
    QString m_control;
    QStringList m_created;
    QString m_error;
};

} // namespace volcano::test
