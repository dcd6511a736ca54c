// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/LeaseStore.h"

#include "sandbox/SandboxLog.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

#include <limits>

namespace volcano::sandbox {
namespace {

constexpr int kSchemaVersion = 1;

// SQLite integers are signed 64-bit; fencing tokens are unsigned, so they are stored
// bit for bit and compared only in C++.
qint64 toStored(FencingToken token) {
    return static_cast<qint64>(token);
}

FencingToken fromStored(const QVariant& value) {
    return static_cast<FencingToken>(value.toLongLong());
}

// One statement per element; each spans several literals, hence the parentheses.
const char* const kSchema[] = {
    ("CREATE TABLE IF NOT EXISTS leases ("
     " project TEXT NOT NULL, lock_key TEXT NOT NULL, token TEXT NOT NULL,"
     " fencing_token INTEGER NOT NULL, expires_at_ms INTEGER NOT NULL,"
     " deadline_ms INTEGER NOT NULL, PRIMARY KEY (project, lock_key)) WITHOUT ROWID"),
    ("CREATE TABLE IF NOT EXISTS spent_tokens ("
     " project TEXT NOT NULL, lock_key TEXT NOT NULL, token TEXT NOT NULL,"
     " PRIMARY KEY (project, lock_key, token)) WITHOUT ROWID"),
    ("CREATE TABLE IF NOT EXISTS fencing_sequences ("
     " project TEXT NOT NULL PRIMARY KEY, last_token INTEGER NOT NULL) WITHOUT ROWID"),
};

} // namespace

struct LeaseStore::Statements {
    explicit Statements(const QSqlDatabase& db)
        : begin(db)
        , commit(db)
        , rollback(db)
        , selectLease(db)
        , insertLease(db)
        , replaceLease(db)
        , setExpiry(db)
        , removeLease(db)
        , selectSpent(db)
        , insertSpent(db)
        , selectSequence(db)
        , insertSequence(db)
        , updateSequence(db)
        , heldCounts(db) {}
    QSqlQuery begin, commit, rollback;
    QSqlQuery selectLease, insertLease, replaceLease, setExpiry, removeLease;
    QSqlQuery selectSpent, insertSpent;
    QSqlQuery selectSequence, insertSequence, updateSequence;
    QSqlQuery heldCounts;
};

LeaseStore::LeaseStore()
    : m_connectionName(QStringLiteral("volcano-sandbox-") +
                       QUuid::createUuid().toString(QUuid::WithoutBraces)) {}

LeaseStore::~LeaseStore() {
    close();
}

Expected<void> LeaseStore::open(const QString& path) {
    close();
    m_openFailedReadOnly = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        db.setDatabaseName(path);
        if (!db.open()) {
            Error error = fail(
                QStringLiteral("cannot open database %1: %2").arg(path, db.lastError().text()));
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connectionName);
            return error;
        }
    }
    m_failed = false;
    m_statements = std::make_unique<Statements>(QSqlDatabase::database(m_connectionName, false));
    const QString reservationPath =
        path == QStringLiteral(":memory:") ? QString() : path + QStringLiteral(".fencing");
    auto opened = m_reservation.open(reservationPath);
    if (opened)
        opened = applyPragmas();
    if (opened)
        opened = createSchema();
    if (opened)
        opened = prepareStatements();
    if (!opened)
        close();
    return opened;
}

void LeaseStore::close() {
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    m_statements.reset();
    QSqlDatabase::database(m_connectionName, false).close();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Expected<void> LeaseStore::applyPragmas() {
    // WAL lets reads go on beside a writer; FULL makes each commit durable before the
    // answer leaves, so a fencing token is never handed out twice after a power cut.
    const char* const pragmas[] = {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL",
                                   "PRAGMA busy_timeout = 5000"};
    for (const char* pragma : pragmas) {
        QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
        if (!query.exec(QString::fromLatin1(pragma)))
            return openStepFailed(query,
                                  QStringLiteral("%1 failed").arg(QString::fromLatin1(pragma)));
    }
    return {};
}

Expected<void> LeaseStore::createSchema() {
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return openStepFailed(query, QStringLiteral("cannot read the schema version"));
    const int version = query.value(0).toInt();
    query.finish();
    if (version > kSchemaVersion)
        return fail(
            QStringLiteral("the database was written by a newer sandbox (schema %1)").arg(version));
    for (const char* statement : kSchema) {
        if (!query.exec(QString::fromLatin1(statement)))
            return openStepFailed(query, QStringLiteral("cannot create the schema"));
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion)))
        return openStepFailed(query, QStringLiteral("cannot write the schema version"));
    return {};
}

