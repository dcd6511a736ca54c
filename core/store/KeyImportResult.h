// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano {

// What a paste or an import did: each input either became a watched key, was already
// watched, or was rejected with the reason (from core/Validation.h).
struct KeyImportResult {
    struct Rejection {
        QString text;   // the input as given (may be empty-looking, e.g. a lone quote)
        QString reason; // human-readable
        friend bool operator==(const Rejection&, const Rejection&) = default;
    };

    QStringList accepted;       // newly added, in input order
    QStringList alreadyWatched; // valid, but already in the watchlist (or repeated in input)
    QList<Rejection> rejected;
    // Set when the whole input could not be used (unreadable file, malformed JSON).
    std::optional<QString> error;

    bool ok() const { return !error.has_value(); }
};

} // namespace volcano
