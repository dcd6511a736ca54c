// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/timeline/TimelineView.h"

#include "timeline/TimelineStyle.h"

#include <QDateTime>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

namespace volcano::ui {

using timeline::Band;
using timeline::BandKind;
using timeline::Bar;
using timeline::BarEnd;
using timeline::Lane;
using timeline::Marker;
using timeline::MarkerKind;
using timeline::Span;

namespace {

constexpr int kMarkerSize = 6;
constexpr int kMinLabelledBarPx = 46;
constexpr int kDragThresholdPx = 4;
// The report's colours (timeline/TimelineStyle), so a screenshot and a report read alike.
QColor barColour(BarEnd end) {
    return QColor(timeline::style::barColour(end));
}

QColor bandColour(BandKind kind) {
    QColor colour(timeline::style::bandColour(kind));
    colour.setAlpha(40);
    return colour;
}

QString clockText(qint64 ms, const QString& format) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(format);
}

// Items sorted by start that do not overlap: the first that ends at or after fromMs.
template <typename Item> auto firstVisible(const QList<Item>& items, qint64 fromMs) {
    return std::lower_bound(items.cbegin(), items.cend(), fromMs,
                            [](const Item& item, qint64 ms) { return item.endMs < ms; });
}

QString barTip(const QString& key, const Bar& bar) {
    return QObject::tr("%1: token %2\n%3 – %4 UTC (%5)\nrenewals seen: %6\nfirst read: %7")
        .arg(key)
        .arg(bar.token)
        .arg(clockText(bar.startMs, QStringLiteral("yyyy-MM-dd HH:mm:ss")),
             clockText(bar.endMs, QStringLiteral("HH:mm:ss")), timeline::barEndName(bar.end))
        .arg(bar.renewalsSeen)
        .arg(bar.firstRequestId);
}

} // namespace

TimelineView::TimelineView(QWidget* parent)
    : QAbstractScrollArea(parent) {
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setBackgroundRole(QPalette::Base);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAccessibleName(tr("Lock timeline"));
    setAccessibleDescription(tr("One lane per key. Ctrl+wheel or plus and minus zoom, drag or "
                                "Left and Right pan, Home shows the whole range, Enter opens "
                                "the current key."));
    connect(verticalScrollBar(), &QScrollBar::valueChanged, viewport(),
            qOverload<>(&QWidget::update));
}

void TimelineView::setTimeline(timeline::Timeline timeline) {
    const qint64 previousToMs = m_timeline.toMs;
    const qint64 span = m_viewToMs - m_viewFromMs;
    // A view whose right edge is at the range's end follows it as the range moves on.
    const bool followingEnd = m_viewToMs >= previousToMs - span / 50;
    m_timeline = std::move(timeline);
    m_currentLane = std::clamp(m_currentLane, 0, std::max(0, int(m_timeline.lanes.size()) - 1));
    updateScrollBars();
    // A live reload keeps the operator's zoom; a view showing everything keeps doing so.
    if (m_showingWhole)
        showWholeRange();
    else if (followingEnd && m_timeline.toMs > previousToMs)
        setVisibleRange(m_viewFromMs + m_timeline.toMs - previousToMs, m_timeline.toMs);
    else
        viewport()->update();
}

// Hatching before the first record (a console started minutes ago, a "Last 7 days" range)
// says nothing more than the summary does: the view starts shortly before what is known.
void TimelineView::showWholeRange() {
    const qint64 known = m_timeline.firstKnownMs();
    const qint64 margin = (m_timeline.toMs - known) / 20;
    const qint64 latestStart = std::max(m_timeline.fromMs, m_timeline.toMs - kMinSpanMs);
    setVisibleRange(std::clamp(known - margin, m_timeline.fromMs, latestStart), m_timeline.toMs);
    m_showingWhole = true;
}

