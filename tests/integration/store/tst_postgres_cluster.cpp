// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The PostgreSQL test cluster itself (scripts/with-postgres.sh, support/PostgresServer.h),
// as the team-mode store will use it through QtSql: plain and verified TLS connections, real
// password checks, a restart, and databases that come and go.

#include "support/PostgresServer.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>

#include <memory>

using volcano::test::PostgresServer;

namespace {

// One named QtSql connection, removed again when the test is done with it (QtSql keeps
// connections per name until removeDatabase()).
class Connection {
public:
    explicit Connection(const QString& name)
        : m_name(name) {
        QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
    }
    ~Connection() { QSqlDatabase::removeDatabase(m_name); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }

    // Host, port, user, password and database from a URL PostgresServer made.
    void configureFrom(const QUrl& url, const QString& options) const {
        QSqlDatabase db = database();
        db.setHostName(url.host());
        db.setPort(url.port());
        db.setUserName(url.userName());
        db.setPassword(url.password());
        db.setDatabaseName(url.path().mid(1));
        db.setConnectOptions(options);
    }
    // libpq reads a host that is a path as the folder of the unix socket.
    void useHost(const QString& host) const {
        QSqlDatabase db = database();
        db.setHostName(host);
    }
    bool open() const {
        QSqlDatabase db = database();
        return db.open();
    }
    QString error() const { return database().lastError().text(); }
    // The first column of the first row, or an invalid QVariant when the query failed.
    QVariant scalar(const QString& sql) const {
        QSqlQuery query(database());
        return query.exec(sql) && query.next() ? query.value(0) : QVariant();
    }

private:
    QString m_name;
};

const QString kPlain = QStringLiteral("sslmode=disable;connect_timeout=10");

} // namespace

class TestPostgresCluster : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void connectsWithoutTls();
    void connectsOverVerifiedTls();
    void connectsThroughTheSocket();
    void rejectsAWrongPassword();
    void rejectsAWrongPasswordOnTheSocket();
    void createdRoleLogsIn();
    void reconnectsAfterRestart();
    void dropsADatabase();

private:
    std::unique_ptr<PostgresServer> m_server;
};

void TestPostgresCluster::initTestCase() {
    // A failure, not a skip: a suite that silently skips its database tests proves nothing.
    if (!PostgresServer::isConfigured())
        QFAIL(qPrintable(PostgresServer::unconfiguredMessage()));
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")));
    m_server = std::make_unique<PostgresServer>();
}

void TestPostgresCluster::connectsWithoutTls() {
    const QString url = m_server->createDatabase(QStringLiteral("plain"));
    QVERIFY2(!url.isEmpty(), qPrintable(m_server->errorString()));
    QVERIFY(url.endsWith(QStringLiteral("?sslmode=disable")));
    Connection connection(QStringLiteral("plain"));
    connection.configureFrom(QUrl(url), kPlain);
    QVERIFY2(connection.open(), qPrintable(connection.error()));
    QCOMPARE(connection.scalar(QStringLiteral("SELECT 1")).toInt(), 1);
    QCOMPARE(connection
                 .scalar(QStringLiteral("SELECT ssl FROM pg_stat_ssl "
                                        "WHERE pid = pg_backend_pid()"))
                 .toBool(),
             false);
}

void TestPostgresCluster::connectsOverVerifiedTls() {
    const QString url = m_server->createDatabase(QStringLiteral("tls"));
    QVERIFY2(!url.isEmpty(), qPrintable(m_server->errorString()));
    QUrl target(url);
    // verify-full checks the name too: the certificate is for localhost (and 127.0.0.1).
    target.setHost(QStringLiteral("localhost"));
    Connection connection(QStringLiteral("tls"));
    connection.configureFrom(target, QStringLiteral("sslmode=verify-full;sslrootcert=") +
                                         m_server->caFile());
    QVERIFY2(connection.open(), qPrintable(connection.error()));
    const QVariant ssl = connection.scalar(QStringLiteral("SELECT ssl FROM pg_stat_ssl "
                                                          "WHERE pid = pg_backend_pid()"));
    QVERIFY(ssl.isValid());
    QCOMPARE(ssl.toBool(), true);
}

