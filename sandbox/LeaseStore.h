// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "sandbox/FencingReservation.h"

#include "protocol/Expected.h"
#include "protocol/LockTypes.h"

#include <QHash>
#include <QString>

#include <memory>
#include <optional>

class QSqlQuery;

namespace volcano::sandbox {

// One lock's current (or last, if it expired) acquisition.
struct StoredLease {
    QString token;
    FencingToken fencingToken = 0;
    qint64 expiresAtMs = 0;
    qint64 deadlineMs = 0;

    // Extended up to its absolute deadline and that deadline has passed.
    bool reachedDeadline(qint64 nowMs) const {
        return expiresAtMs == deadlineMs && nowMs >= deadlineMs;
    }
    friend bool operator==(const StoredLease&, const StoredLease&) = default;
};

// All SQL of the sandbox: leases, tokens spent at their 90-day deadline, and each
// project's fencing sequence, in SQLite (WAL, synchronous=FULL so a granted fencing token
// survives a power cut). Every change of ownership is a conditional write that names the
// row it expects, so two writers cannot both win. Statements are prepared once.
//
// Errors are sticky: after a failed statement ok() is false until the next beginWrite(),
// and the caller rolls back instead of answering from half-read state.
class LeaseStore {
public:
    LeaseStore();
    ~LeaseStore();
    LeaseStore(const LeaseStore&) = delete;
    LeaseStore& operator=(const LeaseStore&) = delete;

    // path is a file or ":memory:". Creates the schema when needed.
    Expected<void> open(const QString& path);
    void close();
    bool isOpen() const { return m_statements != nullptr; }
    // The last open() failed because SQLite may not write the file (permissions, a
    // read-only file system): the sandbox can still serve, failing every lock call closed.
    bool openFailedReadOnly() const { return m_openFailedReadOnly; }
    bool ok() const { return !m_failed; }
    void clearError() { m_failed = false; }

    // BEGIN IMMEDIATE: takes the write lock up front so the read-decide-write of one
    // operation cannot interleave with another connection's.
    bool beginWrite();
    bool commit();
    void rollback();

    std::optional<StoredLease> lease(const QString& project, const QString& key);
    // Each returns true iff exactly the expected row changed.
    bool insertLease(const QString& project, const QString& key, const StoredLease& lease);
    bool replaceLease(const QString& project, const QString& key, const StoredLease& expected,
                      const StoredLease& next);
    bool setExpiry(const QString& project, const QString& key, const StoredLease& expected,
                   qint64 expiresAtMs);
    bool removeLease(const QString& project, const QString& key, const StoredLease& expected);

    // A token whose acquisition of this key ran to its deadline: it may never acquire again.
    bool isSpent(const QString& project, const QString& key, const QString& token);
    bool markSpent(const QString& project, const QString& key, const QString& token);

    // The next token of the project's sequence: max(last handed out + 1, start). Nothing
    // when the sequence is exhausted or the write failed.
    std::optional<FencingToken> takeFencingToken(const QString& project, FencingToken start);
    std::optional<FencingToken> lastFencingToken(const QString& project);

    // Leases a read reports as held (now < expires_at + 1 s), per project.
    QHash<QString, int> heldCounts(qint64 nowMs);

private:
    struct Statements;
    bool run(const char* what, QSqlQuery& query);
    Expected<void> applyPragmas();
    Expected<void> createSchema();
    Expected<void> prepareStatements();
    // Why opening failed; records whether SQLite refused to write (read-only).
    Error openStepFailed(const QSqlQuery& query, const QString& message);

    QString m_connectionName;
    std::unique_ptr<Statements> m_statements;
    bool m_failed = false;
    bool m_openFailedReadOnly = false;
    FencingReservation m_reservation;
};

} // namespace volcano::sandbox
