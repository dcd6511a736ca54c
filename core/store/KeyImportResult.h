// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/KeyList.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano {

// What adding a key list did: each valid key either became a watched key or was already
// watched; the entries KeyListParser rejected are carried over with their position and
// reason (from protocol/Validation.h).
struct KeyImportResult {
    QStringList accepted;       // newly added, in input order
    QStringList alreadyWatched; // valid, but already in the watchlist
    QList<KeyList::Rejected> rejected;
    // Set when nothing could be added (unreadable file, malformed JSON, no profile, a
    // database error).
    std::optional<QString> error;

    bool ok() const { return !error.has_value(); }
};

} // namespace volcano
