// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/WatchEntry.h"

namespace volcano {

QString watchStateName(WatchState state) {
    switch (state) {
    case WatchState::Unknown:
        return QStringLiteral("unknown");
    case WatchState::Free:
        return QStringLiteral("free");
    case WatchState::Held:
        return QStringLiteral("held");
    case WatchState::ExpiredInGrace:
        return QStringLiteral("expired-in-grace");
    case WatchState::Stale:
        return QStringLiteral("stale");
    }
    return QStringLiteral("unknown");
}

} // namespace volcano
