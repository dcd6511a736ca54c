// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ui/watch/KeyListDialog.h"

class QPlainTextEdit;

namespace volcano::ui {

// Adds many keys at once from pasted text (one key per line, '#' comments; KeyListParser).
// Starts with the clipboard's text; the preview follows every change of the text.
class PasteKeysDialog : public KeyListDialog {
    Q_OBJECT
public:
    explicit PasteKeysDialog(Watchlist& watchlist, QWidget* parent = nullptr);

private:
    void updatePreview();

    QPlainTextEdit* m_text;
};

} // namespace volcano::ui
