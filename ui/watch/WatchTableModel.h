// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/WatchEntry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QTimer>

#include <limits>

namespace volcano {
class LockWatcher;
class PollScheduler;
class Watchlist;
} // namespace volcano

namespace volcano::ui {

// The watchlist table: one row per watched key, in the watchlist's order, showing what the
// LockWatcher last understood about it. Rows follow the Watchlist (added, removed, reset);
// cells follow the LockWatcher (entryChanged), coalesced per event-loop pass so a poll round
// over 10,000 keys costs one dataChanged, not 10,000. The countdown column is repainted once
// a second on its own (refreshCountdowns), so the clock ticking never re-sorts other columns.
class WatchTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KeyColumn,
        StateColumn,
        ExpiresInColumn,
        FencingTokenColumn,
        HolderChangesColumn,
        LastChangeColumn,
        LastReadColumn,
        ColumnCount
    };
    // Quick filters over what the rows show now (the State and Expires in columns).
    enum class RowFilter {
        All,
        ExpiringSoon,    // held, expires within kExpiringSoonFilterMs
        AtRiskOrEnded,   // at risk, expired, takeover possible
        Stale,           // the latest read failed
        Free,            // the last read said free
        ChangedRecently, // holder or state changed within kChangedRecentlyMs
    };
    static constexpr qint64 kExpiringSoonFilterMs = 15'000;
    static constexpr qint64 kChangedRecentlyMs = 5 * 60'000;
    static QString rowFilterName(RowFilter filter);

    enum Role {
        KeyRole = Qt::UserRole + 1,
        StateRole,        // int(WatchState): what the last read said
        LiveStateRole,    // int(LiveState): as displayed, aged by the server clock
        FencingTokenRole, // qulonglong, or invalid when unknown
        NotifyRole,       // bool
        SortRole,         // a value that sorts the column correctly
    };

    explicit WatchTableModel(Watchlist& watchlist, LockWatcher& watcher, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Where tooltips learn when a key is read next; null: they do not say.
    void setScheduler(const PollScheduler* scheduler) { m_scheduler = scheduler; }

    QString keyAt(int row) const;
    int rowOf(const QString& key) const;
    // Negative, zero or positive as the row is less, equal or greater in that column;
    // exact for fencing tokens (quint64, never a double).
    int compare(int leftRow, int rightRow, int column) const;
    bool rowMatches(int row, RowFilter filter) const;
    // The same order as compare() as flat values, so a sort of 100,000 rows can compare
    // arrays instead of rows: the case-folded key (KeyColumn), and for the other columns an
    // order-preserving number (a missing value is smaller than any value).
    struct SortNumber {
        bool present = false;
        quint64 value = 0;
    };
    const QString& sortText(int row) const { return m_rows[row].foldedKey; }
    SortNumber sortNumber(int row, int column) const;

    // Emits dataChanged for the countdown column only.
    void refreshCountdowns();
    // Delivers coalesced entry changes now (otherwise on the next event-loop pass).
    void flushPendingChanges();
    // Rebuilds every row from the watchlist and the watcher.
    void reload();

Q_SIGNALS:
    // refreshCountdowns() ran: everything that counts down should move with the table.
    void countdownsRefreshed();

private:
    static constexpr qint64 kNone = std::numeric_limits<qint64>::min();

    // A row reads the watcher's own entry (entries stay in place; the watcher says when one
    // goes), so 100,000 rows load and refresh without copying 300-byte entries. Null until
    // the watcher has the key or until its first change: it reads as never read.
    struct Row {
        QString key;
        const WatchEntry* watched = nullptr;
        const WatchEntry& entry() const { return watched ? *watched : unreadEntry(); }
        // Sort keys, kept beside the entry so a sort never converts a value per comparison.
        QString foldedKey; // case-insensitive order at case-sensitive speed
        qint64 expiresMs = kNone;
        qint64 changedMs = kNone;
        qint64 readMs = kNone;
        bool notify = false;
        bool dirty = false; // an entry change is waiting for flushPendingChanges()
    };

    void onKeysAdded(const QStringList& keys);
    void onKeysRemoved(const QStringList& keys);
    void onNotifyChanged(const QString& key, bool notify);
    void onEntryChanged(const WatchEntry& entry);
    static int holderChanges(const Row& row);
    void rebuildIndex();
    static void updateSortKeys(Row& row);
    static const WatchEntry& unreadEntry();
    Row rowFor(const QString& key, bool notify) const;
    void forgetEntries(const QStringList& keys);
    void forgetAllEntries();
    QVariant displayData(const Row& row, int column) const;
    QVariant sortData(const Row& row, int column) const;
    QVariant decoration(const Row& row, int column) const;
    QVariant foreground(const Row& row, int column) const;
    QString toolTip(const Row& row) const;
    QString expiresInText(const Row& row) const;
    std::optional<qint64> expiresInMs(const WatchEntry& entry) const;
    QString stateText(const WatchEntry& entry) const;
    static QString tokenText(const WatchEntry& entry);
    void emitRowRanges(const QList<int>& sortedRows);

    Watchlist& m_watchlist;
    LockWatcher& m_watcher;
    const PollScheduler* m_scheduler = nullptr;
    QList<Row> m_rows;
    QHash<QString, int> m_rowOf;
    QList<int> m_pendingRows;
    QTimer m_flushTimer;
    QTimer m_countdownTimer;
};

} // namespace volcano::ui
