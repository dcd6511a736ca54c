// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QSortFilterProxyModel>

namespace volcano::ui {

// The request log's filter: text in any column, and optionally failed attempts only
// (HTTP status 400 and up, or no answer at all).
class RequestFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit RequestFilterProxy(QObject* parent = nullptr);

    void setErrorsOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool m_errorsOnly = false;
};

} // namespace volcano::ui
