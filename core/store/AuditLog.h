// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/OperationResult.h"
#include "store/AuditEntry.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace volcano {

class AppDatabase;
class Clock;

// The append-only record of every mutating action (force release, test-lease acquire and
// release) and of every test lease lost; a force release is a pair of rows, its intent
// (written and synced before sending) and its outcome (intent_id naming the intent), stored in
// AppDatabase (table audit_log; SQLite triggers refuse UPDATE and DELETE). Exports as CSV (RFC
// 4180: CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled) or JSON
// (fencing tokens as exact integers, times RFC 3339).
class AuditLog : public QObject {
    Q_OBJECT
public:
    enum class Format { Csv, Json };
    Q_ENUM(Format)

    // database must be open and outlive the log (or its useDatabase() successor); clock
    // null means Clock::system().
    explicit AuditLog(AppDatabase& database, const Clock* clock = nullptr,
                      QObject* parent = nullptr);

    // Team mode writes and reads the team store's audit log instead (and back); emits reset().
    void useDatabase(AppDatabase& database);
    bool isShared() const;
    // Whether this console may append at all: on a team store the database role needs INSERT
    // on audit_log (the schema's volcano_console role); fails saying so.
    Expected<void> checkCanAppend() const;

    // Fills entry.id (and entry.time when invalid), stores it and emits appended().
    // Returns false on a database error (the entry is then not stored).
    bool append(AuditEntry& entry);
    // append(), with the commit synced to disk (PRAGMA synchronous=FULL for this write): for
    // a force release's intent, which must survive a kill right after it.
    [[nodiscard]] bool appendSynced(AuditEntry& entry);

    // Intent rows no outcome row names: force releases whose console ended before recording
    // what happened. Oldest first.
    QList<AuditEntry> intentsWithoutOutcome() const;
    // The outcome row of an intent, if recorded.
    std::optional<AuditEntry> outcomeOf(qint64 intentId) const;

    // An entry for a request's outcome: request id, HTTP status, "ok" or the error label.
    static AuditEntry entryFor(AuditAction action, const OperationResult& result,
                               std::optional<FencingToken> tokenBefore,
                               std::optional<FencingToken> tokenAfter);

    // Oldest first (the newest `limit` rows when filter.limit > 0).
    QList<AuditEntry> query(const AuditFilter& filter = {}) const;
    int count() const;

    static QByteArray toCsv(const QList<AuditEntry>& entries);
    static QByteArray toJson(const QList<AuditEntry>& entries);
    // Writes query(filter) to path; fails when the file cannot be written.
    Expected<void> exportTo(const QString& path, Format format,
                            const AuditFilter& filter = {}) const;

Q_SIGNALS:
    void appended(const volcano::AuditEntry& entry);
    // The log now reads another database: reload.
    void reset();

private:
    bool insert(AuditEntry& entry);

    AppDatabase* m_database;
    const Clock* m_clock;
};

} // namespace volcano
