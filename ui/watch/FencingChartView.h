// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TokenObservation.h"

#include "ui/widgets/ConsoleChartView.h"
#include <QList>
#include <QPointF>
#include <QScatterSeries>

class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace volcano::ui {

// A step chart of a key's fencing-token progression. Tokens exceed 2^52, where a double
// can no longer tell neighbours apart, so the chart plots each token relative to the first
// token seen (exact while the spread stays below 2^53) and names that base on the axis.
// Handovers, acquisitions, frees and anomalies (a token going backwards) get markers.
class FencingChartView : public ConsoleChartView {
    Q_OBJECT
public:
    explicit FencingChartView(QWidget* parent = nullptr);

    // Oldest first. now extends the last step to the present.
    void setObservations(const QList<TokenObservation>& observations, const QDateTime& now);

    std::optional<FencingToken> baseToken() const { return m_base; }
    // token - base, exactly, as the chart plots it.
    static double offsetFrom(FencingToken base, FencingToken token);
    QList<QPointF> stepPoints() const;
    int handoverMarkers() const;
    int anomalyMarkers() const;

private:
    void addMarker(QScatterSeries* series, const TokenObservation& observation);
    void fitAxes(const QList<QPointF>& points, const QDateTime& now);
    QScatterSeries* makeMarkers(const QString& name, const QColor& color,
                                QScatterSeries::MarkerShape shape, qreal size);

    QLineSeries* m_steps;
    QScatterSeries* m_handovers;
    QScatterSeries* m_acquired;
    QScatterSeries* m_freed;
    QScatterSeries* m_anomalies;
    QDateTimeAxis* m_timeAxis;
    QValueAxis* m_tokenAxis;
    std::optional<FencingToken> m_base;
};

} // namespace volcano::ui
