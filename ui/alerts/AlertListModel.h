// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEvent.h"

#include <QAbstractTableModel>
#include <QList>

namespace volcano {
class Clock;
}

namespace volcano::ui {

class AlertMonitor;

// The monitor's alerts as a table: the active ones first (in the order they fired), then the
// resolved ones, newest first. The status is said in words, the colour only repeats it; the
// duration of an active alert grows every second on its own.
class AlertListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        StatusColumn,
        SeverityColumn,
        RuleColumn,
        KeyColumn,
        SinceColumn,
        AtColumn, // fired or resolved
        DurationColumn,
        ColumnCount
    };
    enum Role {
        KeyRole = Qt::UserRole + 1, // empty for project-wide alerts
        ActiveRole,                 // bool
    };

    static constexpr int kTickMs = 1000;

    AlertListModel(const AlertMonitor& monitor, const Clock& clock, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    int activeCount() const { return m_activeCount; }
    // The alert of a row (0 <= row < rowCount()).
    const alerts::AlertEvent& eventAt(int row) const { return m_rows[row]; }

private:
    void reload();
    void tick();
    bool isActive(int row) const { return row < m_activeCount; }
    QVariant display(const alerts::AlertEvent& event, bool active, int column) const;
    QVariant toolTip(const alerts::AlertEvent& event, bool active, int column) const;
    QVariant foreground(bool active, int column) const;
    qint64 durationMs(const alerts::AlertEvent& event, bool active) const;

    const AlertMonitor& m_monitor;
    const Clock& m_clock;
    QList<alerts::AlertEvent> m_rows;
    int m_activeCount = 0;
};

} // namespace volcano::ui
