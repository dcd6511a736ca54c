// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/WatchTableModel.h"

#include "console/LockWatcher.h"
#include "console/ReadBudgetText.h"
#include "console/RenewalText.h"
#include "console/TimeText.h"
#include "store/Watchlist.h"
#include "ui/widgets/StateStyle.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QSet>

#include <algorithm>

namespace volcano::ui {

namespace {

constexpr int kFlushDelayMs = 0;
constexpr int kCountdownIntervalMs = 1000;
// The countdown turns amber this close to expiry.
constexpr qint64 kExpiringSoonMs = 5000;

template <typename T> int threeWay(const T& left, const T& right) {
    return left < right ? -1 : (right < left ? 1 : 0);
}

// A missing value counts as smaller than any value.
template <typename T>
int compareOptional(const std::optional<T>& left, const std::optional<T>& right) {
    if (left.has_value() != right.has_value())
        return left.has_value() ? 1 : -1;
    return left ? threeWay(*left, *right) : 0;
}

} // namespace

WatchTableModel::WatchTableModel(Watchlist& watchlist, LockWatcher& watcher, QObject* parent)
    : QAbstractTableModel(parent)
    , m_watchlist(watchlist)
    , m_watcher(watcher) {
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(kFlushDelayMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &WatchTableModel::flushPendingChanges);
    m_countdownTimer.setInterval(kCountdownIntervalMs);
    connect(&m_countdownTimer, &QTimer::timeout, this, &WatchTableModel::refreshCountdowns);
    m_countdownTimer.start();

    connect(&m_watchlist, &Watchlist::keysAdded, this, &WatchTableModel::onKeysAdded);
    connect(&m_watchlist, &Watchlist::keysRemoved, this, &WatchTableModel::onKeysRemoved);
    connect(&m_watchlist, &Watchlist::notifyChanged, this, &WatchTableModel::onNotifyChanged);
    connect(&m_watchlist, &Watchlist::reset, this, &WatchTableModel::reload);
    connect(&m_watcher, &LockWatcher::entryUpdated, this, &WatchTableModel::onEntryChanged);
    connect(&m_watcher, &LockWatcher::entriesRemoved, this, &WatchTableModel::forgetEntries);
    connect(&m_watcher, &LockWatcher::entriesCleared, this, &WatchTableModel::forgetAllEntries);
    reload();
}

int WatchTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WatchTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WatchTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, column);
    case Qt::DecorationRole:
        return decoration(row, column);
    case Qt::ForegroundRole:
        return foreground(row, column);
    case Qt::ToolTipRole:
        return toolTip(row);
    case Qt::AccessibleTextRole:
        // A countdown read aloud changes at thresholds, not every second.
        if (column == ExpiresInColumn) {
            const QString spoken =
                spokenExpiry(m_watcher.liveState(row.entry()), m_watcher.liveClock(row.entry()));
            return spoken.isEmpty() ? QVariant() : QVariant(spoken); // else what is shown
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column == FencingTokenColumn || column == HolderChangesColumn ||
            column == ExpiresInColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (column == FencingTokenColumn || column == ExpiresInColumn) {
            QFont font;
            font.setFamily(QStringLiteral("monospace"));
            font.setStyleHint(QFont::Monospace);
            font.setItalic(row.entry().isStale());
            return font;
        }
        if (row.entry().isStale()) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case KeyRole:
        return row.key;
    case StateRole:
        return static_cast<int>(row.entry().state);
    case LiveStateRole:
        return static_cast<int>(m_watcher.liveState(row.entry()));
    case FencingTokenRole:
        return row.entry().fencingToken ? QVariant::fromValue(qulonglong(*row.entry().fencingToken))
                                        : QVariant();
    case NotifyRole:
        return row.notify;
    case SortRole:
        return sortData(row, column);
    default:
        return {};
    }
}

