// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/LockHistoryModel.h"
#include "ui/widgets/Theme.h"

#include "console/TimeText.h"
#include "store/LockHistory.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace volcano::ui {

namespace {

QColor eventColor(TokenEvent event) {
    switch (event) {
    case TokenEvent::Handover:
        return Theme::tone(Theme::Tone::Warning);
    case TokenEvent::Anomaly:
        return Theme::tone(Theme::Tone::Error);
    case TokenEvent::Freed:
        return Theme::tone(Theme::Tone::Success);
    case TokenEvent::Acquired:
        return Theme::tone(Theme::Tone::Info);
    case TokenEvent::FirstSeen:
        break;
    }
    return Theme::tone(Theme::Tone::Muted);
}

} // namespace

LockHistoryModel::LockHistoryModel(LockHistory& history, QObject* parent)
    : QAbstractTableModel(parent)
    , m_history(history) {
    connect(&m_history, &LockHistory::recorded, this, &LockHistoryModel::onRecorded);
}

void LockHistoryModel::setKey(const QString& profileId, const QString& key) {
    beginResetModel();
    m_profileId = profileId;
    m_key = key;
    m_rows.clear();
    if (!key.isEmpty()) {
        m_rows = m_history.observations(profileId, key, m_limit);
        std::reverse(m_rows.begin(), m_rows.end());
    }
    endResetModel();
    Q_EMIT historyChanged();
}

QList<TokenObservation> LockHistoryModel::chronological() const {
    QList<TokenObservation> rows(m_rows.crbegin(), m_rows.crend());
    return rows;
}

int LockHistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LockHistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LockHistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TokenObservation& observation = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(observation, index.column());
    case Qt::ForegroundRole:
        if (index.column() == EventColumn)
            return QBrush(eventColor(observation.event));
        return {};
    case Qt::FontRole:
        if (index.column() == TokenColumn || index.column() == PreviousColumn)
            return tokenFont();
        if (observation.event == TokenEvent::Anomaly) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TokenColumn || index.column() == PreviousColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (observation.event == TokenEvent::Anomaly)
            return tr("The fencing token went backwards: the server reused or lowered a "
                      "token, which the contract forbids. Investigate before trusting it.");
        if (observation.event == TokenEvent::Handover || observation.event == TokenEvent::Freed)
            return QString(causeExplanation(observation) + previousTokenText(observation));
        return {};
    case EventRole:
        return static_cast<int>(observation.event);
    case TokenRole:
        return QVariant::fromValue(qulonglong(observation.token));
    default:
        return {};
    }
}

QVariant LockHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ObservedColumn:
        return tr("Seen at");
    case EventColumn:
        return tr("Event");
    case TokenColumn:
        return tr("Fencing token");
    case PreviousColumn:
        return tr("Previous");
    case ExpiresColumn:
        return tr("Expires at (UTC)");
    default:
        return {};
    }
}

void LockHistoryModel::onRecorded(const QString& profileId, const TokenObservation& observation) {
    if (profileId != m_profileId || observation.key != m_key || m_key.isEmpty())
        return;
    beginInsertRows({}, 0, 0);
    m_rows.prepend(observation);
    endInsertRows();
    if (m_rows.size() > m_limit) {
        const int last = int(m_rows.size()) - 1;
        beginRemoveRows({}, last, last);
        m_rows.removeLast();
        endRemoveRows();
    }
    Q_EMIT historyChanged();
}

QVariant LockHistoryModel::displayData(const TokenObservation& observation, int column) const {
    switch (column) {
    case ObservedColumn:
        return timetext::clockTime(observation.observedAt);
    case EventColumn:
        return eventText(observation);
    case TokenColumn:
        // A freed row has no new token: the freed one is the previous holder's.
        return observation.event == TokenEvent::Freed ? QStringLiteral("—")
                                                      : QString::number(observation.token);
    case PreviousColumn:
        if (observation.event == TokenEvent::Freed)
            return QString::number(observation.token);
        return observation.previousToken ? QString::number(*observation.previousToken) : QString();
    case ExpiresColumn:
        return observation.expiresAt ? timetext::utcClock(*observation.expiresAt) : QString();
    default:
        return {};
    }
}

QString LockHistoryModel::eventWord(TokenEvent event) {
    switch (event) {
    case TokenEvent::FirstSeen:
        return tr("first-seen");
    case TokenEvent::Acquired:
        return tr("acquired");
    case TokenEvent::Handover:
        return tr("handover");
    case TokenEvent::Freed:
        return tr("freed");
    case TokenEvent::Anomaly:
        return tr("anomaly");
    }
    return tokenEventName(event);
}

QString LockHistoryModel::eventText(const TokenObservation& observation) {
    const QString event = eventWord(observation.event);
    switch (observation.cause) {
    case EndCause::Released:
        return observation.event == TokenEvent::Freed ? tr("released") : tr("handover");
    case EndCause::Expired:
        return observation.event == TokenEvent::Freed ? tr("expired") : tr("takeover (expired)");
    case EndCause::ForceReleased:
        return tr("force-released");
    case EndCause::Unknown:
        break;
    }
    return event;
}

QFont LockHistoryModel::tokenFont() {
    QFont font(QStringLiteral("monospace"));
    font.setStyleHint(QFont::Monospace);
    return font;
}

// The Previous column is hidden by default in the detail panel: the tooltip still says it.
QString LockHistoryModel::previousTokenText(const TokenObservation& observation) const {
    const QString previous = displayData(observation, PreviousColumn).toString();
    return previous.isEmpty() ? QString()
                              : QLatin1Char(' ') + tr("Previous token: %1.").arg(previous);
}

QString LockHistoryModel::causeExplanation(const TokenObservation& observation) {
    QString what = observation.event == TokenEvent::Handover
                       ? tr("The token rose between two reads that both saw the lock held: at "
                            "least one change of holder.")
                       : tr("The lock was seen free after being held.");
    switch (observation.cause) {
    case EndCause::Released:
        return what + QLatin1Char(' ') +
               tr("The previous lease ended before its expires_at: its holder released it.");
    case EndCause::Expired:
        return what + QLatin1Char(' ') +
               tr("The previous lease had run out (expires_at passed) with no sign of an "
                  "earlier release: its holder most likely stopped renewing (a crash).");
    case EndCause::ForceReleased:
        return what + QLatin1Char(' ') + tr("This console force-released it (see the audit log).");
    case EndCause::Unknown:
        break;
    }
    return what;
}

} // namespace volcano::ui
