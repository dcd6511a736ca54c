// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ui/watch/WatchTableModel.h"

#include <QAbstractProxyModel>

#include <vector>

namespace volcano::ui {

// Sorts the watchlist by each column's meaning (fencing tokens as exact quint64, states by
// how much attention they need, countdowns by absolute expiry), filters it by key text and
// by condition, and keeps both live as rows change.
//
// Hand-written on QAbstractProxyModel rather than QSortFilterProxyModel: at 100,000 rows a
// poll round that changes every row made QSortFilterProxyModel remove and re-insert each
// changed row (1.7 million lessThan() calls through QModelIndex, about 300 ms), and a sort
// cost 200 ms. Here the sort column's values and the keys' order live in flat arrays; a
// change re-sorts the whole order at once only when it is no longer in order, and moves a
// few changed rows by binary search otherwise.
class WatchSortFilterProxy : public QAbstractProxyModel {
    Q_OBJECT
public:
    explicit WatchSortFilterProxy(QObject* parent = nullptr);

    void setSourceModel(QAbstractItemModel* model) override;
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& index) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Column -1 restores the watchlist's own order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Case-insensitive substring of the key; empty shows every key.
    void setKeyFilter(const QString& text);
    QString keyFilter() const { return m_keyFilter; }
    // Only rows in a given condition (expiring soon, at risk, stale, free, changed recently).
    void setRowFilter(WatchTableModel::RowFilter filter);
    WatchTableModel::RowFilter rowFilter() const { return m_rowFilter; }

private:
    // Removing more scattered row ranges than this one by one costs views more than a reset.
    static constexpr int kMaxRemovalRanges = 64;
    // Up to this many rows out of place move one by one; more re-sort the whole order.
    static constexpr int kMaxRowsToMove = 32;

    void connectSource(QAbstractItemModel* model);
    void onSourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);
    void onSourceAboutToBeReset();
    void onSourceReset();
    void onSourceRowsInserted(const QModelIndex& parent, int first, int last);
    void onSourceRowsAboutToBeRemoved(const QModelIndex& parent, int first, int last);
    void onSourceRowsRemoved(const QModelIndex& parent, int first, int last);

    bool filtering() const;
    bool accepts(int sourceRow) const;
    struct SortRecord {
        quint64 value;
        quint64 rankThenRow; // key rank in the high half, source row in the low half
        bool present;
    };
    SortRecord recordOf(int sourceRow) const;
    static bool before(const SortRecord& a, const SortRecord& b, Qt::SortOrder order);
    bool lessThan(int leftRow, int rightRow) const;
    void sortWholeOrder();
    void rebuildMapping();
    void rebuildProxyRowOf(size_t fromProxyRow = 0);
    void refilter(int firstSourceRow, int lastSourceRow);
    void refilterAll();
    [[nodiscard]] bool removeProxyRows(std::vector<int> proxyRows);
    void appendSourceRows(const std::vector<int>& sourceRows);
    void restoreOrder(const std::vector<int>& movedSourceRows);
    void resort(const std::vector<int>& movedSourceRows);
    void moveRowsIntoPlace(const std::vector<int>& movedSourceRows);
    void emitProxyDataChanged(int firstSourceRow, int lastSourceRow, int firstColumn,
                              int lastColumn);
    void resetAll();

    void ensureKeyRanks() const;
    void ensureNumbers() const;
    void refreshNumbers(int firstSourceRow, int lastSourceRow);

    WatchTableModel* m_watchModel = nullptr;
    QString m_keyFilter;
    WatchTableModel::RowFilter m_rowFilter = WatchTableModel::RowFilter::All;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    bool m_resetInRemoval = false;

    // Source row of each proxy row, and proxy row of each source row (-1: filtered out).
    std::vector<int> m_order;
    std::vector<int> m_proxyRowOf;
    // Position of each source row in key order (equal for keys equal when case-folded).
    mutable std::vector<int> m_keyRank;
    // sortNumber() of each source row in the sort column (empty: not computed yet).
    mutable std::vector<WatchTableModel::SortNumber> m_numbers;
};

} // namespace volcano::ui
