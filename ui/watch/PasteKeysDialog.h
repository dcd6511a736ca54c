// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/KeyImportResult.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace volcano {
class Watchlist;
}

namespace volcano::ui {

// Adds many keys at once: one per line, or separated by spaces or commas. Invalid keys are
// listed with their reasons after adding, so the operator can fix and paste them again.
class PasteKeysDialog : public QDialog {
    Q_OBJECT
public:
    explicit PasteKeysDialog(Watchlist& watchlist, QWidget* parent = nullptr);

    QPlainTextEdit* textEdit() const { return m_text; }
    QPushButton* addButton() const { return m_add; }
    QString summaryText() const;
    QString rejectedText() const;
    const KeyImportResult& lastResult() const { return m_result; }

    // Adds what is in the text box and shows the outcome; the rejected keys stay in the box.
    void addKeys();

private:
    Watchlist& m_watchlist;
    QPlainTextEdit* m_text;
    QLabel* m_summary;
    QPlainTextEdit* m_rejected;
    QPushButton* m_add;
    KeyImportResult m_result;
};

} // namespace volcano::ui
