// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/CopyTableView.h"

#include "ui/widgets/Theme.h"

#include "ui/widgets/ColoredTextDelegate.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMenu>

#include <algorithm>

namespace volcano::ui {

CopyTableView::CopyTableView(QWidget* parent)
    : QTableView(parent)
    , m_copyId(new QAction(Theme::icon(QStringLiteral(":/icons/copy.svg")), tr("Copy"), this))
    , m_copyRows(new QAction(tr("Copy Rows"), this)) {
    setItemDelegate(new ColoredTextDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setHighlightSections(false);
    setContextMenuPolicy(Qt::CustomContextMenu);

    m_copyId->setShortcut(QKeySequence::Copy);
    m_copyId->setShortcutContext(Qt::WidgetShortcut);
    addAction(m_copyId);
    m_copyRows->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyRows->setShortcutContext(Qt::WidgetShortcut);
    addAction(m_copyRows);
    connect(m_copyId, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(selectedIds()); });
    connect(m_copyRows, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(selectedRowsText()); });
    connect(this, &QWidget::customContextMenuRequested, this, &CopyTableView::showMenu);
}

void CopyTableView::setCopyRole(int role, const QString& label) {
    m_copyRole = role;
    m_copyId->setText(tr("Copy %1").arg(label));
}

QString CopyTableView::selectedIds() const {
    QStringList ids;
    for (const QModelIndex& index : selectedRowIndexes()) {
        const QString id = index.data(m_copyRole).toString();
        if (!id.isEmpty())
            ids.append(id);
    }
    return ids.join(QLatin1Char('\n'));
}

QString CopyTableView::selectedRowsText() const {
    QStringList lines;
    for (const QModelIndex& index : selectedRowIndexes()) {
        QStringList cells;
        for (int column = 0; column < model()->columnCount(); ++column) {
            if (!isColumnHidden(column))
                cells.append(index.siblingAtColumn(column).data().toString());
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n'));
}

QList<QModelIndex> CopyTableView::selectedRowIndexes() const {
    if (!selectionModel())
        return {};
    QList<QModelIndex> rows = selectionModel()->selectedRows();
    if (rows.isEmpty() && currentIndex().isValid())
        rows.append(currentIndex().siblingAtColumn(0));
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    return rows;
}

void CopyTableView::showMenu(const QPoint& position) {
    if (!indexAt(position).isValid())
        return;
    QMenu menu(this);
    menu.addAction(m_copyId);
    menu.addAction(m_copyRows);
    menu.exec(viewport()->mapToGlobal(position));
}

} // namespace volcano::ui
