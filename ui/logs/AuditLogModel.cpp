// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/logs/AuditLogModel.h"
#include "ui/widgets/Theme.h"

#include "console/TimeText.h"
#include "store/AuditLog.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

namespace volcano::ui {

namespace {

QString tokenText(const std::optional<FencingToken>& token) {
    return token ? QString::number(*token) : QString();
}

} // namespace

AuditLogModel::AuditLogModel(AuditLog& log, QObject* parent)
    : QAbstractTableModel(parent)
    , m_log(log) {
    m_filter.limit = kDefaultLimit;
    connect(&m_log, &AuditLog::appended, this, &AuditLogModel::onAppended);
    connect(&m_log, &AuditLog::reset, this, &AuditLogModel::reload);
    reload();
}

void AuditLogModel::setFilter(const AuditFilter& filter) {
    m_filter = filter;
    if (m_filter.limit <= 0)
        m_filter.limit = kDefaultLimit;
    reload();
}

void AuditLogModel::reload() {
    beginResetModel();
    m_rows = m_log.query(m_filter);
    std::reverse(m_rows.begin(), m_rows.end());
    endResetModel();
}

QList<AuditEntry> AuditLogModel::entries() const {
    return QList<AuditEntry>(m_rows.crbegin(), m_rows.crend());
}

int AuditLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AuditLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditLogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AuditEntry& entry = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(entry, index.column());
    case Qt::ToolTipRole:
        if (index.column() == ReasonColumn)
            return entry.reason;
        return index.column() == OutcomeColumn ? QVariant(entry.outcome) : QVariant();
    case Qt::ForegroundRole:
        if (index.column() == OutcomeColumn && entry.phase != AuditPhase::Intent &&
            !entry.outcome.startsWith(QLatin1StringView("ok")))
            return QBrush(Theme::tone(Theme::Tone::Error));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TokenBeforeColumn || index.column() == TokenAfterColumn ||
            index.column() == StatusColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RequestIdRole:
        return entry.requestId;
    default:
        return {};
    }
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time (UTC)");
    case ProfileColumn:
        return tr("Profile");
    case KeyColumn:
        return tr("Key");
    case ActionColumn:
        return tr("Action");
    case PairColumn:
        return tr("Pair");
    case OutcomeColumn:
        return tr("Outcome");
    case ReasonColumn:
        return tr("Reason");
    case OperatorColumn:
        return tr("Operator");
    case StatusColumn:
        return tr("HTTP");
    case TokenBeforeColumn:
        return tr("Token before");
    case TokenAfterColumn:
        return tr("Token after");
    case RequestIdColumn:
        return tr("Request id");
    default:
        return {};
    }
}

void AuditLogModel::onAppended(const AuditEntry& entry) {
    if (!accepts(entry))
        return;
    beginInsertRows({}, 0, 0);
    m_rows.prepend(entry);
    endInsertRows();
    if (entry.phase != AuditPhase::Outcome)
        return;
    // Its intent now names it.
    for (int row = 1; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == entry.intentId) {
            Q_EMIT dataChanged(index(row, PairColumn), index(row, PairColumn));
            break;
        }
    }
}

bool AuditLogModel::accepts(const AuditEntry& entry) const {
    if (!m_filter.profileId.isEmpty() && entry.profileId != m_filter.profileId)
        return false;
    if (!m_filter.keyContains.isEmpty() &&
        !entry.key.contains(m_filter.keyContains, Qt::CaseInsensitive))
        return false;
    if (m_filter.action && entry.action != *m_filter.action)
        return false;
    if (m_filter.from.isValid() && entry.time < m_filter.from)
        return false;
    return !m_filter.to.isValid() || entry.time < m_filter.to;
}

QString AuditLogModel::pairText(const AuditEntry& entry) const {
    switch (entry.phase) {
    case AuditPhase::Single:
        return {};
    case AuditPhase::Outcome:
        return entry.intentId ? tr("outcome of #%1").arg(*entry.intentId) : tr("outcome");
    case AuditPhase::Intent:
        break;
    }
    const auto outcome =
        std::find_if(m_rows.cbegin(), m_rows.cend(), [&entry](const AuditEntry& row) {
            return row.phase == AuditPhase::Outcome && row.intentId == entry.id;
        });
    if (outcome != m_rows.cend())
        return tr("intent #%1 → outcome #%2").arg(entry.id).arg(outcome->id);
    return tr("intent #%1: no outcome recorded").arg(entry.id);
}

QVariant AuditLogModel::displayData(const AuditEntry& entry, int column) const {
    switch (column) {
    case TimeColumn:
        return timetext::utcTime(entry.time);
    case ProfileColumn:
        return entry.profileName;
    case KeyColumn:
        return entry.key;
    case ActionColumn:
        return auditActionName(entry.action);
    case PairColumn:
        return pairText(entry);
    case OutcomeColumn:
        return entry.outcome;
    case ReasonColumn:
        return entry.reason;
    case OperatorColumn:
        return entry.operatorName;
    case StatusColumn:
        return entry.httpStatus > 0 ? QVariant(entry.httpStatus) : QVariant();
    case TokenBeforeColumn:
        return tokenText(entry.tokenBefore);
    case TokenAfterColumn:
        return tokenText(entry.tokenAfter);
    case RequestIdColumn:
        return entry.requestId;
    default:
        return {};
    }
}

} // namespace volcano::ui
