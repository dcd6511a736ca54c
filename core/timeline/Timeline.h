// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano::timeline {

// How an acquisition's bar ends, as far as the record tells.
enum class BarEnd {
    Ongoing,       // still held at the range's end (or at the last read, when that is recent)
    Released,      // a later read saw it free before its expiry: its holder released it
    Expired,       // its expires_at passed before a read saw it free or held by another
    TakenOver,     // a later read saw another token before this one's expiry
    ForceReleased, // a force release (audit log) ended it
    Unknown,       // the record stops (not read for a while) while it was held
};
// "ongoing", "released", "expired", "taken-over", "force-released", "unknown"
QString barEndName(BarEnd end);

// One acquisition: from its first sighting to its end, in milliseconds since the epoch (UTC).
struct Bar {
    FencingToken token = 0;
    qint64 startMs = 0; // the first read that saw this token (or the range's start)
    qint64 endMs = 0;
    BarEnd end = BarEnd::Ongoing;
    bool startsBeforeRange = false; // held at the range's start
    bool firstSighting = false;     // no earlier read of the key: acquired at some unknown time
    int renewalsSeen = 0;           // reads that found its expires_at moved forward
    qint64 lastExpiresMs = 0;       // the latest expires_at seen (server clock); 0: none
    QString firstRequestId;         // the read that first saw it
    QString lastRequestId;          // the last read that saw it held
    QString endRequestId;           // the read (or force release) that saw it end

    friend bool operator==(const Bar&, const Bar&) = default;
};

// A stretch of time the record says nothing about (before the first read, or a gap between
// reads longer than the staleness limit): drawn as unknown, never as free.
struct Span {
    qint64 startMs = 0;
    qint64 endMs = 0;
    friend bool operator==(const Span&, const Span&) = default;
};

enum class MarkerKind { ForceRelease, FencingAnomaly, AlertFired, AlertResolved };
// "force-release", "fencing-anomaly", "alert-fired", "alert-resolved"
QString markerKindName(MarkerKind kind);

struct Marker {
    MarkerKind kind = MarkerKind::ForceRelease;
    qint64 atMs = 0;
    QString key;  // empty: project-wide (an alert on the quota)
    QString text; // one line a person can read
    QString operatorName;
    QString reason;
    QString outcome; // force release: "ok" or what went wrong
    QString requestId;
    std::optional<FencingToken> token;      // the token before (force release, anomaly)
    std::optional<FencingToken> tokenAfter; // the token seen (anomaly)
    friend bool operator==(const Marker&, const Marker&) = default;
};

// One lane: a key over the range.
struct Lane {
    QString key;
    QList<Bar> bars;          // by start
    QList<Span> unknown;      // by start, never overlapping a bar
    QList<qint64> renewalsMs; // reads that saw a renewal, for ticks
    QList<Marker> markers;    // by time
    int reads = 0;            // reads of this key in the range
};

enum class BandKind { RateLimited, Unavailable, QuotaAbove };
// "rate-limited", "unavailable", "quota-above-threshold"
QString bandKindName(BandKind kind);

// A project-wide period: 429s, 503s, or minutes whose quota use passed the threshold.
struct Band {
    BandKind kind = BandKind::RateLimited;
    qint64 startMs = 0;
    qint64 endMs = 0;
    int count = 0;          // refused requests, or minutes
    int peakUsed = 0;       // QuotaAbove: the highest minute's use
    QStringList requestIds; // the first few refused requests, to find them in server logs
    friend bool operator==(const Band&, const Band&) = default;
};

struct QuotaMinute {
    qint64 minuteStartMs = 0;
    int used = 0;
    int limit = 0;
    friend bool operator==(const QuotaMinute&, const QuotaMinute&) = default;
};

struct Timeline {
    qint64 fromMs = 0;
    qint64 toMs = 0;
    QList<Lane> lanes;             // by key
    QList<Band> bands;             // by start
    QList<Marker> projectMarkers;  // alerts without a key
    QList<QuotaMinute> quota;      // by minute
    int quotaThresholdPercent = 0; // the threshold the QuotaAbove bands use

    const Lane* lane(const QString& key) const;
    int eventCount() const; // bars, markers and renewal ticks: what a view draws
    // The first instant anything is known about (a read's, a marker's, a band's); fromMs when
    // the record covers the range's start or holds nothing at all. A console started minutes
    // ago knows nothing of the hours before: a view can start here instead of in hatching.
    qint64 firstKnownMs() const;
};

} // namespace volcano::timeline