QVariant WatchTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case KeyColumn:
            return tr("Key");
        case StateColumn:
            return tr("State");
        case ExpiresInColumn:
            return tr("Expires in");
        case FencingTokenColumn:
            return tr("Fencing token");
        case HolderChangesColumn:
            return tr("Holder changes");
        case LastChangeColumn:
            return tr("Last change");
        case LastReadColumn:
            return tr("Last read");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && section == ExpiresInColumn)
        return tr("Time left until expires_at, on the server's clock as estimated from the "
                  "console's clock offset");
    if (role == Qt::ToolTipRole && section == HolderChangesColumn)
        return tr("Changes of holder seen this session: a fencing token that rose between two "
                  "reads that both saw the lock held counts as one handover (at least one), a "
                  "lock seen free and then held again as one acquisition");
    return {};
}

QString WatchTableModel::keyAt(int row) const {
    return row >= 0 && row < m_rows.size() ? m_rows[row].key : QString();
}

int WatchTableModel::rowOf(const QString& key) const {
    return m_rowOf.value(key, -1);
}

int WatchTableModel::compare(int leftRow, int rightRow, int column) const {
    const Row& left = m_rows[leftRow];
    const Row& right = m_rows[rightRow];
    switch (column) {
    case StateColumn:
        return threeWay(StateStyle::severity(m_watcher.liveState(left.entry())),
                        StateStyle::severity(m_watcher.liveState(right.entry())));
    case ExpiresInColumn:
        // Absolute expiry orders the same as the countdown and does not move with the clock.
        return threeWay(left.expiresMs, right.expiresMs);
    case FencingTokenColumn:
        return compareOptional(left.entry().fencingToken, right.entry().fencingToken);
    case HolderChangesColumn:
        return threeWay(holderChanges(left), holderChanges(right));
    case LastChangeColumn:
        return threeWay(left.changedMs, right.changedMs);
    case LastReadColumn:
        return threeWay(left.readMs, right.readMs);
    default:
        return left.foldedKey.compare(right.foldedKey);
    }
}

bool WatchTableModel::rowMatches(int row, RowFilter filter) const {
    const WatchEntry& entry = m_rows[row].entry();
    const LiveState state = m_watcher.liveState(entry);
    switch (filter) {
    case RowFilter::All:
        return true;
    case RowFilter::ExpiringSoon: {
        const auto left = expiresInMs(entry);
        return (state == LiveState::Held || state == LiveState::AtRisk) && left &&
               *left <= kExpiringSoonFilterMs;
    }
    case RowFilter::AtRiskOrEnded:
        return state == LiveState::AtRisk || state == LiveState::Expired ||
               state == LiveState::TakeoverPossible;
    case RowFilter::Stale:
        return entry.isStale();
    case RowFilter::Free:
        return state == LiveState::Free;
    case RowFilter::ChangedRecently:
        return entry.lastChange.isValid() &&
               entry.lastChange.msecsTo(m_watcher.consoleNow()) <= kChangedRecentlyMs;
    }
    return true;
}

QString WatchTableModel::rowFilterName(RowFilter filter) {
    switch (filter) {
    case RowFilter::All:
        return tr("All keys");
    case RowFilter::ExpiringSoon:
        return tr("Expiring within 15 s");
    case RowFilter::AtRiskOrEnded:
        return tr("At risk or expired");
    case RowFilter::Stale:
        return tr("Stale");
    case RowFilter::Free:
        return tr("Free");
    case RowFilter::ChangedRecently:
        return tr("Changed in the last 5 min");
    }
    return {};
}

WatchTableModel::SortNumber WatchTableModel::sortNumber(int row, int column) const {
    const Row& at = m_rows[row];
    const auto signedNumber = [](qint64 value) {
        // Flipping the sign bit keeps the order of signed values as unsigned ones.
        return value == kNone ? SortNumber{}
                              : SortNumber{true, quint64(value) ^ (quint64{1} << 63)};
    };
    switch (column) {
    case StateColumn:
        return {true, quint64(StateStyle::severity(m_watcher.liveState(at.entry())))};
    case ExpiresInColumn:
        return signedNumber(at.expiresMs);
    case FencingTokenColumn:
        return at.entry().fencingToken ? SortNumber{true, *at.entry().fencingToken} : SortNumber{};
    case HolderChangesColumn:
        return {true, quint64(holderChanges(at))};
    case LastChangeColumn:
        return signedNumber(at.changedMs);
    case LastReadColumn:
        return signedNumber(at.readMs);
    default:
        return {};
    }
}

