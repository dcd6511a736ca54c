// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/ScriptedIncident.h"

#include "store/AppDatabase.h"
#include "store/AuditLog.h"
#include "store/ReadLog.h"

#include <QSqlQuery>

#include <optional>

namespace volcano::test {

namespace {

void read(ReadLog& log, const QString& profileId, const QString& key, int second,
          std::optional<FencingToken> token = std::nullopt, int expiresSecond = 0) {
    log.append(ScriptedIncident::read(profileId, key, second, token, expiresSecond));
}

void refused(ReadLog& log, const QString& profileId, int second, int status) {
    RequestFailure failure;
    failure.profileId = profileId;
    failure.at = ScriptedIncident::at(second);
    failure.key = QStringLiteral("jobs:leader");
    failure.operation = QStringLiteral("read");
    failure.httpStatus = status;
    failure.code =
        status == 429 ? QStringLiteral("rate_limited") : QStringLiteral("region_unavailable");
    failure.requestId = QStringLiteral("refused-%1").arg(second);
    if (status == 429)
        failure.retryAfterSeconds = 5;
    log.appendFailure(failure);
}

void writeReads(ReadLog& log, const QString& profile) {
    const QString leader = QStringLiteral("jobs:leader");
    read(log, profile, leader, 10, 100, 40);
    read(log, profile, leader, 20, 100, 50);
    read(log, profile, leader, 30, 100, 60);
    read(log, profile, leader, 70);
    read(log, profile, leader, 80, 105, 110);
    read(log, profile, leader, 100);
    read(log, profile, leader, 110, 103, 150);
    read(log, profile, leader, 120, 107, 200);
    const QString nightly = QStringLiteral("reports:nightly");
    read(log, profile, nightly, -60, 50, 30);
    read(log, profile, nightly, 20, 50, 50);
    read(log, profile, nightly, 45);
    read(log, profile, QStringLiteral("quiet:key"), 0);
    read(log, profile, QStringLiteral("quiet:key"), 500);
    refused(log, profile, 200, 429);
    refused(log, profile, 210, 429);
    refused(log, profile, 400, 503);
    if (profile.isEmpty())
        return; // a recorder's figures: writeTeamQuota()
    log.setQuotaMinute(profile, ScriptedIncident::ms(0), 550, 600);
    log.setQuotaMinute(profile, ScriptedIncident::ms(60), 100, 600);
}

// As a recorder writes them: the server's figure and its own count, per minute.
bool writeTeamQuota(AppDatabase& database) {
    QSqlQuery query(database.database());
    query.prepare(QStringLiteral("INSERT INTO quota_minutes (minute_ms, source, used) VALUES"
                                 " (?, 'server', 550), (?, 'recorder', 40), (?, 'server', 100)"));
    query.addBindValue(ScriptedIncident::ms(0));
    query.addBindValue(ScriptedIncident::ms(0));
    query.addBindValue(ScriptedIncident::ms(60));
    return query.exec();
}

bool writeForceRelease(AppDatabase& database, const QString& profile) {
    AuditLog audit(database);
    AuditEntry entry;
    entry.time = ScriptedIncident::at(90);
    entry.profileId = profile;
    entry.profileName = QStringLiteral("Production");
    entry.key = QStringLiteral("jobs:leader");
    entry.action = AuditAction::ForceRelease;
    entry.requestId = QStringLiteral("force-release-90");
    entry.outcome = QStringLiteral("ok");
    entry.httpStatus = 200;
    entry.tokenBefore = 105;
    entry.reason = QStringLiteral("INC-7: worker host lost | paged");
    entry.operatorName = QStringLiteral("alice");
    return audit.append(entry);
}

bool writeAlert(AppDatabase& database, const QString& status, const QString& key,
                const QString& rule, int second) {
    QSqlQuery query(database.database());
    query.prepare(QStringLiteral("INSERT INTO alert_events (status, rule, kind, key, severity,"
                                 " since_ms, at_ms, text, recorder) VALUES (?, ?, ?, ?, ?, ?, ?,"
                                 " ?, 'console')"));
    for (const QVariant& value :
         {QVariant(status), QVariant(rule),
          QVariant(key.isEmpty() ? QStringLiteral("quota") : QStringLiteral("no_holder")),
          QVariant(key.isNull() ? QStringLiteral("") : key), QVariant(QStringLiteral("page")),
          QVariant(ScriptedIncident::ms(second)), QVariant(ScriptedIncident::ms(second)),
          QVariant(QStringLiteral("%1 %2").arg(rule, status))})
        query.addBindValue(value);
    return query.exec();
}

} // namespace

QDateTime ScriptedIncident::start() {
    return QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC);
}

QDateTime ScriptedIncident::end() {
    return at(600);
}

QStringList ScriptedIncident::keys() {
    return {QStringLiteral("cold:key"), QStringLiteral("jobs:leader"), QStringLiteral("quiet:key"),
            QStringLiteral("reports:nightly")};
}

RecordedObservation ScriptedIncident::read(const QString& profileId, const QString& key, int second,
                                           std::optional<FencingToken> token, int expiresSecond,
                                           const QString& requestPrefix) {
    RecordedObservation observation;
    observation.profileId = profileId;
    observation.key = key;
    observation.observedAt = at(second);
    observation.held = token.has_value();
    observation.fencingToken = token;
    if (token)
        observation.expiresAt = at(expiresSecond);
    observation.recorder = QStringLiteral("console");
    observation.requestId = QStringLiteral("%1-%2-%3").arg(requestPrefix, key).arg(second);
    return observation;
}

bool ScriptedIncident::write(AppDatabase& database, const QString& profileId) {
    ReadLog log(database);
    writeReads(log, profileId);
    return log.flush().has_value() && (!profileId.isEmpty() || writeTeamQuota(database)) &&
           writeForceRelease(database, profileId) &&
           writeAlert(database, QStringLiteral("firing"), QStringLiteral("jobs:leader"),
                      QStringLiteral("leader missing"), 75) &&
           writeAlert(database, QStringLiteral("resolved"), QStringLiteral("jobs:leader"),
                      QStringLiteral("leader missing"), 85) &&
           writeAlert(database, QStringLiteral("firing"), {}, QStringLiteral("quota high"), 30);
}

} // namespace volcano::test
