// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>
#include <QSet>
#include <QString>

#include <deque>
#include <optional>

namespace volcano {
class Clock;
class LockWatcher;
} // namespace volcano

namespace volcano::ui {

// How far the first pass over the watchlist is: how many watched keys have had at least one
// good read, and about how long the rest will take. At 60 reads a minute 10,000 new keys
// take 2 h 47 min, so the operator must see that the console is still getting there.
//
// The time left is an estimate: keys left ÷ reads a minute. Until the pass has run for a
// minute that rate is the read capacity (setReadsPerMinute: the budget less the renewals'
// reservations); from then on it is the rate of first reads actually seen over the last
// few minutes, never more than the capacity, because the selected key, takeover reads and
// 429 pauses take their share of the budget too.
class FirstPassProgress : public QObject {
    Q_OBJECT
public:
    // Both must outlive the progress.
    FirstPassProgress(const LockWatcher& watcher, const Clock& clock, QObject* parent = nullptr);

    // Reads a minute the console may spend on the watched keys.
    void setReadsPerMinute(int readsPerMinute);
    int readsPerMinute() const { return m_readsPerMinute; }
    // Counts again after the watcher's keys changed (set, added, removed, cleared).
    void recount();

    int readCount() const { return int(m_read.size()); }
    int totalCount() const { return m_total; }
    // True while some watched key has never been read successfully.
    bool isRunning() const { return readCount() < m_total; }
    // Estimated time until every key has been read once; nothing when complete, or when no
    // read is expected (no capacity, no first read for minutes).
    std::optional<qint64> estimatedMsLeft() const;
    // The rate the estimate uses, first reads a minute.
    double estimatedReadsPerMinute() const;
    // "First pass: 1,240 of 10,000 keys read · about 2 h 26 min left"; empty when complete.
    QString text() const;
    // What the estimate is based on, for a tooltip.
    QString explanation() const;

Q_SIGNALS:
    // Every key has had its first good read (also when the last unread key was removed).
    void completed();

private:
    void onEntryChanged(const QString& key);
    void restartRate();
    void pruneWindow(qint64 nowMs) const;
    qint64 nowMs() const;

    const LockWatcher& m_watcher;
    const Clock& m_clock;
    int m_readsPerMinute = 0;
    int m_total = 0;
    QSet<QString> m_read;
    qint64 m_rateSinceMs = 0;                  // monotonic: since when first reads are counted
    mutable std::deque<qint64> m_recentFirsts; // monotonic ms of recent first reads
};

} // namespace volcano::ui
