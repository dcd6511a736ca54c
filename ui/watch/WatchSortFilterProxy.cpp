// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchSortFilterProxy.h"

#include "ui/watch/WatchTableModel.h"

namespace volcano::ui {

WatchSortFilterProxy::WatchSortFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(WatchTableModel::SortRole);
    setDynamicSortFilter(true);
}

void WatchSortFilterProxy::setSourceModel(QAbstractItemModel* model) {
    m_watchModel = qobject_cast<WatchTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void WatchSortFilterProxy::setKeyFilter(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_keyFilter)
        return;
    m_keyFilter = trimmed;
    invalidateRowsFilter();
}

void WatchSortFilterProxy::setRowFilter(WatchTableModel::RowFilter filter) {
    if (filter == m_rowFilter)
        return;
    m_rowFilter = filter;
    invalidateRowsFilter();
}

bool WatchSortFilterProxy::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    if (!m_watchModel)
        return QSortFilterProxyModel::lessThan(left, right);
    // Typed comparison straight on the rows: no QVariant per comparison, exact tokens.
    const int order = m_watchModel->compare(left.row(), right.row(), left.column());
    if (order != 0)
        return order < 0;
    return m_watchModel->compare(left.row(), right.row(), WatchTableModel::KeyColumn) < 0;
}

bool WatchSortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!m_watchModel || sourceParent.isValid())
        return true;
    if (!m_keyFilter.isEmpty() &&
        !m_watchModel->keyAt(sourceRow).contains(m_keyFilter, Qt::CaseInsensitive))
        return false;
    return m_watchModel->rowMatches(sourceRow, m_rowFilter);
}

} // namespace volcano::ui
