// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/PostgresServer.h"

#include <QAtomicInteger>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

namespace volcano::test {

namespace {

QString env(const char* name) {
    return qEnvironmentVariable(name);
}

QString quoteIdentifier(QString name) {
    return u'"' + name.replace(u'"', QStringLiteral("\"\"")) + u'"';
}

// standard_conforming_strings is on (the default), so doubling quotes is the whole escape.
QString quoteLiteral(QString text) {
    return u'\'' + text.replace(u'\'', QStringLiteral("''")) + u'\'';
}

QString percentEncoded(const QString& text) {
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

// Lower case letters, digits and _ only, starting with a letter, so the name needs no
// quoting in a URL or by hand in psql; the random tail keeps it unique across test runs
// sharing the cluster.
QString uniqueDatabaseName(const QString& prefix) {
    static const QRegularExpression unsafe(QStringLiteral("[^a-z0-9_]"));
    QString base = prefix.toLower().replace(unsafe, QStringLiteral("_")).left(40);
    if (base.isEmpty() || !base.front().isLetter())
        base.prepend(u't');
    return base + u'_' + QUuid::createUuid().toString(QUuid::Id128).left(16);
}

// QSqlDatabase connections are named per process; each admin statement gets its own.
QString uniqueConnectionName() {
    static QAtomicInteger<int> counter;
    return QStringLiteral("volcano_test_pg_admin_%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

PostgresServer::PostgresServer()
    : m_host(env("VOLCANO_TEST_PG_HOST"))
    , m_port(quint16(env("VOLCANO_TEST_PG_PORT").toUInt()))
    , m_user(env("VOLCANO_TEST_PG_USER"))
    , m_password(env("VOLCANO_TEST_PG_PASSWORD"))
    , m_caFile(env("VOLCANO_TEST_PG_CA"))
    , m_socketDir(env("VOLCANO_TEST_PG_SOCKET_DIR"))
    , m_control(env("VOLCANO_TEST_PG_CTL")) {}

PostgresServer::~PostgresServer() {
    const QStringList created = m_created;
    for (const QString& name : created)
        dropDatabase(name);
}

bool PostgresServer::isConfigured() {
    for (const char* name : {"VOLCANO_TEST_PG_HOST", "VOLCANO_TEST_PG_PORT", "VOLCANO_TEST_PG_USER",
                             "VOLCANO_TEST_PG_PASSWORD", "VOLCANO_TEST_PG_CA",
                             "VOLCANO_TEST_PG_SOCKET_DIR", "VOLCANO_TEST_PG_CTL"}) {
        if (qEnvironmentVariableIsEmpty(name))
            return false;
    }
    return true;
}

QString PostgresServer::unconfiguredMessage() {
    return QStringLiteral("no PostgreSQL test cluster: run the tests through "
                          "scripts/with-postgres.sh (scripts/test.sh does)");
}

QString PostgresServer::createDatabase(const QString& prefix) {
    const QString name = uniqueDatabaseName(prefix);
    if (!execAdmin(QStringLiteral("postgres"),
                   QStringLiteral("CREATE DATABASE %1").arg(quoteIdentifier(name))))
        return {};
    m_created.append(name);
    return adminUrl(name);
}

bool PostgresServer::dropDatabase(const QString& name) {
    m_created.removeAll(name);
    return execAdmin(
        QStringLiteral("postgres"),
        QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(quoteIdentifier(name)));
}

QString PostgresServer::adminUrl(const QString& db, const QString& sslmode) const {
    QString url = QStringLiteral("postgresql://%1:%2@%3:%4/%5?sslmode=%6")
                      .arg(percentEncoded(m_user), percentEncoded(m_password), m_host)
                      .arg(m_port)
                      .arg(percentEncoded(db), percentEncoded(sslmode));
    if (sslmode.startsWith(QStringLiteral("verify-")))
        url += QStringLiteral("&sslrootcert=") + percentEncoded(m_caFile);
    return url;
}

bool PostgresServer::stop() {
    return control(QStringLiteral("stop"));
}

bool PostgresServer::start() {
    return control(QStringLiteral("start"));
}

bool PostgresServer::restart() {
    return control(QStringLiteral("restart"));
}

bool PostgresServer::control(const QString& action) {
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(m_control, {action});
    // pg_ctl waits up to 60 s for the server by default.
    if (!process.waitForFinished(90000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        m_error = QStringLiteral("%1 %2 failed: %3 %4")
                      .arg(m_control, action, process.errorString(),
                           QString::fromLocal8Bit(process.readAll()));
        return false;
    }
    return true;
}

bool PostgresServer::createRole(const QString& name, const QString& password, bool login) {
    return execAdmin(QStringLiteral("postgres"),
                     QStringLiteral("CREATE ROLE %1 %2 PASSWORD %3")
                         .arg(quoteIdentifier(name),
                              login ? QStringLiteral("LOGIN") : QStringLiteral("NOLOGIN"),
                              quoteLiteral(password)));
}

bool PostgresServer::execAdmin(const QString& db, const QString& sql, QString* error) {
    // Without the plugin QtSql only says "Driver not loaded".
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        m_error = QStringLiteral("no QPSQL driver (apt-get install libqt6sql6-psql)");
        if (error)
            *error = m_error;
        return false;
    }
    const QString connection = uniqueConnectionName();
    bool ok = false;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        database.setHostName(m_host);
        database.setPort(m_port);
        database.setUserName(m_user);
        database.setPassword(m_password);
        database.setDatabaseName(db);
        database.setConnectOptions(QStringLiteral("sslmode=disable;connect_timeout=10"));
        if (!database.open()) {
            m_error = database.lastError().text();
        } else {
            QSqlQuery query(database);
            ok = query.exec(sql);
            if (!ok)
                m_error = query.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    if (!ok && error)
        *error = m_error;
    return ok;
}

} // namespace volcano::test
