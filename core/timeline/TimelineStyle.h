// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "timeline/Timeline.h"

#include <QString>

// One look for the timeline wherever it is drawn (the console's view, the report's SVG), so
// a screenshot and a report read alike: colours as "#rrggbb", and the time axis' steps.
namespace volcano::timeline::style {

QString barColour(BarEnd end);     // held; amber when it expired; red when force-released
QString bandColour(BandKind kind); // drawn translucent behind the lanes
QString markerColour(MarkerKind kind);
inline constexpr const char* kRenewalTickColour = "#123a66";

// The first round step (1 s … 1 week) that gives at most maxTicks ticks over spanMs; beyond
// the largest, a multiple of it.
qint64 tickStepMs(qint64 spanMs, qint64 maxTicks);

} // namespace volcano::timeline::style