Error LeaseStore::openStepFailed(const QSqlQuery& query, const QString& message) {
    // SQLITE_READONLY (8), with its extended codes (e.g. 264, 1032) in the low byte.
    constexpr int kSqliteReadOnly = 8;
    const int code = query.lastError().nativeErrorCode().toInt();
    m_openFailedReadOnly = (code & 0xff) == kSqliteReadOnly;
    return fail(QStringLiteral("%1: %2").arg(message, query.lastError().text()));
}

Expected<void> LeaseStore::prepareStatements() {
    Statements& s = *m_statements;
    const std::pair<QSqlQuery*, const char*> statements[] = {
        {&s.begin, "BEGIN IMMEDIATE"},
        {&s.commit, "COMMIT"},
        {&s.rollback, "ROLLBACK"},
        {&s.selectLease, "SELECT token, fencing_token, expires_at_ms, deadline_ms FROM leases "
                         "WHERE project = :project AND lock_key = :key"},
        {&s.insertLease, "INSERT INTO leases (project, lock_key, token, fencing_token, "
                         "expires_at_ms, deadline_ms) VALUES (:project, :key, :token, :fencing, "
                         ":expires, :deadline) ON CONFLICT (project, lock_key) DO NOTHING"},
        {&s.replaceLease,
         "UPDATE leases SET token = :token, fencing_token = :fencing, expires_at_ms = :expires, "
         "deadline_ms = :deadline WHERE project = :project AND lock_key = :key AND "
         "token = :expected_token AND fencing_token = :expected_fencing"},
        {&s.setExpiry, "UPDATE leases SET expires_at_ms = :expires WHERE project = :project AND "
                       "lock_key = :key AND token = :expected_token AND "
                       "fencing_token = :expected_fencing"},
        {&s.removeLease, "DELETE FROM leases WHERE project = :project AND lock_key = :key AND "
                         "token = :expected_token AND fencing_token = :expected_fencing"},
        {&s.selectSpent, "SELECT 1 FROM spent_tokens WHERE project = :project AND "
                         "lock_key = :key AND token = :token"},
        {&s.insertSpent, "INSERT INTO spent_tokens (project, lock_key, token) VALUES (:project, "
                         ":key, :token) ON CONFLICT DO NOTHING"},
        {&s.selectSequence, "SELECT last_token FROM fencing_sequences WHERE project = :project"},
        {&s.insertSequence, "INSERT INTO fencing_sequences (project, last_token) VALUES "
                            "(:project, :next) ON CONFLICT (project) DO NOTHING"},
        {&s.updateSequence, "UPDATE fencing_sequences SET last_token = :next WHERE "
                            "project = :project AND last_token = :expected"},
        {&s.heldCounts, "SELECT project, COUNT(*) FROM leases WHERE expires_at_ms > :threshold "
                        "GROUP BY project"},
    };
    for (const auto& [query, sql] : statements) {
        if (!query->prepare(QString::fromLatin1(sql)))
            return fail(
                QStringLiteral("cannot prepare a statement: %1").arg(query->lastError().text()));
    }
    return {};
}

bool LeaseStore::run(const char* what, QSqlQuery& query) {
    if (query.exec())
        return true;
    m_failed = true;
    qCWarning(lcSandbox, "database: %s failed: %ls", what,
              qUtf16Printable(query.lastError().text()));
    return false;
}

bool LeaseStore::beginWrite() {
    m_failed = false;
    return run("begin", m_statements->begin);
}

bool LeaseStore::commit() {
    return run("commit", m_statements->commit);
}

void LeaseStore::rollback() {
    const bool failedBefore = m_failed;
    run("rollback", m_statements->rollback);
    m_failed = failedBefore;
}

std::optional<StoredLease> LeaseStore::lease(const QString& project, const QString& key) {
    QSqlQuery& query = m_statements->selectLease;
    query.bindValue(QStringLiteral(":project"), project);
    query.bindValue(QStringLiteral(":key"), key);
    if (!run("read lease", query))
        return std::nullopt;
    std::optional<StoredLease> found;
    if (query.next())
        found = StoredLease{query.value(0).toString(), fromStored(query.value(1)),
                            query.value(2).toLongLong(), query.value(3).toLongLong()};
    query.finish();
    return found;
}

namespace {

void bindLease(QSqlQuery& query, const QString& project, const QString& key) {
    query.bindValue(QStringLiteral(":project"), project);
    query.bindValue(QStringLiteral(":key"), key);
}

void bindNew(QSqlQuery& query, const StoredLease& lease) {
    query.bindValue(QStringLiteral(":token"), lease.token);
    query.bindValue(QStringLiteral(":fencing"), toStored(lease.fencingToken));
    query.bindValue(QStringLiteral(":expires"), lease.expiresAtMs);
    query.bindValue(QStringLiteral(":deadline"), lease.deadlineMs);
}

void bindExpected(QSqlQuery& query, const StoredLease& expected) {
    query.bindValue(QStringLiteral(":expected_token"), expected.token);
    query.bindValue(QStringLiteral(":expected_fencing"), toStored(expected.fencingToken));
}

} // namespace

