// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchSortFilterProxy.h"

#include <QStringView>

#include <algorithm>
#include <utility>

namespace volcano::ui {

WatchSortFilterProxy::WatchSortFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(WatchTableModel::SortRole);
    setDynamicSortFilter(true);
}

void WatchSortFilterProxy::setSourceModel(QAbstractItemModel* model) {
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    forgetSortValues();
    m_watchModel = qobject_cast<WatchTableModel*>(model);
    if (model) {
        // Connected before the base class connects its own handlers, so the cached values
        // are current when it re-sorts in response to the same signal.
        connect(model, &QAbstractItemModel::dataChanged, this,
                &WatchSortFilterProxy::onSourceDataChanged);
        connect(model, &QAbstractItemModel::rowsInserted, this,
                &WatchSortFilterProxy::forgetSortValues);
        connect(model, &QAbstractItemModel::rowsRemoved, this,
                &WatchSortFilterProxy::forgetSortValues);
        connect(model, &QAbstractItemModel::rowsMoved, this,
                &WatchSortFilterProxy::forgetSortValues);
        connect(model, &QAbstractItemModel::modelReset, this,
                &WatchSortFilterProxy::forgetSortValues);
        connect(model, &QAbstractItemModel::layoutChanged, this,
                &WatchSortFilterProxy::forgetSortValues);
    }
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
    const int leftRow = left.row();
    const int rightRow = right.row();
    const int column = left.column();
    if (column != WatchTableModel::KeyColumn) {
        // Exact, typed values (fencing tokens as quint64), never a QVariant per comparison.
        ensureNumbers(column);
        const WatchTableModel::SortNumber& a = m_numbers[size_t(leftRow)];
        const WatchTableModel::SortNumber& b = m_numbers[size_t(rightRow)];
        if (a.present != b.present)
            return b.present;
        if (a.value != b.value)
            return a.value < b.value;
    }
    ensureKeyRanks();
    return m_keyRank[size_t(leftRow)] < m_keyRank[size_t(rightRow)];
}

bool WatchSortFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!m_watchModel || sourceParent.isValid())
        return true;
    if (!m_keyFilter.isEmpty() &&
        !m_watchModel->keyAt(sourceRow).contains(m_keyFilter, Qt::CaseInsensitive))
        return false;
    return m_watchModel->rowMatches(sourceRow, m_rowFilter);
}

void WatchSortFilterProxy::forgetSortValues() {
    m_keyRank.clear();
    m_numbers.clear();
    m_numbersColumn = -1;
}

void WatchSortFilterProxy::onSourceDataChanged(const QModelIndex& topLeft,
                                               const QModelIndex& bottomRight) {
    if (m_numbersColumn < topLeft.column() || m_numbersColumn > bottomRight.column())
        return;
    if (m_numbers.size() != size_t(m_watchModel->rowCount())) {
        forgetSortValues();
        return;
    }
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
        m_numbers[size_t(row)] = m_watchModel->sortNumber(row, m_numbersColumn);
}

void WatchSortFilterProxy::ensureKeyRanks() const {
    const auto rows = size_t(m_watchModel->rowCount());
    if (m_keyRank.size() == rows)
        return;
    // Sorted as views side by side, so the comparisons read the keys, not the rows.
    std::vector<std::pair<QStringView, int>> keys(rows);
    for (size_t row = 0; row < rows; ++row)
        keys[row] = {m_watchModel->sortText(int(row)), int(row)};
    std::sort(keys.begin(), keys.end(), [](const auto& a, const auto& b) {
        const int order = a.first.compare(b.first);
        return order != 0 ? order < 0 : a.second < b.second;
    });
    m_keyRank.assign(rows, 0);
    int rank = 0;
    for (size_t i = 0; i < rows; ++i) {
        if (i > 0 && keys[i].first.compare(keys[i - 1].first) != 0)
            rank = int(i);
        m_keyRank[size_t(keys[i].second)] = rank;
    }
}

void WatchSortFilterProxy::ensureNumbers(int column) const {
    const auto rows = size_t(m_watchModel->rowCount());
    if (m_numbersColumn == column && m_numbers.size() == rows)
        return;
    m_numbers.resize(rows);
    for (size_t row = 0; row < rows; ++row)
        m_numbers[row] = m_watchModel->sortNumber(int(row), column);
    m_numbersColumn = column;
}

} // namespace volcano::ui