void WatchTableModel::refreshCountdowns() {
    Q_EMIT countdownsRefreshed();
    if (m_rows.isEmpty())
        return;
    // The state ages with the server clock too (held -> expired -> takeover possible).
    static_assert(StateColumn + 1 == ExpiresInColumn);
    Q_EMIT dataChanged(index(0, StateColumn), index(rowCount() - 1, ExpiresInColumn));
}

void WatchTableModel::flushPendingChanges() {
    m_flushTimer.stop();
    if (m_pendingRows.isEmpty())
        return;
    QList<int> rows;
    rows.swap(m_pendingRows);
    for (const int row : std::as_const(rows)) {
        Row& changed = m_rows[row];
        changed.dirty = false;
        updateSortKeys(changed);
    }
    std::sort(rows.begin(), rows.end());
    emitRowRanges(rows);
}

void WatchTableModel::reload() {
    beginResetModel();
    m_pendingRows.clear();
    m_rows.clear();
    const QList<WatchedKey>& keys = m_watchlist.keys();
    m_rows.reserve(keys.size());
    for (const WatchedKey& watched : keys)
        m_rows.append(rowFor(watched.key, watched.notifyOnChange));
    rebuildIndex();
    endResetModel();
}

void WatchTableModel::onKeysAdded(const QStringList& keys) {
    QStringList fresh;
    QSet<QString> seen;
    for (const QString& key : keys) {
        if (!m_rowOf.contains(key) && !seen.contains(key)) {
            seen.insert(key);
            fresh.append(key);
        }
    }
    if (fresh.isEmpty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(fresh.size()) - 1);
    for (const QString& key : std::as_const(fresh)) {
        m_rowOf.insert(key, int(m_rows.size()));
        m_rows.append(rowFor(key, m_watchlist.notifiesOnChange(key)));
    }
    endInsertRows();
}

void WatchTableModel::onKeysRemoved(const QStringList& keys) {
    QList<int> rows;
    for (const QString& key : keys) {
        const int row = rowOf(key);
        if (row >= 0)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end());
    // Remove contiguous runs from the bottom up so earlier row numbers stay valid.
    int end = int(rows.size()) - 1;
    while (end >= 0) {
        int start = end;
        while (start > 0 && rows[start - 1] == rows[start] - 1)
            --start;
        beginRemoveRows({}, rows[start], rows[end]);
        m_rows.remove(rows[start], rows[end] - rows[start] + 1);
        endRemoveRows();
        end = start - 1;
    }
    rebuildIndex();
    // Row numbers moved: recollect the rows still waiting for a flush.
    m_pendingRows.clear();
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].dirty)
            m_pendingRows.append(row);
    }
}

void WatchTableModel::onNotifyChanged(const QString& key, bool notify) {
    const int row = rowOf(key);
    if (row < 0)
        return;
    m_rows[row].notify = notify;
    Q_EMIT dataChanged(index(row, KeyColumn), index(row, KeyColumn));
}