void TimelineView::setVisibleRange(qint64 fromMs, qint64 toMs) {
    m_showingWhole = false;
    const qint64 span = std::clamp(toMs - fromMs, kMinSpanMs, kMaxSpanMs);
    const qint64 centre = fromMs + (toMs - fromMs) / 2;
    m_viewFromMs = centre - span / 2;
    m_viewToMs = m_viewFromMs + span;
    viewport()->update();
    Q_EMIT visibleRangeChanged(m_viewFromMs, m_viewToMs);
}

void TimelineView::zoomBy(double factor, std::optional<qint64> anchorMs) {
    m_showingWhole = false;
    const qint64 anchor = anchorMs.value_or(m_viewFromMs + (m_viewToMs - m_viewFromMs) / 2);
    const qint64 span =
        std::clamp(qint64(double(m_viewToMs - m_viewFromMs) * factor), kMinSpanMs, kMaxSpanMs);
    // The anchor keeps its place on screen.
    const double share = double(anchor - m_viewFromMs) / double(m_viewToMs - m_viewFromMs);
    const qint64 from = anchor - qint64(share * double(span));
    m_viewFromMs = from;
    m_viewToMs = from + span;
    viewport()->update();
    Q_EMIT visibleRangeChanged(m_viewFromMs, m_viewToMs);
}

void TimelineView::panBy(double fractionOfView) {
    m_showingWhole = false;
    const auto shift = qint64(double(m_viewToMs - m_viewFromMs) * fractionOfView);
    m_viewFromMs += shift;
    m_viewToMs += shift;
    viewport()->update();
    Q_EMIT visibleRangeChanged(m_viewFromMs, m_viewToMs);
}

void TimelineView::setCurrentLane(int lane) {
    if (m_timeline.lanes.isEmpty())
        return;
    m_currentLane = std::clamp(lane, 0, int(m_timeline.lanes.size()) - 1);
    const int top = m_currentLane * kLaneHeight;
    const int visible = viewport()->height() - kAxisHeight;
    if (top < verticalScrollBar()->value())
        verticalScrollBar()->setValue(top);
    else if (top + kLaneHeight > verticalScrollBar()->value() + visible)
        verticalScrollBar()->setValue(top + kLaneHeight - visible);
    viewport()->update();
}

double TimelineView::xOf(qint64 ms) const {
    const double plot = std::max(1, viewport()->width() - kLabelWidth);
    return kLabelWidth + double(ms - m_viewFromMs) / double(m_viewToMs - m_viewFromMs) * plot;
}

qint64 TimelineView::msAt(double x) const {
    const double plot = std::max(1, viewport()->width() - kLabelWidth);
    return m_viewFromMs + qint64((x - kLabelWidth) / plot * double(m_viewToMs - m_viewFromMs));
}

void TimelineView::updateScrollBars() {
    const int content = int(m_timeline.lanes.size() + 1) * kLaneHeight;
    const int visible = std::max(0, viewport()->height() - kAxisHeight);
    verticalScrollBar()->setRange(0, std::max(0, content - visible));
    verticalScrollBar()->setPageStep(visible);
    verticalScrollBar()->setSingleStep(kLaneHeight);
}

void TimelineView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void TimelineView::paintEvent(QPaintEvent*) {
    QPainter painter(viewport());
    paintTo(painter, viewport()->size(), verticalScrollBar()->value());
    if (hasFocus() && !m_timeline.lanes.isEmpty()) {
        // The keyboard's current lane: a visible focus.
        const int top = kAxisHeight + m_currentLane * kLaneHeight - verticalScrollBar()->value();
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRect(1, top + 1, viewport()->width() - 3, kLaneHeight - 2));
    }
}

