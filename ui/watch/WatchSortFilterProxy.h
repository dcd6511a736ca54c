// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ui/watch/WatchTableModel.h"

#include <QSortFilterProxyModel>

namespace volcano::ui {

// Sorts the watchlist by each column's meaning (fencing tokens as exact quint64, states by
// how much attention they need, countdowns by absolute expiry) and filters by key text.
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
    WatchTableModel* m_watchModel = nullptr;
    QString m_keyFilter;
    WatchTableModel::RowFilter m_rowFilter = WatchTableModel::RowFilter::All;
};

} // namespace volcano::ui
