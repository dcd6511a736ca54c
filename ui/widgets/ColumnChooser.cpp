// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ColumnChooser.h"

#include <QAction>
#include <QHeaderView>
#include <QTableView>

namespace volcano::ui {

ColumnChooser* ColumnChooser::attach(QTableView* table, const QList<int>& alwaysShown) {
    return new ColumnChooser(table, alwaysShown);
}

ColumnChooser::ColumnChooser(QTableView* table, const QList<int>& alwaysShown)
    : QObject(table->horizontalHeader()) {
    QHeaderView* header = table->horizontalHeader();
    header->setContextMenuPolicy(Qt::ActionsContextMenu);
    const int columns = table->model() ? table->model()->columnCount() : 0;
    for (int column = 0; column < columns; ++column) {
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        auto* show = new QAction(tr("Show “%1”").arg(title), header);
        show->setObjectName(QStringLiteral("showColumn%1").arg(column));
        show->setCheckable(true);
        show->setChecked(!table->isColumnHidden(column));
        show->setEnabled(!alwaysShown.contains(column));
        connect(show, &QAction::toggled, table,
                [table, column](bool on) { table->setColumnHidden(column, !on); });
        header->addAction(show);
    }
}

} // namespace volcano::ui