void TimelineView::paintTo(QPainter& painter, const QSize& size, int firstLanePixel) const {
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
    painter.setPen(palette().color(QPalette::Text));
    paintBands(painter, size);
    painter.save();
    painter.setClipRect(QRect(0, kAxisHeight, size.width(), size.height() - kAxisHeight));
    const int first = std::max(0, firstLanePixel / kLaneHeight);
    for (int index = first; index < m_timeline.lanes.size(); ++index) {
        const int top = kAxisHeight + index * kLaneHeight - firstLanePixel;
        if (top > size.height())
            break;
        paintLane(painter, m_timeline.lanes[index], top, size.width());
    }
    const int projectTop =
        kAxisHeight + int(m_timeline.lanes.size()) * kLaneHeight - firstLanePixel;
    if (!m_timeline.projectMarkers.isEmpty() && projectTop < size.height()) {
        Lane project;
        project.key = tr("(project)");
        project.markers = m_timeline.projectMarkers;
        paintLane(painter, project, projectTop, size.width());
    }
    painter.restore();
    paintAxis(painter, size);
}

void TimelineView::paintAxis(QPainter& painter, const QSize& size) const {
    painter.fillRect(QRect(0, 0, size.width(), kAxisHeight), palette().color(QPalette::Window));
    const qint64 span = m_viewToMs - m_viewFromMs;
    const qint64 step =
        timeline::style::tickStepMs(span, std::max(2, (size.width() - kLabelWidth) / 90));
    const QString format = step < 60'000       ? QStringLiteral("HH:mm:ss")
                           : step < 86'400'000 ? QStringLiteral("HH:mm")
                                               : QStringLiteral("MM-dd HH:mm");
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(6, 0, kLabelWidth - 12, kAxisHeight), Qt::AlignVCenter,
                     tr("UTC %1").arg(clockText(m_viewFromMs, QStringLiteral("yyyy-MM-dd"))));
    const QColor grid = palette().color(QPalette::Mid);
    for (qint64 tick = (m_viewFromMs + step - 1) / step * step; tick <= m_viewToMs; tick += step) {
        const int x = int(xOf(tick));
        painter.setPen(grid);
        painter.drawLine(x, kAxisHeight - 5, x, size.height());
        // A label that would be cut at an edge is left out; its grid line stays.
        const QString label = clockText(tick, format);
        const int half = painter.fontMetrics().horizontalAdvance(label) / 2 + 2;
        if (x - half < kLabelWidth || x + half > size.width())
            continue;
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(x - 45, 2, 90, kAxisHeight - 8), Qt::AlignCenter, label);
    }
}

void TimelineView::paintBands(QPainter& painter, const QSize& size) const {
    // Bands span every lane, so they are drawn into one row of pixels and that row stretched
    // to the lanes' height: one blit, where thousands of tall fills each cost the raster
    // engine a round of its thread pool (bench/timeline_bench). Per kind, a band inside a
    // pixel already covered is skipped.
    QImage strip(size.width(), 1, QImage::Format_ARGB32_Premultiplied);
    strip.fill(Qt::transparent);
    QPainter row(&strip);
    std::array<double, 3> lastPx = {-1, -1, -1};
    bool any = false;
    for (const Band& band : m_timeline.bands) {
        if (band.startMs > m_viewToMs)
            break;
        if (band.endMs < m_viewFromMs)
            continue;
        const auto kind = std::size_t(band.kind);
        const double x = std::max({double(kLabelWidth), xOf(band.startMs), lastPx[kind]});
        const double end = std::min(double(size.width()), xOf(band.endMs));
        if (std::floor(end) <= lastPx[kind])
            continue;
        row.fillRect(QRectF(x, 0, std::max(1.0, end - x), 1), bandColour(band.kind));
        lastPx[kind] = std::max(std::floor(end), x + 1);
        any = true;
    }
    row.end();
    if (any)
        painter.drawImage(QRectF(0, kAxisHeight, size.width(), size.height() - kAxisHeight), strip,
                          QRectF(0, 0, size.width(), 1));
}

