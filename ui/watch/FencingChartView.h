// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TokenObservation.h"

#include "ui/widgets/ConsoleChartView.h"
#include <QList>
#include <QMap>
#include <QPair>
#include <QPointF>
#include <QScatterSeries>

class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace volcano::ui {

// A step chart of a key's holders over time. Fencing tokens come from one sequence per
// project, so the size of a jump between two holders of this key says only how busy other
// keys were: the chart plots each token by its rank among the tokens seen (1 = lowest), one
// step per new holder, and never suggests that distances mean anything. A period in which
// the lock was free is a gap. Markers say how each holder came and went: acquired after a
// free, a handover after a release, a takeover after the previous lease expired, freed,
// force-released by this console, and anomalies (a token going backwards).
class FencingChartView : public ConsoleChartView {
    Q_OBJECT
public:
    explicit FencingChartView(QWidget* parent = nullptr);

    // Oldest first. now extends the last held period to the present.
    void setObservations(const QList<TokenObservation>& observations, const QDateTime& now);

    // The held periods, each a step line of (time, rank) points; free periods lie between.
    QList<QList<QPointF>> heldPeriods() const;
    // Rank of a token among those plotted (1 = lowest), or 0 when not plotted.
    int rankOf(FencingToken token) const;
    int markerCount(TokenEvent event, EndCause cause = EndCause::Unknown) const;
    // The legend's series names and colours, for the accessibility of the chart and tests.
    QList<QPair<QString, QColor>> legendEntries() const;

protected:
    void applySeriesColours() override;

private:
    struct Markers {
        TokenEvent event;
        EndCause cause;
        QScatterSeries* series;
    };
    QScatterSeries* markersFor(const TokenObservation& observation) const;
    QLineSeries* periodSeries(int index);
    void plotPeriods(const QList<QList<QPointF>>& periods);
    void fitAxes(const QList<QList<QPointF>>& periods, const QDateTime& now);
    void addMarkers(TokenEvent event, EndCause cause, const QString& name,
                    QScatterSeries::MarkerShape shape, qreal size);
    static QColor markerColour(TokenEvent event, EndCause cause);
    static QPen periodPen();

    QList<QLineSeries*> m_periods;
    QList<Markers> m_markers;
    QDateTimeAxis* m_timeAxis;
    QValueAxis* m_rankAxis;
    QMap<FencingToken, int> m_ranks;
};

} // namespace volcano::ui
