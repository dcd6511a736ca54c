// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QLabel>

namespace volcano::ui {

// A one-line label whose size never follows its text: a text longer than the label is cut
// with "…" and shown whole in the tooltip. For texts of any length (a 128-character key) in
// a panel that must not widen and squeeze its neighbours.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    QString fullText() const { return m_fullText; }
    // The tooltip's own text; the full text goes before it while the label is cut.
    void setExplanation(const QString& explanation);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();

    QString m_fullText;
    QString m_explanation;
};

} // namespace volcano::ui
