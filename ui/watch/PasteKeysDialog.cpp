// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/PasteKeysDialog.h"

#include "store/Watchlist.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QPlainTextEdit>

namespace volcano::ui {

PasteKeysDialog::PasteKeysDialog(Watchlist& watchlist, QWidget* parent)
    : KeyListDialog(watchlist, parent)
    , m_text(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("pasteKeysDialog"));
    setWindowTitle(tr("Paste Keys"));
    m_text->setObjectName(QStringLiteral("pasteKeysText"));
    m_text->setAccessibleName(tr("Keys to paste"));
    m_text->setPlaceholderText(tr("One key per line; '#' starts a comment"));
    auto* label = new QLabel(tr("&Keys to watch, one per line:"), this);
    label->setBuddy(m_text);
    addInput(label);
    addInput(m_text, 1);
    m_text->setPlainText(QApplication::clipboard()->text());
    connect(m_text, &QPlainTextEdit::textChanged, this, &PasteKeysDialog::updatePreview);
    updatePreview();
}

void PasteKeysDialog::updatePreview() {
    showKeyList(watchlist().previewText(m_text->toPlainText()));
}

} // namespace volcano::ui