void TimelineView::paintLane(QPainter& painter, const Lane& lane, int top, int width) const {
    const QRect label(6, top, kLabelWidth - 12, kLaneHeight);
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(label, Qt::AlignVCenter,
                     fontMetrics().elidedText(lane.key, Qt::ElideMiddle, label.width()));
    const double right = width;
    const double barTop = top + 3;
    const double barHeight = kLaneHeight - 6;
    // Stretches no read covers.
    const QBrush hatch(palette().color(QPalette::Mid), Qt::BDiagPattern);
    double lastPx = -1;
    for (auto it = firstVisible(lane.unknown, m_viewFromMs);
         it != lane.unknown.cend() && it->startMs <= m_viewToMs; ++it) {
        const double x = std::max(double(kLabelWidth), xOf(it->startMs));
        const double end = std::min(right, xOf(it->endMs));
        if (std::floor(end) <= lastPx)
            continue; // this pixel is painted already
        painter.fillRect(QRectF(x, barTop, std::max(1.0, end - x), barHeight), hatch);
        lastPx = std::floor(end);
    }
    lastPx = -1;
    for (auto it = firstVisible(lane.bars, m_viewFromMs);
         it != lane.bars.cend() && it->startMs <= m_viewToMs; ++it) {
        const double x = std::max(double(kLabelWidth), xOf(it->startMs));
        const double end = std::min(right, xOf(it->endMs));
        if (std::floor(end) <= lastPx)
            continue;
        const QRectF bar(x, barTop, std::max(1.0, end - x), barHeight);
        painter.fillRect(bar, barColour(it->end));
        lastPx = std::floor(end);
        if (bar.width() >= kMinLabelledBarPx) {
            // Only a whole token: a cut one reads as another token.
            const QString token = QString::number(it->token);
            if (fontMetrics().horizontalAdvance(token) + 8 <= bar.width()) {
                painter.setPen(Qt::white);
                painter.drawText(bar.adjusted(4, 0, -2, 0), Qt::AlignVCenter, token);
            }
        }
    }
    const auto ticks =
        std::lower_bound(lane.renewalsMs.cbegin(), lane.renewalsMs.cend(), m_viewFromMs);
    painter.setPen(QColor(QLatin1String(timeline::style::kRenewalTickColour)));
    lastPx = -1;
    for (auto it = ticks; it != lane.renewalsMs.cend() && *it <= m_viewToMs; ++it) {
        const double x = std::floor(xOf(*it));
        if (x <= lastPx)
            continue;
        painter.drawLine(QPointF(x, top + 1), QPointF(x, top + 5));
        lastPx = x;
    }
    painter.setPen(Qt::NoPen);
    const auto firstMarker =
        std::lower_bound(lane.markers.cbegin(), lane.markers.cend(), m_viewFromMs,
                         [](const Marker& marker, qint64 ms) { return marker.atMs < ms; });
    lastPx = -1;
    for (auto it = firstMarker; it != lane.markers.cend() && it->atMs <= m_viewToMs; ++it) {
        const Marker& marker = *it;
        const double x = std::floor(xOf(marker.atMs));
        if (x <= lastPx)
            continue; // markers of one pixel: the hover lists the nearest
        lastPx = x;
        painter.setBrush(QColor(timeline::style::markerColour(marker.kind)));
        const QPointF triangle[] = {{x, double(top + 8)},
                                    {x - kMarkerSize, double(top + 1)},
                                    {x + kMarkerSize, double(top + 1)}};
        painter.drawPolygon(triangle, 3);
    }
}

