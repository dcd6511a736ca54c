// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/alerts/AlertListModel.h"

#include "client/Clock.h"
#include "console/AlertMonitor.h"
#include "console/TimeText.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QTimer>

namespace volcano::ui {

namespace {

const QColor kFiringColor(0xc6, 0x28, 0x28);
const QColor kResolvedColor(0x5f, 0x63, 0x68);

} // namespace

AlertListModel::AlertListModel(const AlertMonitor& monitor, const Clock& clock, QObject* parent)
    : QAbstractTableModel(parent)
    , m_monitor(monitor)
    , m_clock(clock) {
    connect(&monitor, &AlertMonitor::changed, this, &AlertListModel::reload);
    auto* timer = new QTimer(this);
    timer->setInterval(kTickMs);
    connect(timer, &QTimer::timeout, this, &AlertListModel::tick);
    timer->start();
    reload();
}

int AlertListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AlertListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AlertListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const alerts::AlertEvent& event = eventAt(index.row());
    const bool active = isActive(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(event, active, index.column());
    case Qt::ToolTipRole:
        return toolTip(event, active, index.column());
    case Qt::ForegroundRole:
        return foreground(active, index.column());
    case Qt::FontRole:
        if (active && index.column() == StatusColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case KeyRole:
        return event.key;
    case ActiveRole:
        return active;
    default:
        return {};
    }
}

QVariant AlertListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StatusColumn:
        return tr("Status");
    case SeverityColumn:
        return tr("Severity");
    case RuleColumn:
        return tr("Rule");
    case KeyColumn:
        return tr("Key");
    case SinceColumn:
        return tr("Since");
    case AtColumn:
        return tr("Fired / Resolved");
    case DurationColumn:
        return tr("Duration");
    default:
        return {};
    }
}

void AlertListModel::reload() {
    beginResetModel();
    m_rows = m_monitor.activeAlerts();
    m_activeCount = int(m_rows.size());
    m_rows.append(m_monitor.resolvedAlerts());
    endResetModel();
}

void AlertListModel::tick() {
    if (m_activeCount == 0)
        return;
    Q_EMIT dataChanged(index(0, DurationColumn), index(m_activeCount - 1, DurationColumn),
                       {Qt::DisplayRole});
}

QVariant AlertListModel::display(const alerts::AlertEvent& event, bool active, int column) const {
    const QDateTime now = m_clock.utcNow();
    switch (column) {
    case StatusColumn:
        return active ? tr("FIRING") : tr("resolved");
    case SeverityColumn:
        return event.severity;
    case RuleColumn:
        return event.rule;
    case KeyColumn:
        return event.key;
    case SinceColumn:
        return timetext::clockTime(event.since, now);
    case AtColumn:
        return active ? tr("fired %1").arg(timetext::clockTime(event.at, now))
                      : tr("resolved %1").arg(timetext::clockTime(event.at, now));
    case DurationColumn:
        return active ? tr("%1 so far").arg(timetext::duration(durationMs(event, active)))
                      : timetext::duration(durationMs(event, active));
    default:
        return {};
    }
}

QVariant AlertListModel::toolTip(const alerts::AlertEvent& event, bool active, int column) const {
    switch (column) {
    case SinceColumn:
        return tr("The condition began at %1").arg(timetext::utcTime(event.since));
    case AtColumn:
        return active ? tr("Fired at %1").arg(timetext::utcTime(event.at))
                      : tr("Resolved at %1").arg(timetext::utcTime(event.at));
    case KeyColumn:
        if (event.key.isEmpty())
            return tr("This alert concerns the whole project, not one key");
        return tr("Double-click or press Enter to show this key in the watchlist");
    default:
        return event.text();
    }
}

QVariant AlertListModel::foreground(bool active, int column) const {
    if (column != StatusColumn && column != SeverityColumn)
        return {};
    return QBrush(active ? kFiringColor : kResolvedColor);
}

qint64 AlertListModel::durationMs(const alerts::AlertEvent& event, bool active) const {
    const QDateTime end = active ? m_clock.utcNow() : event.at;
    return event.since.msecsTo(end);
}

} // namespace volcano::ui
