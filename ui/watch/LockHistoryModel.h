// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TokenObservation.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QList>

namespace volcano {
class LockHistory;
}

namespace volcano::ui {

// The fencing tokens seen for one key, newest first, from LockHistory; new observations of
// that key appear at the top as they are recorded.
class LockHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ObservedColumn,
        EventColumn,
        TokenColumn,
        PreviousColumn,
        ExpiresColumn,
        ColumnCount
    };
    enum Role { EventRole = Qt::UserRole + 1, TokenRole };

    static constexpr int kDefaultLimit = 2000;

    explicit LockHistoryModel(LockHistory& history, QObject* parent = nullptr);

    // Loads the newest observations of key (empty key: no rows).
    void setKey(const QString& profileId, const QString& key);
    QString key() const { return m_key; }
    void setLimit(int rows) { m_limit = rows; }

    // Oldest first, as the chart wants them.
    QList<TokenObservation> chronological() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Fencing tokens are shown in it, so digits line up.
    static QFont tokenFont();

Q_SIGNALS:
    // The key's history changed (reloaded or a new observation): charts redraw.
    void historyChanged();

private:
    void onRecorded(const QString& profileId, const TokenObservation& observation);
    // The event in the user's language ("acquired", "freed", ...).
    static QString eventWord(TokenEvent event);
    static QString eventText(const TokenObservation& observation);
    static QString causeExplanation(const TokenObservation& observation);
    QString previousTokenText(const TokenObservation& observation) const;
    QVariant displayData(const TokenObservation& observation, int column) const;

    LockHistory& m_history;
    QString m_profileId;
    QString m_key;
    int m_limit = kDefaultLimit;
    QList<TokenObservation> m_rows; // newest first
};

} // namespace volcano::ui
