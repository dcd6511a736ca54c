// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AppDatabase.h"

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

// Each entry moves the schema from version (index) to version (index + 1). Append only:
// a released migration is never edited, so every older file upgrades the same way.
const QList<QStringList>& migrations() {
    static const QList<QStringList> steps = {
        {
            QStringLiteral("CREATE TABLE watch_keys ("
                           " profile_id TEXT NOT NULL,"
                           " key TEXT NOT NULL,"
                           " notify INTEGER NOT NULL DEFAULT 0,"
                           " added_at_ms INTEGER NOT NULL,"
                           " position INTEGER NOT NULL,"
                           " PRIMARY KEY (profile_id, key))"),
            QStringLiteral("CREATE TABLE token_history ("
                           " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                           " profile_id TEXT NOT NULL,"
                           " key TEXT NOT NULL,"
                           " event TEXT NOT NULL,"
                           // TEXT: fencing tokens are unsigned 64-bit, SQLite integers signed
                           " token TEXT NOT NULL,"
                           " previous_token TEXT,"
                           " observed_at_ms INTEGER NOT NULL,"
                           " expires_at_ms INTEGER)"),
            QStringLiteral(
                "CREATE INDEX token_history_by_key ON token_history (profile_id, key, id)"),
            QStringLiteral("CREATE TABLE audit_log ("
                           " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                           " time_ms INTEGER NOT NULL,"
                           " profile_id TEXT NOT NULL,"
                           " profile_name TEXT NOT NULL,"
                           " key TEXT NOT NULL,"
                           " action TEXT NOT NULL,"
                           " request_id TEXT NOT NULL,"
                           " outcome TEXT NOT NULL,"
                           " http_status INTEGER NOT NULL,"
                           " token_before TEXT,"
                           " token_after TEXT)"),
            QStringLiteral("CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log"
                           " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END"),
            QStringLiteral("CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log"
                           " BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END"),
        },
        {
            // Test leases the user asked to resume after a restart. The lock token is NOT
            // here: it lives in the keychain (SecretRef::leaseToken).
            QStringLiteral("CREATE TABLE resumable_leases ("
                           " profile_id TEXT NOT NULL,"
                           " key TEXT NOT NULL,"
                           " ttl_seconds INTEGER NOT NULL,"
                           " renew_fraction REAL NOT NULL,"
                           " auto_renew INTEGER NOT NULL,"
                           " fencing_token TEXT,"
                           " acquisition_start_ms INTEGER,"
                           " saved_at_ms INTEGER NOT NULL,"
                           " PRIMARY KEY (profile_id, key))"),
        },
        {
            // How the previous lease ended (Freed, Handover): "released", "expired",
            // "force-released", or empty when a read could not tell.
            QStringLiteral("ALTER TABLE token_history ADD COLUMN end_cause TEXT NOT NULL"
                           " DEFAULT ''"),
        },
        {
            // Write-ahead force release: an "intent" row is committed before the request
            // leaves, an "outcome" row (intent_id = the intent's id) after; older rows and
            // other actions keep phase ''. The reason is the operator's, the operator the
            // OS user who ran the console.
            QStringLiteral("ALTER TABLE audit_log ADD COLUMN phase TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE audit_log ADD COLUMN reason TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE audit_log ADD COLUMN operator TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE audit_log ADD COLUMN intent_id INTEGER"),
            QStringLiteral("CREATE INDEX audit_log_by_intent ON audit_log (intent_id)"),
        },
    };
    return steps;
}

} // namespace

AppDatabase::AppDatabase(const QString& path)
    : m_path(path.isEmpty() ? defaultPath() : path)
    , m_connectionName(QStringLiteral("volcano-app-db-") +
                       QUuid::createUuid().toString(QUuid::WithoutBraces)) {}

AppDatabase::~AppDatabase() {
    close();
}

QString AppDatabase::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/console.sqlite");
}

int AppDatabase::latestSchemaVersion() {
    return int(migrations().size());
}

Expected<void> AppDatabase::open() {
    if (isOpen())
        return {};
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return failure(QStringLiteral("cannot create the folder of"),
                       QStringLiteral("mkpath failed"));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    // Another console instance may be writing; wait instead of failing at once.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open())
        return failure(QStringLiteral("cannot open"), db.lastError().text());
    auto ready = configure();
    if (ready)
        ready = migrate();
    if (!ready)
        close(); // a half-configured or half-migrated file is not left open
    return ready;
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
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

Expected<void> AppDatabase::configure() {
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

Expected<void> AppDatabase::migrate() {
    const int current = schemaVersion();
    if (current < 0)
        return failure(QStringLiteral("cannot read the schema version of"), m_path);
    if (current > latestSchemaVersion())
        return failure(QStringLiteral("refusing a newer schema in"),
                       QStringLiteral("version %1, this console knows up to %2")
                           .arg(current)
                           .arg(latestSchemaVersion()));
    for (int version = current; version < latestSchemaVersion(); ++version) {
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
    for (const QString& statement : migrations().at(version)) {
        if (!query.exec(statement)) {
            const QString detail = query.lastError().text();
            db.rollback();
            return failure(QStringLiteral("schema migration %1 failed for").arg(version + 1),
                           detail);
        }
    }
    // PRAGMA takes no bound parameters; the value is our own integer.
    if (!query.exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1)) || !db.commit()) {
        const QString detail = query.lastError().text();
        db.rollback();
        return failure(QStringLiteral("cannot record schema version %1 in").arg(version + 1),
                       detail);
    }
    qCDebug(lcAppDb) << "migrated" << m_path << "to schema version" << version + 1;
    return {};
}

Error AppDatabase::failure(const QString& what, const QString& detail) const {
    Error error = fail(what + QLatin1Char(' ') + m_path + QStringLiteral(": ") + detail);
    qCWarning(lcAppDb).noquote() << error.message;
    return error;
}

} // namespace volcano
