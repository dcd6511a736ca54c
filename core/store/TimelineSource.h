// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "store/AuditEntry.h"
#include "store/RecordedObservation.h"
#include "store/RequestFailure.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano {

class AppDatabase;

// Which history an incident timeline or report covers.
struct TimelineQuery {
    QString profileId; // a solo console's profile; empty: a team store's recorder rows
    QStringList keys;  // empty: every key read in the range
    QDateTime from;    // inclusive, UTC
    QDateTime to;      // inclusive, UTC
    // An update (TimelineFeed): only the reads and refusals written after these row ids,
    // whatever their time, instead of the range's.
    std::optional<qint64> afterObservationId;
    std::optional<qint64> afterFailureId;
};

// An alert firing or resolving, as stored (alert_events).
struct AlertRecord {
    QString status; // "firing" or "resolved"
    QString rule;
    QString kind;
    QString key; // empty for project-wide kinds
    QString severity;
    QDateTime since;
    QDateTime at;
    QString text;
};

// One UTC minute's quota figure.
struct QuotaUse {
    qint64 minuteStartMs = 0;
    int used = 0;
    int limit = 0; // 0: not recorded (a team store keeps only the count)
};

// Everything stored about a query's range, unjudged: TimelineBuilder makes a timeline of it.
struct TimelineRecords {
    // Grouped by key (ascending), each key's reads oldest first; each key's last read before
    // the range comes first, so the state at the range's start is known.
    QList<RecordedObservation> observations;
    QList<AuditEntry> audit; // in the range, oldest first
    QList<AlertRecord> alerts;
    QList<RequestFailure> failures;
    QList<QuotaUse> quota;
};

// The records that concern these keys (all of them when keys is empty): their reads, audit
// entries and alerts, the project-wide alerts, and every refusal and quota minute (a 429 of
// any key spends everyone's quota).
// The order of TimelineRecords::observations: by key, then as written.
bool readsInKeyOrder(const RecordedObservation& a, const RecordedObservation& b);

TimelineRecords recordsOfKeys(const TimelineRecords& records, const QStringList& keys);

// Reads a query's records from a store: a solo console's own file (its profile's rows) or a
// team store (the recorders' rows), SQLite or PostgreSQL alike.
class TimelineSource {
    Q_DECLARE_TR_FUNCTIONS(TimelineSource)
public:
    // The database must be open and outlive the source.
    explicit TimelineSource(AppDatabase& database);

    Expected<TimelineRecords> load(const TimelineQuery& query) const;
    const AppDatabase& database() const { return m_database; }
    // The profiles with reads recorded in this store, most recent first (solo files).
    Expected<QStringList> profilesWithReads() const;

private:
    Expected<QList<RecordedObservation>> observations(const TimelineQuery& query) const;
    Expected<QList<AuditEntry>> audit(const TimelineQuery& query) const;
    Expected<QList<AlertRecord>> alerts(const TimelineQuery& query) const;
    Expected<QList<RequestFailure>> failures(const TimelineQuery& query) const;
    Expected<QList<QuotaUse>> quota(const TimelineQuery& query) const;
    QString tokenColumn() const;

    AppDatabase& m_database;
};

} // namespace volcano
