// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The timeline view with 500 lanes and 100,000 events, panned and scrolled as an operator
// would (issue 17): every frame is a full repaint of a 1280×800 view, timed. Target: the
// slowest frame under 16 ms at every zoom, from the whole week down to one minute.
//
// The world has the hard cases: lanes that churn (hundreds of short holdings each, most
// narrower than a pixel at a week), leaders with thousands of renewal ticks, long unknown
// stretches, a marker storm on one lane, and many 429/503/quota bands across all lanes.
//
// Usage: timeline_bench [--frames N]   (QT_QPA_PLATFORM=offscreen is set when unset)
// Exit code 1 when the target is missed.

#include "ui/timeline/TimelineView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QScrollBar>

#include <algorithm>
#include <cstdio>

using namespace volcano;
using namespace volcano::timeline;

namespace {

constexpr int kLanes = 500;
constexpr qint64 kWeekMs = 7LL * 86'400'000;
constexpr qint64 kStartMs = 1'784'563'200'000; // 2026-07-20T00:00:00Z
constexpr double kTargetMs = 16.0;

// Churning lanes: many short holdings with gaps (some unknown).
int addChurn(Lane& lane, QRandomGenerator& random, int holdings) {
    qint64 at = kStartMs + random.bounded(60'000);
    for (int i = 0; i < holdings && at < kStartMs + kWeekMs; ++i) {
        const qint64 held = 5'000 + random.bounded(600'000);
        Bar bar;
        bar.token = FencingToken(1'000'000 + i);
        bar.startMs = at;
        bar.endMs = at + held;
        bar.end = i % 3 == 0 ? BarEnd::Expired : BarEnd::TakenOver;
        lane.bars.append(bar);
        const qint64 gap = 2'000 + random.bounded(kWeekMs / holdings);
        if (i % 4 == 0)
            lane.unknown.append({bar.endMs, bar.endMs + gap / 2});
        at = bar.endMs + gap;
    }
    return int(lane.bars.size() + lane.unknown.size());
}

// Leaders: few long holdings, a renewal tick every 10 s of them.
int addLeader(Lane& lane, QRandomGenerator& random, int ticks) {
    const qint64 step = kWeekMs / ticks;
    Bar bar;
    bar.token = 7;
    bar.startMs = kStartMs + random.bounded(3'600'000);
    bar.endMs = kStartMs + kWeekMs - random.bounded(3'600'000);
    lane.bars.append(bar);
    for (qint64 at = bar.startMs; at < bar.endMs; at += step)
        lane.renewalsMs.append(at);
    lane.unknown.append({kStartMs, bar.startMs});
    return int(lane.renewalsMs.size()) + 2;
}

int addMarkers(Lane& lane, QRandomGenerator& random, int count) {
    for (int i = 0; i < count; ++i) {
        Marker marker;
        marker.kind = MarkerKind(i % 4);
        marker.atMs = kStartMs + random.bounded(kWeekMs);
        marker.text = QStringLiteral("marker %1").arg(i);
        lane.markers.append(marker);
    }
    std::sort(lane.markers.begin(), lane.markers.end(),
              [](const Marker& a, const Marker& b) { return a.atMs < b.atMs; });
    return count;
}

Timeline world() {
    QRandomGenerator random(17);
    Timeline timeline;
    timeline.fromMs = kStartMs;
    timeline.toMs = kStartMs + kWeekMs;
    int events = 0;
    for (int i = 0; i < kLanes; ++i) {
        Lane lane;
        lane.key = QStringLiteral("service-%1:lock-%2").arg(i / 20).arg(i);
        if (i % 5 == 0)
            events += addLeader(lane, random, 600);
        else
            events += addChurn(lane, random, 150);
        if (i == 7)
            events += addMarkers(lane, random, 5'000); // an alert storm on one key
        timeline.lanes.append(std::move(lane));
    }
    for (int i = 0; i < 2'000; ++i) {
        const qint64 at = kStartMs + qint64(i) * (kWeekMs / 2'000);
        timeline.bands.append(
            {BandKind(i % 3), at, at + 30'000 + random.bounded(120'000), 3, 550, {}});
    }
    events += 2'000;
    std::fprintf(stdout,
                 "world: %d lanes, %d events (bars, unknown spans, renewal ticks, "
                 "markers, bands)\n",
                 kLanes, events);
    return timeline;
}

struct Frames {
    double slowest = 0;
    double total = 0;
    int count = 0;
};

// A frame: what the view's paintEvent paints, into an image the size of its viewport (the
// offscreen platform's backing store is such an image too).
void time(ui::TimelineView& view, Frames& frames) {
    static QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer timer;
    timer.start();
    QPainter painter(&image);
    view.paintTo(painter, image.size(), view.verticalScrollBar()->value());
    painter.end();
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    frames.slowest = std::max(frames.slowest, ms);
    frames.total += ms;
    ++frames.count;
}

Frames panAt(ui::TimelineView& view, qint64 spanMs, qint64 centreMs, int frames) {
    view.setVisibleRange(centreMs - spanMs / 2, centreMs + spanMs / 2);
    // The view is on screen at this zoom before the operator pans: its first paint (glyph
    // caches filled) is not a panning frame.
    Frames warmUp;
    time(view, warmUp);
    Frames measured;
    for (int i = 0; i < frames; ++i) {
        view.panBy(0.02);
        time(view, measured);
    }
    for (int i = 0; i < frames / 4; ++i) { // scroll through the lanes too
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() +
                                           ui::TimelineView::kLaneHeight * 3);
        time(view, measured);
    }
    view.verticalScrollBar()->setValue(0);
    return measured;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int frames = args.contains(QStringLiteral("--frames"))
                           ? args.value(args.indexOf(QStringLiteral("--frames")) + 1).toInt()
                           : 200;
    ui::TimelineView view;
    view.resize(1280, 800);
    view.show();
    QApplication::processEvents();
    QElapsedTimer load;
    load.start();
    view.setTimeline(world());
    std::fprintf(stdout, "setTimeline: %.1f ms\n", double(load.nsecsElapsed()) / 1e6);
    struct Zoom {
        const char* name;
        qint64 spanMs;
    };
    const Zoom zooms[] = {{"week", kWeekMs},
                          {"day", 86'400'000},
                          {"hour", 3'600'000},
                          {"10 minutes", 600'000},
                          {"minute", 60'000}};
    bool met = true;
    std::fprintf(stdout, "%-11s %8s %8s %7s\n", "zoom", "mean ms", "max ms", "frames");
    for (const Zoom& zoom : zooms) {
        const Frames measured = panAt(view, zoom.spanMs, kStartMs + kWeekMs / 3, frames);
        std::fprintf(stdout, "%-11s %8.2f %8.2f %7d\n", zoom.name, measured.total / measured.count,
                     measured.slowest, measured.count);
        met = met && measured.slowest < kTargetMs;
    }
    std::fprintf(stdout, "target: every frame under %.0f ms: %s\n", kTargetMs,
                 met ? "met" : "MISSED");
    return met ? 0 : 1;
}
