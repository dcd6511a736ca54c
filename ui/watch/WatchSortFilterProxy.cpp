// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchSortFilterProxy.h"

#include <QStringView>

#include <algorithm>
#include <functional>
#include <utility>

namespace volcano::ui {

namespace {

// A persistent index (a selection, the current row) as the source cell it stands for.
struct SourceCell {
    int row = -1;
    int column = 0;
};

} // namespace

WatchSortFilterProxy::WatchSortFilterProxy(QObject* parent)
    : QAbstractProxyModel(parent) {}

void WatchSortFilterProxy::setSourceModel(QAbstractItemModel* model) {
    beginResetModel();
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    QAbstractProxyModel::setSourceModel(model);
    m_watchModel = qobject_cast<WatchTableModel*>(model);
    if (model)
        connectSource(model);
    rebuildMapping();
    endResetModel();
}

void WatchSortFilterProxy::connectSource(QAbstractItemModel* model) {
    connect(model, &QAbstractItemModel::dataChanged, this,
            &WatchSortFilterProxy::onSourceDataChanged);
    connect(model, &QAbstractItemModel::headerDataChanged, this,
            &QAbstractItemModel::headerDataChanged);
    connect(model, &QAbstractItemModel::rowsInserted, this,
            &WatchSortFilterProxy::onSourceRowsInserted);
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            &WatchSortFilterProxy::onSourceRowsAboutToBeRemoved);
    connect(model, &QAbstractItemModel::rowsRemoved, this,
            &WatchSortFilterProxy::onSourceRowsRemoved);
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this,
            &WatchSortFilterProxy::onSourceAboutToBeReset);
    connect(model, &QAbstractItemModel::modelReset, this, &WatchSortFilterProxy::onSourceReset);
    // The watch model never moves rows or changes its layout; should one, start over.
    connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this,
            &WatchSortFilterProxy::onSourceAboutToBeReset);
    connect(model, &QAbstractItemModel::layoutChanged, this, &WatchSortFilterProxy::onSourceReset);
    connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this,
            &WatchSortFilterProxy::onSourceAboutToBeReset);
    connect(model, &QAbstractItemModel::rowsMoved, this, &WatchSortFilterProxy::onSourceReset);
}

QModelIndex WatchSortFilterProxy::index(int row, int column, const QModelIndex& parent) const {
    if (parent.isValid() || row < 0 || row >= int(m_order.size()) || column < 0 ||
        column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex WatchSortFilterProxy::parent(const QModelIndex& /*child*/) const {
    return {};
}

QModelIndex WatchSortFilterProxy::sibling(int row, int column, const QModelIndex& /*idx*/) const {
    return index(row, column);
}

int WatchSortFilterProxy::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_order.size());
}

int WatchSortFilterProxy::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool WatchSortFilterProxy::hasChildren(const QModelIndex& parent) const {
    return !parent.isValid() && !m_order.empty();
}

QModelIndex WatchSortFilterProxy::mapToSource(const QModelIndex& proxyIndex) const {
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.row() >= int(m_order.size()))
        return {};
    return sourceModel()->index(m_order[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex WatchSortFilterProxy::mapFromSource(const QModelIndex& sourceIndex) const {
    if (!sourceIndex.isValid() || sourceIndex.row() >= int(m_proxyRowOf.size()))
        return {};
    const int proxyRow = m_proxyRowOf[size_t(sourceIndex.row())];
    return proxyRow < 0 ? QModelIndex() : index(proxyRow, sourceIndex.column());
}

QVariant WatchSortFilterProxy::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation == Qt::Horizontal)
        return sourceModel() ? sourceModel()->headerData(section, orientation, role) : QVariant();
    return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
}

void WatchSortFilterProxy::sort(int column, Qt::SortOrder order) {
    if (column >= columnCount())
        return;
    m_sortColumn = std::max(column, -1);
    m_sortOrder = order;
    m_numbers.clear();
    std::vector<int> everyRow = m_order;
    resort(everyRow);
}

void WatchSortFilterProxy::setKeyFilter(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_keyFilter)
        return;
    m_keyFilter = trimmed;
    refilterAll();
}

void WatchSortFilterProxy::setRowFilter(WatchTableModel::RowFilter filter) {
    if (filter == m_rowFilter)
        return;
    m_rowFilter = filter;
    refilterAll();
}

