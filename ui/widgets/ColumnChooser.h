// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>

class QTableView;

namespace volcano::ui {

// The header's context menu of a table: one checkable entry per column that shows or hides
// it, so a narrow panel can start with fewer columns and a user can ask for the rest.
class ColumnChooser : public QObject {
    Q_OBJECT
public:
    // Columns listed in alwaysShown cannot be hidden (the key a row is about). Parented to
    // the table's header.
    static ColumnChooser* attach(QTableView* table, const QList<int>& alwaysShown = {});

private:
    ColumnChooser(QTableView* table, const QList<int>& alwaysShown);
};

} // namespace volcano::ui
