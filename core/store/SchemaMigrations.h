// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/StoreLocation.h"

#include <QStringList>

namespace volcano::schema {

// The store's schema, one list of steps for both backends: step i moves a store from
// version i to version i + 1, on SQLite and on PostgreSQL alike, so both always hold the
// same tables. Append only: a released step is never edited, so every older store upgrades
// the same way.
//
// Fencing tokens: the console's own tables keep them as decimal TEXT on both backends
// (exact up to 2^64 − 1). The team tables (version 5) compare them in SQL, so PostgreSQL
// holds them as NUMERIC(20,0) (it has no unsigned 64-bit integer) and SQLite as decimal
// TEXT, with the recorder fence zero-padded to 20 digits so text order is numeric order.
int latestVersion();
QStringList statements(StoreLocation::Backend backend, int fromVersion);

} // namespace volcano::schema
