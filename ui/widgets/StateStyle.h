// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/LiveState.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace volcano::ui {

// How a lock state looks everywhere in the console: one colour, one word, one icon, so the
// table, the detail panel and the chart agree. Colour is never the only signal: the word
// is always shown beside it.
class StateStyle {
public:
    static QColor color(LiveState state);
    // liveStateName(): "held", "at risk", "expired", "takeover possible", ...
    static QString label(LiveState state);
    // What the state means, for tooltips and the detail panel.
    static QString explanation(LiveState state);
    // A filled dot in the state's colour (hollow when nothing current is known).
    static QIcon icon(LiveState state);
    // Orders states by how much attention they need, for sorting.
    static int severity(LiveState state);
};

} // namespace volcano::ui
