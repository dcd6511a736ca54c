// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchTableView.h"

#include "console/LiveState.h"
#include "console/ReadBudgetText.h"
#include "console/TimeText.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/ColoredTextDelegate.h"
#include "ui/widgets/ColumnWidths.h"

#include <QHeaderView>
#include <QItemSelection>
#include <QLabel>
#include <QScrollBar>

#include <algorithm>

namespace volcano::ui {

WatchTableView::WatchTableView(Watchlist& watchlist, LockWatcher& watcher, QWidget* parent)
    : QTableView(parent)
    , m_model(new WatchTableModel(watchlist, watcher, this))
    , m_proxy(new WatchSortFilterProxy(this))
    , m_emptyHint(new QLabel(viewport())) {
    setObjectName(QStringLiteral("watchTable"));
    setAccessibleName(tr("Watched locks"));
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
    setUpEmptyHint();
    connect(m_model, &WatchTableModel::countdownsRefreshed, this,
            &WatchTableView::countdownsRefreshed);
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WatchTableView::keySelectionChanged);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &WatchTableView::keySelectionChanged);
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this,
            &WatchTableView::rememberSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &WatchTableView::restoreSelection);
}

void WatchTableView::rememberSelection() {
    // Beyond this many rows, restoring them one by one would cost more than it is worth.
    constexpr qsizetype kMaxKeptRows = 10'000;
    m_keptCurrentKey = currentKey();
    m_keptSelection.clear();
    if (selectionModel()->selection().size() <= kMaxKeptRows)
        m_keptSelection = selectedKeys();
}

void WatchTableView::restoreSelection() {
    QItemSelection selection;
    for (const QString& key : std::as_const(m_keptSelection)) {
        const QModelIndex at = m_proxy->mapFromSource(m_model->index(m_model->rowOf(key), 0));
        if (at.isValid())
            selection.select(at, at.siblingAtColumn(m_proxy->columnCount() - 1));
    }
    if (!selection.isEmpty())
        selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    const QModelIndex current =
        m_proxy->mapFromSource(m_model->index(m_model->rowOf(m_keptCurrentKey), 0));
    if (current.isValid())
        selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    m_keptSelection.clear();
    m_keptCurrentKey.clear();
}

void WatchTableView::setUpEmptyHint() {
    m_emptyHint->setObjectName(QStringLiteral("emptyWatchlistHint"));
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setStyleSheet(QStringLiteral("color: palette(placeholder-text);"));
    m_emptyHint->setContentsMargins(24, 24, 24, 24);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &WatchTableView::updateEmptyHint);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &WatchTableView::updateEmptyHint);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &WatchTableView::updateEmptyHint);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &WatchTableView::updateEmptyHint);
    updateEmptyHint();
}

void WatchTableView::updateEmptyHint() {
    const bool nothingShown = m_proxy->rowCount() == 0;
    m_emptyHint->setText(
        m_model->rowCount() == 0
            ? tr("No keys watched yet.\nAdd one with Add (Ctrl+N), paste a list with Paste, or "
                 "import a file from the Keys menu.")
            : tr("No watched key matches the filters."));
    m_emptyHint->setGeometry(viewport()->rect());
    m_emptyHint->setVisible(nothingShown);
}

void WatchTableView::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    m_emptyHint->setGeometry(viewport()->rect());
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
    return m_proxy->keyFilter().isEmpty() ? QStringList() : shownKeys();
}

QStringList WatchTableView::shownKeys() const {
    QStringList keys;
    const int rows = m_proxy->rowCount();
    keys.reserve(rows);
    for (int row = 0; row < rows; ++row)
        keys << m_model->keyAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    return keys;
}

void WatchTableView::setRowFilter(WatchTableModel::RowFilter filter) {
    m_proxy->setRowFilter(filter);
}

int WatchTableView::fittedWidth() const {
    const QHeaderView* header = horizontalHeader();
    int width = 0;
    for (int column = 0; column < header->count() - 1; ++column)
        width += header->sectionSize(column);
    return width + lastColumnWidth() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
}

int WatchTableView::lastColumnWidth() const {
    // A read of today shows as a clock time; the margins are the delegate's.
    constexpr int kCellMargins = 16;
    const int last = horizontalHeader()->count() - 1;
    int width = horizontalHeader()->sectionSizeHint(last);
    for (const QString& clock : timetext::widestClockTimes())
        width = std::max(width, fontMetrics().horizontalAdvance(clock) + kCellMargins);
    return width;
}

// A countdown, or once a takeover is possible the next read ("read in 12 s").
int WatchTableView::expiresInColumnWidth() const {
    constexpr int kCellMargins = 16;
    int widest = fontMetrics().horizontalAdvance(QStringLiteral("88 s ago"));
    for (const QString& text : readbudget::nextReadShortWidest())
        widest = std::max(widest, fontMetrics().horizontalAdvance(text));
    return std::max(80, widest + kCellMargins);
}

// Every state word fits ("takeover possible", "stale (last: held)"), with the state icon.
int WatchTableView::stateColumnWidth() const {
    int widest = 0;
    for (const QString& text : allLiveStateTexts())
        widest = std::max(widest, fontMetrics().horizontalAdvance(text));
    constexpr int kIconAndMargins = 16 + 4 + 2 * 6;
    return widest + kIconAndMargins;
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
    setColumnWidth(WatchTableModel::StateColumn, stateColumnWidth());
    setColumnWidth(WatchTableModel::ExpiresInColumn, expiresInColumnWidth());
    setColumnWidth(WatchTableModel::FencingTokenColumn, 140);
    setColumnWidth(WatchTableModel::HolderChangesColumn, 100);
    setColumnWidth(WatchTableModel::LastChangeColumn, 90);
    columns::atLeastHeaders(this);
}

} // namespace volcano::ui
