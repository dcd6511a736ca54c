// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/RenewalPattern.h"
#include "protocol/ApiError.h"
#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// A watched lock as the console last understood it.
enum class WatchState {
    Unknown,        // no good read yet (possibly failed reads: see lastError)
    Free,           // the last good read said held: false
    Held,           // held, and expires_at had not passed when the server answered
    ExpiredInGrace, // held: true, but expires_at had passed (server clock, as estimated):
                    // nobody can take it before expires_at + 1 s
    Stale,          // the latest read failed (503, 429, transport...): the fields below are
                    // from the last good read; lastKnownState says what that read meant
};

// "unknown", "free", "held", "expired-in-grace", "stale"
QString watchStateName(WatchState state);

struct WatchEntry {
    QString key;
    WatchState state = WatchState::Unknown;
    // What the last good read meant (Free, Held, ExpiredInGrace), or Unknown before one.
    // Equal to state unless state is Stale.
    WatchState lastKnownState = WatchState::Unknown;
    std::optional<QDateTime> expiresAt;       // server clock, UTC
    std::optional<FencingToken> fencingToken; // of the current (or last seen) holder
    QDateTime lastChange;                     // console clock: when state or token last changed
    QDateTime lastGoodRead;                   // console clock: when the last good read arrived
    QDateTime lastAttempt;             // console clock: when the latest read (good or not) arrived
    std::optional<ApiError> lastError; // of the latest read; cleared by a good read
    QString lastRequestId;             // of the latest read
    int handovers = 0;                 // counted this session, see LockWatcher for the rule
    int acquisitions = 0;              // held again after a read saw it free, this session
    int anomalies = 0;                 // fencing token seen going backwards, this session
    RenewalPattern renewals;           // of the current holder, as inferred from reads
    bool renewalAtRisk = false;        // the latest read found the holder's renewal overdue

    bool isStale() const { return state == WatchState::Stale; }
    // Changes of holder seen this session: handovers plus acquisitions after a free.
    int holderChanges() const { return handovers + acquisitions; }
    bool isHeld() const {
        return lastKnownState == WatchState::Held || lastKnownState == WatchState::ExpiredInGrace;
    }
    // expires_at + 1 s: the earliest instant (server clock) another token can acquire.
    std::optional<QDateTime> takeoverAt() const {
        if (!expiresAt)
            return std::nullopt;
        return expiresAt->addMSecs(limits::kTakeoverGrace.count());
    }
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::WatchState)
Q_DECLARE_METATYPE(volcano::WatchEntry)
