// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/AlertStore.h"

#include "store/AppDatabase.h"
#include "store/SqlFencingToken.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace volcano::alerts {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("volcano::alerts::AlertStore", text);
}

QDateTime utcFromMs(const QVariant& value) {
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

// Each target's oldest pending delivery: a receiver gets its alerts in the order they
// happened, so a resolution never overtakes the firing that is still being retried.
const QString kQueueHead =
    QStringLiteral("d.state = 'pending' AND d.id = (SELECT min(id) FROM webhook_deliveries"
                   " WHERE target = d.target AND state = 'pending')");

const QString kEventColumns = QStringLiteral("status, rule, kind, key, severity, since_ms, at_ms");

// Columns in kEventColumns' order.
AlertEvent eventFrom(const QSqlQuery& query) {
    AlertEvent event;
    event.status = query.value(0).toString() == QLatin1StringView("firing")
                       ? AlertEvent::Status::Firing
                       : AlertEvent::Status::Resolved;
    event.rule = query.value(1).toString();
    event.kind = kindFromName(query.value(2).toString()).value_or(RuleKind::NoHolder);
    event.key = query.value(3).toString();
    event.severity = query.value(4).toString();
    event.since = utcFromMs(query.value(5));
    event.at = utcFromMs(query.value(6));
    return event;
}

} // namespace

AlertStore::AlertStore(AppDatabase& database)
    : m_database(database) {}

QString AlertStore::castToken() const {
    return m_database.isPostgres() ? QStringLiteral("CAST(? AS NUMERIC)") : QStringLiteral("?");
}

Expected<AlertStore::Outcome> AlertStore::write(const Writer& writer, qint64 nowMs,
                                                const Work& work) {
    if (writer.token) {
        TeamStore team(m_database);
        return team.writeFenced(writer.name, *writer.token, nowMs, work);
    }
    QSqlDatabase db = m_database.database();
    if (!db.transaction())
        return fail(tr("Cannot write alerts to the store: %1").arg(db.lastError().text()));
    QSqlQuery query(db);
    if (work(query) && db.commit())
        return Outcome::Written;
    const QString reason =
        query.lastError().isValid() ? query.lastError().text() : db.lastError().text();
    db.rollback();
    return fail(tr("Cannot write alerts to the store (nothing was written): %1").arg(reason));
}

Expected<AlertStore::Outcome> AlertStore::record(const Writer& writer,
                                                 const QList<AlertEvent>& events,
                                                 const QStringList& targets, qint64 nowMs) {
    return write(writer, nowMs, [&](QSqlQuery& query) {
        for (const AlertEvent& event : events) {
            qint64 eventId = 0;
            if (!insertEvent(query, writer, event, eventId) || !updateActive(query, event) ||
                !queueDeliveries(query, eventId, event, targets, nowMs))
                return false;
        }
        for (const QString& target : targets)
            if (!dropOverflow(query, target, nowMs))
                return false;
        return true;
    });
}

bool AlertStore::insertEvent(QSqlQuery& query, const Writer& writer, const AlertEvent& event,
                             qint64& eventId) const {
    query.prepare(QStringLiteral("INSERT INTO alert_events (%1, text, recorder, recorder_token)"
                                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, %2) RETURNING id")
                      .arg(kEventColumns, castToken()));
    query.addBindValue(event.statusName());
    query.addBindValue(event.rule);
    query.addBindValue(kindName(event.kind));
    query.addBindValue(event.key.isNull() ? QStringLiteral("") : event.key);
    query.addBindValue(event.severity);
    query.addBindValue(event.since.toMSecsSinceEpoch());
    query.addBindValue(event.at.toMSecsSinceEpoch());
    query.addBindValue(event.text());
    query.addBindValue(writer.name);
    query.addBindValue(sql::tokenValue(writer.token));
    // RETURNING (PostgreSQL, SQLite 3.35+): QPSQL has no lastInsertId for identity columns.
    if (!query.exec() || !query.next())
        return false;
    eventId = query.value(0).toLongLong();
    query.finish();
    return true;
}

bool AlertStore::updateActive(QSqlQuery& query, const AlertEvent& event) const {
    const QString key = event.key.isNull() ? QStringLiteral("") : event.key;
    if (event.status == AlertEvent::Status::Resolved) {
        query.prepare(QStringLiteral("DELETE FROM active_alerts WHERE rule = ? AND key = ?"));
        query.addBindValue(event.rule);
        query.addBindValue(key);
        return query.exec();
    }
    query.prepare(QStringLiteral("INSERT INTO active_alerts (rule, key, kind, severity,"
                                 " since_ms, fired_at_ms) VALUES (?, ?, ?, ?, ?, ?)"
                                 " ON CONFLICT (rule, key) DO UPDATE SET kind = excluded.kind,"
                                 " severity = excluded.severity, since_ms = excluded.since_ms,"
                                 " fired_at_ms = excluded.fired_at_ms"));
    query.addBindValue(event.rule);
    query.addBindValue(key);
    query.addBindValue(kindName(event.kind));
    query.addBindValue(event.severity);
    query.addBindValue(event.since.toMSecsSinceEpoch());
    query.addBindValue(event.at.toMSecsSinceEpoch());
    return query.exec();
}

