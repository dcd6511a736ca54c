// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ColumnWidths.h"

#include <QHeaderView>
#include <QTableView>

namespace volcano::ui::columns {

namespace {

constexpr int kHeaderMargins = 16;
constexpr int kSortIndicator = 16;

} // namespace

// The text and the header's margins; room for the sort arrow only where it is shown (the
// style's sectionSizeHint() keeps that room on every column, which costs the table a scroll
// bar at 1280 pixels for nothing).
void atLeastHeaders(QTableView* table) {
    const QHeaderView* header = table->horizontalHeader();
    const QFontMetrics metrics(header->font());
    for (int column = 0; column < header->count(); ++column) {
        const QString text = header->model()->headerData(column, Qt::Horizontal).toString();
        int needed = metrics.horizontalAdvance(text) + kHeaderMargins;
        if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column)
            needed += kSortIndicator;
        if (table->columnWidth(column) < needed)
            table->setColumnWidth(column, needed);
    }
}

} // namespace volcano::ui::columns