void WatchSortFilterProxy::onSourceDataChanged(const QModelIndex& topLeft,
                                               const QModelIndex& bottomRight) {
    if (!topLeft.isValid() || topLeft.parent().isValid() || m_resetInRemoval)
        return;
    const int first = topLeft.row();
    const int last = bottomRight.row();
    const bool sortValuesChanged =
        m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column();
    if (sortValuesChanged)
        refreshNumbers(first, last);
    std::vector<int> newlyShown;
    if (filtering()) {
        std::vector<int> hidden;
        for (int row = first; row <= last; ++row) {
            const int proxyRow = m_proxyRowOf[size_t(row)];
            const bool accepted = accepts(row);
            if (proxyRow >= 0 && !accepted)
                hidden.push_back(proxyRow);
            else if (proxyRow < 0 && accepted)
                newlyShown.push_back(row);
        }
        if (!removeProxyRows(std::move(hidden))) {
            resetAll();
            return;
        }
    }
    if (sortValuesChanged) {
        std::vector<int> changed;
        for (int row = first; row <= last; ++row) {
            if (m_proxyRowOf[size_t(row)] >= 0)
                changed.push_back(row);
        }
        restoreOrder(changed);
    }
    appendSourceRows(newlyShown);
    emitProxyDataChanged(first, last, topLeft.column(), bottomRight.column());
}

void WatchSortFilterProxy::onSourceAboutToBeReset() {
    beginResetModel();
}

void WatchSortFilterProxy::onSourceReset() {
    rebuildMapping();
    endResetModel();
}

void WatchSortFilterProxy::onSourceRowsInserted(const QModelIndex& parent, int first, int last) {
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int& sourceRow : m_order) {
        if (sourceRow >= first)
            sourceRow += count;
    }
    m_proxyRowOf.insert(m_proxyRowOf.begin() + first, size_t(count), -1);
    m_keyRank.clear();
    if (!m_numbers.empty()) {
        std::vector<WatchTableModel::SortNumber> inserted;
        for (int row = first; row <= last; ++row)
            inserted.push_back(m_watchModel->sortNumber(row, m_sortColumn));
        m_numbers.insert(m_numbers.begin() + first, inserted.begin(), inserted.end());
    }
    std::vector<int> accepted;
    for (int row = first; row <= last; ++row) {
        if (accepts(row))
            accepted.push_back(row);
    }
    appendSourceRows(accepted);
}

void WatchSortFilterProxy::onSourceRowsAboutToBeRemoved(const QModelIndex& parent, int first,
                                                        int last) {
    if (parent.isValid())
        return;
    std::vector<int> shown;
    for (int row = first; row <= last; ++row) {
        if (m_proxyRowOf[size_t(row)] >= 0)
            shown.push_back(m_proxyRowOf[size_t(row)]);
    }
    if (!removeProxyRows(std::move(shown))) {
        beginResetModel();
        m_resetInRemoval = true;
    }
}

void WatchSortFilterProxy::onSourceRowsRemoved(const QModelIndex& parent, int first, int last) {
    if (parent.isValid())
        return;
    if (m_resetInRemoval) {
        m_resetInRemoval = false;
        rebuildMapping();
        endResetModel();
        return;
    }
    const int count = last - first + 1;
    for (int& sourceRow : m_order) {
        if (sourceRow > last)
            sourceRow -= count;
    }
    const auto eraseRows = [first, last](auto& perSourceRow) {
        if (perSourceRow.size() > size_t(last))
            perSourceRow.erase(perSourceRow.begin() + first, perSourceRow.begin() + last + 1);
        else
            perSourceRow.clear();
    };
    eraseRows(m_proxyRowOf);
    // Ranks of the remaining keys keep their relative order.
    eraseRows(m_keyRank);
    eraseRows(m_numbers);
    rebuildProxyRowOf();
}

bool WatchSortFilterProxy::filtering() const {
    return m_watchModel &&
           (!m_keyFilter.isEmpty() || m_rowFilter != WatchTableModel::RowFilter::All);
}

bool WatchSortFilterProxy::accepts(int sourceRow) const {
    if (!filtering())
        return true;
    if (!m_keyFilter.isEmpty() &&
        !m_watchModel->keyAt(sourceRow).contains(m_keyFilter, Qt::CaseInsensitive))
        return false;
    return m_watchModel->rowMatches(sourceRow, m_rowFilter);
}

// A row's place in the order, packed so that comparing two needs no lookups: a missing
// value first, then the value, then the key's rank, then the source row (ties broken as the
// watchlist has them). The sort keys must be current (ensureNumbers, ensureKeyRanks).
WatchSortFilterProxy::SortRecord WatchSortFilterProxy::recordOf(int sourceRow) const {
    const WatchTableModel::SortNumber number = m_sortColumn != WatchTableModel::KeyColumn
                                                   ? m_numbers[size_t(sourceRow)]
                                                   : WatchTableModel::SortNumber{};
    return {number.value,
            (quint64(quint32(m_keyRank[size_t(sourceRow)])) << 32) | quint32(sourceRow),
            number.present};
}

