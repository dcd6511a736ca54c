// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ui/watch/WatchTableModel.h"

#include <QTableView>

class QLabel;

namespace volcano {
class LockWatcher;
class Watchlist;
} // namespace volcano

namespace volcano::ui {

class WatchSortFilterProxy;
class WatchTableModel;

// The watchlist as a table: one row per watched key, sorted and filtered by its own proxy,
// several rows selectable at once. Commands act on the selected keys, the detail panel shows
// the current one.
class WatchTableView : public QTableView {
    Q_OBJECT
public:
    WatchTableView(Watchlist& watchlist, LockWatcher& watcher, QWidget* parent = nullptr);

    // Selects (and scrolls to) a key; empty or unknown clears the selection.
    void selectKey(const QString& key);
    // The first row, unless some row is selected already.
    void selectFirstIfNone();
    QStringList selectedKeys() const;
    QString currentKey() const;
    // Case-insensitive substring of the key; empty shows every key.
    void setKeyFilter(const QString& text);
    void setRowFilter(WatchTableModel::RowFilter filter);
    void setScheduler(const PollScheduler* scheduler) { m_model->setScheduler(scheduler); }
    // The width that shows every column whole at its default size (the last one, which
    // stretches, wide enough for its header and a time), with frame and scroll bar.
    int fittedWidth() const;
    // The keys the filter shows, in the table's order; empty without a filter.
    QStringList filteredKeys() const;
    // Every key the table shows (both filters applied), in the table's order.
    QStringList shownKeys() const;

Q_SIGNALS:
    // The selection or the current row changed.
    void keySelectionChanged();
    void keyFilterChanged();
    // The countdown columns moved on a second (the detail panel ticks with them).
    void countdownsRefreshed();

private:
    void setUpColumns();
    int stateColumnWidth() const;
    int expiresInColumnWidth() const;
    void setUpEmptyHint();
    void updateEmptyHint();
    void resizeEvent(QResizeEvent* event) override;
    int lastColumnWidth() const;
    void rememberSelection();
    void restoreSelection();

    WatchTableModel* m_model;
    WatchSortFilterProxy* m_proxy;
    QLabel* m_emptyHint; // says how to add keys, or that nothing matches the filters
    // The selection across a reset of the proxy (a filter that hides scattered rows).
    QStringList m_keptSelection;
    QString m_keptCurrentKey;
};

} // namespace volcano::ui
