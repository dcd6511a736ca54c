// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/LiveState.h"

#include "console/FirstReadText.h"

#include <QCoreApplication>
#include <QStringList>

namespace volcano {

namespace {

std::optional<LiveState> endedLease(const WatchEntry& entry, const LiveClock& clock) {
    if (!entry.isHeld() || !clock.expiresInMs)
        return std::nullopt;
    if (clock.takeoverInMs && *clock.takeoverInMs <= 0)
        return LiveState::TakeoverPossible;
    if (*clock.expiresInMs <= 0 || entry.lastKnownState == WatchState::ExpiredInGrace)
        return LiveState::Expired;
    return std::nullopt;
}

} // namespace

LiveState liveStateOf(const WatchEntry& entry, const LiveClock& clock) {
    // Time settles an ended lease even when the latest read failed.
    if (const auto ended = endedLease(entry, clock))
        return *ended;
    if (entry.isStale())
        return LiveState::Stale;
    switch (entry.lastKnownState) {
    case WatchState::Free:
        return LiveState::Free;
    case WatchState::Held:
    case WatchState::ExpiredInGrace:
        return entry.renewalAtRisk ? LiveState::AtRisk : LiveState::Held;
    case WatchState::Unknown:
    case WatchState::Stale:
        break;
    }
    return LiveState::NotRead;
}

QString liveStateName(LiveState state) {
    switch (state) {
    case LiveState::NotRead:
        return ui::firstread::stateLabel();
    case LiveState::Free:
        return QCoreApplication::translate("LiveState", "free");
    case LiveState::Held:
        return QCoreApplication::translate("LiveState", "held");
    case LiveState::AtRisk:
        return QCoreApplication::translate("LiveState", "at risk");
    case LiveState::Expired:
        return QCoreApplication::translate("LiveState", "expired");
    case LiveState::TakeoverPossible:
        return QCoreApplication::translate("LiveState", "takeover possible");
    case LiveState::Stale:
        return QCoreApplication::translate("LiveState", "stale");
    }
    return {};
}

LiveState lastKnownLiveState(const WatchEntry& entry) {
    return entry.lastKnownState == WatchState::Free ? LiveState::Free : LiveState::Held;
}

QString liveStateText(const WatchEntry& entry, LiveState state) {
    if (state != LiveState::Stale || entry.lastKnownState == WatchState::Unknown)
        return liveStateName(state);
    return QCoreApplication::translate("LiveState", "stale (last: %1)")
        .arg(liveStateName(lastKnownLiveState(entry)));
}

QString spokenExpiry(LiveState state, const LiveClock& clock) {
    if (state == LiveState::Expired || state == LiveState::TakeoverPossible)
        return liveStateName(state);
    if (!clock.expiresInMs || (state != LiveState::Held && state != LiveState::AtRisk))
        return {};
    return *clock.expiresInMs > kSpokenSoonMs
               ? QCoreApplication::translate("LiveState", "more than 10 s left")
               : QCoreApplication::translate("LiveState", "10 s or less left");
}

QStringList allLiveStateTexts() {
    QStringList texts;
    for (const LiveState state :
         {LiveState::NotRead, LiveState::Free, LiveState::Held, LiveState::AtRisk,
          LiveState::Expired, LiveState::TakeoverPossible, LiveState::Stale})
        texts << liveStateName(state);
    for (const WatchState last : {WatchState::Free, WatchState::Held}) {
        WatchEntry entry;
        entry.lastKnownState = last;
        texts << liveStateText(entry, LiveState::Stale);
    }
    return texts;
}

} // namespace volcano
