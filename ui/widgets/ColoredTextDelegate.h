// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QStyledItemDelegate>

namespace volcano::ui {

// Paints cells like QStyledItemDelegate, except that a cell's own text colour (the model's
// ForegroundRole: state colours, error codes) gives way to the highlighted-text colour on a
// selected row, where it would otherwise be unreadable on the selection colour.
class ColoredTextDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace volcano::ui
