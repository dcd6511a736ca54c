// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AppDatabase.h"

#include "store/SchemaMigrations.h"

#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace volcano {

Q_LOGGING_CATEGORY(lcAppDb, "volcano.appdb")

namespace {

// Serialises migrations of one PostgreSQL database between processes (two recorders and a
// console starting together): an arbitrary constant, the same in every build.
constexpr qint64 kMigrationLockId = 0x766f6c63616e6f; // "volcano"

QString connectionName() {
    return QStringLiteral("volcano-app-db-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace

AppDatabase::AppDatabase(const QString& path)
    : AppDatabase(StoreLocation::sqliteFile(path.isEmpty() ? defaultPath() : path)) {}

AppDatabase::AppDatabase(StoreLocation location)
    : m_location(std::move(location))
    , m_connectionName(connectionName()) {}

AppDatabase::~AppDatabase() {
    close();
}

QString AppDatabase::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/console.sqlite");
}

int AppDatabase::latestSchemaVersion() {
    return schema::latestVersion();
}

Expected<void> AppDatabase::open() {
    return openAtSchemaVersion(latestSchemaVersion());
}

Expected<void> AppDatabase::openAtSchemaVersion(int version) {
    if (isOpen())
        return {};
    auto ready = connect();
    if (ready)
        ready = isPostgres() ? prepareVersionTable() : configureSqlite();
    if (ready)
        ready = migrate(version);
    if (!ready)
        close(); // a half-configured or half-migrated store is not left open
    return ready;
}

Expected<void> AppDatabase::connect() {
    if (!isPostgres() && !QDir().mkpath(QFileInfo(path()).absolutePath()))
        return failure(QStringLiteral("cannot create the folder of"),
                       QStringLiteral("mkpath failed"));
    QSqlDatabase db = QSqlDatabase::addDatabase(
        isPostgres() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), m_connectionName);
    if (!db.isValid())
        return failure(QStringLiteral("no Qt SQL driver for"),
                       isPostgres() ? QStringLiteral("install libqt6sql6-psql")
                                    : QStringLiteral("install libqt6sql6-sqlite"));
    db.setDatabaseName(path());
    if (isPostgres()) {
        db.setHostName(m_location.host());
        db.setPort(m_location.port());
        db.setUserName(m_location.user());
        db.setPassword(m_location.password());
        QString options = m_location.connectOptions();
        // A dead host fails in seconds, not after the kernel's TCP timeout.
        if (!options.contains(QLatin1StringView("connect_timeout="))) {
            if (!options.isEmpty())
                options += QLatin1Char(';');
            options += QStringLiteral("connect_timeout=5");
        }
        db.setConnectOptions(options);
    } else {
        // Another console instance may be writing; wait instead of failing at once.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    }
    if (!db.open())
        return failure(QStringLiteral("cannot open"), db.lastError().text());
    return {};
}

void AppDatabase::close() {
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool AppDatabase::isOpen() const {
    return QSqlDatabase::contains(m_connectionName) && database().isOpen();
}

QSqlDatabase AppDatabase::database() const {
    return QSqlDatabase::database(m_connectionName, false);
}

int AppDatabase::schemaVersion() const {
    QSqlQuery query(database());
    const QString sql = isPostgres() ? QStringLiteral("SELECT version FROM volcano_schema")
                                     : QStringLiteral("PRAGMA user_version");
    if (!query.exec(sql) || !query.next())
        return -1;
    return query.value(0).toInt();
}

Expected<void> AppDatabase::configureSqlite() {
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !query.next())
        return failure(QStringLiteral("cannot enable WAL on"), query.lastError().text());
    if (query.value(0).toString().compare(QLatin1StringView("wal"), Qt::CaseInsensitive) != 0)
        qCWarning(lcAppDb) << "journal mode is" << query.value(0).toString() << "not WAL";
    // WAL makes NORMAL durable enough for a viewer's data: a power cut loses at most the
    // last transactions, never consistency.
    if (!query.exec(QStringLiteral("PRAGMA synchronous=NORMAL")) ||
        !query.exec(QStringLiteral("PRAGMA foreign_keys=ON")))
        return failure(QStringLiteral("cannot configure"), query.lastError().text());
    return {};
}

// PostgreSQL has no user_version: one table with one row holds it. Created under the
// migration lock, so two processes opening a new database at once do not collide.
Expected<void> AppDatabase::prepareVersionTable() {
    QSqlDatabase db = database();
    QSqlQuery query(db);
    // A console's role may not create tables (not even IF NOT EXISTS): only look, then.
    if (query.exec(QStringLiteral("SELECT to_regclass('volcano_schema') IS NOT NULL")) &&
        query.next() && query.value(0).toBool())
        return {};
    const bool prepared =
        db.transaction() &&
        query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kMigrationLockId)) &&
        query.exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS volcano_schema (version INTEGER NOT NULL)")) &&
        query.exec(QStringLiteral("INSERT INTO volcano_schema (version) SELECT 0"
                                  " WHERE NOT EXISTS (SELECT 1 FROM volcano_schema)")) &&
        db.commit();
    if (prepared)
        return {};
    const QString detail =
        query.lastError().isValid() ? query.lastError().text() : db.lastError().text();
    db.rollback();
    return failure(QStringLiteral("cannot read the schema version of"), detail);
}