bool WatchSortFilterProxy::before(const SortRecord& a, const SortRecord& b, Qt::SortOrder order) {
    if (order == Qt::DescendingOrder)
        return before(b, a, Qt::AscendingOrder);
    if (a.present != b.present)
        return b.present;
    if (a.value != b.value)
        return a.value < b.value;
    return a.rankThenRow < b.rankThenRow;
}

bool WatchSortFilterProxy::lessThan(int leftRow, int rightRow) const {
    // Unsorted is the watchlist's own order, whatever the sort order says.
    if (!m_watchModel || m_sortColumn < 0)
        return leftRow < rightRow;
    return before(recordOf(leftRow), recordOf(rightRow), m_sortOrder);
}

// lessThan()'s order, with the records built once: a 100,000-row sort then compares
// contiguous records instead of gathering each from three arrays (half the time).
void WatchSortFilterProxy::sortWholeOrder() {
    if (!m_watchModel || m_sortColumn < 0) {
        std::sort(m_order.begin(), m_order.end());
        return;
    }
    ensureNumbers();
    ensureKeyRanks();
    std::vector<SortRecord> records;
    records.reserve(m_order.size());
    for (const int row : m_order)
        records.push_back(recordOf(row));
    std::sort(records.begin(), records.end(), [this](const SortRecord& a, const SortRecord& b) {
        return before(a, b, m_sortOrder);
    });
    for (size_t i = 0; i < records.size(); ++i)
        m_order[i] = int(quint32(records[i].rankThenRow));
}

void WatchSortFilterProxy::rebuildMapping() {
    m_keyRank.clear();
    m_numbers.clear();
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    m_order.clear();
    m_order.reserve(size_t(rows));
    for (int row = 0; row < rows; ++row) {
        if (accepts(row))
            m_order.push_back(row);
    }
    m_proxyRowOf.assign(size_t(rows), -1);
    if (m_sortColumn >= 0 && m_watchModel) {
        sortWholeOrder();
    }
    rebuildProxyRowOf();
}

void WatchSortFilterProxy::rebuildProxyRowOf(size_t fromProxyRow) {
    for (size_t proxyRow = fromProxyRow; proxyRow < m_order.size(); ++proxyRow)
        m_proxyRowOf[size_t(m_order[proxyRow])] = int(proxyRow);
}

void WatchSortFilterProxy::refilterAll() {
    std::vector<int> hidden;
    std::vector<int> newlyShown;
    for (size_t row = 0; row < m_proxyRowOf.size(); ++row) {
        const int proxyRow = m_proxyRowOf[row];
        const bool accepted = accepts(int(row));
        if (proxyRow >= 0 && !accepted)
            hidden.push_back(proxyRow);
        else if (proxyRow < 0 && accepted)
            newlyShown.push_back(int(row));
    }
    if (!removeProxyRows(std::move(hidden))) {
        resetAll();
        return;
    }
    appendSourceRows(newlyShown);
}

// Removes the rows from the bottom up, one signal per contiguous range; false (and nothing
// removed) when there are too many ranges for that to be cheaper than a reset.
bool WatchSortFilterProxy::removeProxyRows(std::vector<int> proxyRows) {
    if (proxyRows.empty())
        return true;
    std::sort(proxyRows.begin(), proxyRows.end(), std::greater<>());
    int ranges = 1;
    for (size_t i = 1; i < proxyRows.size(); ++i)
        ranges += proxyRows[i] + 1 != proxyRows[i - 1] ? 1 : 0;
    if (ranges > kMaxRemovalRanges)
        return false;
    size_t start = 0;
    while (start < proxyRows.size()) {
        size_t end = start;
        while (end + 1 < proxyRows.size() && proxyRows[end + 1] + 1 == proxyRows[end])
            ++end;
        const int firstRow = proxyRows[end];
        const int lastRow = proxyRows[start];
        beginRemoveRows({}, firstRow, lastRow);
        for (int proxyRow = firstRow; proxyRow <= lastRow; ++proxyRow)
            m_proxyRowOf[size_t(m_order[size_t(proxyRow)])] = -1;
        m_order.erase(m_order.begin() + firstRow, m_order.begin() + lastRow + 1);
        rebuildProxyRowOf(size_t(firstRow));
        endRemoveRows();
        start = end + 1;
    }
    return true;
}