bool LeaseStore::insertLease(const QString& project, const QString& key, const StoredLease& lease) {
    QSqlQuery& query = m_statements->insertLease;
    bindLease(query, project, key);
    bindNew(query, lease);
    return run("insert lease", query) && query.numRowsAffected() == 1;
}

bool LeaseStore::replaceLease(const QString& project, const QString& key,
                              const StoredLease& expected, const StoredLease& next) {
    QSqlQuery& query = m_statements->replaceLease;
    bindLease(query, project, key);
    bindNew(query, next);
    bindExpected(query, expected);
    return run("replace lease", query) && query.numRowsAffected() == 1;
}

bool LeaseStore::setExpiry(const QString& project, const QString& key, const StoredLease& expected,
                           qint64 expiresAtMs) {
    QSqlQuery& query = m_statements->setExpiry;
    bindLease(query, project, key);
    query.bindValue(QStringLiteral(":expires"), expiresAtMs);
    bindExpected(query, expected);
    return run("extend lease", query) && query.numRowsAffected() == 1;
}

bool LeaseStore::removeLease(const QString& project, const QString& key,
                             const StoredLease& expected) {
    QSqlQuery& query = m_statements->removeLease;
    bindLease(query, project, key);
    bindExpected(query, expected);
    return run("remove lease", query) && query.numRowsAffected() == 1;
}

bool LeaseStore::isSpent(const QString& project, const QString& key, const QString& token) {
    QSqlQuery& query = m_statements->selectSpent;
    bindLease(query, project, key);
    query.bindValue(QStringLiteral(":token"), token);
    if (!run("read spent token", query))
        return false;
    const bool spent = query.next();
    query.finish();
    return spent;
}

bool LeaseStore::markSpent(const QString& project, const QString& key, const QString& token) {
    QSqlQuery& query = m_statements->insertSpent;
    bindLease(query, project, key);
    query.bindValue(QStringLiteral(":token"), token);
    return run("mark token spent", query);
}

std::optional<FencingToken> LeaseStore::lastFencingToken(const QString& project) {
    QSqlQuery& query = m_statements->selectSequence;
    query.bindValue(QStringLiteral(":project"), project);
    if (!run("read fencing sequence", query))
        return std::nullopt;
    std::optional<FencingToken> last;
    if (query.next())
        last = fromStored(query.value(0));
    query.finish();
    return last;
}

std::optional<FencingToken> LeaseStore::takeFencingToken(const QString& project,
                                                         FencingToken start) {
    const auto last = lastFencingToken(project);
    if (!ok())
        return std::nullopt;
    if (last && *last == std::numeric_limits<FencingToken>::max()) {
        qCWarning(lcSandbox, "the fencing sequence of project %ls is exhausted",
                  qUtf16Printable(project));
        return std::nullopt;
    }
    // Above what the database remembers, and above every block reserved before this run
    // (the database may have lost commits the reservation file did not).
    FencingToken next = last && *last + 1 > start ? *last + 1 : start;
    const FencingToken floor = m_reservation.floor(project);
    if (floor >= next && floor < std::numeric_limits<FencingToken>::max())
        next = floor + 1;
    if (const auto reserved = m_reservation.reserve(project, next); !reserved) {
        qCWarning(lcSandbox, "%ls", qUtf16Printable(reserved.error().message));
        m_failed = true;
        return std::nullopt;
    }
    QSqlQuery& query = last ? m_statements->updateSequence : m_statements->insertSequence;
    query.bindValue(QStringLiteral(":project"), project);
    query.bindValue(QStringLiteral(":next"), toStored(next));
    if (last)
        query.bindValue(QStringLiteral(":expected"), toStored(*last));
    if (!run("advance fencing sequence", query) || query.numRowsAffected() != 1)
        return std::nullopt;
    return next;
}

QHash<QString, int> LeaseStore::heldCounts(qint64 nowMs) {
    QSqlQuery& query = m_statements->heldCounts;
    query.bindValue(QStringLiteral(":threshold"),
                    nowMs - static_cast<qint64>(limits::kTakeoverGrace.count()));
    QHash<QString, int> counts;
    if (!run("count held leases", query))
        return counts;
    while (query.next())
        counts.insert(query.value(0).toString(), query.value(1).toInt());
    query.finish();
    return counts;
}

} // namespace volcano::sandbox
