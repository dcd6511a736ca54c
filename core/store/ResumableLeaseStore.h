// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/ResumableLease.h"

#include <QList>
#include <QString>

namespace volcano {

class AppDatabase;
class Clock;

// The resumable test leases of every profile, in AppDatabase (table resumable_leases).
// Holds no secret: the lock tokens stay in the keychain.
class ResumableLeaseStore {
public:
    // database must be open and outlive the store; clock null means Clock::system().
    explicit ResumableLeaseStore(AppDatabase& database, const Clock* clock = nullptr);

    // Inserts or replaces the row of (profileId, key); fills savedAt. False on a database error.
    bool save(ResumableLease& lease);
    // True also when there was no such row; false only on a database error.
    bool remove(const QString& profileId, const QString& key);
    // The profile's rows, oldest saved first.
    QList<ResumableLease> list(const QString& profileId) const;
    bool contains(const QString& profileId, const QString& key) const;

private:
    AppDatabase& m_database;
    const Clock* m_clock;
};

} // namespace volcano