// Adds rows the filters now accept: each at its place when they are few, otherwise at the
// end and then sorted with the rest.
void WatchSortFilterProxy::appendSourceRows(const std::vector<int>& sourceRows) {
    if (sourceRows.empty())
        return;
    if (sourceRows.size() > size_t(kMaxRowsToMove)) {
        const int first = int(m_order.size());
        beginInsertRows({}, first, first + int(sourceRows.size()) - 1);
        m_order.insert(m_order.end(), sourceRows.begin(), sourceRows.end());
        rebuildProxyRowOf(size_t(first));
        endInsertRows();
        restoreOrder(sourceRows);
        return;
    }
    ensureNumbers();
    ensureKeyRanks();
    for (const int sourceRow : sourceRows) {
        const auto at = std::upper_bound(m_order.begin(), m_order.end(), sourceRow,
                                         [this](int a, int b) { return lessThan(a, b); });
        const int proxyRow = int(at - m_order.begin());
        beginInsertRows({}, proxyRow, proxyRow);
        m_order.insert(at, sourceRow);
        rebuildProxyRowOf(size_t(proxyRow));
        endInsertRows();
    }
}

// After the sort values of some shown rows changed: re-sorts only when the order broke.
void WatchSortFilterProxy::restoreOrder(const std::vector<int>& movedSourceRows) {
    if (movedSourceRows.empty())
        return;
    ensureNumbers();
    ensureKeyRanks();
    if (std::is_sorted(m_order.begin(), m_order.end(),
                       [this](int a, int b) { return lessThan(a, b); }))
        return;
    resort(movedSourceRows);
}

// Re-establishes the order as one layout change, keeping selections and the current row on
// the same keys.
void WatchSortFilterProxy::resort(const std::vector<int>& movedSourceRows) {
    ensureNumbers();
    ensureKeyRanks();
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<SourceCell> cells;
    cells.reserve(size_t(before.size()));
    for (const QModelIndex& proxyIndex : before)
        cells.push_back({m_order[size_t(proxyIndex.row())], proxyIndex.column()});
    if (movedSourceRows.size() <= size_t(kMaxRowsToMove))
        moveRowsIntoPlace(movedSourceRows);
    else
        sortWholeOrder();
    rebuildProxyRowOf();
    QModelIndexList after;
    after.reserve(before.size());
    for (const SourceCell& cell : cells)
        after.append(index(m_proxyRowOf[size_t(cell.row)], cell.column));
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

// The rows whose values changed leave the order; the rest is still sorted, so each goes back
// in by binary search.
void WatchSortFilterProxy::moveRowsIntoPlace(const std::vector<int>& movedSourceRows) {
    std::vector<bool> moving(m_proxyRowOf.size(), false);
    for (const int sourceRow : movedSourceRows)
        moving[size_t(sourceRow)] = true;
    std::erase_if(m_order, [&moving](int sourceRow) { return moving[size_t(sourceRow)]; });
    for (const int sourceRow : movedSourceRows) {
        const auto at = std::upper_bound(m_order.begin(), m_order.end(), sourceRow,
                                         [this](int a, int b) { return lessThan(a, b); });
        m_order.insert(at, sourceRow);
    }
}

void WatchSortFilterProxy::emitProxyDataChanged(int firstSourceRow, int lastSourceRow,
                                                int firstColumn, int lastColumn) {
    int firstProxyRow = int(m_order.size());
    int lastProxyRow = -1;
    for (int row = firstSourceRow; row <= lastSourceRow; ++row) {
        const int proxyRow = m_proxyRowOf[size_t(row)];
        if (proxyRow >= 0) {
            firstProxyRow = std::min(firstProxyRow, proxyRow);
            lastProxyRow = std::max(lastProxyRow, proxyRow);
        }
    }
    // One span over scattered rows: views repaint what is visible of it either way.
    if (lastProxyRow >= 0)
        Q_EMIT dataChanged(index(firstProxyRow, firstColumn), index(lastProxyRow, lastColumn));
}

void WatchSortFilterProxy::resetAll() {
    beginResetModel();
    rebuildMapping();
    endResetModel();
}

void WatchSortFilterProxy::ensureKeyRanks() const {
    if (!m_watchModel)
        return;
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

void WatchSortFilterProxy::ensureNumbers() const {
    if (!m_watchModel || m_sortColumn <= WatchTableModel::KeyColumn)
        return;
    const auto rows = size_t(m_watchModel->rowCount());
    if (m_numbers.size() == rows)
        return;
    m_numbers.resize(rows);
    for (size_t row = 0; row < rows; ++row)
        m_numbers[row] = m_watchModel->sortNumber(int(row), m_sortColumn);
}

void WatchSortFilterProxy::refreshNumbers(int firstSourceRow, int lastSourceRow) {
    if (!m_watchModel || m_sortColumn <= WatchTableModel::KeyColumn)
        return;
    if (m_numbers.size() != size_t(m_watchModel->rowCount())) {
        m_numbers.clear();
        return;
    }
    for (int row = firstSourceRow; row <= lastSourceRow; ++row)
        m_numbers[size_t(row)] = m_watchModel->sortNumber(row, m_sortColumn);
}

} // namespace volcano::ui
