// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/FencingChartView.h"
#include "console/TimeText.h"
#include "ui/widgets/Theme.h"

#include <QChart>
#include <QDateTimeAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace volcano::ui {

namespace {

constexpr qint64 kMinimumSpanMs = 60 * 1000;

// 1, 2 or 5 times a power of ten, at least 1 and at least raw.
qreal niceStep(qreal raw) {
    if (raw <= 1.0)
        return 1.0;
    const qreal magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const qreal factor : {1.0, 2.0, 5.0}) {
        if (factor * magnitude >= raw)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

} // namespace

FencingChartView::FencingChartView(QWidget* parent)
    : ConsoleChartView(QSize(0, 220), parent)
    , m_timeAxis(new QDateTimeAxis)
    , m_rankAxis(new QValueAxis) {
    QChart* chart = this->chart();
    m_timeAxis->setFormat(timetext::secondsFormat());
    m_timeAxis->setTickCount(5);
    m_rankAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_rankAxis->setTitleText(tr("holder"));
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(font().pointSizeF());
    titleFont.setBold(false);
    chart->setTitleFont(titleFont);
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_rankAxis, Qt::AlignLeft);
    periodSeries(0);
    using MarkerShape = QScatterSeries::MarkerShape;
    addMarkers(TokenEvent::Acquired, EndCause::Unknown, tr("acquired"),
               MarkerShape::MarkerShapeCircle, 9);
    addMarkers(TokenEvent::Handover, EndCause::Released, tr("handover"),
               MarkerShape::MarkerShapeCircle, 10);
    addMarkers(TokenEvent::Handover, EndCause::Expired, tr("takeover after expiry"),
               MarkerShape::MarkerShapeRotatedRectangle, 12);
    addMarkers(TokenEvent::Freed, EndCause::Unknown, tr("freed"), MarkerShape::MarkerShapeRectangle,
               9);
    addMarkers(TokenEvent::Freed, EndCause::ForceReleased, tr("force release"),
               MarkerShape::MarkerShapeRectangle, 11);
    addMarkers(TokenEvent::Anomaly, EndCause::Unknown, tr("anomaly"),
               MarkerShape::MarkerShapeTriangle, 13);
    applyTheme();
}

// Each kind of marker in the colour of what it says: a new holder blue, a handover amber, a
// takeover after expiry purple, freed green, a force release the stale brown, an anomaly red.
QColor FencingChartView::markerColour(TokenEvent event, EndCause cause) {
    switch (event) {
    case TokenEvent::FirstSeen:
    case TokenEvent::Acquired:
        return Theme::tone(Theme::Tone::Info);
    case TokenEvent::Handover:
        return Theme::tone(cause == EndCause::Expired ? Theme::Tone::Accent : Theme::Tone::Warning);
    case TokenEvent::Freed:
        return cause == EndCause::ForceReleased ? Theme::stateColor(LiveState::Stale)
                                                : Theme::tone(Theme::Tone::Success);
    case TokenEvent::Anomaly:
        break;
    }
    return Theme::tone(Theme::Tone::Error);
}

void FencingChartView::applySeriesColours() {
    for (const Markers& markers : std::as_const(m_markers)) {
        const QColor color = markerColour(markers.event, markers.cause);
        markers.series->setColor(color);
        markers.series->setBorderColor(color.darker(130));
    }
    for (QLineSeries* series : std::as_const(m_periods))
        series->setPen(periodPen());
}

QPen FencingChartView::periodPen() {
    QPen pen(Theme::tone(Theme::Tone::Muted));
    pen.setWidthF(2.0);
    return pen;
}

void FencingChartView::addMarkers(TokenEvent event, EndCause cause, const QString& name,
                                  QScatterSeries::MarkerShape shape, qreal size) {
    auto* series = new QScatterSeries;
    series->setName(name);
    series->setMarkerShape(shape);
    series->setMarkerSize(size);
    chart()->addSeries(series);
    series->attachAxis(m_timeAxis);
    series->attachAxis(m_rankAxis);
    m_markers.append({event, cause, series});
}

QLineSeries* FencingChartView::periodSeries(int index) {
    while (m_periods.size() <= index) {
        auto* series = new QLineSeries;
        series->setName(tr("held"));
        series->setPen(periodPen());
        chart()->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_rankAxis);
        // One legend entry for all held periods.
        if (!m_periods.isEmpty()) {
            for (QLegendMarker* marker : chart()->legend()->markers(series))
                marker->setVisible(false);
        }
        m_periods.append(series);
    }
    return m_periods[index];
}

QScatterSeries* FencingChartView::markersFor(const TokenObservation& observation) const {
    // Handovers with an unknown cause count as plain handovers; frees that were not this
    // console's force release as plain frees.
    EndCause cause = observation.cause;
    if (observation.event == TokenEvent::Handover && cause != EndCause::Expired)
        cause = EndCause::Released;
    if (observation.event == TokenEvent::Freed && cause != EndCause::ForceReleased)
        cause = EndCause::Unknown;
    for (const Markers& markers : m_markers) {
        if (markers.event == observation.event && markers.cause == cause)
            return markers.series;
    }
    return nullptr;
}