void WatchTableModel::onEntryChanged(const WatchEntry& entry) {
    const int row = rowOf(entry.key);
    if (row < 0)
        return;
    m_rows[row].watched = &entry;
    if (m_rows[row].dirty)
        return;
    m_rows[row].dirty = true;
    m_pendingRows.append(row);
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

int WatchTableModel::holderChanges(const Row& row) {
    return row.entry().holderChanges();
}

void WatchTableModel::rebuildIndex() {
    m_rowOf.clear();
    m_rowOf.reserve(m_rows.size());
    for (int row = 0; row < m_rows.size(); ++row)
        m_rowOf.insert(m_rows[row].key, row);
}

WatchTableModel::Row WatchTableModel::rowFor(const QString& key, bool notify) const {
    Row row;
    row.key = key;
    // Blank entries read the same as no entry; entryUpdated hands them over when they
    // change (a 100,000-key start skips as many lookups).
    if (m_watcher.attemptedCount() > 0)
        row.watched = m_watcher.entry(key);
    row.foldedKey = key.toCaseFolded();
    row.notify = notify;
    updateSortKeys(row);
    return row;
}

// The watcher dropped these entries: their rows read as never read until the watcher has the
// key again (the next entryChanged finds it).
void WatchTableModel::forgetEntries(const QStringList& keys) {
    for (const QString& key : keys) {
        if (const int row = rowOf(key); row >= 0)
            m_rows[row].watched = nullptr;
    }
}

void WatchTableModel::forgetAllEntries() {
    for (Row& row : m_rows)
        row.watched = nullptr;
}

const WatchEntry& WatchTableModel::unreadEntry() {
    static const WatchEntry unread;
    return unread;
}

void WatchTableModel::updateSortKeys(Row& row) {
    const auto ms = [](const QDateTime& time) {
        return time.isValid() ? time.toMSecsSinceEpoch() : kNone;
    };
    row.expiresMs = row.entry().expiresAt ? ms(*row.entry().expiresAt) : kNone;
    row.changedMs = ms(row.entry().lastChange);
    row.readMs = ms(row.entry().lastGoodRead);
}

QVariant WatchTableModel::displayData(const Row& row, int column) const {
    const WatchEntry& entry = row.entry();
    switch (column) {
    case KeyColumn:
        return row.key;
    case StateColumn:
        return stateText(entry);
    case ExpiresInColumn:
        return expiresInText(row);
    case FencingTokenColumn:
        return tokenText(entry);
    case HolderChangesColumn:
        return entry.lastGoodRead.isValid() ? QVariant(holderChanges(row)) : QVariant();
    case LastChangeColumn:
        return timetext::clockTime(entry.lastChange);
    case LastReadColumn:
        return timetext::clockTime(entry.lastGoodRead);
    default:
        return {};
    }
}

QVariant WatchTableModel::sortData(const Row& row, int column) const {
    const WatchEntry& entry = row.entry();
    switch (column) {
    case StateColumn:
        return StateStyle::severity(m_watcher.liveState(entry));
    case ExpiresInColumn:
        return entry.expiresAt ? QVariant(entry.expiresAt->toMSecsSinceEpoch()) : QVariant();
    case FencingTokenColumn:
        return entry.fencingToken ? QVariant::fromValue(qulonglong(*entry.fencingToken))
                                  : QVariant();
    case HolderChangesColumn:
        return holderChanges(row);
    case LastChangeColumn:
        return entry.lastChange;
    case LastReadColumn:
        return entry.lastGoodRead;
    default:
        return row.key;
    }
}

QVariant WatchTableModel::decoration(const Row& row, int column) const {
    if (column == StateColumn)
        return StateStyle::icon(m_watcher.liveState(row.entry()));
    if (column == KeyColumn && row.notify)
        return QIcon(QStringLiteral(":/icons/notify.svg"));
    if (column == HolderChangesColumn && row.entry().anomalies > 0)
        return QIcon(QStringLiteral(":/icons/warning.svg"));
    return {};
}

QVariant WatchTableModel::foreground(const Row& row, int column) const {
    const LiveState state = m_watcher.liveState(row.entry());
    if (column == StateColumn || state == LiveState::Stale)
        return QBrush(StateStyle::color(state));
    if (column == ExpiresInColumn) {
        const auto left = expiresInMs(row.entry());
        if (left && *left <= 0)
            return QBrush(StateStyle::color(LiveState::Expired));
        if (left && *left < kExpiringSoonMs)
            return QBrush(StateStyle::color(LiveState::AtRisk));
    }
    return {};
}

QString WatchTableModel::toolTip(const Row& row) const {
    const WatchEntry& entry = row.entry();
    const LiveState state = m_watcher.liveState(entry);
    QStringList lines{QStringLiteral("<b>%1</b>").arg(row.key.toHtmlEscaped()),
                      StateStyle::explanation(state)};
    if (entry.isStale() && entry.lastGoodRead.isValid())
        lines << tr("Last good read: %1 (it said %2)")
                     .arg(timetext::clockTime(entry.lastGoodRead),
                          liveStateName(lastKnownLiveState(entry)));
    if (entry.lastError)
        lines << tr("Latest read failed: %1").arg(entry.lastError->label().toHtmlEscaped());
    if (entry.expiresAt)
        lines << tr("expires_at: %1").arg(timetext::utcTime(*entry.expiresAt));
    if (!entry.isHeld() && entry.fencingToken)
        lines << tr("Last holder's fencing token: %1").arg(*entry.fencingToken);
    if (const QStringList renewals = renewaltext::facts(entry); !renewals.isEmpty())
        lines << tr("Renewals: %1").arg(renewals.join(QStringLiteral(" · ")));
    if (m_scheduler)
        lines << tr("Next read: %1").arg(readbudget::nextReadText(*m_scheduler, row.key));
    if (entry.anomalies > 0)
        lines << tr("Anomalies: %1 (the fencing token went backwards)").arg(entry.anomalies);
    if (row.notify)
        lines << tr("Notifies when it changes hands or frees");
    if (!entry.lastRequestId.isEmpty())
        lines << tr("Last request id: %1").arg(entry.lastRequestId);
    return lines.join(QStringLiteral("<br>"));
}

QString WatchTableModel::stateText(const WatchEntry& entry) const {
    return liveStateText(entry, m_watcher.liveState(entry));
}

QString WatchTableModel::tokenText(const WatchEntry& entry) {
    // A free lock has no holder: its last token is in the tooltip and the detail, labelled.
    if (!entry.fencingToken)
        return {};
    return entry.isHeld() ? QString::number(*entry.fencingToken) : QStringLiteral("—");
}

std::optional<qint64> WatchTableModel::expiresInMs(const WatchEntry& entry) const {
    if (!entry.expiresAt || !entry.isHeld())
        return std::nullopt;
    return m_watcher.estimatedServerNow().msecsTo(*entry.expiresAt);
}

// Once a takeover is possible, when the console will look is what matters: "read in 2 s".
QString WatchTableModel::expiresInText(const Row& row) const {
    const WatchEntry& entry = row.entry();
    if (m_scheduler && m_watcher.liveState(entry) == LiveState::TakeoverPossible) {
        if (const QString next = readbudget::nextReadShortText(*m_scheduler, row.key);
            !next.isEmpty())
            return next;
    }
    const auto left = expiresInMs(entry);
    if (!left)
        return entry.lastKnownState == WatchState::Free ? QStringLiteral("—") : QString();
    if (*left <= 0)
        return tr("%1 ago").arg(timetext::countdown(-*left));
    return timetext::countdown(*left);
}

void WatchTableModel::emitRowRanges(const QList<int>& sortedRows) {
    if (sortedRows.isEmpty())
        return;
    // Many scattered rows: one signal over the whole span is cheaper for views and proxies.
    if (sortedRows.size() > 64) {
        Q_EMIT dataChanged(index(sortedRows.first(), 0), index(sortedRows.last(), ColumnCount - 1));
        return;
    }
    int start = 0;
    for (int i = 1; i <= sortedRows.size(); ++i) {
        if (i == sortedRows.size() || sortedRows[i] != sortedRows[i - 1] + 1) {
            Q_EMIT dataChanged(index(sortedRows[start], 0),
                               index(sortedRows[i - 1], ColumnCount - 1));
            start = i;
        }
    }
}

} // namespace volcano::ui
