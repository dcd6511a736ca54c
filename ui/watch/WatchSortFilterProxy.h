// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ui/watch/WatchTableModel.h"

#include <QSortFilterProxyModel>

#include <vector>

namespace volcano::ui {

// Sorts the watchlist by each column's meaning (fencing tokens as exact quint64, states by
// how much attention they need, countdowns by absolute expiry) and filters by key text.
//
// A sort of 100,000 rows makes about 1.7 million comparisons; reading two table rows for each
// would miss the CPU cache every time. The proxy keeps the sort column's values and the
// keys' order as flat arrays instead (rebuilt when rows come or go, updated for the rows a
// dataChanged names), and compares those.
class WatchSortFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit WatchSortFilterProxy(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* model) override;
    // Case-insensitive substring of the key; empty shows every key.
    void setKeyFilter(const QString& text);
    QString keyFilter() const { return m_keyFilter; }
    // Only rows in a given condition (expiring soon, at risk, stale, free, changed recently).
    void setRowFilter(WatchTableModel::RowFilter filter);
    WatchTableModel::RowFilter rowFilter() const { return m_rowFilter; }

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    void forgetSortValues();
    void onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void ensureKeyRanks() const;
    void ensureNumbers(int column) const;

    WatchTableModel* m_watchModel = nullptr;
    QString m_keyFilter;
    WatchTableModel::RowFilter m_rowFilter = WatchTableModel::RowFilter::All;
    // Position of each source row in key order (equal for keys equal when case-folded).
    mutable std::vector<int> m_keyRank;
    // sortNumber() of each source row in m_numbersColumn (-1: none cached).
    mutable std::vector<WatchTableModel::SortNumber> m_numbers;
    mutable int m_numbersColumn = -1;
};

} // namespace volcano::ui
