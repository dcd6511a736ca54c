// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchTableView.h"

#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/ColoredTextDelegate.h"

#include <QHeaderView>

namespace volcano::ui {

WatchTableView::WatchTableView(Watchlist& watchlist, LockWatcher& watcher, QWidget* parent)
    : QTableView(parent)
    , m_model(new WatchTableModel(watchlist, watcher, this))
    , m_proxy(new WatchSortFilterProxy(this)) {
    setObjectName(QStringLiteral("watchTable"));
    m_model->setObjectName(QStringLiteral("watchModel"));
    m_proxy->setObjectName(QStringLiteral("watchProxy"));
    m_proxy->setSourceModel(m_model);
    setModel(m_proxy);
    setItemDelegate(new ColoredTextDelegate(this));
    setSortingEnabled(true);
    sortByColumn(WatchTableModel::KeyColumn, Qt::AscendingOrder);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setShowGrid(false);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    setUpColumns();
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WatchTableView::keySelectionChanged);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &WatchTableView::keySelectionChanged);
}

void WatchTableView::selectKey(const QString& key) {
    const int sourceRow = m_model->rowOf(key);
    if (sourceRow < 0) {
        clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
    scrollTo(index);
}

void WatchTableView::selectFirstIfNone() {
    if (selectionModel()->selectedRows().isEmpty() && m_proxy->rowCount() > 0)
        selectRow(0);
}

QStringList WatchTableView::selectedKeys() const {
    QStringList keys;
    for (const QModelIndex& index : selectionModel()->selectedRows())
        keys << index.data(WatchTableModel::KeyRole).toString();
    return keys;
}

QString WatchTableView::currentKey() const {
    const QModelIndex current = selectionModel()->currentIndex();
    return current.isValid() ? current.data(WatchTableModel::KeyRole).toString() : QString();
}

void WatchTableView::setKeyFilter(const QString& text) {
    const QString before = m_proxy->keyFilter();
    m_proxy->setKeyFilter(text);
    if (m_proxy->keyFilter() != before)
        Q_EMIT keyFilterChanged();
}

QStringList WatchTableView::filteredKeys() const {
    QStringList keys;
    if (m_proxy->keyFilter().isEmpty())
        return keys;
    const int rows = m_proxy->rowCount();
    keys.reserve(rows);
    for (int row = 0; row < rows; ++row)
        keys << m_model->keyAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    return keys;
}

void WatchTableView::setUpColumns() {
    verticalHeader()->hide();
    // The window's font, which may differ from an item view's on some platforms.
    verticalHeader()->setDefaultSectionSize(window()->fontMetrics().height() + 10);
    QHeaderView* header = horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    setColumnWidth(WatchTableModel::KeyColumn, 150);
    setColumnWidth(WatchTableModel::StateColumn, 115);
    setColumnWidth(WatchTableModel::ExpiresInColumn, 90);
    setColumnWidth(WatchTableModel::FencingTokenColumn, 140);
    setColumnWidth(WatchTableModel::HolderChangesColumn, 100);
    setColumnWidth(WatchTableModel::LastChangeColumn, 90);
}

} // namespace volcano::ui