void TestPostgresCluster::connectsThroughTheSocket() {
    Connection connection(QStringLiteral("socket"));
    connection.configureFrom(QUrl(m_server->adminUrl(QStringLiteral("postgres"))), kPlain);
    connection.useHost(m_server->socketDir());
    QVERIFY2(connection.open(), qPrintable(connection.error()));
    QCOMPARE(connection.scalar(QStringLiteral("SELECT current_user")).toString(), m_server->user());
}

void TestPostgresCluster::rejectsAWrongPassword() {
    QUrl target(m_server->adminUrl(QStringLiteral("postgres")));
    target.setPassword(m_server->password() + QStringLiteral("x"));
    Connection connection(QStringLiteral("wrong"));
    connection.configureFrom(target, kPlain);
    QVERIFY(!connection.open());
    QVERIFY2(connection.error().contains(QStringLiteral("password authentication failed")),
             qPrintable(connection.error()));
}

void TestPostgresCluster::rejectsAWrongPasswordOnTheSocket() {
    QUrl target(m_server->adminUrl(QStringLiteral("postgres")));
    target.setPassword(QStringLiteral("wrong"));
    Connection connection(QStringLiteral("wrongsocket"));
    connection.configureFrom(target, kPlain);
    connection.useHost(m_server->socketDir());
    QVERIFY(!connection.open());
    QVERIFY2(connection.error().contains(QStringLiteral("password authentication failed")),
             qPrintable(connection.error()));
}

void TestPostgresCluster::createdRoleLogsIn() {
    const QString role =
        QStringLiteral("volcano_role_") + QString::number(QDateTime::currentMSecsSinceEpoch());
    const QString password = QStringLiteral("it's \"quoted\"");
    QVERIFY2(m_server->createRole(role, password, true), qPrintable(m_server->errorString()));
    QUrl target(m_server->adminUrl(QStringLiteral("postgres")));
    target.setUserName(role);
    target.setPassword(password);
    Connection connection(QStringLiteral("role"));
    connection.configureFrom(target, kPlain);
    QVERIFY2(connection.open(), qPrintable(connection.error()));
    QCOMPARE(connection.scalar(QStringLiteral("SELECT current_user")).toString(), role);
}

void TestPostgresCluster::reconnectsAfterRestart() {
    const QString url = m_server->createDatabase(QStringLiteral("restart"));
    QVERIFY2(!url.isEmpty(), qPrintable(m_server->errorString()));
    Connection before(QStringLiteral("before"));
    before.configureFrom(QUrl(url), kPlain);
    QVERIFY2(before.open(), qPrintable(before.error()));
    QVERIFY2(m_server->restart(), qPrintable(m_server->errorString()));
    // The restart ended the old session; the server takes new ones.
    QVERIFY(!before.scalar(QStringLiteral("SELECT 1")).isValid());
    Connection after(QStringLiteral("after"));
    after.configureFrom(QUrl(url), kPlain);
    QVERIFY2(after.open(), qPrintable(after.error()));
    QCOMPARE(after.scalar(QStringLiteral("SELECT 1")).toInt(), 1);
}

void TestPostgresCluster::dropsADatabase() {
    const QString url = m_server->createDatabase(QStringLiteral("dropped"));
    QVERIFY2(!url.isEmpty(), qPrintable(m_server->errorString()));
    const QString name = QUrl(url).path().mid(1);
    // An open session does not keep it alive: the drop is WITH (FORCE).
    Connection open(QStringLiteral("open"));
    open.configureFrom(QUrl(url), kPlain);
    QVERIFY2(open.open(), qPrintable(open.error()));
    QVERIFY2(m_server->dropDatabase(name), qPrintable(m_server->errorString()));
    Connection later(QStringLiteral("later"));
    later.configureFrom(QUrl(url), kPlain);
    QVERIFY(!later.open());
    QVERIFY2(later.error().contains(QStringLiteral("does not exist")), qPrintable(later.error()));
}

QTEST_GUILESS_MAIN(TestPostgresCluster)
#include "tst_postgres_cluster.moc"
