// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ConsoleChartView.h"

#include <QChart>
#include <QLegend>

namespace volcano::ui {

ConsoleChartView::ConsoleChartView(QSize minimumSize, QWidget* parent)
    : QChartView(new QChart, parent) {
    QChart* chart = this->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(QFont(font().family(), font().pointSize() - 1));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(minimumSize);
}

} // namespace volcano::ui
