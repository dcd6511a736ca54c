// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QTableView>

class QAction;

namespace volcano::ui {

// A read-only table whose rows carry an identifier worth pasting elsewhere (the
// X-Volcano-Request-Id, to correlate with server logs): Ctrl+C and the context menu copy
// it; "Copy Rows" copies the visible cells tab-separated.
class CopyTableView : public QTableView {
    Q_OBJECT
public:
    explicit CopyTableView(QWidget* parent = nullptr);

    // The model role holding the identifier, and what to call it in the menu.
    void setCopyRole(int role, const QString& label);

    // The identifiers of the selected rows, one per line (what Ctrl+C puts on the clipboard).
    QString selectedIds() const;
    QString selectedRowsText() const;

private:
    QList<QModelIndex> selectedRowIndexes() const;
    void showMenu(const QPoint& position);

    int m_copyRole = Qt::DisplayRole;
    QAction* m_copyId;
    QAction* m_copyRows;
};

} // namespace volcano::ui
