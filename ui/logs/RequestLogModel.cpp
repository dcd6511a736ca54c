// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/logs/RequestLogModel.h"
#include "ui/widgets/Theme.h"

#include "store/RequestLog.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace volcano::ui {

RequestLogModel::RequestLogModel(RequestLog& log, QObject* parent)
    : QAbstractTableModel(parent)
    , m_log(log)
    , m_first(log.firstSerial())
    , m_rows(log.count()) {
    connect(&m_log, &RequestLog::appended, this, &RequestLogModel::onAppended);
    connect(&m_log, &RequestLog::cleared, this, &RequestLogModel::onCleared);
}

int RequestLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int RequestLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestLogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RequestRecord* found = m_log.bySerial(m_first + index.row());
    if (!found)
        return {};
    const RequestRecord& record = *found;
    switch (role) {
    case Qt::DisplayRole:
        return displayData(record, index.column());
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn || index.column() == CodeColumn) {
            if (record.httpStatus == 0 || record.httpStatus >= 500)
                return QBrush(Theme::tone(Theme::Tone::Error));
            if (record.httpStatus >= 400)
                return QBrush(Theme::tone(Theme::Tone::Warning));
        }
        return {};
    case Qt::FontRole:
        if (index.column() == RequestIdColumn || index.column() == PathColumn) {
            QFont font(QStringLiteral("monospace"));
            font.setStyleHint(QFont::Monospace);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == StatusColumn || index.column() == LatencyColumn ||
            index.column() == AttemptColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RequestIdRole:
        return record.requestId;
    case StatusRole:
        return record.httpStatus;
    default:
        return {};
    }
}

QVariant RequestLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Sent (UTC)");
    case MethodColumn:
        return tr("Method");
    case PathColumn:
        return tr("Path");
    case StatusColumn:
        return tr("Status");
    case CodeColumn:
        return tr("Code");
    case LatencyColumn:
        return tr("Latency");
    case AttemptColumn:
        return tr("Attempt");
    case RequestIdColumn:
        return tr("X-Volcano-Request-Id");
    default:
        return {};
    }
}

void RequestLogModel::onAppended(qint64 serial, int evicted) {
    Q_UNUSED(serial)
    Q_UNUSED(evicted)
    // Rows map to serials from m_first on, so while rows are being removed every row still
    // shows the record it showed before (the log itself has already dropped them).
    const qint64 logFirst = m_log.firstSerial();
    if (logFirst > m_first && m_rows > 0) {
        const int removed = int(std::min<qint64>(logFirst - m_first, m_rows));
        beginRemoveRows({}, 0, removed - 1);
        m_first += removed;
        m_rows -= removed;
        endRemoveRows();
    }
    if (m_rows == 0)
        m_first = logFirst;
    const int added = int(m_log.nextSerial() - (m_first + m_rows));
    if (added <= 0)
        return;
    beginInsertRows({}, m_rows, m_rows + added - 1);
    m_rows += added;
    endInsertRows();
}

void RequestLogModel::onCleared() {
    beginResetModel();
    m_first = m_log.firstSerial();
    m_rows = 0;
    endResetModel();
}

QVariant RequestLogModel::displayData(const RequestRecord& record, int column) const {
    switch (column) {
    case TimeColumn:
        return record.sentAtUtc.toUTC().toString(QStringLiteral("HH:mm:ss.zzz"));
    case MethodColumn:
        return QString::fromLatin1(record.method);
    case PathColumn:
        return record.path;
    case StatusColumn:
        return record.httpStatus > 0 ? QVariant(record.httpStatus) : QVariant(tr("—"));
    case CodeColumn:
        return record.code;
    case LatencyColumn:
        return tr("%L1 ms").arg(record.latencyMs);
    case AttemptColumn:
        return record.attempt;
    case RequestIdColumn:
        return record.requestId;
    default:
        return {};
    }
}

} // namespace volcano::ui
