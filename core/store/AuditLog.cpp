// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AuditLog.h"

#include "client/Clock.h"
#include "protocol/Rfc3339.h"
#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano {

Q_LOGGING_CATEGORY(lcAudit, "volcano.audit")

namespace {

constexpr QLatin1StringView
    kColumns("id, time_ms, profile_id, profile_name, key, action, request_id, outcome, http_status,"
             " token_before, token_after, phase, reason, operator, intent_id FROM audit_log");

using sql::tokenFrom;
using sql::tokenValue;

AuditEntry entryFrom(const QSqlQuery& query) {
    AuditEntry entry;
    entry.id = query.value(0).toLongLong();
    entry.time = QDateTime::fromMSecsSinceEpoch(query.value(1).toLongLong(), Qt::UTC);
    entry.profileId = query.value(2).toString();
    entry.profileName = query.value(3).toString();
    entry.key = query.value(4).toString();
    entry.action =
        auditActionFromName(query.value(5).toString()).value_or(AuditAction::ForceRelease);
    entry.requestId = query.value(6).toString();
    entry.outcome = query.value(7).toString();
    entry.httpStatus = query.value(8).toInt();
    entry.tokenBefore = tokenFrom(query.value(9));
    entry.tokenAfter = tokenFrom(query.value(10));
    entry.phase = auditPhaseFromName(query.value(11).toString());
    entry.reason = query.value(12).toString();
    entry.operatorName = query.value(13).toString();
    if (!query.value(14).isNull())
        entry.intentId = query.value(14).toLongLong();
    return entry;
}

// A null QString binds as SQL NULL; the text columns are NOT NULL, empty is fine.
QString notNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}

QString tokenText(std::optional<FencingToken> token) {
    return token ? QString::number(*token) : QString();
}

