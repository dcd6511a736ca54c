// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/logs/RequestFilterProxy.h"

#include "ui/logs/RequestLogModel.h"

namespace volcano::ui {

RequestFilterProxy::RequestFilterProxy(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setFilterKeyColumn(-1);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void RequestFilterProxy::setErrorsOnly(bool on) {
    if (on == m_errorsOnly)
        return;
    m_errorsOnly = on;
    invalidateRowsFilter();
}

bool RequestFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (m_errorsOnly) {
        const int status = sourceModel()
                               ->index(sourceRow, RequestLogModel::StatusColumn, sourceParent)
                               .data(RequestLogModel::StatusRole)
                               .toInt();
        if (status > 0 && status < 400)
            return false;
    }
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace volcano::ui
