// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/quota/CapacityChartView.h"
#include "ui/widgets/Theme.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace volcano::ui {

namespace {

// The plan's point stands apart from the blue line: purple when it fits, red when over.
QColor planColour(bool fits) {
    return Theme::tone(fits ? Theme::Tone::Accent : Theme::Tone::Error);
}

// The next power of ten at or above value (at least 10).
qreal decadeAbove(qreal value) {
    return std::max(10.0, std::pow(10.0, std::ceil(std::log10(std::max(value, 1.0)))));
}

} // namespace

CapacityChartView::CapacityChartView(QWidget* parent)
    : ConsoleChartView(kMinimumChartSize, parent)
    , m_maxHolders(new QLineSeries)
    , m_current(new QScatterSeries)
    , m_ttlAxis(new QLogValueAxis)
    , m_holdersAxis(new QLogValueAxis) {
    QChart* chart = this->chart();

    m_maxHolders->setName(tr("max holders"));
    m_maxHolders->setPointsVisible(true);
    chart->addSeries(m_maxHolders);
    m_current->setName(tr("this plan"));
    m_current->setMarkerSize(13);
    chart->addSeries(m_current);

    m_ttlAxis->setBase(10);
    m_ttlAxis->setLabelFormat(QStringLiteral("%g"));
    m_ttlAxis->setTitleText(tr("TTL (s)"));
    m_ttlAxis->setMinorTickCount(8);
    m_holdersAxis->setBase(10);
    m_holdersAxis->setLabelFormat(QStringLiteral("%g"));
    m_holdersAxis->setMinorTickCount(8);
    m_holdersAxis->setTitleText(tr("holders"));
    chart->addAxis(m_ttlAxis, Qt::AlignBottom);
    chart->addAxis(m_holdersAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(m_ttlAxis);
        series->attachAxis(m_holdersAxis);
    }
    applyTheme();
}

void CapacityChartView::applySeriesColours() {
    QPen pen(Theme::tone(Theme::Tone::Info));
    pen.setWidthF(2.0);
    m_maxHolders->setPen(pen);
    const QColor color = planColour(m_fits);
    m_current->setColor(color);
    m_current->setBorderColor(color);
}

void CapacityChartView::setPlan(const CapacityPlan& plan, const QList<CapacityPoint>& series) {
    QList<QPointF> points;
    qreal highest = std::max(plan.inputs.holders, 1);
    qreal shortest = plan.inputs.ttlSeconds;
    qreal longest = plan.inputs.ttlSeconds;
    for (const CapacityPoint& point : series) {
        if (point.maxHolders > 0)
            points.append(QPointF(point.ttlSeconds, point.maxHolders));
        highest = std::max<qreal>(highest, point.maxHolders);
        shortest = std::min<qreal>(shortest, point.ttlSeconds);
        longest = std::max<qreal>(longest, point.ttlSeconds);
    }
    m_maxHolders->replace(points);
    if (plan.inputs.holders > 0)
        m_current->replace({QPointF(plan.inputs.ttlSeconds, plan.inputs.holders)});
    else
        m_current->clear();
    m_fits = plan.fits;
    applySeriesColours();
    m_current->setName(plan.fits ? tr("this plan (fits)") : tr("this plan (over budget)"));
    m_ttlAxis->setRange(std::max<qreal>(1, shortest * 0.8), longest * 1.25);
    m_holdersAxis->setRange(1, decadeAbove(highest * 1.05));
}

} // namespace volcano::ui
