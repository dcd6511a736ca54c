// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelineStyle.h"

#include <algorithm>
#include <array>

namespace volcano::timeline::style {

namespace {

constexpr std::array<qint64, 20> kTickSteps = {
    1'000,      2'000,      5'000,      10'000,     15'000,      30'000,     60'000,
    120'000,    300'000,    600'000,    900'000,    1'800'000,   3'600'000,  7'200'000,
    10'800'000, 21'600'000, 43'200'000, 86'400'000, 172'800'000, 604'800'000};

} // namespace

QString barColour(BarEnd end) {
    switch (end) {
    case BarEnd::Expired:
        return QStringLiteral("#b35c00");
    case BarEnd::ForceReleased:
        return QStringLiteral("#b3261e");
    default:
        break;
    }
    return QStringLiteral("#2f6db5");
}

QString bandColour(BandKind kind) {
    switch (kind) {
    case BandKind::RateLimited:
        return QStringLiteral("#d62728");
    case BandKind::Unavailable:
        return QStringLiteral("#7b4fb0");
    case BandKind::QuotaAbove:
        break;
    }
    return QStringLiteral("#e0a400");
}

QString markerColour(MarkerKind kind) {
    switch (kind) {
    case MarkerKind::ForceRelease:
        return QStringLiteral("#b3261e");
    case MarkerKind::FencingAnomaly:
        return QStringLiteral("#000000");
    case MarkerKind::AlertFired:
        return QStringLiteral("#d35400");
    case MarkerKind::AlertResolved:
        break;
    }
    return QStringLiteral("#2e7d32");
}

qint64 tickStepMs(qint64 spanMs, qint64 maxTicks) {
    maxTicks = std::max<qint64>(1, maxTicks);
    for (const qint64 step : kTickSteps) {
        if (spanMs / step <= maxTicks)
            return step;
    }
    return kTickSteps.back() * ((spanMs / kTickSteps.back()) / maxTicks + 1);
}

} // namespace volcano::timeline::style
