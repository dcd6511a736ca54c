// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/CapacityPlan.h"

#include "ui/widgets/ConsoleChartView.h"

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace volcano::ui {

// Maximum holders against TTL for the planner's other inputs, with the current plan as a
// point: its TTL and the holders it asks for (orange when they fit, red when not). Both axes
// are logarithmic: holders grow in proportion to the TTL, so the curve is a straight line
// and short TTLs stay readable beside long ones. Zero holders cannot sit on a log axis and
// are left out (the planner's text says 0).
class CapacityChartView : public ConsoleChartView {
    Q_OBJECT
public:
    explicit CapacityChartView(QWidget* parent = nullptr);

    void setPlan(const CapacityPlan& plan, const QList<CapacityPoint>& series);

    QLineSeries* maxHoldersSeries() const { return m_maxHolders; }
    QScatterSeries* currentPoint() const { return m_current; }

protected:
    void applySeriesColours() override;

private:
    QLineSeries* m_maxHolders;
    QScatterSeries* m_current;
    bool m_fits = true;
    QLogValueAxis* m_ttlAxis;
    QLogValueAxis* m_holdersAxis;
};

} // namespace volcano::ui
