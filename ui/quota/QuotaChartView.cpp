// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/quota/QuotaChartView.h"
#include "console/TimeText.h"
#include "ui/widgets/Theme.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace volcano::ui {

namespace {

constexpr int kLabelEveryMinutes = 10;
constexpr Operation kKinds[] = {Operation::Read, Operation::Acquire, Operation::Renew,
                                Operation::Release, Operation::ForceRelease};

QColor kindColor(Operation operation) {
    switch (operation) {
    case Operation::Read:
        return Theme::tone(Theme::Tone::Muted);
    case Operation::Acquire:
        return Theme::tone(Theme::Tone::Info);
    case Operation::Renew:
        return Theme::tone(Theme::Tone::Success);
    case Operation::Release:
        return Theme::tone(Theme::Tone::Accent);
    case Operation::ForceRelease:
        return Theme::tone(Theme::Tone::Warning);
    }
    return Theme::tone(Theme::Tone::Muted);
}

QString kindName(Operation operation) {
    switch (operation) {
    case Operation::Read:
        return QuotaChartView::tr("read");
    case Operation::Acquire:
        return QuotaChartView::tr("acquire");
    case Operation::Renew:
        return QuotaChartView::tr("renew");
    case Operation::Release:
        return QuotaChartView::tr("release");
    case Operation::ForceRelease:
        return QuotaChartView::tr("force release");
    }
    return {};
}

// A round axis top above everything shown, so the limit line is never on the frame.
qreal axisTop(qreal highest) {
    const qreal padded = highest * 1.1;
    for (const qreal step : {10.0, 50.0, 100.0, 500.0, 1000.0}) {
        if (padded <= step * 10)
            return std::max(step, std::ceil(padded / step) * step);
    }
    return std::ceil(padded / 1000.0) * 1000.0;
}

} // namespace

QuotaChartView::QuotaChartView(QWidget* parent)
    : ConsoleChartView(kMinimumChartSize, parent)
    , m_bars(new QStackedBarSeries)
    , m_project(new QLineSeries)
    , m_limit(new QLineSeries)
    , m_rateLimited(new QScatterSeries)
    , m_timeAxis(new QCategoryAxis)
    , m_countAxis(new QValueAxis) {
    QChart* chart = this->chart();

    addBarSets();
    m_bars->setBarWidth(0.8);
    chart->addSeries(m_bars);

    m_project->setName(tr("project use"));
    m_project->setPointsVisible(true);
    chart->addSeries(m_project);

    m_limit->setName(tr("limit"));
    chart->addSeries(m_limit);

    m_rateLimited->setName(tr("429"));
    m_rateLimited->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_rateLimited->setMarkerSize(12);
    chart->addSeries(m_rateLimited);

    m_timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_countAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_countAxis->setTitleText(tr("requests / min"));
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_countAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_countAxis);
    }
    setMinutes({}, 600);
    applyTheme();
}

void QuotaChartView::applySeriesColours() {
    QPen projectPen(Theme::tone(Theme::Tone::Strong));
    projectPen.setWidthF(2.0);
    m_project->setPen(projectPen);
    QPen limitPen(Theme::tone(Theme::Tone::Error));
    limitPen.setWidthF(1.5);
    limitPen.setStyle(Qt::DashLine);
    m_limit->setPen(limitPen);
    m_rateLimited->setColor(Theme::tone(Theme::Tone::Error));
    m_rateLimited->setBorderColor(Theme::tone(Theme::Tone::Error));
    for (const Operation kind : kKinds) {
        QBarSet* set = barSet(kind);
        set->setColor(kindColor(kind));
        set->setBorderColor(kindColor(kind));
    }
}

void QuotaChartView::addBarSets() {
    m_sets.resize(std::size(kKinds));
    for (const Operation kind : kKinds) {
        auto* set = new QBarSet(kindName(kind));
        m_sets[static_cast<qsizetype>(kind)] = set;
        m_bars->append(set);
    }
}

QBarSet* QuotaChartView::barSet(Operation operation) const {
    return m_sets.value(static_cast<qsizetype>(operation));
}

void QuotaChartView::setMinutes(const QList<QuotaMinute>& minutes, int limit) {
    const int count = int(minutes.size());
    qreal highest = limit;
    QList<QPointF> project;
    QList<QPointF> rateLimited;
    for (const Operation kind : kKinds) {
        QList<qreal> values;
        values.reserve(count);
        for (const QuotaMinute& minute : minutes)
            values.append(minute.sent(kind));
        QBarSet* set = barSet(kind);
        set->remove(0, set->count());
        set->append(values);
    }
    for (int index = 0; index < count; ++index) {
        const QuotaMinute& minute = minutes.at(index);
        highest = std::max<qreal>(highest, minute.sentTotal());
        if (minute.projectUsed) {
            project.append(QPointF(index, *minute.projectUsed));
            highest = std::max<qreal>(highest, *minute.projectUsed);
        }
        if (!minute.rateLimited.isEmpty())
            rateLimited.append(QPointF(index, std::max(limit, minute.projectUsed.value_or(0))));
    }
    m_project->replace(project);
    m_rateLimited->replace(rateLimited);
    const qreal right = std::max(count, 1) - 0.5;
    m_limit->replace({QPointF(-0.5, limit), QPointF(right, limit)});
    m_limit->setName(tr("limit %1").arg(limit));
    m_timeAxis->setRange(-0.5, right);
    m_countAxis->setRange(0, axisTop(highest));
    m_countAxis->applyNiceNumbers();
    setTimeLabels(minutes);
}

void QuotaChartView::setTimeLabels(const QList<QuotaMinute>& minutes) {
    for (const QString& label : m_timeAxis->categoriesLabels())
        m_timeAxis->remove(label);
    m_timeAxis->setStartValue(-0.5);
    // Counted back from "now" so the current minute always has a label; QCategoryAxis
    // wants its categories in ascending order.
    QList<int> labelled;
    const int count = int(minutes.size());
    for (int index = count - 1; index >= 0; index -= kLabelEveryMinutes)
        labelled.prepend(index);
    for (const int index : labelled) {
        const QString label = index == count - 1
                                  ? tr("now")
                                  : QLocale().toString(minutes.at(index).start.toLocalTime().time(),
                                                       timetext::minutesFormat());
        m_timeAxis->append(label, index);
    }
}

} // namespace volcano::ui
