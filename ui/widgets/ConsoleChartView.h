// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QChartView>

namespace volcano::ui {

// The look every chart of the console shares: its own chart (QChartView's default one would
// leak when replaced), no animation, tight margins, square corners, a small legend below,
// antialiasing; colours of the theme in use, taken again when the theme changes.
class ConsoleChartView : public QChartView {
    Q_OBJECT
public:
    // Below this a chart with axis titles, tick labels and a legend elides its labels ("…"):
    // the least a chart that fills a panel of its own gets.
    static constexpr QSize kMinimumChartSize{480, 280};

protected:
    ConsoleChartView(QSize minimumSize, QWidget* parent);

    // The chart's colours (background, axes, legend, title) and its series' for the theme in
    // use: each chart calls it at the end of its constructor, and it runs again when
    // Theme::apply() changes the theme.
    void applyTheme();
    virtual void applySeriesColours() = 0;
};

} // namespace volcano::ui
