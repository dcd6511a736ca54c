// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QToolButton;

namespace volcano {
class LockHistory;
class LockWatcher;
class PollScheduler;
struct WatchEntry;
} // namespace volcano

namespace volcano::ui {

class ElidedLabel;
class FencingChartView;
class LockHistoryModel;

// Everything about the selected key: state, expiry and takeover time (expires_at + 1 s),
// handovers and anomalies, the fencing tokens seen (table) and their progression (chart).
// Its width never follows its texts: a long key is elided, values wrap, the state badge is
// as wide as its longest state.
class WatchTableView;

class LockDetailPanel : public QWidget {
    Q_OBJECT
public:
    LockDetailPanel(LockWatcher& watcher, LockHistory& history, QWidget* parent = nullptr);

    void showKey(const QString& profileId, const QString& key);
    QString key() const { return m_key; }
    // Re-reads the entry from the watcher and repaints the labels.
    void refresh();
    // The panel's once-a-second update (labels, and the chart's step up to "now"). Its own
    // timer calls it until the table's countdown drives it instead, so that both say the
    // same second.
    void tick();
    void followTicksOf(const WatchTableView& table);
    void setForceReleaseAllowed(bool allowed);
    // Where the panel learns when the key is read next; null: it does not say.
    void setScheduler(const PollScheduler* scheduler) { m_scheduler = scheduler; }

    LockHistoryModel* historyModel() const { return m_historyModel; }
    FencingChartView* chart() const { return m_chart; }
    QSplitter* splitter() const { return m_splitter; }
    QString stateText() const;
    QString takeoverText() const;
    QString anomalyText() const;
    QString fencingTokenText() const;
    QString holderChangesShown() const;

Q_SIGNALS:
    void forceReleaseRequested(const QString& key);
    // "Copy as CLI" (curl false) or "Copy as curl" of this key's force release.
    void copyCommandRequested(const QString& key, bool curl);

private:
    void setUpHistoryColumns();
    void fitTokenColumn();
    void countRecordedHolderChanges();
    void updateChart();
    void setUpCopyCommand();
    void onEntryChanged(const QString& key);
    void showState(const WatchEntry& entry);
    QString expiresInText(const WatchEntry& entry) const;
    QString holderChangesText(const WatchEntry& entry) const;
    static QString tokenText(const WatchEntry& entry);

    LockWatcher& m_watcher;
    LockHistory& m_history;
    const PollScheduler* m_scheduler = nullptr;
    QLabel* m_nextRead = nullptr;
    QString m_profileId;
    QString m_key;
    int m_recordedHolderChanges = 0; // handovers and acquisitions in the stored history
    bool m_forceReleaseAllowed = false;
    ElidedLabel* m_title;
    QLabel* m_state;
    QLabel* m_expiresAt;
    QLabel* m_expiresIn;
    QLabel* m_takeover;
    QLabel* m_token;
    QLabel* m_handovers;
    QLabel* m_renewals;
    QLabel* m_anomalies;
    QLabel* m_lastRead;
    QLabel* m_lastChange;
    QLabel* m_lastError;
    QPushButton* m_forceRelease;
    QToolButton* m_copyCommand;
    LockHistoryModel* m_historyModel;
    QTableView* m_historyTable;
    FencingChartView* m_chart;
    QSplitter* m_splitter;
    QTimer m_tick;
    int m_widestTokenColumn = 0; // 2^64 - 1 in the token font
};

} // namespace volcano::ui
