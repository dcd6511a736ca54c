// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ConsoleChartView.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/ThemeNotifier.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace volcano::ui {

ConsoleChartView::ConsoleChartView(QSize minimumSize, QWidget* parent)
    : QChartView(new QChart, parent) {
    QChart* chart = this->chart();
    // Before any series: a theme set later would repaint the series in its own colours.
    chart->setTheme(Theme::isDark() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // A plain background (the themes' gradients) that the series' contrast is measured on.
    chart->setBackgroundBrush(Theme::palette(Theme::isDark()).color(QPalette::Base));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(QFont(font().family(), font().pointSize() - 1));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(minimumSize);
    connect(&ThemeNotifier::instance(), &ThemeNotifier::changed, this,
            &ConsoleChartView::applyTheme);
}

// Set here rather than by QChart::setTheme(), which would also reset the series' pens and
// every font the charts chose.
void ConsoleChartView::applyTheme() {
    const QPalette palette = Theme::palette(Theme::isDark());
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Mid);
    QChart* chart = this->chart();
    // A plain background (the themes' gradients) that the series' contrast is measured on.
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid.lighter(Theme::isDark() ? 80 : 125));
        axis->setMinorGridLineColor(grid.lighter(Theme::isDark() ? 60 : 140));
    }
    applySeriesColours();
}

} // namespace volcano::ui
