// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/CapacityPlan.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace volcano::ui {

class CapacityChartView;

// "How many holders can we run at TTL 30?": the inputs of CapacityPlanner (TTL, renew
// fraction, holders, contenders and their retry interval, the console's polling budget,
// headroom), the requests a minute by kind against the limit, the maximum holders, the
// worst-case takeover delay after a crash, and the max-holders-against-TTL chart with the
// current plan as a point. Recomputes on every change; pure arithmetic, no requests.
class CapacityPlannerView : public QWidget {
    Q_OBJECT
public:
    explicit CapacityPlannerView(QWidget* parent = nullptr);

    void setInputs(const CapacityInputs& inputs);
    CapacityInputs inputs() const;
    const CapacityPlan& plan() const { return m_plan; }
    // The console's polling budget follows the toolbar's unless the user changed it here.
    void setPollingBudget(int readsPerMinute);

    QSpinBox* ttlBox() const { return m_ttl; }
    QSpinBox* renewPercentBox() const { return m_renewPercent; }
    QSpinBox* holdersBox() const { return m_holders; }
    QSpinBox* contendersBox() const { return m_contenders; }
    QDoubleSpinBox* retryBox() const { return m_retry; }
    QSpinBox* pollingBox() const { return m_polling; }
    QSpinBox* headroomBox() const { return m_headroom; }
    CapacityChartView* chart() const { return m_chart; }
    // The outputs as the user reads them (for tests and copying).
    QString resultText() const;
    QString verdictText() const;

Q_SIGNALS:
    void planChanged(const volcano::CapacityPlan& plan);

private:
    QWidget* buildInputs();
    QWidget* buildOutputs();
    void recompute();
    void showPlan();
    QLabel* outputLabel();

    QSpinBox* m_ttl;
    QSpinBox* m_renewPercent;
    QSpinBox* m_holders;
    QSpinBox* m_contenders;
    QDoubleSpinBox* m_retry;
    QSpinBox* m_polling;
    QSpinBox* m_headroom;
    QLabel* m_renewals;
    QLabel* m_contenderAcquires;
    QLabel* m_pollingOut;
    QLabel* m_total;
    QLabel* m_maxHolders;
    QLabel* m_table;
    QLabel* m_takeover;
    QLabel* m_verdict;
    CapacityChartView* m_chart;
    CapacityPlan m_plan;
    bool m_pollingEdited = false;
};

} // namespace volcano::ui