TimelineView::Hit TimelineView::hitAt(const QPoint& point) const {
    Hit hit;
    if (point.y() < kAxisHeight)
        return hit;
    const int lane = (point.y() - kAxisHeight + verticalScrollBar()->value()) / kLaneHeight;
    if (lane < 0 || lane >= m_timeline.lanes.size())
        return hit;
    const Lane& row = m_timeline.lanes[lane];
    hit.lane = lane;
    hit.key = row.key;
    if (point.x() < kLabelWidth) {
        hit.text = tr("%1: %Ln reads in the range", nullptr, row.reads).arg(row.key);
        return hit;
    }
    const qint64 ms = msAt(point.x());
    const qint64 pixelMs = std::max<qint64>(1, msAt(point.x() + 1) - ms);
    // The nearest marker within its drawn size.
    const Marker* nearest = nullptr;
    for (const Marker& marker : row.markers) {
        const qint64 distance = std::abs(marker.atMs - ms);
        if (distance <= kMarkerSize * pixelMs &&
            (!nearest || distance < std::abs(nearest->atMs - ms)))
            nearest = &marker;
    }
    if (nearest) {
        hit.text = QStringLiteral("%1 %2 UTC: %3")
                       .arg(timeline::markerKindName(nearest->kind),
                            clockText(nearest->atMs, QStringLiteral("HH:mm:ss")), nearest->text);
        return hit;
    }
    const auto bar = firstVisible(row.bars, ms - pixelMs);
    if (bar != row.bars.cend() && bar->startMs <= ms + pixelMs) {
        hit.bar = *bar;
        hit.text = barTip(row.key, *bar);
        return hit;
    }
    const auto unknown = firstVisible(row.unknown, ms);
    if (unknown != row.unknown.cend() && unknown->startMs <= ms)
        hit.text = tr("%1: not seen %2 – %3 UTC (no read covers this)")
                       .arg(row.key, clockText(unknown->startMs, QStringLiteral("HH:mm:ss")),
                            clockText(unknown->endMs, QStringLiteral("HH:mm:ss")));
    return hit;
}

bool TimelineView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Hit hit = hitAt(help->pos());
        if (hit.text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), hit.text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void TimelineView::wheelEvent(QWheelEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    zoomBy(std::pow(0.8, steps), msAt(event->position().x()));
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        m_dragFrom = event->pos();
        m_dragViewFromMs = m_viewFromMs;
        m_dragged = false;
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void TimelineView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_dragFrom)
        return;
    const int dx = event->pos().x() - m_dragFrom->x();
    m_dragged = m_dragged || std::abs(dx) >= kDragThresholdPx;
    if (!m_dragged)
        return;
    const qint64 span = m_viewToMs - m_viewFromMs;
    const double plot = std::max(1, viewport()->width() - kLabelWidth);
    const auto shift = qint64(double(dx) / plot * double(span));
    m_showingWhole = false;
    m_viewFromMs = m_dragViewFromMs - shift;
    m_viewToMs = m_viewFromMs + span;
    viewport()->update();
    Q_EMIT visibleRangeChanged(m_viewFromMs, m_viewToMs);
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event) {
    const bool clicked = m_dragFrom && !m_dragged && event->button() == Qt::LeftButton;
    m_dragFrom.reset();
    if (!clicked)
        return;
    const Hit hit = hitAt(event->pos());
    if (hit.lane < 0)
        return;
    setCurrentLane(hit.lane);
    if (hit.bar || event->pos().x() < kLabelWidth)
        Q_EMIT keyActivated(hit.key);
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(0.5);
        return;
    case Qt::Key_Minus:
        zoomBy(2.0);
        return;
    case Qt::Key_Left:
        panBy(-0.25);
        return;
    case Qt::Key_Right:
        panBy(0.25);
        return;
    case Qt::Key_Home:
        showWholeRange();
        return;
    case Qt::Key_Up:
        setCurrentLane(m_currentLane - 1);
        return;
    case Qt::Key_Down:
        setCurrentLane(m_currentLane + 1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_currentLane < m_timeline.lanes.size())
            Q_EMIT keyActivated(m_timeline.lanes[m_currentLane].key);
        return;
    default:
        QAbstractScrollArea::keyPressEvent(event);
    }
}

} // namespace volcano::ui