Expected<void> AppDatabase::migrate(int target) {
    const int current = schemaVersion();
    if (current < 0)
        return failure(QStringLiteral("cannot read the schema version of"),
                       database().lastError().text());
    if (current > latestSchemaVersion())
        return failure(QStringLiteral("refusing a newer schema in"),
                       QStringLiteral("version %1, this build knows up to %2; upgrade "
                                      "Volcano Lock Console")
                           .arg(current)
                           .arg(latestSchemaVersion()));
    for (int version = current; version < target; ++version) {
        if (auto migrated = applyMigration(version); !migrated)
            return migrated;
    }
    return {};
}

Expected<void> AppDatabase::applyMigration(int version) {
    QSqlDatabase db = database();
    if (!db.transaction())
        return failure(QStringLiteral("cannot start a migration of"), db.lastError().text());
    QSqlQuery query(db);
    if (isPostgres()) {
        // Another process may have migrated while this one waited for the lock.
        if (!query.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kMigrationLockId))) {
            const QString detail = query.lastError().text();
            db.rollback();
            return failure(QStringLiteral("cannot lock the schema of"), detail);
        }
        if (schemaVersion() > version)
            return db.commit() ? Expected<void>{}
                               : failure(QStringLiteral("cannot migrate"), db.lastError().text());
    }
    for (const QString& statement : schema::statements(m_location.backend(), version)) {
        if (!query.exec(statement)) {
            const QString detail = query.lastError().text();
            db.rollback();
            return failure(QStringLiteral("schema migration %1 failed for").arg(version + 1),
                           detail);
        }
    }
    if (!recordVersion(query, version + 1) || !db.commit()) {
        const QString detail = query.lastError().text();
        db.rollback();
        return failure(QStringLiteral("cannot record schema version %1 in").arg(version + 1),
                       detail);
    }
    qCDebug(lcAppDb) << "migrated" << m_location.displayText() << "to schema version"
                     << version + 1;
    return {};
}

bool AppDatabase::recordVersion(QSqlQuery& query, int version) {
    // Neither statement takes bound parameters here (PRAGMA cannot); the value is our own.
    return query.exec(isPostgres()
                          ? QStringLiteral("UPDATE volcano_schema SET version = %1").arg(version)
                          : QStringLiteral("PRAGMA user_version=%1").arg(version));
}

Error AppDatabase::failure(const QString& what, const QString& detail) const {
    Error error = fail(what + QLatin1Char(' ') + m_location.displayText() + QStringLiteral(": ") +
                       detail.simplified()); // libpq's messages span lines
    qCWarning(lcAppDb).noquote() << error.message;
    return error;
}

} // namespace volcano
