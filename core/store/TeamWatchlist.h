// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QStringList>

namespace volcano {

class AppDatabase;

// The team's watchlist in the store (table team_keys): what the recorder polls and what
// team-mode consoles show. Keys arrive already validated (KeyListParser); adding a key that
// is there already, or removing one that is not, changes nothing and is not an error.
class TeamWatchlist {
public:
    // The database must outlive the watchlist.
    explicit TeamWatchlist(AppDatabase& database);

    Expected<QStringList> keys() const;
    // Adds in one transaction; returns the keys that were new, in the order given.
    Expected<QStringList> add(const QStringList& keys, qint64 nowMs);
    // Returns the keys that were there.
    Expected<QStringList> remove(const QStringList& keys);

private:
    Expected<QStringList> changeEach(const QStringList& keys, const QString& sql, qint64 nowMs);

    AppDatabase& m_database;
};

} // namespace volcano
