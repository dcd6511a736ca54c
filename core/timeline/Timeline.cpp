// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "timeline/Timeline.h"

#include <algorithm>

namespace volcano::timeline {

QString barEndName(BarEnd end) {
    switch (end) {
    case BarEnd::Ongoing:
        return QStringLiteral("ongoing");
    case BarEnd::Released:
        return QStringLiteral("released");
    case BarEnd::Expired:
        return QStringLiteral("expired");
    case BarEnd::TakenOver:
        return QStringLiteral("taken-over");
    case BarEnd::ForceReleased:
        return QStringLiteral("force-released");
    case BarEnd::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString markerKindName(MarkerKind kind) {
    switch (kind) {
    case MarkerKind::ForceRelease:
        return QStringLiteral("force-release");
    case MarkerKind::FencingAnomaly:
        return QStringLiteral("fencing-anomaly");
    case MarkerKind::AlertFired:
        return QStringLiteral("alert-fired");
    case MarkerKind::AlertResolved:
        break;
    }
    return QStringLiteral("alert-resolved");
}

QString bandKindName(BandKind kind) {
    switch (kind) {
    case BandKind::RateLimited:
        return QStringLiteral("rate-limited");
    case BandKind::Unavailable:
        return QStringLiteral("unavailable");
    case BandKind::QuotaAbove:
        break;
    }
    return QStringLiteral("quota-above-threshold");
}

const Lane* Timeline::lane(const QString& key) const {
    for (const Lane& lane : lanes) {
        if (lane.key == key)
            return &lane;
    }
    return nullptr;
}

int Timeline::eventCount() const {
    qsizetype count = projectMarkers.size() + bands.size();
    for (const Lane& lane : lanes)
        count += lane.bars.size() + lane.markers.size() + lane.renewalsMs.size();
    return int(count);
}

qint64 Timeline::firstKnownMs() const {
    qint64 first = toMs;
    for (const Lane& lane : lanes) {
        const bool unknownAtStart =
            !lane.unknown.isEmpty() && lane.unknown.first().startMs <= fromMs;
        first = std::min(first, unknownAtStart ? lane.unknown.first().endMs : fromMs);
        if (!lane.markers.isEmpty())
            first = std::min(first, lane.markers.first().atMs);
    }
    for (const Band& band : bands)
        first = std::min(first, band.startMs);
    for (const Marker& marker : projectMarkers)
        first = std::min(first, marker.atMs);
    return first >= toMs ? fromMs : std::max(first, fromMs);
}

} // namespace volcano::timeline
