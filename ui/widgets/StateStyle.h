// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/WatchEntry.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace volcano::ui {

// How a lock state looks everywhere in the console: one colour, one word, one icon, so the
// table, the detail panel and the chart agree. Colour is never the only signal: the word
// is always shown beside it.
class StateStyle {
public:
    static QColor color(WatchState state);
    // "held", "free", "expired-in-grace", "not read yet" (Unknown), "stale"
    static QString label(WatchState state);
    // What the state means, for tooltips and the detail panel.
    static QString explanation(WatchState state);
    // A filled dot in the state's colour (hollow for unknown and stale).
    static QIcon icon(WatchState state);
    // Orders states by how much attention they need, for sorting.
    static int severity(WatchState state);
};

} // namespace volcano::ui
