// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace volcano {

// One entry of a profile's watchlist: the API cannot list locks, so the console keeps its
// own catalog of the keys an operator cares about.
struct WatchedKey {
    QString key;
    // Ask for a desktop notification when the lock changes hands or frees.
    bool notifyOnChange = false;
    QDateTime addedAt; // UTC

    friend bool operator==(const WatchedKey&, const WatchedKey&) = default;
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::WatchedKey)
