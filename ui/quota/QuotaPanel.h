// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

namespace volcano {
class QuotaMeter;
}

namespace volcano::ui {

class QuotaChartView;

// Where the project's 600-requests-a-minute quota goes: a live gauge for the current fixed
// UTC minute (the project's use when the server reports it, else the console's own
// requests; seconds until the window resets; a 429 block) above the 60-minute chart.
class QuotaPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kTickMs = 1000;

    explicit QuotaPanel(QuotaMeter& meter, QWidget* parent = nullptr);

    QuotaChartView* chart() const { return m_chart; }
    QProgressBar* gauge() const { return m_gauge; }
    QString gaugeText() const;
    // Re-reads the meter now (also done every kTickMs and after each request).
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refreshGauge();
    void onTick();

    QuotaMeter& m_meter;
    QProgressBar* m_gauge;
    QLabel* m_gaugeLabel;
    QLabel* m_breakdown;
    QuotaChartView* m_chart;
};

} // namespace volcano::ui
