// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/WatchEntry.h"

#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// What the console can say about a lock *now*, between reads: the last read, aged by the
// server clock as estimated. A lease whose expires_at has passed is not shown as held, read
// or not: its holder must have stopped renewing (or renewed unseen, which only a read tells).
enum class LiveState {
    NotRead,          // no good read yet
    Free,             // the last good read said free
    Held,             // held, expires_at still ahead
    AtRisk,           // held, but the latest read found the holder's renewal overdue
    Expired,          // expires_at passed; nobody can acquire before expires_at + 1 s
    TakeoverPossible, // expires_at + 1 s passed: free on the server unless renewed unseen
    Stale,            // the latest read failed and the last good one does not settle it
};

// Times of an entry relative to the estimated server clock, from LockWatcher.
struct LiveClock {
    std::optional<qint64> expiresInMs;  // negative once passed
    std::optional<qint64> takeoverInMs; // reaches 0 only when a takeover is surely possible
};

LiveState liveStateOf(const WatchEntry& entry, const LiveClock& clock);

// One word or two, the same in the table, the detail, tooltips and for screen readers:
// "not read yet", "free", "held", "at risk", "expired", "takeover possible", "stale".
QString liveStateName(LiveState state);

// What the last good read of an entry said, as a live state (Free or Held); for naming it.
LiveState lastKnownLiveState(const WatchEntry& entry);

// The words a row and the detail show: liveStateName(), and for a stale entry what its last
// good read said, "stale (last: held)".
QString liveStateText(const WatchEntry& entry, LiveState state);
// The time left as a screen reader hears it: it changes at thresholds only ("more than 10 s
// left", "10 s or less left", "expired", "takeover possible"), not every second as the
// countdown shown beside it does. Empty when nothing is held.
QString spokenExpiry(LiveState state, const LiveClock& clock);
inline constexpr qint64 kSpokenSoonMs = 10'000;

// Every text liveStateText() can return, for sizing a widget once.
QStringList allLiveStateTexts();

} // namespace volcano

Q_DECLARE_METATYPE(volcano::LiveState)