bool AlertStore::queueDeliveries(QSqlQuery& query, qint64 eventId, const AlertEvent& event,
                                 const QStringList& targets, qint64 nowMs) const {
    const QByteArray payload = QJsonDocument(event.toPayload()).toJson(QJsonDocument::Compact);
    query.prepare(QStringLiteral("INSERT INTO webhook_deliveries (event_id, target, payload,"
                                 " state, next_attempt_ms, updated_at_ms)"
                                 " VALUES (?, ?, ?, 'pending', ?, ?)"));
    for (const QString& target : targets) {
        query.addBindValue(eventId);
        query.addBindValue(target);
        query.addBindValue(QString::fromUtf8(payload));
        query.addBindValue(nowMs);
        query.addBindValue(nowMs);
        if (!query.exec())
            return false;
    }
    return true;
}

// Keeps the newest kMaxPendingPerTarget pending rows of the target.
bool AlertStore::dropOverflow(QSqlQuery& query, const QString& target, qint64 nowMs) const {
    query.prepare(
        QStringLiteral(
            "UPDATE webhook_deliveries SET state = 'dropped', updated_at_ms = ?,"
            " last_error = 'dropped: more than %1 deliveries were waiting for this target'"
            " WHERE target = ? AND state = 'pending' AND id < (SELECT id FROM webhook_deliveries"
            " WHERE target = ? AND state = 'pending' ORDER BY id DESC LIMIT 1 OFFSET %2)")
            .arg(kMaxPendingPerTarget)
            .arg(kMaxPendingPerTarget - 1));
    query.addBindValue(nowMs);
    query.addBindValue(target);
    query.addBindValue(target);
    return query.exec();
}

Expected<QList<AlertEvent>> AlertStore::selectEvents(const QString& sql) const {
    QSqlQuery query(m_database.database());
    if (!query.exec(sql))
        return fail(tr("Cannot read alerts from the store: %1").arg(query.lastError().text()));
    QList<AlertEvent> events;
    while (query.next())
        events.append(eventFrom(query));
    return events;
}

Expected<QList<AlertEvent>> AlertStore::active() const {
    return selectEvents(QStringLiteral("SELECT 'firing', rule, kind, key, severity, since_ms,"
                                       " fired_at_ms FROM active_alerts ORDER BY fired_at_ms,"
                                       " rule, key"));
}

Expected<QList<AlertEvent>> AlertStore::recentEvents(int limit) const {
    return selectEvents(QStringLiteral("SELECT %1 FROM alert_events ORDER BY id DESC LIMIT %2")
                            .arg(kEventColumns)
                            .arg(limit));
}

Expected<QList<AlertStore::StoredEvent>> AlertStore::eventsAfter(qint64 afterId, int limit) const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT %1, id FROM alert_events WHERE id > ? ORDER BY id LIMIT ?")
                      .arg(kEventColumns));
    query.addBindValue(afterId);
    query.addBindValue(limit);
    if (!query.exec())
        return fail(tr("Cannot read alerts from the store: %1").arg(query.lastError().text()));
    QList<StoredEvent> events;
    while (query.next())
        events.append({query.value(7).toLongLong(), eventFrom(query)});
    return events;
}

Expected<qint64> AlertStore::lastEventId() const {
    QSqlQuery query(m_database.database());
    if (!query.exec(QStringLiteral("SELECT coalesce(max(id), 0) FROM alert_events")) ||
        !query.next())
        return fail(tr("Cannot read alerts from the store: %1").arg(query.lastError().text()));
    return query.value(0).toLongLong();
}

Expected<QList<AlertStore::Delivery>> AlertStore::dueDeliveries(qint64 nowMs, int limit) const {
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("SELECT id, event_id, target, payload, attempts,"
                                 " next_attempt_ms FROM webhook_deliveries d WHERE %1 AND"
                                 " next_attempt_ms <= ? ORDER BY id LIMIT ?")
                      .arg(kQueueHead));
    query.addBindValue(nowMs);
    query.addBindValue(limit);
    if (!query.exec())
        return fail(tr("Cannot read the webhook queue: %1").arg(query.lastError().text()));
    QList<Delivery> due;
    while (query.next())
        due.append({query.value(0).toLongLong(), query.value(1).toLongLong(),
                    query.value(2).toString(), query.value(3).toString().toUtf8(),
                    query.value(4).toInt(), query.value(5).toLongLong()});
    return due;
}

