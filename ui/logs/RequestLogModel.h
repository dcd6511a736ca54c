// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QAbstractTableModel>

namespace volcano {
class RequestLog;
struct RequestRecord;
} // namespace volcano

namespace volcano::ui {

// Every HTTP attempt the console made, oldest at the top, following the RequestLog ring
// buffer: appended records become rows at the bottom, evicted ones leave from the top.
class RequestLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        MethodColumn,
        PathColumn,
        StatusColumn,
        CodeColumn,
        LatencyColumn,
        AttemptColumn,
        RequestIdColumn,
        ColumnCount
    };
    enum Role { RequestIdRole = Qt::UserRole + 1, StatusRole };

    explicit RequestLogModel(RequestLog& log, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void onAppended(qint64 serial, int evicted);
    void onCleared();
    QVariant displayData(const RequestRecord& record, int column) const;

    RequestLog& m_log;
    qint64 m_first = 0; // serial of row 0
    int m_rows = 0;
};

} // namespace volcano::ui
