// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "timeline/Timeline.h"

#include <QAbstractScrollArea>

#include <optional>

namespace volcano::ui {

// The incident timeline: one lane per key on a shared UTC axis; acquisitions as bars
// labelled with their fencing token, stretches no read covers hatched (never blank, which
// would read as free), renewals as ticks, force releases, anomalies and alerts as markers,
// 429/503 and quota bands behind the lanes.
//
// Zoom and pan from one minute to a week: Ctrl+wheel or +/- zoom about the cursor (the
// centre), drag or Left/Right pan, Home shows the whole range; the wheel and Up/Down scroll
// the lanes. Hover shows what is under the cursor; a click (or Enter on the current lane)
// opens the key.
//
// Painting visits only the visible lanes and, per lane, only the items in the visible
// range (binary search); items narrower than a pixel share it, so 500 lanes and 100,000
// events pan within a frame (bench/timeline_bench).
class TimelineView : public QAbstractScrollArea {
    Q_OBJECT
public:
    static constexpr int kLabelWidth = 200;
    static constexpr int kAxisHeight = 28;
    static constexpr int kLaneHeight = 22;
    static constexpr qint64 kMinSpanMs = 60'000;         // one minute
    static constexpr qint64 kMaxSpanMs = 7 * 86'400'000; // a week

    explicit TimelineView(QWidget* parent = nullptr);

    void setTimeline(timeline::Timeline timeline);
    const timeline::Timeline& timeline() const { return m_timeline; }

    // The time range shown (UTC ms); clamped to kMinSpanMs..kMaxSpanMs.
    qint64 visibleFromMs() const { return m_viewFromMs; }
    qint64 visibleToMs() const { return m_viewToMs; }
    void setVisibleRange(qint64 fromMs, qint64 toMs);
    void zoomBy(double factor, std::optional<qint64> anchorMs = std::nullopt);
    void panBy(double fractionOfView);
    void showWholeRange();
    // The range from the first thing known in it (Timeline::firstKnownMs) to its end. Until
    // the operator zooms or pans, a new timeline is shown so; a view zoomed in at the end of
    // the range follows the end as live reloads move it on.
    bool isShowingWholeRange() const { return m_showingWhole; }
    int currentLane() const { return m_currentLane; }
    void setCurrentLane(int lane);

    // What is at a point of the viewport, for hover text and clicks.
    struct Hit {
        int lane = -1;
        QString key;
        QString text; // empty: nothing there
        std::optional<timeline::Bar> bar;
    };
    Hit hitAt(const QPoint& viewportPoint) const;
    // x of a time in the viewport, and back.
    double xOf(qint64 ms) const;
    qint64 msAt(double x) const;

    // Paints the lanes from firstLane on into a device of size (export, benchmark).
    void paintTo(QPainter& painter, const QSize& size, int firstLanePixel) const;

Q_SIGNALS:
    void keyActivated(const QString& key);
    void visibleRangeChanged(qint64 fromMs, qint64 toMs);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void updateScrollBars();
    void paintAxis(QPainter& painter, const QSize& size) const;
    void paintBands(QPainter& painter, const QSize& size) const;
    void paintLane(QPainter& painter, const timeline::Lane& lane, int top, int width) const;

    timeline::Timeline m_timeline;
    qint64 m_viewFromMs = 0;
    qint64 m_viewToMs = 1;
    int m_currentLane = 0;
    std::optional<QPoint> m_dragFrom;
    qint64 m_dragViewFromMs = 0;
    bool m_dragged = false;
    bool m_showingWhole = true;
};

} // namespace volcano::ui
