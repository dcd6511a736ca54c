// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/QuotaMinute.h"
#include "protocol/LockTypes.h"

#include "ui/widgets/ConsoleChartView.h"
#include <QList>

class QBarSet;
class QCategoryAxis;
class QLineSeries;
class QScatterSeries;
class QStackedBarSeries;
class QValueAxis;

namespace volcano::ui {

// The last 60 fixed UTC minutes of quota use: the console's own requests as stacked bars by
// kind (read, acquire, renew, release, force release), the project-wide use as a line where
// the server said it (RateLimit-*), the limit as a dashed red line, and a red triangle on
// every minute that had a 429. Minutes run left (oldest) to right (the current one).
class QuotaChartView : public ConsoleChartView {
    Q_OBJECT
public:
    explicit QuotaChartView(QWidget* parent = nullptr);

    void setMinutes(const QList<QuotaMinute>& minutes, int limit);

    QBarSet* barSet(Operation operation) const;
    QLineSeries* projectSeries() const { return m_project; }
    QLineSeries* limitSeries() const { return m_limit; }
    QScatterSeries* rateLimitSeries() const { return m_rateLimited; }
    QValueAxis* countAxis() const { return m_countAxis; }

protected:
    void applySeriesColours() override;

private:
    void addBarSets();
    void setTimeLabels(const QList<QuotaMinute>& minutes);

    QStackedBarSeries* m_bars;
    QList<QBarSet*> m_sets; // indexed by Operation
    QLineSeries* m_project;
    QLineSeries* m_limit;
    QScatterSeries* m_rateLimited;
    QCategoryAxis* m_timeAxis;
    QValueAxis* m_countAxis;
};

} // namespace volcano::ui
