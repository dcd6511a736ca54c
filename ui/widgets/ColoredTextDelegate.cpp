// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ColoredTextDelegate.h"

namespace volcano::ui {

void ColoredTextDelegate::initStyleOption(QStyleOptionViewItem* option,
                                          const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->state & QStyle::State_Selected)
        option->palette.setBrush(QPalette::Text, option->palette.brush(QPalette::HighlightedText));
}

} // namespace volcano::ui