// RFC 4180: quote a field that holds a comma, a quote or a line break; double the quotes.
QString csvField(const QString& value) {
    static const QString special = QStringLiteral(",\"\r\n");
    const bool needsQuotes =
        std::any_of(value.cbegin(), value.cend(), [](QChar c) { return special.contains(c); });
    if (!needsQuotes)
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QLatin1StringView("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QStringList csvRow(const AuditEntry& entry) {
    return {QString::number(entry.id),
            rfc3339::format(entry.time),
            entry.profileId,
            entry.profileName,
            entry.key,
            auditActionName(entry.action),
            entry.requestId,
            entry.outcome,
            entry.httpStatus ? QString::number(entry.httpStatus) : QString(),
            tokenText(entry.tokenBefore),
            tokenText(entry.tokenAfter),
            auditPhaseName(entry.phase),
            entry.reason,
            entry.operatorName,
            entry.intentId ? QString::number(*entry.intentId) : QString()};
}

// QJsonValue holds numbers as double or qint64; fencing tokens can exceed both exactly, so
// JSON export writes them as integer literals by hand (same rule as LockJson).
QByteArray jsonToken(std::optional<FencingToken> token) {
    return token ? QByteArray::number(*token) : QByteArrayLiteral("null");
}

QByteArray jsonString(const QString& text) {
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

AuditLog::AuditLog(AppDatabase& database, const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_database(&database)
    , m_clock(clock ? clock : &Clock::system()) {}

void AuditLog::useDatabase(AppDatabase& database) {
    if (m_database == &database)
        return;
    m_database = &database;
    Q_EMIT reset();
}

bool AuditLog::isShared() const {
    return m_database->isPostgres();
}

Expected<void> AuditLog::checkCanAppend() const {
    if (!m_database->isPostgres())
        return {};
    QSqlQuery query(m_database->database());
    if (!query.exec(QStringLiteral("SELECT has_table_privilege('audit_log', 'INSERT'),"
                                   " session_user")) ||
        !query.next())
        return fail(tr("Cannot check this console's rights on the team's audit log: %1")
                        .arg(query.lastError().text()));
    if (query.value(0).toBool())
        return {};
    return fail(tr("The database user %1 may not write the team's audit log, so nothing is "
                   "sent: ask the store's administrator to GRANT volcano_console TO %1.")
                    .arg(query.value(1).toString()));
}

bool AuditLog::appendSynced(AuditEntry& entry) {
    // PostgreSQL syncs every commit (synchronous_commit is on unless an admin turned it off).
    if (m_database->isPostgres())
        return append(entry);
    // In WAL mode, synchronous=FULL syncs the log at this commit: the row survives a kill or
    // a power loss right after. The other writes keep NORMAL (durable across a crash of the
    // process, not of the machine).
    QSqlQuery pragma(m_database->database());
    const bool full = pragma.exec(QStringLiteral("PRAGMA synchronous=FULL"));
    if (!full)
        qCWarning(lcAudit) << "cannot switch to synchronous=FULL:" << pragma.lastError().text();
    const bool stored = append(entry);
    if (full && !pragma.exec(QStringLiteral("PRAGMA synchronous=NORMAL")))
        qCWarning(lcAudit) << "cannot switch back to synchronous=NORMAL";
    return full && stored;
}

QList<AuditEntry> AuditLog::intentsWithoutOutcome() const {
    QSqlQuery query(m_database->database());
    query.prepare(QStringLiteral("SELECT ") + kColumns +
                  QStringLiteral(" AS intent WHERE phase = 'intent' AND NOT EXISTS (SELECT 1"
                                 " FROM audit_log AS outcome WHERE outcome.intent_id = intent.id)"
                                 " ORDER BY id"));
    QList<AuditEntry> entries;
    if (!query.exec()) {
        qCWarning(lcAudit) << "cannot read the audit log:" << query.lastError().text();
        return entries;
    }
    while (query.next())
        entries.append(entryFrom(query));
    return entries;
}

std::optional<AuditEntry> AuditLog::outcomeOf(qint64 intentId) const {
    QSqlQuery query(m_database->database());
    query.prepare(QStringLiteral("SELECT ") + kColumns +
                  QStringLiteral(" WHERE intent_id = ? ORDER BY id LIMIT 1"));
    query.addBindValue(intentId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return entryFrom(query);
}

bool AuditLog::append(AuditEntry& entry) {
    if (!entry.time.isValid())
        entry.time = m_clock->utcNow();
    if (!insert(entry))
        return false;
    qCInfo(lcAudit).noquote() << auditActionName(entry.action) << auditPhaseName(entry.phase)
                              << entry.key << entry.outcome << "request" << entry.requestId;
    Q_EMIT appended(entry);
    return true;
}

// PostgreSQL hands back the id (QPSQL has no lastInsertId without OIDs) and the operator its
// trigger wrote: the database's session user, not what the client claimed.
bool AuditLog::insert(AuditEntry& entry) {
    QSqlQuery query(m_database->database());
    query.prepare(QStringLiteral("INSERT INTO audit_log (time_ms, profile_id, profile_name, key,"
                                 " action, request_id, outcome, http_status, token_before,"
                                 " token_after, phase, reason, operator, intent_id)"
                                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)") +
                  (isShared() ? QStringLiteral(" RETURNING id, operator") : QString()));
    query.addBindValue(entry.time.toMSecsSinceEpoch());
    query.addBindValue(notNull(entry.profileId));
    query.addBindValue(notNull(entry.profileName));
    query.addBindValue(notNull(entry.key));
    query.addBindValue(auditActionName(entry.action));
    query.addBindValue(notNull(entry.requestId));
    query.addBindValue(notNull(entry.outcome));
    query.addBindValue(entry.httpStatus);
    query.addBindValue(tokenValue(entry.tokenBefore));
    query.addBindValue(tokenValue(entry.tokenAfter));
    query.addBindValue(auditPhaseName(entry.phase));
    query.addBindValue(notNull(entry.reason));
    query.addBindValue(notNull(entry.operatorName));
    query.addBindValue(entry.intentId ? QVariant(*entry.intentId)
                                      : QVariant(QMetaType::fromType<qint64>()));
    if (!query.exec()) {
        qCWarning(lcAudit) << "cannot append to the audit log:" << query.lastError().text();
        return false;
    }
    if (isShared() && query.next()) {
        entry.id = query.value(0).toLongLong();
        entry.operatorName = query.value(1).toString();
    } else {
        entry.id = query.lastInsertId().toLongLong();
    }
    return true;
}

AuditEntry AuditLog::entryFor(AuditAction action, const OperationResult& result,
                              std::optional<FencingToken> tokenBefore,
                              std::optional<FencingToken> tokenAfter) {
    AuditEntry entry;
    entry.key = result.key;
    entry.action = action;
    entry.requestId = result.requestId;
    entry.httpStatus = result.httpStatus;
    entry.outcome = result.ok() ? QStringLiteral("ok") : result.error->label();
    entry.tokenBefore = tokenBefore;
    entry.tokenAfter = tokenAfter;
    return entry;
}

QList<AuditEntry> AuditLog::query(const AuditFilter& filter) const {
    QString sql = QStringLiteral("SELECT ") + kColumns + QStringLiteral(" WHERE 1 = 1");
    QVariantList values;
    if (!filter.profileId.isEmpty()) {
        sql += QStringLiteral(" AND profile_id = ?");
        values.append(filter.profileId);
    }
    if (!filter.keyContains.isEmpty()) {
        // instr()/strpos() instead of LIKE: a key may contain '_', a LIKE wildcard.
        sql += isShared() ? QStringLiteral(" AND strpos(lower(key), lower(?)) > 0")
                          : QStringLiteral(" AND instr(lower(key), lower(?)) > 0");
        values.append(filter.keyContains);
    }
    if (filter.action) {
        sql += QStringLiteral(" AND action = ?");
        values.append(auditActionName(*filter.action));
    }
    if (filter.from.isValid()) {
        sql += QStringLiteral(" AND time_ms >= ?");
        values.append(filter.from.toMSecsSinceEpoch());
    }
    if (filter.to.isValid()) {
        sql += QStringLiteral(" AND time_ms < ?");
        values.append(filter.to.toMSecsSinceEpoch());
    }
    sql += QStringLiteral(" ORDER BY id DESC LIMIT ?");
    // No limit: -1 on SQLite, NULL on PostgreSQL.
    values.append(filter.limit > 0 ? QVariant(filter.limit)
                  : isShared()     ? QVariant(QMetaType::fromType<int>())
                                   : QVariant(-1));

    QSqlQuery query(m_database->database());
    query.prepare(sql);
    for (const QVariant& value : std::as_const(values))
        query.addBindValue(value);
    QList<AuditEntry> entries;
    if (!query.exec()) {
        qCWarning(lcAudit) << "cannot read the audit log:" << query.lastError().text();
        return entries;
    }
    while (query.next())
        entries.prepend(entryFrom(query));
    return entries;
}

int AuditLog::count() const {
    QSqlQuery query(m_database->database());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM audit_log")) && query.next()
               ? query.value(0).toInt()
               : 0;
}

QByteArray AuditLog::toCsv(const QList<AuditEntry>& entries) {
    static const QStringList header = {
        QStringLiteral("id"),          QStringLiteral("time"),
        QStringLiteral("profile_id"),  QStringLiteral("profile_name"),
        QStringLiteral("key"),         QStringLiteral("action"),
        QStringLiteral("request_id"),  QStringLiteral("outcome"),
        QStringLiteral("http_status"), QStringLiteral("token_before"),
        QStringLiteral("token_after"), QStringLiteral("phase"),
        QStringLiteral("reason"),      QStringLiteral("operator"),
        QStringLiteral("intent_id")};
    QString csv = header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const AuditEntry& entry : entries) {
        QStringList fields = csvRow(entry);
        for (QString& field : fields)
            field = csvField(field);
        csv += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return csv.toUtf8();
}

QByteArray AuditLog::toJson(const QList<AuditEntry>& entries) {
    QByteArray json = "[";
    for (int i = 0; i < entries.size(); ++i) {
        const AuditEntry& entry = entries.at(i);
        json += i == 0 ? "\n  {" : ",\n  {";
        json += "\"id\": " + QByteArray::number(entry.id);
        json += ", \"time\": " + jsonString(rfc3339::format(entry.time));
        json += ", \"profile_id\": " + jsonString(entry.profileId);
        json += ", \"profile_name\": " + jsonString(entry.profileName);
        json += ", \"key\": " + jsonString(entry.key);
        json += ", \"action\": " + jsonString(auditActionName(entry.action));
        json += ", \"request_id\": " + jsonString(entry.requestId);
        json += ", \"outcome\": " + jsonString(entry.outcome);
        json += ", \"http_status\": " + QByteArray::number(entry.httpStatus);
        json += ", \"token_before\": " + jsonToken(entry.tokenBefore);
        json += ", \"token_after\": " + jsonToken(entry.tokenAfter);
        json += ", \"phase\": " + jsonString(auditPhaseName(entry.phase));
        json += ", \"reason\": " + jsonString(entry.reason);
        json += ", \"operator\": " + jsonString(entry.operatorName);
        json += ", \"intent_id\": " +
                (entry.intentId ? QByteArray::number(*entry.intentId) : QByteArrayLiteral("null"));
        json += "}";
    }
    json += entries.isEmpty() ? "]\n" : "\n]\n";
    return json;
}

Expected<void> AuditLog::exportTo(const QString& path, Format format,
                                  const AuditFilter& filter) const {
    const QList<AuditEntry> entries = query(filter);
    const QByteArray content = format == Format::Csv ? toCsv(entries) : toJson(entries);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

} // namespace volcano
