// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ConsoleChartView.h"
#include "ui/widgets/Theme.h"

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
}

} // namespace volcano::ui