void FencingChartView::setObservations(const QList<TokenObservation>& observations,
                                       const QDateTime& now) {
    m_ranks.clear();
    for (const TokenObservation& observation : observations)
        m_ranks.insert(observation.token, 0);
    int rank = 0;
    for (auto it = m_ranks.begin(); it != m_ranks.end(); ++it)
        it.value() = ++rank;
    for (const Markers& markers : std::as_const(m_markers))
        markers.series->clear();

    QList<QList<QPointF>> periods;
    bool open = false;
    for (const TokenObservation& observation : observations) {
        const QPointF point(qreal(observation.observedAt.toMSecsSinceEpoch()),
                            qreal(rankOf(observation.token)));
        if (QScatterSeries* markers = markersFor(observation))
            markers->append(point);
        if (observation.event == TokenEvent::Freed) {
            // The holder's line runs up to the read that saw it free, then a gap.
            if (open)
                periods.last().append(QPointF(point.x(), periods.last().last().y()));
            open = false;
            continue;
        }
        if (!open)
            periods.append(QList<QPointF>());
        else
            periods.last().append(QPointF(point.x(), periods.last().last().y()));
        periods.last().append(point);
        open = true;
    }
    if (open && now.isValid() && qreal(now.toMSecsSinceEpoch()) > periods.last().last().x())
        periods.last().append(QPointF(qreal(now.toMSecsSinceEpoch()), periods.last().last().y()));
    plotPeriods(periods);
    chart()->setTitle(m_ranks.isEmpty() ? tr("No fencing token seen yet")
                                        : tr("Holders in fencing-token order"));
    // Only what the chart shows gets a legend entry: seven at once would not fit, and a
    // hidden legend marker still takes its share of the width.
    for (const Markers& markers : std::as_const(m_markers)) {
        const bool shown = chart()->series().contains(markers.series);
        if (markers.series->count() > 0 && !shown) {
            chart()->addSeries(markers.series);
            markers.series->attachAxis(m_timeAxis);
            markers.series->attachAxis(m_rankAxis);
        } else if (markers.series->count() == 0 && shown) {
            chart()->removeSeries(markers.series); // ownership comes back: keep it parented
            markers.series->setParent(this);
        }
    }
    fitAxes(periods, now);
}

void FencingChartView::plotPeriods(const QList<QList<QPointF>>& periods) {
    for (int index = 0; index < std::max(int(periods.size()), int(m_periods.size())); ++index) {
        if (index < periods.size())
            periodSeries(index)->replace(periods[index]);
        else
            m_periods[index]->clear();
    }
}

QList<QList<QPointF>> FencingChartView::heldPeriods() const {
    QList<QList<QPointF>> periods;
    for (const QLineSeries* series : m_periods) {
        if (series->count() > 0)
            periods.append(series->points());
    }
    return periods;
}

int FencingChartView::rankOf(FencingToken token) const {
    return m_ranks.value(token, 0);
}

int FencingChartView::markerCount(TokenEvent event, EndCause cause) const {
    int count = 0;
    for (const Markers& markers : m_markers) {
        if (markers.event == event && (cause == EndCause::Unknown || markers.cause == cause))
            count += markers.series->count();
    }
    return count;
}

QList<QPair<QString, QColor>> FencingChartView::legendEntries() const {
    QList<QPair<QString, QColor>> entries{{m_periods.first()->name(), m_periods.first()->color()}};
    for (const Markers& markers : m_markers)
        entries.append({markers.series->name(), markers.series->color()});
    return entries;
}

void FencingChartView::fitAxes(const QList<QList<QPointF>>& periods, const QDateTime& now) {
    qint64 endMs = now.isValid() ? now.toMSecsSinceEpoch() : 0;
    qint64 startMs = endMs - kMinimumSpanMs;
    for (const QList<QPointF>& period : periods) {
        startMs = std::min(startMs, qint64(period.first().x()));
        endMs = std::max(endMs, qint64(period.last().x()));
    }
    // Ranks are whole numbers: ticks on whole multiples of a 1-2-5 step, so no label repeats.
    const qreal high = std::max<qreal>(1, qreal(m_ranks.size()));
    const qreal step = niceStep(high / 5.0);
    const qreal top = std::ceil(high / step) * step + step;
    m_rankAxis->setTickType(QValueAxis::TicksFixed);
    m_rankAxis->setRange(0, top);
    m_rankAxis->setTickCount(int(std::lround(top / step)) + 1);
    m_timeAxis->setRange(QDateTime::fromMSecsSinceEpoch(startMs),
                         QDateTime::fromMSecsSinceEpoch(endMs));
}

} // namespace volcano::ui
