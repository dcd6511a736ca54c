// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "timeline/Timeline.h"

#include <QByteArray>

namespace volcano::timeline {

// The timeline drawn as a self-contained SVG document: one lane per key, acquisitions as bars
// labelled with their fencing token, unknown stretches hatched (never blank, which would read
// as free), renewals as ticks, force releases, anomalies and alerts as markers with a
// <title> (a browser shows it on hover), 429/503 and quota bands shaded behind the lanes, and
// a UTC time axis. Written as XML text rather than through QPainter: the report is written by
// volcano-lockctl over SSH, where there is no GUI platform and no font to measure with, and
// text output is the same on every machine (so tests can compare it).
class TimelineSvg {
public:
    static constexpr int kWidth = 1200;
    static constexpr int kLabelWidth = 220;
    static constexpr int kLaneHeight = 22;
    static constexpr int kAxisHeight = 34;
    static constexpr int kLegendHeight = 26;

    static QByteArray render(const Timeline& timeline, const QString& title = {});
};

} // namespace volcano::timeline
