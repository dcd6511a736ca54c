// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/FieldGrid.h"
#include "ui/widgets/Theme.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>

#include <algorithm>

namespace volcano::ui {

namespace {

constexpr int kSpacing = 12;

} // namespace

FieldGrid::FieldGrid(QWidget* parent)
    : QWidget(parent)
    , m_grid(new QGridLayout(this)) {
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(kSpacing);
}

QLabel* FieldGrid::addField(const QString& name, bool wide) {
    auto* nameLabel = new QLabel(name + QLatin1Char(':'), this);
    Theme::setTone(nameLabel, Theme::Tone::Muted);
    auto* value = new QLabel(this);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Ignored: the value's text has no say in the grid's width; it wraps instead.
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    value->setSizePolicy(policy);
    value->setWordWrap(true);
    m_fields.append({nameLabel, value, wide});
    arrange(std::max(m_pairsPerRow, 1));
    return value;
}

void FieldGrid::setWidestValues(const QString& left, const QString& right) {
    m_widestLeft = left;
    m_widestRight = right;
}

QSize FieldGrid::minimumSizeHint() const {
    QSize size = m_grid->minimumSize();
    if (m_grid->hasHeightForWidth())
        size.setHeight(std::max(size.height(), m_grid->heightForWidth(width())));
    return size;
}

void FieldGrid::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange(event->size().width() >= twoPairWidth() ? 2 : 1);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // the values wrap differently: another minimum height
}

int FieldGrid::twoPairWidth() const {
    int leftNames = 0;
    int rightNames = 0;
    for (qsizetype index = 0; index < m_fields.size(); ++index) {
        const int width = m_fields.at(index).name->sizeHint().width();
        int& column = index % 2 == 0 ? leftNames : rightNames;
        column = std::max(column, width);
    }
    const QFontMetrics metrics = fontMetrics();
    return leftNames + rightNames + metrics.horizontalAdvance(m_widestLeft) +
           metrics.horizontalAdvance(m_widestRight) + 3 * kSpacing;
}

void FieldGrid::arrange(int pairsPerRow) {
    if (pairsPerRow == m_pairsPerRow && m_grid->count() == 2 * m_fields.size())
        return;
    m_pairsPerRow = pairsPerRow;
    for (const Field& field : std::as_const(m_fields)) {
        m_grid->removeWidget(field.name);
        m_grid->removeWidget(field.value);
    }
    for (int column = 0; column < 4; ++column)
        m_grid->setColumnStretch(column, column % 2 == 1 && column / 2 < pairsPerRow ? 1 : 0);
    int row = 0;
    int pair = 0;
    for (const Field& field : std::as_const(m_fields)) {
        if (field.wide && pair > 0) {
            ++row;
            pair = 0;
        }
        m_grid->addWidget(field.name, row, 2 * pair, Qt::AlignTop);
        m_grid->addWidget(field.value, row, 2 * pair + 1, 1, field.wide ? 2 * pairsPerRow - 1 : 1);
        if (field.wide || ++pair == pairsPerRow) {
            ++row;
            pair = 0;
        }
    }
}

} // namespace volcano::ui
