// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ElidedLabel.h"

#include <QResizeEvent>

namespace volcano::ui {

namespace {

constexpr int kMinimumCharacters = 8;

} // namespace

ElidedLabel::ElidedLabel(QWidget* parent)
    : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text) {
    if (text == m_fullText)
        return;
    m_fullText = text;
    elide();
}

void ElidedLabel::setExplanation(const QString& explanation) {
    if (explanation == m_explanation)
        return;
    m_explanation = explanation;
    elide();
}

QSize ElidedLabel::sizeHint() const {
    return minimumSizeHint();
}

QSize ElidedLabel::minimumSizeHint() const {
    const QMargins margins = contentsMargins();
    return {fontMetrics().averageCharWidth() * kMinimumCharacters + margins.left() +
                margins.right(),
            fontMetrics().height() + margins.top() + margins.bottom()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide() {
    const QString shown =
        fontMetrics().elidedText(m_fullText, Qt::ElideRight, contentsRect().width());
    setText(shown);
    QStringList tip;
    if (shown != m_fullText)
        tip << m_fullText;
    if (!m_explanation.isEmpty())
        tip << m_explanation;
    setToolTip(tip.join(QStringLiteral("\n\n")));
}

} // namespace volcano::ui
