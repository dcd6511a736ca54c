// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/AuditEntry.h"

#include <QAbstractTableModel>
#include <QList>

namespace volcano {
class AuditLog;
}

namespace volcano::ui {

// The audit log, newest first, through a filter; entries appended while the view is open
// appear at the top when they pass the filter.
class AuditLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        ProfileColumn,
        KeyColumn,
        ActionColumn,
        PairColumn, // a force release's intent and outcome rows name each other
        OutcomeColumn,
        ReasonColumn,
        StatusColumn,
        TokenBeforeColumn,
        TokenAfterColumn,
        RequestIdColumn,
        OperatorColumn,
        ColumnCount
    };
    enum Role { RequestIdRole = Qt::UserRole + 1 };

    static constexpr int kDefaultLimit = 5000;

    explicit AuditLogModel(AuditLog& log, QObject* parent = nullptr);

    void setFilter(const AuditFilter& filter);
    AuditFilter filter() const { return m_filter; }
    void reload();
    // Oldest first, as shown filtered (for export).
    QList<AuditEntry> entries() const;
    const AuditEntry& entryAt(int row) const { return m_rows[row]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void onAppended(const AuditEntry& entry);
    bool accepts(const AuditEntry& entry) const;
    QVariant displayData(const AuditEntry& entry, int column) const;
    // "intent #12 → outcome #13", "intent #12: no outcome recorded", "outcome of #12"
    QString pairText(const AuditEntry& entry) const;

    AuditLog& m_log;
    AuditFilter m_filter;
    QList<AuditEntry> m_rows; // newest first
};

} // namespace volcano::ui
