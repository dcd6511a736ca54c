// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelineBuilder.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace volcano::timeline {

namespace {

constexpr qint64 kRenewalToleranceMs = 500; // expires_at moved by less: the same grant
constexpr qint64 kBandMergeMs = 30'000;     // refusals closer than this: one period
constexpr int kBandRequestIds = 5;

qint64 msOf(const QDateTime& time) {
    return time.toMSecsSinceEpoch();
}

// Where a lane stands after each read.
struct LaneState {
    Lane lane;
    std::optional<Bar> bar; // the acquisition held at the last read
    qint64 lastReadMs = 0;
    bool anyRead = false;
    std::optional<FencingToken> highestToken;
    qint64 rangeFrom = 0;
    qint64 rangeTo = 0;
};

void addUnknown(LaneState& state, qint64 startMs, qint64 endMs) {
    startMs = std::max(startMs, state.rangeFrom);
    endMs = std::min(endMs, state.rangeTo);
    if (endMs <= startMs)
        return;
    if (!state.lane.unknown.isEmpty() && state.lane.unknown.last().endMs >= startMs) {
        state.lane.unknown.last().endMs = std::max(state.lane.unknown.last().endMs, endMs);
        return;
    }
    state.lane.unknown.append({startMs, endMs});
}

void keepBar(LaneState& state, Bar bar) {
    bar.startMs = std::max(bar.startMs, state.rangeFrom);
    bar.endMs = std::min(bar.endMs, state.rangeTo);
    if (bar.endMs >= bar.startMs && bar.endMs > state.rangeFrom)
        state.lane.bars.append(bar);
}

// A successful force release of this token between two reads, if the audit log has one.
const AuditEntry* forceReleaseBetween(const QList<const AuditEntry*>& releases, FencingToken token,
                                      qint64 afterMs, qint64 untilMs) {
    for (const AuditEntry* entry : releases) {
        const qint64 at = msOf(entry->time);
        if (at > afterMs && at <= untilMs && entry->outcome == QLatin1String("ok") &&
            (!entry->tokenBefore || *entry->tokenBefore == token))
            return entry;
    }
    return nullptr;
}

// Ends the held bar at what explains its end best. Returns when the lock became free when
// the record says (its expiry, a force release); nothing when the end fell somewhere
// between two reads.
std::optional<qint64> closeBar(LaneState& state, const QList<const AuditEntry*>& releases,
                               const RecordedObservation& next) {
    Bar bar = *state.bar;
    state.bar.reset();
    const qint64 nextMs = msOf(next.observedAt);
    const bool takenOver = next.held;
    bar.endRequestId = next.requestId;
    std::optional<qint64> freeFrom;
    if (const AuditEntry* forced = forceReleaseBetween(releases, bar.token, bar.endMs, nextMs)) {
        bar.end = BarEnd::ForceReleased;
        bar.endMs = msOf(forced->time);
        bar.endRequestId = forced->requestId;
        freeFrom = bar.endMs;
    } else if (bar.lastExpiresMs > 0 && bar.lastExpiresMs < nextMs) {
        bar.end = BarEnd::Expired;
        bar.endMs = std::max(bar.endMs, bar.lastExpiresMs);
        freeFrom = bar.endMs;
    } else {
        bar.end = takenOver ? BarEnd::TakenOver : BarEnd::Released;
    }
    keepBar(state, bar);
    return freeFrom;
}

void noteAnomaly(LaneState& state, const RecordedObservation& read, FencingToken token) {
    const bool backwards = state.highestToken && token <= *state.highestToken &&
                           !(state.bar && state.bar->token == token);
    if (backwards && msOf(read.observedAt) >= state.rangeFrom) {
        Marker marker;
        marker.kind = MarkerKind::FencingAnomaly;
        marker.atMs = msOf(read.observedAt);
        marker.key = read.key;
        marker.token = state.highestToken;
        marker.tokenAfter = token;
        marker.requestId = read.requestId;
        marker.text = QStringLiteral("fencing token went back: %1 after %2")
                          .arg(token)
                          .arg(*state.highestToken);
        state.lane.markers.append(marker);
    }
    state.highestToken = std::max(state.highestToken.value_or(0), token);
}

void extendBar(LaneState& state, const RecordedObservation& read) {
    Bar& bar = *state.bar;
    const qint64 expiresMs = read.expiresAt.isValid() ? msOf(read.expiresAt) : 0;
    if (bar.lastExpiresMs > 0 && expiresMs > bar.lastExpiresMs + kRenewalToleranceMs &&
        msOf(read.observedAt) >= state.rangeFrom) {
        ++bar.renewalsSeen;
        state.lane.renewalsMs.append(msOf(read.observedAt));
    }
    bar.lastExpiresMs = std::max(bar.lastExpiresMs, expiresMs);
    bar.endMs = msOf(read.observedAt);
    bar.lastRequestId = read.requestId;
}

void startBar(LaneState& state, const RecordedObservation& read) {
    Bar bar;
    bar.token = read.fencingToken.value_or(0);
    bar.startMs = msOf(read.observedAt);
    bar.endMs = bar.startMs;
    bar.startsBeforeRange = bar.startMs < state.rangeFrom;
    bar.firstSighting = !state.anyRead;
    bar.lastExpiresMs = read.expiresAt.isValid() ? msOf(read.expiresAt) : 0;
    bar.firstRequestId = read.requestId;
    bar.lastRequestId = read.requestId;
    state.bar = bar;
}

void applyRead(LaneState& state, const QList<const AuditEntry*>& releases,
               const RecordedObservation& read, qint64 staleAfterMs) {
    const qint64 at = msOf(read.observedAt);
    if (at >= state.rangeFrom)
        ++state.lane.reads;
    const FencingToken token = read.fencingToken.value_or(0);
    const bool sameLease = read.held && state.bar && state.bar->token == token;
    if (sameLease) {
        extendBar(state, read);
    } else {
        // Known up to the previous read, or to an end the record explains; after that, a
        // new holder's acquisition or a release fell at an unknown instant before this read.
        qint64 knownUntil = state.anyRead ? state.lastReadMs : state.rangeFrom;
        bool unexplainedEnd = false;
        if (state.bar) {
            const auto freeFrom = closeBar(state, releases, read);
            unexplainedEnd = !freeFrom;
            knownUntil = freeFrom.value_or(knownUntil);
        }
        if (!state.anyRead || read.held || unexplainedEnd || at - knownUntil > staleAfterMs)
            addUnknown(state, knownUntil, at);
        if (read.held) {
            noteAnomaly(state, read, token);
            startBar(state, read);
        }
    }
    state.lastReadMs = at;
    state.anyRead = true;
}

// After the last read: what it showed holds for staleAfterMs (a held lease no further than
// its expiry), then nothing is known.
void finishLane(LaneState& state, qint64 staleAfterMs) {
    qint64 knownUntil =
        state.anyRead ? std::min(state.rangeTo, state.lastReadMs + staleAfterMs) : state.rangeFrom;
    if (state.bar) {
        Bar bar = *state.bar;
        if (bar.lastExpiresMs > 0 && bar.lastExpiresMs < knownUntil) {
            // No read after it says who (if anyone) took the lock: unknown from the expiry.
            bar.end = BarEnd::Expired;
            bar.endMs = std::max(bar.endMs, bar.lastExpiresMs);
            knownUntil = bar.endMs;
        } else {
            bar.endMs = knownUntil;
            bar.end = knownUntil >= state.rangeTo ? BarEnd::Ongoing : BarEnd::Unknown;
        }
        keepBar(state, bar);
        state.bar.reset();
    }
    addUnknown(state, knownUntil, state.rangeTo);
}

Marker forceReleaseMarker(const AuditEntry& entry) {
    Marker marker;
    marker.kind = MarkerKind::ForceRelease;
    marker.atMs = msOf(entry.time);
    marker.key = entry.key;
    marker.operatorName = entry.operatorName;
    marker.reason = entry.reason;
    marker.outcome = entry.outcome;
    marker.requestId = entry.requestId;
    marker.token = entry.tokenBefore;
    const QString who =
        entry.operatorName.isEmpty() ? QStringLiteral("someone") : entry.operatorName;
    marker.text =
        entry.reason.isEmpty()
            ? QStringLiteral("force release by %1 (%2)").arg(who, entry.outcome)
            : QStringLiteral("force release by %1: %2 (%3)").arg(who, entry.reason, entry.outcome);
    return marker;
}

Marker alertMarker(const AlertRecord& alert) {
    Marker marker;
    marker.kind = alert.status == QLatin1String("resolved") ? MarkerKind::AlertResolved
                                                            : MarkerKind::AlertFired;
    marker.atMs = msOf(alert.at);
    marker.key = alert.key;
    marker.text = alert.text.isEmpty()
                      ? QStringLiteral("%1 %2 (%3)").arg(alert.rule, alert.status, alert.severity)
                      : alert.text;
    marker.reason = alert.rule;
    return marker;
}

// Force releases that ended a bar or not, written intents whose outcome never came, and
// alerts: markers on their key's lane.
void addMarkers(Timeline& timeline, QHash<QString, LaneState>& lanes,
                const TimelineRecords& records) {
    for (const AuditEntry& entry : records.audit) {
        if (entry.action != AuditAction::ForceRelease || entry.phase == AuditPhase::Intent)
            continue;
        if (auto it = lanes.find(entry.key); it != lanes.end())
            it->lane.markers.append(forceReleaseMarker(entry));
    }
    for (const AlertRecord& alert : records.alerts) {
        auto it = lanes.find(alert.key);
        if (alert.key.isEmpty() || it == lanes.end())
            timeline.projectMarkers.append(alertMarker(alert));
        else
            it->lane.markers.append(alertMarker(alert));
    }
}

void addFailureBands(Timeline& timeline, const QList<RequestFailure>& failures) {
    QHash<int, qsizetype> open; // status -> index of its latest band
    for (const RequestFailure& failure : failures) {
        const BandKind kind =
            failure.httpStatus == 429 ? BandKind::RateLimited : BandKind::Unavailable;
        const qint64 at = msOf(failure.at);
        if (at < timeline.fromMs || at > timeline.toMs)
            continue; // a live feed holds a little more than the range
        const qint64 end = at + 1000 * qint64(std::max(1, failure.retryAfterSeconds.value_or(1)));
        auto it = open.find(failure.httpStatus);
        if (it != open.end() && at <= timeline.bands[*it].endMs + kBandMergeMs) {
            Band& band = timeline.bands[*it];
            band.endMs = std::max(band.endMs, end);
            ++band.count;
            if (band.requestIds.size() < kBandRequestIds)
                band.requestIds.append(failure.requestId);
            continue;
        }
        open.insert(failure.httpStatus, timeline.bands.size());
        timeline.bands.append(Band{kind, at, end, 1, 0, {failure.requestId}});
    }
}

void addQuota(Timeline& timeline, const QList<QuotaUse>& quota,
              const TimelineBuilder::Options& options) {
    std::optional<qsizetype> open;
    for (const QuotaUse& use : quota) {
        if (use.minuteStartMs + 60'000 <= timeline.fromMs || use.minuteStartMs > timeline.toMs)
            continue;
        const int limit = use.limit > 0 ? use.limit : options.defaultQuotaLimit;
        timeline.quota.append({use.minuteStartMs, use.used, limit});
        if (qint64(use.used) * 100 < qint64(limit) * options.quotaThresholdPercent) {
            open.reset();
            continue;
        }
        const qint64 end = use.minuteStartMs + 60'000;
        if (open && timeline.bands[*open].endMs == use.minuteStartMs) {
            Band& band = timeline.bands[*open];
            band.endMs = end;
            ++band.count;
            band.peakUsed = std::max(band.peakUsed, use.used);
            continue;
        }
        open = timeline.bands.size();
        timeline.bands.append(Band{BandKind::QuotaAbove, use.minuteStartMs, end, 1, use.used, {}});
    }
}

} // namespace

Timeline TimelineBuilder::build(const TimelineRecords& records, const Options& options) {
    Timeline timeline;
    timeline.fromMs = msOf(options.from);
    timeline.toMs = msOf(options.to);
    timeline.quotaThresholdPercent = options.quotaThresholdPercent;

    QHash<QString, LaneState> lanes;
    auto laneOf = [&](const QString& key) -> LaneState& {
        auto it = lanes.find(key);
        if (it == lanes.end()) {
            it = lanes.insert(key, LaneState{});
            it->lane.key = key;
            it->rangeFrom = timeline.fromMs;
            it->rangeTo = timeline.toMs;
        }
        return *it;
    };
    for (const QString& key : options.keys)
        laneOf(key);
    QHash<QString, QList<const AuditEntry*>> releases;
    for (const AuditEntry& entry : records.audit) {
        if (entry.action == AuditAction::ForceRelease && entry.phase != AuditPhase::Intent)
            releases[entry.key].append(&entry);
    }
    for (const RecordedObservation& read : records.observations) {
        if (msOf(read.observedAt) <= timeline.toMs)
            applyRead(laneOf(read.key), releases.value(read.key), read, options.staleAfterMs);
    }
    for (LaneState& state : lanes)
        finishLane(state, options.staleAfterMs);
    addMarkers(timeline, lanes, records);

    QStringList keys = lanes.keys();
    std::sort(keys.begin(), keys.end());
    for (const QString& key : keys) {
        Lane lane = std::move(lanes[key].lane);
        std::stable_sort(lane.markers.begin(), lane.markers.end(),
                         [](const Marker& a, const Marker& b) { return a.atMs < b.atMs; });
        timeline.lanes.append(std::move(lane));
    }
    addFailureBands(timeline, records.failures);
    addQuota(timeline, records.quota, options);
    std::stable_sort(timeline.bands.begin(), timeline.bands.end(),
                     [](const Band& a, const Band& b) { return a.startMs < b.startMs; });
    return timeline;
}

} // namespace volcano::timeline
