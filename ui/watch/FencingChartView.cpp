// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/FencingChartView.h"

#include <QChart>
#include <QDateTimeAxis>
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
    , m_steps(new QLineSeries)
    , m_timeAxis(new QDateTimeAxis)
    , m_tokenAxis(new QValueAxis) {
    QChart* chart = this->chart();

    m_steps->setName(tr("fencing token"));
    QPen stepPen(QColor(0x15, 0x65, 0xc0));
    stepPen.setWidthF(2.0);
    m_steps->setPen(stepPen);
    chart->addSeries(m_steps);
    m_acquired =
        makeMarkers(tr("acquired"), QColor(0x15, 0x65, 0xc0), QScatterSeries::MarkerShapeCircle, 9);
    m_handovers = makeMarkers(tr("handover"), QColor(0xef, 0x8a, 0x00),
                              QScatterSeries::MarkerShapeCircle, 10);
    m_freed =
        makeMarkers(tr("freed"), QColor(0x2e, 0x7d, 0x32), QScatterSeries::MarkerShapeRectangle, 9);
    m_anomalies = makeMarkers(tr("anomaly"), QColor(0xc6, 0x28, 0x28),
                              QScatterSeries::MarkerShapeTriangle, 13);

    m_timeAxis->setFormat(QStringLiteral("HH:mm:ss"));
    m_timeAxis->setTickCount(5);
    m_tokenAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_tokenAxis->setTitleText(tr("Δ token"));
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(font().pointSizeF());
    titleFont.setBold(false);
    chart->setTitleFont(titleFont);
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_tokenAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_tokenAxis);
    }
}

QScatterSeries* FencingChartView::makeMarkers(const QString& name, const QColor& color,
                                              QScatterSeries::MarkerShape shape, qreal size) {
    auto* series = new QScatterSeries;
    series->setName(name);
    series->setColor(color);
    series->setBorderColor(color.darker(130));
    series->setMarkerShape(shape);
    series->setMarkerSize(size);
    chart()->addSeries(series);
    return series;
}

double FencingChartView::offsetFrom(FencingToken base, FencingToken token) {
    // Subtract in integers first: the difference is small enough for a double, the tokens
    // themselves are not.
    return token >= base ? static_cast<double>(token - base) : -static_cast<double>(base - token);
}

void FencingChartView::setObservations(const QList<TokenObservation>& observations,
                                       const QDateTime& now) {
    m_base.reset();
    QList<QPointF> steps;
    for (QScatterSeries* markers : {m_handovers, m_acquired, m_freed, m_anomalies})
        markers->clear();
    for (const TokenObservation& observation : observations) {
        if (!m_base)
            m_base = observation.token;
        const qreal x = qreal(observation.observedAt.toMSecsSinceEpoch());
        const qreal y = offsetFrom(*m_base, observation.token);
        if (!steps.isEmpty())
            steps.append(QPointF(x, steps.last().y()));
        steps.append(QPointF(x, y));
        switch (observation.event) {
        case TokenEvent::Handover:
            m_handovers->append(x, y);
            break;
        case TokenEvent::Acquired:
            m_acquired->append(x, y);
            break;
        case TokenEvent::Freed:
            m_freed->append(x, y);
            break;
        case TokenEvent::Anomaly:
            m_anomalies->append(x, y);
            break;
        case TokenEvent::FirstSeen:
            break;
        }
    }
    if (!steps.isEmpty() && now.isValid() && qreal(now.toMSecsSinceEpoch()) > steps.last().x())
        steps.append(QPointF(qreal(now.toMSecsSinceEpoch()), steps.last().y()));
    m_steps->replace(steps);
    chart()->setTitle(m_base ? tr("Fencing tokens, relative to the first seen: %1").arg(*m_base)
                             : tr("No fencing token seen yet"));
    fitAxes(steps, now);
}

QList<QPointF> FencingChartView::stepPoints() const {
    return m_steps->points();
}

int FencingChartView::handoverMarkers() const {
    return m_handovers->count();
}

int FencingChartView::anomalyMarkers() const {
    return m_anomalies->count();
}

void FencingChartView::fitAxes(const QList<QPointF>& points, const QDateTime& now) {
    qint64 endMs = now.isValid() ? now.toMSecsSinceEpoch() : 0;
    qint64 startMs = endMs - kMinimumSpanMs;
    qreal low = 0;
    qreal high = 1;
    if (!points.isEmpty()) {
        startMs = std::min(startMs, qint64(points.first().x()));
        endMs = std::max(endMs, qint64(points.last().x()));
        const auto [minIt, maxIt] =
            std::minmax_element(points.cbegin(), points.cend(),
                                [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
        low = minIt->y();
        high = maxIt->y();
    }
    // Tokens are integers: ticks on whole multiples of a 1-2-5 step, so no label repeats.
    const qreal step = niceStep((high - low) / 4.0);
    const qreal bottom = std::floor(low / step) * step - step;
    const qreal top = std::ceil(high / step) * step + step;
    m_tokenAxis->setTickType(QValueAxis::TicksFixed);
    m_tokenAxis->setRange(bottom, top);
    m_tokenAxis->setTickCount(int(std::lround((top - bottom) / step)) + 1);
    m_timeAxis->setRange(QDateTime::fromMSecsSinceEpoch(startMs),
                         QDateTime::fromMSecsSinceEpoch(endMs));
}

} // namespace volcano::ui
