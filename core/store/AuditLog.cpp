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
             " token_before, token_after FROM audit_log");

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
            tokenText(entry.tokenAfter)};
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
    , m_database(database)
    , m_clock(clock ? clock : &Clock::system()) {}

bool AuditLog::append(AuditEntry& entry) {
    if (!entry.time.isValid())
        entry.time = m_clock->utcNow();
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO audit_log (time_ms, profile_id, profile_name, key,"
                                 " action, request_id, outcome, http_status, token_before,"
                                 " token_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
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
    if (!query.exec()) {
        qCWarning(lcAudit) << "cannot append to the audit log:" << query.lastError().text();
        return false;
    }
    entry.id = query.lastInsertId().toLongLong();
    qCInfo(lcAudit).noquote() << auditActionName(entry.action) << entry.key << entry.outcome
                              << "request" << entry.requestId;
    Q_EMIT appended(entry);
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
        // instr() instead of LIKE: a key may contain '_' and LIKE would treat it as a wildcard.
        sql += QStringLiteral(" AND instr(lower(key), lower(?)) > 0");
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
    values.append(filter.limit > 0 ? filter.limit : -1);

    QSqlQuery query(m_database.database());
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
    QSqlQuery query(m_database.database());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM audit_log")) && query.next()
               ? query.value(0).toInt()
               : 0;
}

QByteArray AuditLog::toCsv(const QList<AuditEntry>& entries) {
    static const QStringList header = {
        QStringLiteral("id"),           QStringLiteral("time"),       QStringLiteral("profile_id"),
        QStringLiteral("profile_name"), QStringLiteral("key"),        QStringLiteral("action"),
        QStringLiteral("request_id"),   QStringLiteral("outcome"),    QStringLiteral("http_status"),
        QStringLiteral("token_before"), QStringLiteral("token_after")};
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