Expected<std::optional<qint64>> AlertStore::nextDueMs() const {
    QSqlQuery query(m_database.database());
    if (!query.exec(QStringLiteral("SELECT min(next_attempt_ms) FROM webhook_deliveries d"
                                   " WHERE %1")
                        .arg(kQueueHead)))
        return fail(tr("Cannot read the webhook queue: %1").arg(query.lastError().text()));
    if (!query.next() || query.value(0).isNull())
        return std::optional<qint64>();
    return std::optional<qint64>(query.value(0).toLongLong());
}

Expected<AlertStore::Outcome> AlertStore::markDelivered(const Writer& writer, qint64 deliveryId,
                                                        int httpStatus, qint64 nowMs) {
    return write(writer, nowMs, [&](QSqlQuery& query) {
        query.prepare(QStringLiteral("UPDATE webhook_deliveries SET state = 'delivered',"
                                     " attempts = attempts + 1, http_status = ?,"
                                     " last_error = '', updated_at_ms = ? WHERE id = ?"));
        query.addBindValue(httpStatus);
        query.addBindValue(nowMs);
        query.addBindValue(deliveryId);
        return query.exec();
    });
}

Expected<AlertStore::Outcome> AlertStore::markFailed(const Writer& writer, qint64 deliveryId,
                                                     std::optional<int> httpStatus,
                                                     const QString& error, qint64 nextAttemptMs,
                                                     qint64 nowMs) {
    return write(writer, nowMs, [&](QSqlQuery& query) {
        query.prepare(QStringLiteral("UPDATE webhook_deliveries SET attempts = attempts + 1,"
                                     " http_status = ?, last_error = ?, next_attempt_ms = ?,"
                                     " updated_at_ms = ? WHERE id = ? AND state = 'pending'"));
        query.addBindValue(httpStatus ? QVariant(*httpStatus)
                                      : QVariant(QMetaType::fromType<int>()));
        query.addBindValue(error);
        query.addBindValue(nextAttemptMs);
        query.addBindValue(nowMs);
        query.addBindValue(deliveryId);
        return query.exec();
    });
}

Expected<QList<AlertStore::DeliveryRow>> AlertStore::deliveries() const {
    QSqlQuery query(m_database.database());
    if (!query.exec(QStringLiteral("SELECT id, event_id, target, payload, attempts,"
                                   " next_attempt_ms, state, http_status, last_error"
                                   " FROM webhook_deliveries ORDER BY id")))
        return fail(tr("Cannot read the webhook deliveries: %1").arg(query.lastError().text()));
    QList<DeliveryRow> rows;
    while (query.next()) {
        DeliveryRow row;
        row.delivery = {query.value(0).toLongLong(), query.value(1).toLongLong(),
                        query.value(2).toString(),   query.value(3).toString().toUtf8(),
                        query.value(4).toInt(),      query.value(5).toLongLong()};
        row.state = query.value(6).toString();
        if (!query.value(7).isNull())
            row.httpStatus = query.value(7).toInt();
        row.lastError = query.value(8).toString();
        rows.append(row);
    }
    return rows;
}

Expected<std::optional<RuleSet>> AlertStore::loadRules() const {
    QSqlQuery query(m_database.database());
    if (!query.exec(QStringLiteral("SELECT document FROM alert_rules WHERE id = 1")))
        return fail(tr("Cannot read the team's alert rules: %1").arg(query.lastError().text()));
    if (!query.next())
        return std::optional<RuleSet>();
    auto rules = RuleSet::fromJson(query.value(0).toString().toUtf8());
    if (!rules)
        return fail(
            tr("The team's alert rules in the store are not valid: %1").arg(rules.error().message));
    return std::optional<RuleSet>(*rules);
}

Expected<void> AlertStore::saveRules(const RuleSet& rules, const QString& by, qint64 nowMs) {
    if (auto valid = rules.validate(); !valid)
        return valid;
    QSqlQuery query(m_database.database());
    query.prepare(QStringLiteral("INSERT INTO alert_rules (id, document, updated_at_ms,"
                                 " updated_by) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE"
                                 " SET document = excluded.document,"
                                 " updated_at_ms = excluded.updated_at_ms,"
                                 " updated_by = excluded.updated_by"));
    query.addBindValue(QString::fromUtf8(rules.toJson()));
    query.addBindValue(nowMs);
    query.addBindValue(by);
    if (!query.exec())
        return fail(tr("Cannot save the team's alert rules: %1").arg(query.lastError().text()));
    return {};
}

} // namespace volcano::alerts
